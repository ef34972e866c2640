package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;

import java.util.List;
import java.util.Map;

/** A run as results.json holds it: the run's context, and every cell's result. */
public record RecordedRun(Map<String, Object> run, List<CellResult> cells) {}
