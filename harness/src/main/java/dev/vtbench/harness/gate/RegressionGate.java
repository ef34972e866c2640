package dev.vtbench.harness.gate;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A regression gate: at one CPU profile, the verdict's ratio of one figure of one threading mode over its baseline mode
 * must hold against a bound, for every runtime, JVM, scenario and load the run measured there ({@link GateJudge}). The
 * figure is capacity unless the gate names another of the verdict's:
 * <pre>
 * GATE   := [METRIC] MODE/BASELINE OP RATIO at PROFILE
 * METRIC := capacity | rss | (cpu-per-request | p99) [at capacity | at N% | at N req/s]
 * OP     := &gt;= | &gt;             for every metric
 *         | &lt;= | &lt;             for a lower-is-better one (cpu-per-request, rss, p99)
 * </pre>
 * "virtual/pool >= 0.9 at cpu-1": virtual threads keep at least 90% of the pool's capacity on one CPU;
 * "cpu-per-request virtual/pool <= 1.1 at cpu-1": they spend at most 10% more CPU per request; "p99 at 50%
 * virtual/pool <= 1.2 at cpu-1": their p99 at half the lower capacity is at most 20% above the pool's. A user types it
 * on the command line, so it is parsed strictly, and each mistake is named with the shape expected.
 *
 * @param metric the figure compared; {@link GateMetric#CAPACITY} when the gate names none
 * @param mode the mode whose figure is the numerator ("virtual")
 * @param baseline the mode it is measured against, the denominator ("pool")
 * @param bound the ratio's bound, from {@value #LEAST_BOUND} to {@value #GREATEST_BOUND}
 * @param profile the CPU profile whose cells are judged ("cpu-1")
 */
public record RegressionGate(GateMetric metric, String mode, String baseline, Comparison comparison, double bound, String profile) {
    static final double LEAST_BOUND = 0.01;
    static final double GREATEST_BOUND = 100;
    private static final String SHAPE = "expected MODE/BASELINE >= RATIO at PROFILE, e.g. \"virtual/pool >= 0.9 at cpu-1\", or a metric "
            + "first (" + GateMetric.NAMES + ", with <= or < for the last three), e.g. \"cpu-per-request virtual/pool <= 1.1 at cpu-1\" "
            + "(several gates separated by ';')";
    private static final String UPSIDE_DOWN = "(for an upper bound, put the modes the other way round and invert the ratio)";
    private static final Pattern PROFILE_PART = Pattern.compile("(.*?)\\s+at\\s+(\\S+)");
    private static final Pattern COMPARISON_PART = Pattern.compile("(.*?)\\s*(>=|<=|==|!=|=>|=<|=|>|<)\\s*(.*)");
    private static final Pattern MODES = Pattern.compile("([a-z0-9][a-z0-9-]*)\\s*/\\s*([a-z0-9][a-z0-9-]*)");
    private static final Pattern METRIC_THEN_MODES = Pattern.compile("(.*?)\\s+" + MODES.pattern());
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9.-]*");

    /** How the ratio must compare with the bound: a least ratio, or for a lower-is-better figure a greatest one. */
    public enum Comparison {
        AT_LEAST(">="), ABOVE(">"), AT_MOST("<="), BELOW("<");

        private final String symbol;

        Comparison(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }

        boolean holds(double ratio, double bound) {
            return switch (this) {
                case AT_LEAST -> ratio >= bound;
                case ABOVE -> ratio > bound;
                case AT_MOST -> ratio <= bound;
                case BELOW -> ratio < bound;
            };
        }

        /** Whether it bounds the ratio from above: only a figure whose lower value is better may be gated so. */
        boolean upperBound() {
            return this == AT_MOST || this == BELOW;
        }
    }

    public RegressionGate {
        metric = metric == null ? GateMetric.CAPACITY : metric;
        if (mode.equals(baseline) || !inRange(bound)) {
            throw new IllegalArgumentException("a gate compares two modes with a ratio from 0.01 to 100, not " + mode + "/" + baseline
                    + " with " + bound + ": " + SHAPE);
        }
        if (comparison.upperBound() && !metric.lowerIsBetter()) {
            throw new IllegalArgumentException("a gate on " + metric + " states the least ratio that must hold, not " + comparison.symbol()
                    + ": " + SHAPE);
        }
    }

    /** A capacity gate, the only kind there was before a gate could name a metric. */
    public RegressionGate(String mode, String baseline, Comparison comparison, double bound, String profile) {
        this(GateMetric.CAPACITY, mode, baseline, comparison, bound, profile);
    }

    private static boolean inRange(double bound) {
        return bound >= LEAST_BOUND && bound <= GREATEST_BOUND;
    }

    /** Every gate of {@code text}, in order: one or more gates separated by ';'. */
    public static List<RegressionGate> parseAll(String text) {
        List<RegressionGate> gates = new ArrayList<>();
        for (String part : text.split(";", -1)) {
            if (part.isBlank()) {
                throw new IllegalArgumentException("--gate '" + text + "' holds an empty gate (a ';' too many, or nothing given): " + SHAPE);
            }
            gates.add(parse(part));
        }
        return List.copyOf(gates);
    }

    /** One gate: "[METRIC] MODE/BASELINE >= RATIO at PROFILE", spaces around the parts optional but before "at". */
    public static RegressionGate parse(String text) {
        String gate = text.strip();
        Matcher profilePart = PROFILE_PART.matcher(gate);
        if (!profilePart.matches()) {
            throw refused(gate, "names no CPU profile (\"at cpu-1\" at its end)");
        }
        String profile = profilePart.group(2);
        if (!NAME.matcher(profile).matches()) {
            throw refused(gate, "profile '" + profile + "' is not a profile name (lowercase letters, digits, '.' and '-', as cpu-0.5)");
        }
        Matcher comparisonPart = COMPARISON_PART.matcher(profilePart.group(1));
        if (!comparisonPart.matches()) {
            throw refused(gate, "states no comparison (>= or >); a lower-is-better metric (cpu-per-request, rss, p99) may use <= or <");
        }
        String subject = comparisonPart.group(1);
        Matcher modesAlone = MODES.matcher(subject);
        // The modes alone (a capacity gate), or a metric then the modes: "fixed / pool" is the former, not metric "fixed".
        Matcher modes = modesAlone.matches() ? modesAlone : METRIC_THEN_MODES.matcher(subject);
        if (!modes.matches()) {
            throw refused(gate, "'" + subject + "' is not two modes as MODE/BASELINE (lowercase names, as virtual/pool), after a metric if any");
        }
        int first = modes.groupCount() - 1;
        GateMetric metric = modes == modesAlone ? GateMetric.CAPACITY : metric(gate, modes.group(1));
        Comparison comparison = comparison(gate, metric, comparisonPart.group(2));
        double bound = bound(gate, comparisonPart.group(3));
        if (modes.group(first).equals(modes.group(first + 1))) {
            throw refused(gate, "compares a mode with itself (name two modes)");
        }
        return new RegressionGate(metric, modes.group(first), modes.group(first + 1), comparison, bound, profile);
    }

    private static GateMetric metric(String gate, String text) {
        try {
            return GateMetric.parse(text);
        } catch (IllegalArgumentException e) {
            throw refused(gate, e.getMessage());
        }
    }

    private static Comparison comparison(String gate, GateMetric metric, String symbol) {
        return switch (symbol) {
            case ">=" -> Comparison.AT_LEAST;
            case ">" -> Comparison.ABOVE;
            case "<=" -> upper(gate, metric, symbol, Comparison.AT_MOST);
            case "<" -> upper(gate, metric, symbol, Comparison.BELOW);
            default -> throw refused(gate, metric.lowerIsBetter()
                    ? "compares with '" + symbol + "': a gate on " + metric + " states a bound with <= or < (at most; lower is better), or >= or >"
                    : "compares with '" + symbol + "': a gate states the least ratio that must hold, with >= or > " + UPSIDE_DOWN);
        };
    }

    private static Comparison upper(String gate, GateMetric metric, String symbol, Comparison comparison) {
        if (!metric.lowerIsBetter()) {
            throw refused(gate, "compares with '" + symbol + "': a gate states the least ratio that must hold, with >= or > " + UPSIDE_DOWN);
        }
        return comparison;
    }

    private static double bound(String gate, String text) {
        double bound;
        try {
            bound = Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw refused(gate, "'" + text + "' is not a ratio (a number from 0.01 to 100, as 0.9)");
        }
        if (!Double.isFinite(bound)) {
            throw refused(gate, "'" + text + "' is not a ratio (a number from 0.01 to 100, as 0.9)");
        }
        if (!inRange(bound)) {
            throw refused(gate, "ratio " + text + " is out of range (expected 0.01 to 100)");
        }
        return bound;
    }

    private static IllegalArgumentException refused(String gate, String what) {
        return new IllegalArgumentException("gate '" + gate + "' " + what + ": " + SHAPE);
    }

    /** Whether a ratio meets this gate. */
    public boolean holds(double ratio) {
        return comparison.holds(ratio, bound);
    }

    /** "virtual/pool". */
    public String ratioName() {
        return mode + "/" + baseline;
    }

    /** What the ratio is of: "virtual/pool" for capacity, "cpu-per-request virtual/pool" for another figure. */
    public String subject() {
        return (metric == GateMetric.CAPACITY ? "" : metric + " ") + ratioName();
    }

    /** ">= 0.9". */
    public String requirement() {
        return comparison.symbol() + " " + BigDecimal.valueOf(bound).stripTrailingZeros().toPlainString();
    }

    /** The gate as it is written, a capacity gate without its metric: "virtual/pool >= 0.9 at cpu-1", "rss virtual/pool <= 1.5 at cpu-1". */
    @Override
    public String toString() {
        return subject() + " " + requirement() + " at " + profile;
    }
}
