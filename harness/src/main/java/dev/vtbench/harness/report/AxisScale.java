package dev.vtbench.harness.report;

import java.util.List;

/** Maps figures to pixels along one axis, and says where its ticks go and how they read. */
interface AxisScale {
    double pixel(double value);

    List<Double> ticks();

    String tickLabel(double value);
}
