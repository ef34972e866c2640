package dev.vtbench.harness.result;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * One figure's measured values, each with the round it was measured in (null outside rounds), in the same order: what
 * a ratio between two modes of one run pairs by round ({@link RatioInterval#byRound}). A value is measured when it is
 * positive and finite: a ratio of logarithms takes no other, and a figure not read is NaN or 0.
 */
public record RoundValues(List<Double> values, List<Integer> rounds) {

    public RoundValues {
        values = List.copyOf(values);
        // A round may be null (a value measured outside rounds), which List.copyOf refuses.
        rounds = Collections.unmodifiableList(new ArrayList<>(rounds));
        if (rounds.size() != values.size()) {
            throw new IllegalArgumentException("one round per value: " + rounds.size() + " round(s) for " + values.size() + " value(s)");
        }
    }

    /** The measured values of {@code figure} over {@code items}, each with the round {@code roundOf} gives its item. */
    public static <T> RoundValues of(List<T> items, ToDoubleFunction<T> figure, Function<T, Integer> roundOf) {
        List<Double> values = new ArrayList<>();
        List<Integer> rounds = new ArrayList<>();
        for (T item : items) {
            double value = figure.applyAsDouble(item);
            if (value > 0 && Double.isFinite(value)) {
                values.add(value);
                rounds.add(roundOf.apply(item));
            }
        }
        return new RoundValues(values, rounds);
    }

    /** The measured values of {@code figure} over these repetitions, each with its repetition's round. */
    public static RoundValues ofRepetitions(List<Repetition> repetitions, ToDoubleFunction<Repetition> figure) {
        return of(repetitions, figure, Repetition::round);
    }
}
