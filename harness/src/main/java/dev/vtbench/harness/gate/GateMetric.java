package dev.vtbench.harness.gate;

import dev.vtbench.harness.verdict.EqualLoadStep;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The figure a gate compares: one of the verdict's. A gate that names none compares capacity, as every gate did before
 * a gate could name one. p99 is compared at one equal-load step, named by the fraction of capacity it was offered or by
 * its rate.
 *
 * @param step the equal-load step of a p99 gate; {@code null} for the others
 */
public record GateMetric(VerdictMetric metric, EqualLoadStep step) {
    /** A gate that names no metric. */
    public static final GateMetric CAPACITY = new GateMetric(VerdictMetric.CAPACITY, null);
    /** What a gate may name, for messages. */
    static final String NAMES = "capacity, cpu-per-request, rss, or p99 at an equal-load step (p99 at 50%, p99 at 1200 req/s)";
    private static final Pattern P99_AT_PERCENT = Pattern.compile("p99\\s+at\\s+(\\d+(?:\\.\\d+)?)\\s*%");
    private static final Pattern P99_AT_RATE = Pattern.compile("p99\\s+at\\s+(\\d+)\\s*req/s");

    public GateMetric {
        if (metric.perStep() != (step != null)) {
            throw new IllegalArgumentException(metric.perStep() ? metric.gateName() + " is compared at an equal-load step: name it"
                    : metric.gateName() + " is measured once per cell: it has no step");
        }
    }

    /** The metric {@code text} names; the message of a mistake says what is expected instead. */
    static GateMetric parse(String text) {
        for (VerdictMetric metric : VerdictMetric.values()) {
            if (!metric.perStep() && metric.gateName().equals(text)) {
                return metric == VerdictMetric.CAPACITY ? CAPACITY : new GateMetric(metric, null);
            }
        }
        Matcher percent = P99_AT_PERCENT.matcher(text);
        if (percent.matches()) {
            double value = Double.parseDouble(percent.group(1));
            if (value <= 0 || value > 100) {
                throw new IllegalArgumentException("'" + text + "' is not an equal-load step: a fraction of capacity is above 0% and at most 100%");
            }
            return new GateMetric(VerdictMetric.LATENCY_P99, EqualLoadStep.atPercent(value));
        }
        Matcher rate = P99_AT_RATE.matcher(text);
        if (rate.matches()) {
            int value = parseRate(rate.group(1), text);
            return new GateMetric(VerdictMetric.LATENCY_P99, EqualLoadStep.atRate(value));
        }
        if (text.startsWith("p99")) {
            throw new IllegalArgumentException("'" + text + "' names no equal-load step: p99 is compared at one, as p99 at 50% (of the "
                    + "lower capacity) or p99 at 1200 req/s");
        }
        throw new IllegalArgumentException("'" + text + "' is not a metric (expected " + NAMES + ")");
    }

    private static int parseRate(String digits, String text) {
        try {
            int value = Integer.parseInt(digits);
            if (value > 0) {
                return value;
            }
        } catch (NumberFormatException e) {
            // Too many digits for an int: refused below like a zero.
        }
        throw new IllegalArgumentException("'" + text + "' is not an equal-load step: a rate is a whole number of req/s from 1");
    }

    /** Whether less is better, so that a gate may state the most the ratio may be (<=, <). */
    public boolean lowerIsBetter() {
        return !metric.higherIsBetter();
    }

    /** "capacity", "cpu-per-request", "p99 at 50%", "p99 at 1200 req/s". */
    @Override
    public String toString() {
        return step == null ? metric.gateName() : metric.gateName() + " at " + step.label();
    }
}
