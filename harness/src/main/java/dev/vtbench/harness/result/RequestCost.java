package dev.vtbench.harness.result;

import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmUse;

import java.util.List;

/**
 * What each completed request cost the server over a measured window: a figure that holds whatever limited the
 * throughput (the driver, the clients, an offered rate), since it divides the CPU the server spent by the requests it
 * completed in the same window. NaN wherever a part is unknown: an unread counter is never a zero cost.
 *
 * @param cpuMicrosPerRequest the server cgroup's CPU over the window (percent of one core / 100, times a million
 *     microseconds a second), less its JIT compiler threads' where they were read ({@code jitCpuShare}), over the
 *     window's OK requests per second: what a request costs the warm server. The compiler's CPU is the tail of the
 *     warm-up, not a cost of the requests: on a server at a fifth of its CPU (an I/O-bound load, an equal-load step) a
 *     compiler at 1-2% of the window, quiet by the window's rule, is 5-15% of the cgroup's CPU (seen on one CPU, plain-JDK
 *     /io, /db and their steps), which the verdict would read as a difference between modes
 * @param contextSwitchesPerRequest the server's voluntary and involuntary context switches per second over the OK rate
 *     (a lower bound where threads exit in the window, see {@link JvmUse})
 * @param gcPauseShare the share of the window the collector held the application stopped (pause time / window)
 * @param gcCpuShare the share of the server's CPU its collector's threads used; known only where the JVM counts it
 *     (G1 and Parallel on JDK 22+), NaN elsewhere (Serial collects on the VM thread, ZGC publishes no such counter)
 * @param jitCpuShare the share of the server's CPU its JIT compiler's threads used in the window, left out of
 *     {@code cpuMicrosPerRequest}; NaN where they could not be read, and then {@code cpuMicrosPerRequest} holds them
 */
public record RequestCost(double cpuMicrosPerRequest, double contextSwitchesPerRequest, double gcPauseShare, double gcCpuShare,
                          double jitCpuShare) {
    public static final RequestCost UNKNOWN = new RequestCost(Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    /** The cost of a window in which {@code okPerSecond} requests completed, with what the server used in it. */
    public static RequestCost of(double okPerSecond, ResourceUse resources, JvmUse jvm) {
        double serverCores = resources == null ? Double.NaN : resources.serverCpuPercent() / 100;
        double jitShare = jitShare(serverCores, jvm);
        double requestCores = Double.isNaN(jitShare) ? serverCores : serverCores * (1 - jitShare);
        double cpu = okPerSecond > 0 ? requestCores * 1e6 / okPerSecond : Double.NaN;
        double switches = Double.NaN;
        double pauseShare = Double.NaN;
        double gcCpuShare = Double.NaN;
        if (jvm != null && jvm.seconds() > 0) {
            if (jvm.voluntaryContextSwitches() >= 0 && jvm.involuntaryContextSwitches() >= 0 && okPerSecond > 0) {
                switches = (jvm.voluntaryContextSwitches() + jvm.involuntaryContextSwitches()) / jvm.seconds() / okPerSecond;
            }
            pauseShare = jvm.gcPauseSeconds() / jvm.seconds();
            gcCpuShare = serverCores > 0 ? jvm.gcCpuSeconds() / jvm.seconds() / serverCores : Double.NaN;
        }
        return new RequestCost(cpu, switches, pauseShare, gcCpuShare, jitShare);
    }

    /**
     * The JIT compiler threads' CPU over the server's, each per second of its own measurement (the JVM's sampler and the
     * cgroup read the same window a few hundred milliseconds apart); NaN where either is unknown or they disagree (a
     * compiler busier than the whole server).
     */
    private static double jitShare(double serverCores, JvmUse jvm) {
        if (jvm == null || !(jvm.seconds() > 0) || !(serverCores > 0) || !(jvm.jitCpuSeconds() >= 0)) {
            return Double.NaN;
        }
        double share = jvm.jitCpuSeconds() / jvm.seconds() / serverCores;
        return share < 1 ? share : Double.NaN;
    }

    /** The cost of a repetition's window; {@link #UNKNOWN} for one whose window never opened. */
    public static RequestCost of(Repetition repetition) {
        if (repetition.load() == null || !repetition.windowOpened()) {
            return UNKNOWN;
        }
        return of(repetition.load().throughputPerSecond(), repetition.resources(), repetition.jvm());
    }

    /**
     * CPU per request across the repetitions whose window opened and whose cost is known: the cell's figure, as
     * throughput is its capacity.
     */
    public static Spread cpuMicrosPerRequest(List<Repetition> repetitions) {
        return Spread.of(repetitions.stream().filter(Repetition::counted).map(r -> of(r).cpuMicrosPerRequest())
                .filter(Double::isFinite).toList());
    }
}
