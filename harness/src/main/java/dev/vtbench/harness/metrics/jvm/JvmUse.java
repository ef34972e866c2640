package dev.vtbench.harness.metrics.jvm;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.vtbench.harness.metrics.NotANumber;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.function.ToLongFunction;

/**
 * What the server's JVM did during a measurement window, from its hsperfdata counters and its tasks' context
 * switches sampled by the JVM probe beside the server: collections and their pause time, heap in use, platform threads,
 * safepoints, and how often its threads blocked (voluntary switches) or were preempted (involuntary ones,
 * throttling included). Levels (heap, threads) are the samples' minimum, maximum and last, so a peak between
 * two samples (500 ms apart) can be missed. -1 (NaN for seconds) where no figure could be taken, and
 * {@code unknown} says why ("" when every figure is known).
 *
 * @param heapUsedMinBytes heap in use, eden included; -1 where eden does not follow allocation (see {@link JvmCounters})
 * @param heapUsedOutsideEdenMaxBytes survivor and old spaces in use: what the collections kept
 * @param voluntaryContextSwitches summed over the container's tasks; a thread that exits during the window takes
 *        its counts with it, so with short-lived threads this is a lower bound
 * @param gcCpuSeconds CPU time of the collector's threads in the window, where the JVM counts it (G1 and Parallel on
 *        JDK 22+, see {@link JvmCounters#countsGcCpu}); NaN elsewhere, and in results written before it was read
 * @param jitCpuSeconds CPU time of the JIT compiler's threads in the window ({@link JitTime}); NaN where they could not be
 *        read, and in results written before it was
 * @param jitDemandShare the compiler's time on a CPU or waiting for one, as a share of the window (0.02: 2%, summed over
 *        its threads); a quiet JIT is near 0, one compiling near 1 a thread whether it gets the CPU or not; NaN as above
 */
