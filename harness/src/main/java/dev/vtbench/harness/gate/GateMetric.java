package dev.vtbench.harness.gate;

import dev.vtbench.harness.verdict.EqualLoadStep;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The figure a gate compares: one of the verdict's findings. A gate that names none compares capacity. CPU per request
 * and p99 are measured at capacity (the gate names the figure alone) and at each equal-load step (named by the fraction
 * of capacity it was offered or by its rate), each a finding of its own in the verdict.
 *
 * @param step the equal-load step; {@code null} for capacity, RSS, and CPU per request or p99 at capacity
 */
public record GateMetric(VerdictMetric metric, EqualLoadStep step) {
    /** A gate that names no metric. */
    public static final GateMetric CAPACITY = new GateMetric(VerdictMetric.CAPACITY, null);
    /** What a gate may name, for messages. */
    static final String NAMES = "capacity, rss, or cpu-per-request or p99 at capacity (cpu-per-request, p99) or at an equal-load step "
            + "(cpu-per-request at 50%, p99 at 1200 req/s)";
    private static final Pattern AT_PERCENT = Pattern.compile("(cpu-per-request|p99)\\s+at\\s+(\\d+(?:\\.\\d+)?)\\s*%");
    private static final Pattern AT_RATE = Pattern.compile("(cpu-per-request|p99)\\s+at\\s+(\\d+)\\s*req/s");
    private static final Pattern AT_CAPACITY = Pattern.compile("(cpu-per-request|p99)(?:\\s+at\\s+capacity)?");

    public GateMetric {
        if (step != null && !metric.atLoads()) {
            throw new IllegalArgumentException(metric.gateName() + " is measured once per cell: it has no step");
        }
    }

    /** The metric {@code text} names; the message of a mistake says what is expected instead. */
    static GateMetric parse(String text) {
        if (text.equals(VerdictMetric.CAPACITY.gateName())) {
            return CAPACITY;
        }
        if (text.equals(VerdictMetric.MEMORY_RSS.gateName())) {
            return new GateMetric(VerdictMetric.MEMORY_RSS, null);
        }
        Matcher capacity = AT_CAPACITY.matcher(text);
        if (capacity.matches()) {
            return new GateMetric(named(capacity.group(1)), null);
        }
        Matcher percent = AT_PERCENT.matcher(text);
        if (percent.matches()) {
            double value = Double.parseDouble(percent.group(2));
            if (value <= 0 || value > 100) {
                throw new IllegalArgumentException("'" + text + "' is not an equal-load step: a fraction of capacity is above 0% and at most 100%");
            }
            return new GateMetric(named(percent.group(1)), EqualLoadStep.atPercent(value));
        }
        Matcher rate = AT_RATE.matcher(text);
        if (rate.matches()) {
            return new GateMetric(named(rate.group(1)), EqualLoadStep.atRate(parseRate(rate.group(2), text)));
        }
        if (text.startsWith("p99") || text.startsWith("cpu-per-request")) {
            throw new IllegalArgumentException("'" + text + "' names no load it is measured at: at capacity (cpu-per-request, p99) or "
                    + "at an equal-load step, as p99 at 50% (of the lower capacity) or cpu-per-request at 1200 req/s");
        }
        throw new IllegalArgumentException("'" + text + "' is not a metric (expected " + NAMES + ")");
    }

    private static VerdictMetric named(String name) {
        return name.equals(VerdictMetric.LATENCY_P99.gateName()) ? VerdictMetric.LATENCY_P99 : VerdictMetric.CPU_PER_REQUEST;
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

    /** "capacity", "cpu-per-request", "p99 at 50%", "cpu-per-request at 1200 req/s". */
    @Override
    public String toString() {
        return step == null ? metric.gateName() : metric.gateName() + " at " + step.label();
    }
}
