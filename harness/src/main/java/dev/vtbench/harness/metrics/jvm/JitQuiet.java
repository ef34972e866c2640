package dev.vtbench.harness.metrics.jvm;

import java.util.List;

/**
 * When the server's JIT compiler counts as quiet, the second condition of a window (the first: its rate is steady): over
 * the last {@value #SECONDS} s of samples, its threads were on a CPU or waiting for one at most {@value #MAX_DEMAND_PERCENT}%
 * of the time, summed over them. A compiler with work takes close to 100% a thread whether it runs or waits (measured on
 * one CPU: a pool of 50 runnable request threads left the C2 thread 6% of a CPU and 94% of waiting for 60 s); a quiet one
 * takes well under 1%, an occasional small compilation included. Demand, not CPU, because a starved compiler uses little
 * CPU while the code it has not compiled yet still runs slowly.
 */
public final class JitQuiet {
    /** How far back the rule looks. */
    public static final int SECONDS = 5;
    /** The most the compiler may want a CPU, as a percentage of the time looked at, summed over its threads. */
    public static final int MAX_DEMAND_PERCENT = 2;
    /** Samples are half a second apart: the oldest one looked at may be this much younger than {@link #SECONDS}. */
    private static final long SLACK_MILLIS = 600;

    private JitQuiet() {}

    /** What the rule says of the JIT at {@code nowMillis}, from samples in time order. */
    static JitState at(List<JvmSampler.Sample> samples, long nowMillis) {
        List<JvmSampler.Sample> read = samples.stream().filter(sample -> sample.jit() != null && sample.wallMillis() <= nowMillis).toList();
        if (read.isEmpty()) {
            return samples.size() >= 3 ? JitState.UNOBSERVABLE : JitState.BUSY;
        }
        JvmSampler.Sample last = read.get(read.size() - 1);
        long from = last.wallMillis() - SECONDS * 1000L;
        JvmSampler.Sample first = read.stream().filter(sample -> sample.wallMillis() >= from).findFirst().orElse(last);
        long spanMillis = last.wallMillis() - first.wallMillis();
        if (spanMillis < SECONDS * 1000L - SLACK_MILLIS) {
            // Not five seconds seen yet: too soon to call it quiet.
            return JitState.BUSY;
        }
        double demand = (last.jit().demandNanos() - first.jit().demandNanos()) / 1e6 / spanMillis;
        return demand <= MAX_DEMAND_PERCENT / 100.0 ? JitState.QUIET : JitState.BUSY;
    }

    /** "the JIT quiet: its compiler threads on a CPU or waiting for one at most 2% of the last 5 s". */
    public static String describe() {
        return "its compiler threads on a CPU or waiting for one at most " + MAX_DEMAND_PERCENT + "% of the last " + SECONDS + " s";
    }
}
