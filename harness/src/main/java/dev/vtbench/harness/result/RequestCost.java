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
 *     microseconds a second) over the window's OK requests per second
 * @param contextSwitchesPerRequest the server's voluntary and involuntary context switches per second over the OK rate
 *     (a lower bound where threads exit in the window, see {@link JvmUse})
 * @param gcPauseShare the share of the window the collector held the application stopped (pause time / window)
 * @param gcCpuShare the share of the server's CPU its collector's threads used; known only where the JVM counts it
 *     (G1 and Parallel on JDK 22+), NaN elsewhere (Serial collects on the VM thread, ZGC publishes no such counter)
 */
public record RequestCost(double cpuMicrosPerRequest, double contextSwitchesPerRequest, double gcPauseShare, double gcCpuShare) {
    public static final RequestCost UNKNOWN = new RequestCost(Double.NaN, Double.NaN, Double.NaN, Double.NaN);

    /** The cost of a window in which {@code okPerSecond} requests completed, with what the server used in it. */
    public static RequestCost of(double okPerSecond, ResourceUse resources, JvmUse jvm) {
        double serverCores = resources == null ? Double.NaN : resources.serverCpuPercent() / 100;
        double cpu = okPerSecond > 0 ? serverCores * 1e6 / okPerSecond : Double.NaN;
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
        return new RequestCost(cpu, switches, pauseShare, gcCpuShare);
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
