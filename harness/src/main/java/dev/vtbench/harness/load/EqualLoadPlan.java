package dev.vtbench.harness.load;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The open-model arrival rates that every mode of a runtime, JVM, CPU profile and scenario is offered in turn (the
 * matrix's {@code equal.load}), so that their latency, CPU per request and memory are compared at the same load, below
 * either one's capacity: what users feel on a normal day. Either fractions of the lower of the modes' capacities
 * measured earlier in the same run ("25% 50% 75%", the default: a machine's speed then does not matter), or absolute
 * rates ("500 1000", requests per second), for a run that has no capacity cells or wants exact rates.
 *
 * @param percents the fractions as whole percents, ascending (empty for absolute rates)
 * @param rates the absolute rates, ascending (empty for fractions)
 * @param basis where fractions' rates came from, once resolved ("2,010 req/s: the lower capacity of pool ... and
 *     virtual ..."); "" until then and for absolute rates
 */
public record EqualLoadPlan(List<Integer> percents, List<Integer> rates, String basis) {
    public static final String KEY = "equal.load";
    static final int MAX_STEPS = 10;
    static final int MAX_RATE = 200_000;

    public EqualLoadPlan {
        percents = List.copyOf(percents);
        rates = List.copyOf(rates);
        basis = basis == null ? "" : basis;
        if (percents.isEmpty() == rates.isEmpty()) {
            throw new IllegalArgumentException("an equal-load plan is fractions of capacity or absolute rates, one of the two");
        }
        requireAscending(percents.isEmpty() ? rates : percents);
    }

    /**
     * The plan a matrix writes: words such as "25%" (a fraction of the lower capacity, 1 to 100) or "500" (requests per
     * second, 1 to 200,000), all of one kind, ascending, at most {@value #MAX_STEPS}. The message of a refusal says what
     * is expected, for the matrix to name its line or option.
     */
    public static EqualLoadPlan parse(List<String> words) {
        if (words.isEmpty()) {
            throw new IllegalArgumentException("at least one step: fractions of the lower capacity (25% 50% 75%) or rates in req/s (500 1000)");
        }
        if (words.size() > MAX_STEPS) {
            throw new IllegalArgumentException("at most " + MAX_STEPS + " steps, not " + words.size());
        }
        boolean fractions = words.get(0).endsWith("%");
        List<Integer> values = new ArrayList<>();
        for (String word : words) {
            if (word.endsWith("%") != fractions) {
                throw new IllegalArgumentException("steps of one kind: all fractions of the lower capacity (25% 50%) or all rates in "
                        + "req/s (500 1000), not '" + String.join(" ", words) + "'");
            }
            values.add(number(fractions ? word.substring(0, word.length() - 1) : word, fractions ? 100 : MAX_RATE, fractions));
        }
        try {
            return fractions ? new EqualLoadPlan(values, List.of(), "") : new EqualLoadPlan(List.of(), values, "");
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + ": '" + String.join(" ", words) + "'");
        }
    }

    private static int number(String text, int max, boolean percent) {
        try {
            int value = Integer.parseInt(text);
            if (value >= 1 && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below, with what is expected
        }
        throw new IllegalArgumentException(percent ? "whole percents from 1% to 100% of the lower capacity, not '" + text + "%'"
                : "whole rates from 1 to " + max + " req/s (or fractions of capacity such as 25%), not '" + text + "'");
    }

    private static void requireAscending(List<Integer> values) {
        for (int i = 1; i < values.size(); i++) {
            if (values.get(i) <= values.get(i - 1)) {
                throw new IllegalArgumentException("steps in ascending order, each once (the rate climbs from a warm server)");
            }
        }
    }

    /** Whether the rates depend on capacities measured in the same run. */
    public boolean relativeToCapacity() {
        return !percents.isEmpty();
    }

    /** The rates to offer when the lower capacity of the modes is {@code capacity} req/s: each fraction of it, rounded, at least 1. */
    public List<Integer> ratesFor(double capacity) {
        if (!relativeToCapacity()) {
            return rates;
        }
        if (!(capacity > 0)) {
            throw new IllegalArgumentException("a capacity of " + capacity + " req/s gives no rates");
        }
        List<Integer> resolved = new ArrayList<>();
        for (int percent : percents) {
            int rate = (int) Math.max(1, Math.round(capacity * percent / 100.0));
            if (resolved.isEmpty() || rate > resolved.get(resolved.size() - 1)) {
                resolved.add(rate);
            }
        }
        return resolved;
    }

    /** This plan, its fractions resolved against {@code basis} (what capacity, of which cells). */
    public EqualLoadPlan resolvedAgainst(String basis) {
        return new EqualLoadPlan(percents, rates, basis);
    }

    /** "p25-50-75" (percents of capacity) or "o500-1000" (open-model rates): the load's part of a cell id. */
    public String label() {
        return relativeToCapacity() ? "p" + joined(percents, "-") : "o" + joined(rates, "-");
    }

    /** "25% 50% 75%" or "500 1000": the plan as a matrix writes it. */
    public String matrixValue() {
        return relativeToCapacity() ? percents.stream().map(p -> p + "%").collect(Collectors.joining(" ")) : joined(rates, " ");
    }

    /** "25%, 50% and 75% of the lower capacity" or "500 and 1000 req/s", for people. */
    public String describe() {
        List<String> parts = relativeToCapacity() ? percents.stream().map(p -> p + "%").toList()
                : rates.stream().map(r -> String.format(Locale.ROOT, "%,d", r)).toList();
        String listed = parts.size() == 1 ? parts.get(0)
                : String.join(", ", parts.subList(0, parts.size() - 1)) + " and " + parts.get(parts.size() - 1);
        return relativeToCapacity() ? listed + " of the lower capacity of the modes" : listed + " req/s";
    }

    private static String joined(List<Integer> values, String separator) {
        return values.stream().map(String::valueOf).collect(Collectors.joining(separator));
    }
}
