package dev.vtbench.harness.report;

/** How a series is drawn: its colour, and a dash pattern ("" for solid) so that modes differ in grey scale too. */
record SeriesStyle(String colour, String dash) {}
