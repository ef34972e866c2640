package dev.vtbench.harness.load;

import dev.vtbench.gatling.schema.LoadSchema;

import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long a constant load runs before its measured window opens: until the OK rate is steady (the default, between
 * a minimum and a cap; the simulation judges it, see gatling/README.md), or a fixed number of seconds, for a user who
 * wants exactly that ({@code --warmup 15}). A cell not steady by the cap is reported not steady, with no figure.
 */
public record Warmup(boolean untilSteady, int minSeconds, int maxSeconds) {
    public static final int MAX_SECONDS = (int) LoadSchema.WARMUP_SECONDS.max();
    /** 15 s: the steady criterion judges the last 15 s, so no cap can be shorter. */
    public static final int MIN_CAP_SECONDS = (int) LoadSchema.WARMUP_MAX_SECONDS.min();
    /** 10 s (the simulation's own default): the first seconds of start-up are not worth judging; the criterion needs 15 s anyway. */
    public static final int DEFAULT_MIN_SECONDS = (int) LoadSchema.WARMUP_MIN_SECONDS.defaultValue();
    /** 120 s (the simulation's own default): cold Liberty on one core with a cold driver needs up to about 60 s, twice that before giving up. */
    public static final int DEFAULT_MAX_SECONDS = (int) LoadSchema.WARMUP_MAX_SECONDS.defaultValue();
    private static final Pattern DESCRIBED = Pattern.compile("until steady, (\\d+)-(\\d+) s|fixed (\\d+) s");

    public Warmup {
        if (minSeconds < 0 || maxSeconds > MAX_SECONDS || minSeconds > maxSeconds) {
            throw new IllegalArgumentException("warm-up of " + minSeconds + ".." + maxSeconds + " s is out of range (expected "
                    + "0 <= min <= max <= " + MAX_SECONDS + ")");
        }
        if (untilSteady && maxSeconds < MIN_CAP_SECONDS) {
            throw new IllegalArgumentException("a warm-up until steady needs a cap of at least the " + MIN_CAP_SECONDS
                    + " s the steady criterion judges, got " + maxSeconds);
        }
        if (!untilSteady && minSeconds != maxSeconds) {
            throw new IllegalArgumentException("a fixed warm-up has one length, got " + minSeconds + ".." + maxSeconds + " s");
        }
    }

    public static Warmup fixed(int seconds) {
        return new Warmup(false, seconds, seconds);
    }

    public static Warmup untilSteady(int minSeconds, int maxSeconds) {
        return new Warmup(true, minSeconds, maxSeconds);
    }

    public static Warmup untilSteadyByDefault() {
        return untilSteady(DEFAULT_MIN_SECONDS, DEFAULT_MAX_SECONDS);
    }

    /** "until steady, 10-120 s" or "fixed 15 s", for people. */
    public String describe() {
        return untilSteady ? "until steady, " + minSeconds + "-" + maxSeconds + " s" : "fixed " + minSeconds + " s";
    }

    /** The warm-up that {@link #describe()} wrote (a result keeps it so): "until steady, 10-120 s" or "fixed 15 s". */
    public static Warmup parse(String described) {
        Matcher m = DESCRIBED.matcher(described == null ? "" : described);
        if (!m.matches()) {
            throw new IllegalArgumentException("warm-up '" + described + "' is not one vtbench wrote (expected e.g. "
                    + "'until steady, 10-120 s' or 'fixed 15 s')");
        }
        return m.group(3) != null ? fixed(Integer.parseInt(m.group(3)))
                : untilSteady(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
    }

    /** The simulation's system properties for this warm-up (gatling's WarmupPolicy reads them). */
    Map<String, String> systemProperties() {
        return untilSteady
                ? Map.of("vtbench.warmupMode", "until-steady", "vtbench.warmupMinSeconds", Integer.toString(minSeconds),
                        "vtbench.warmupMaxSeconds", Integer.toString(maxSeconds), "vtbench.warmupSeconds", Integer.toString(minSeconds))
                : Map.of("vtbench.warmupMode", "fixed", "vtbench.warmupSeconds", Integer.toString(minSeconds));
    }
}
