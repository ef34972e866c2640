package dev.vtbench.harness.study;

import java.util.List;
import java.util.function.DoublePredicate;

/**
 * The virtual / pool ratios of a study's comparable pairs, and how many pairs had none: what every overall finding
 * summarises, so that each states its range and its uncomparable pairs the same way.
 */
record PairRatios(List<Double> ratios, long notComparable) {

    static PairRatios of(List<ModePair> pairs) {
        List<Double> ratios = pairs.stream().flatMap(p -> p.ratio().stream()).toList();
        return new PairRatios(ratios, pairs.size() - ratios.size());
    }

    boolean none() {
        return ratios.isEmpty();
    }

    long count(DoublePredicate which) {
        return ratios.stream().mapToDouble(Double::doubleValue).filter(which).count();
    }

    double low() {
        return ratios.stream().mapToDouble(Double::doubleValue).min().orElse(Double.NaN);
    }

    double high() {
        return ratios.stream().mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }

    /** "virtual / pool from 0.70x to 0.80x". */
    String range() {
        return "virtual / pool from " + StudyFormat.ratio(low()) + " to " + StudyFormat.ratio(high());
    }

    /** "; 2 pair(s) not comparable (flagged or not steady)", or nothing when every pair was comparable. */
    String notComparableTail() {
        return notComparable == 0 ? "" : "; " + notComparable + " pair(s) not comparable (flagged or not steady)";
    }
}
