package dev.vtbench.harness.study;

import java.util.List;

/**
 * The measured iterations of one benchmark, in milliseconds: the mean (the seeds report means), and the spread
 * around it, never the mean alone.
 */
public record Timings(List<Double> millis, double mean, double min, double max, double coefficientOfVariation) {

    public static Timings of(List<Double> millis) {
        if (millis.isEmpty()) {
            throw new IllegalArgumentException("no measured iteration");
        }
        double mean = millis.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double variance = millis.size() < 2 ? 0
                : millis.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum() / (millis.size() - 1);
        return new Timings(List.copyOf(millis), mean,
                millis.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                millis.stream().mapToDouble(Double::doubleValue).max().orElseThrow(),
                mean == 0 ? 0 : Math.sqrt(variance) / mean);
    }

    public int iterations() {
        return millis.size();
    }

    /** As a table holds it: the mean with [min-max] in milliseconds, shown as {@link #cell()}. */
    public StudyFigure figure() {
        return new StudyFigure(mean, StudyFigure.Statistic.MEAN, min, max, StudyFigure.Unit.MILLISECONDS, java.util.List.of(), cell());
    }

    /** A table cell: "412 [398-431] CV 2.1%" (milliseconds). */
    public String cell() {
        if (iterations() < 2) {
            return StudyFormat.millis(mean) + " (one iteration: no spread)";
        }
        return StudyFormat.millis(mean) + " [" + StudyFormat.millis(min) + "-" + StudyFormat.millis(max) + "] CV "
                + StudyFormat.percent(coefficientOfVariation);
    }
}
