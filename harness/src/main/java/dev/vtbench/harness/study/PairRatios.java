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

    /** The pairs' CPU-per-request ratios (virtual / pool), of the pairs whose both cells are trusted for that figure. */
    static PairRatios cpuPerRequest(List<ModePair> pairs) {
        List<Double> ratios = pairs.stream().flatMap(p -> p.cpuPerRequestRatio().stream()).toList();
        return new PairRatios(ratios, pairs.size() - ratios.size());
    }

    /**
     * "; CPU per request, virtual / pool from 1.10x to 1.30x over 2 pair(s)", or nothing without a comparable pair: what
     * a study adds after its throughput finding, since cost compares where a driver-bound capacity cannot.
     */
    static String costTail(List<ModePair> pairs) {
        PairRatios cost = cpuPerRequest(pairs);
        return cost.none() ? "" : "; CPU per request (server CPU per OK request, whatever limited the throughput), "
                + cost.range() + " over " + cost.ratios().size() + " pair(s)";
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
