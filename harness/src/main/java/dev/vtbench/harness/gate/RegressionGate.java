package dev.vtbench.harness.gate;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A regression gate: at one CPU profile, the median throughput of one threading mode's cell over its baseline mode's
 * must be at least (or above) a bound, for every runtime, JVM, scenario and load the run measured there.
 * "virtual/pool >= 0.9 at cpu-1": virtual threads keep at least 90% of the pool's throughput on one CPU. A user types
 * it on the command line, so it is parsed strictly, and each mistake is named with the shape expected.
 *
 * @param mode the mode whose throughput is the numerator ("virtual")
 * @param baseline the mode it is measured against, the denominator ("pool")
 * @param bound the least ratio, from {@value #LEAST_BOUND} to {@value #GREATEST_BOUND}
 * @param profile the CPU profile whose cells are judged ("cpu-1")
 */
public record RegressionGate(String mode, String baseline, Comparison comparison, double bound, String profile) {
    static final double LEAST_BOUND = 0.01;
    static final double GREATEST_BOUND = 100;
    private static final String SHAPE = "expected MODE/BASELINE >= RATIO at PROFILE, e.g. \"virtual/pool >= 0.9 at cpu-1\" "
            + "(several gates separated by ';')";
    private static final Pattern PROFILE_PART = Pattern.compile("(.*?)\\s+at\\s+(\\S+)");
    private static final Pattern COMPARISON_PART = Pattern.compile("(.*?)\\s*(>=|<=|==|!=|=>|=<|=|>|<)\\s*(.*)");
    private static final Pattern MODES = Pattern.compile("([a-z0-9][a-z0-9-]*)\\s*/\\s*([a-z0-9][a-z0-9-]*)");
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9.-]*");

    /** How the ratio must compare with the bound. Only a least ratio is stated: a gate guards against a fall. */
    public enum Comparison {
        AT_LEAST(">="), ABOVE(">");

        private final String symbol;

        Comparison(String symbol) {
            this.symbol = symbol;
        }

        public String symbol() {
            return symbol;
        }

        boolean holds(double ratio, double bound) {
            return this == AT_LEAST ? ratio >= bound : ratio > bound;
        }
    }

    public RegressionGate {
        if (mode.equals(baseline) || !inRange(bound)) {
            throw new IllegalArgumentException("a gate compares two modes with a ratio from 0.01 to 100, not " + mode + "/" + baseline
                    + " with " + bound + ": " + SHAPE);
        }
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

    /** One gate: "MODE/BASELINE >= RATIO at PROFILE" (or ">"), spaces around the parts optional but before "at". */
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
            throw refused(gate, "states no comparison (>= or >)");
        }
        String symbol = comparisonPart.group(2);
        Comparison comparison = switch (symbol) {
            case ">=" -> Comparison.AT_LEAST;
            case ">" -> Comparison.ABOVE;
            default -> throw refused(gate, "compares with '" + symbol + "': a gate states the least ratio that must hold, with >= or > "
                    + "(for an upper bound, put the modes the other way round and invert the ratio)");
        };
        Matcher modes = MODES.matcher(comparisonPart.group(1));
        if (!modes.matches()) {
            throw refused(gate, "'" + comparisonPart.group(1) + "' is not two modes as MODE/BASELINE (lowercase names, as virtual/pool)");
        }
        double bound;
        try {
            bound = Double.parseDouble(comparisonPart.group(3));
        } catch (NumberFormatException e) {
            throw refused(gate, "'" + comparisonPart.group(3) + "' is not a ratio (a number from 0.01 to 100, as 0.9)");
        }
        if (!Double.isFinite(bound)) {
            throw refused(gate, "'" + comparisonPart.group(3) + "' is not a ratio (a number from 0.01 to 100, as 0.9)");
        }
        if (!inRange(bound)) {
            throw refused(gate, "ratio " + comparisonPart.group(3) + " is out of range (expected 0.01 to 100)");
        }
        if (modes.group(1).equals(modes.group(2))) {
            throw refused(gate, "compares a mode with itself (name two modes)");
        }
        return new RegressionGate(modes.group(1), modes.group(2), comparison, bound, profile);
    }

    private static IllegalArgumentException refused(String gate, String what) {
        return new IllegalArgumentException("gate '" + gate + "' " + what + ": " + SHAPE);
    }

    /** Whether a ratio of the medians meets this gate. */
    public boolean holds(double ratio) {
        return comparison.holds(ratio, bound);
    }

    /** "virtual/pool". */
    public String ratioName() {
        return mode + "/" + baseline;
    }

    /** ">= 0.9". */
    public String requirement() {
        return comparison.symbol() + " " + BigDecimal.valueOf(bound).stripTrailingZeros().toPlainString();
    }

    /** The gate as it is written: "virtual/pool >= 0.9 at cpu-1". */
    @Override
    public String toString() {
        return ratioName() + " " + requirement() + " at " + profile;
    }
}