public record JvmUse(double seconds, long gcCount, double gcPauseSeconds, Map<String, Long> gcCountByCollector,
                     long heapUsedMinBytes, long heapUsedMaxBytes, long heapUsedEndBytes,
                     long heapUsedOutsideEdenMaxBytes, long heapUsedOutsideEdenEndBytes,
                     long liveThreadsMax, long liveThreadsEnd, long safepoints, double safepointSeconds,
                     long voluntaryContextSwitches, long involuntaryContextSwitches, int tasksEnd, String unknown,
                     Double gcCpuSeconds,
                     @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotANumber.class) Double jitCpuSeconds,
                     @JsonInclude(value = JsonInclude.Include.CUSTOM, valueFilter = NotANumber.class) Double jitDemandShare) {

    public JvmUse {
        // Boxed so that a result written before the figure existed reads as unknown, not as Jackson's 0.
        gcCpuSeconds = gcCpuSeconds == null ? Double.NaN : gcCpuSeconds;
        jitCpuSeconds = jitCpuSeconds == null ? Double.NaN : jitCpuSeconds;
        jitDemandShare = jitDemandShare == null ? Double.NaN : jitDemandShare;
    }

    /** The figures without the collector's CPU (a JVM that does not count it, and test samples). */
    public JvmUse(double seconds, long gcCount, double gcPauseSeconds, Map<String, Long> gcCountByCollector,
                  long heapUsedMinBytes, long heapUsedMaxBytes, long heapUsedEndBytes,
                  long heapUsedOutsideEdenMaxBytes, long heapUsedOutsideEdenEndBytes,
                  long liveThreadsMax, long liveThreadsEnd, long safepoints, double safepointSeconds,
                  long voluntaryContextSwitches, long involuntaryContextSwitches, int tasksEnd, String unknown) {
        this(seconds, gcCount, gcPauseSeconds, gcCountByCollector, heapUsedMinBytes, heapUsedMaxBytes, heapUsedEndBytes,
                heapUsedOutsideEdenMaxBytes, heapUsedOutsideEdenEndBytes, liveThreadsMax, liveThreadsEnd, safepoints,
                safepointSeconds, voluntaryContextSwitches, involuntaryContextSwitches, tasksEnd, unknown, Double.NaN, Double.NaN,
                Double.NaN);
    }

    /** No figure at all, for {@code reason}. */
    public static JvmUse unknown(String reason) {
        return new JvmUse(0, -1, Double.NaN, Map.of(), -1, -1, -1, -1, -1, -1, -1, -1, Double.NaN, -1, -1, -1, reason);
    }

    /**
     * The figures of the samples taken inside a window, first to last.
     *
     * @param whyNoCounters why there are no JVM counters at all ("" if the sampler could read them)
     * @param whyNoSwitches why there are no context switches at all ("" if the sampler could read them)
     */
    static JvmUse between(List<JvmSampler.Sample> samples, String whyNoCounters, String whyNoSwitches) {
        List<String> unknown = new ArrayList<>();
        double seconds = samples.size() < 2 ? 0 : (samples.get(samples.size() - 1).wallMillis() - samples.get(0).wallMillis()) / 1000.0;
        List<JvmCounters> counters = samples.stream().map(JvmSampler.Sample::counters).filter(Objects::nonNull).toList();
        JvmUse jvm = unknown("");
        if (counters.size() >= 2) {
            jvm = fromCounters(seconds, counters);
            if (!counters.get(counters.size() - 1).edenTracksAllocation()) {
                unknown.add("heap in use with eden: this JVM's collector publishes eden's use only at collections"
                        + " (JDK 25+ with Serial or Parallel); see heapUsedOutsideEden");
            }
        } else {
            unknown.add("JVM counters: " + (whyNoCounters.isEmpty()
                    ? counters.size() + " hsperfdata reading(s) in the window, 2 needed" : whyNoCounters));
        }
        List<ContextSwitches> switches = samples.stream().map(JvmSampler.Sample::switches).filter(Objects::nonNull).toList();
        long voluntary = -1;
        long involuntary = -1;
        int tasks = -1;
        if (switches.size() >= 2) {
            ContextSwitches first = switches.get(0);
            ContextSwitches last = switches.get(switches.size() - 1);
            voluntary = last.voluntary() - first.voluntary();
            involuntary = last.involuntary() - first.involuntary();
            tasks = last.tasks();
        } else {
            unknown.add("context switches: " + (whyNoSwitches.isEmpty()
                    ? switches.size() + " reading(s) in the window, 2 needed" : whyNoSwitches));
        }
        List<JvmSampler.Sample> withJit = samples.stream().filter(sample -> sample.jit() != null).toList();
        double jitCpu = Double.NaN;
        double jitDemand = Double.NaN;
        if (withJit.size() >= 2) {
            JvmSampler.Sample first = withJit.get(0);
            JvmSampler.Sample last = withJit.get(withJit.size() - 1);
            double jitSeconds = (last.wallMillis() - first.wallMillis()) / 1000.0;
            jitCpu = (last.jit().onCpuNanos() - first.jit().onCpuNanos()) / 1e9;
            jitDemand = jitSeconds > 0 ? (last.jit().demandNanos() - first.jit().demandNanos()) / 1e9 / jitSeconds : Double.NaN;
        } else {
            unknown.add("the JIT compiler's threads: " + withJit.size() + " reading(s) in the window, 2 needed");
        }
        return new JvmUse(seconds, jvm.gcCount, jvm.gcPauseSeconds, jvm.gcCountByCollector, jvm.heapUsedMinBytes,
                jvm.heapUsedMaxBytes, jvm.heapUsedEndBytes, jvm.heapUsedOutsideEdenMaxBytes, jvm.heapUsedOutsideEdenEndBytes,
                jvm.liveThreadsMax, jvm.liveThreadsEnd, jvm.safepoints, jvm.safepointSeconds, voluntary, involuntary, tasks,
                String.join("; ", unknown), jvm.gcCpuSeconds, jitCpu, jitDemand);
    }

    private static JvmUse fromCounters(double seconds, List<JvmCounters> counters) {
        JvmCounters first = counters.get(0);
        JvmCounters last = counters.get(counters.size() - 1);
        boolean edenTracked = last.edenTracksAllocation();
        return new JvmUse(seconds, difference(first, last, JvmCounters::gcInvocations),
                last.gcPauseSeconds() - first.gcPauseSeconds(), countsByCollector(first, last),
                edenTracked ? min(counters, JvmCounters::heapUsedBytes) : -1,
                edenTracked ? max(counters, JvmCounters::heapUsedBytes) : -1, last.heapUsedBytes(),
                max(counters, JvmCounters::heapUsedOutsideEdenBytes), last.heapUsedOutsideEdenBytes(),
                max(counters, JvmCounters::liveThreads), last.liveThreads(), difference(first, last, JvmCounters::safepoints),
                last.safepointSeconds() - first.safepointSeconds(), -1, -1, -1, "",
                first.gcCpuNanos() < 0 || last.gcCpuNanos() < 0 ? Double.NaN : (last.gcCpuNanos() - first.gcCpuNanos()) / 1e9,
                Double.NaN, Double.NaN);
    }

    private static long difference(JvmCounters first, JvmCounters last, ToLongFunction<JvmCounters> figure) {
        long before = figure.applyAsLong(first);
        long after = figure.applyAsLong(last);
        return before < 0 || after < 0 ? -1 : after - before;
    }

    private static Map<String, Long> countsByCollector(JvmCounters first, JvmCounters last) {
        Map<String, Long> counts = new LinkedHashMap<>();
        for (GcCollector after : last.collectors()) {
            first.collectors().stream().filter(before -> before.name().equals(after.name())).findFirst()
                    .ifPresent(before -> counts.put(after.name(), after.invocations() - before.invocations()));
        }
        return counts;
    }

    private static long min(List<JvmCounters> counters, ToLongFunction<JvmCounters> figure) {
        return counters.stream().mapToLong(figure).filter(value -> value >= 0).min().orElse(-1);
    }

    private static long max(List<JvmCounters> counters, ToLongFunction<JvmCounters> figure) {
        return counters.stream().mapToLong(figure).filter(value -> value >= 0).max().orElse(-1);
    }
}
