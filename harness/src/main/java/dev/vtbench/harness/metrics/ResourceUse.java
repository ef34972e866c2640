package dev.vtbench.harness.metrics;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * What the server, the backend and the driver used during a measurement window: CPU as a percentage of one
 * core, the share of CFS periods in which the quota throttled the server and the time it was held back, the
 * server's memory, and how busy the driver's cores were. NaN (or -1) where no figure could be taken: an
 * unreadable counter is unknown, never zero.
 *
 * @param serverSampledPeakRssBytes the largest resident memory (cgroup rss, or anon on v2) of the samples taken twice
 *     a second in the window: a peak between two samples is missed
 * @param driverCpuPercent the Gatling JVM's CPU, in percent of one core
 * @param driverCpuPercentOfItsCores the Gatling JVM's CPU, in percent of the driver's cores
 * @param serverPeakMemoryBytes the kernel's own peak of the server cgroup's memory charge (v1
 *     memory.max_usage_in_bytes, v2 memory.peak), page cache included, so above the resident memory; it covers
 *     from the start of the load, warm-up included, when {@code serverPeakMemoryFromLoadStart} (v1: the counter is
 *     reset as sampling starts), and otherwise from the container's start (v2), up to the window's end
 * @param driverCoresBusyPercent the busy share of the driver's cores (every process counted: the Gatling JVM,
 *     the backend, the harness and anything else), from /proc/stat
 */
public record ResourceUse(double seconds, double serverCpuPercent, double serverThrottledPeriodsPercent,
                          double serverThrottledSeconds, long serverSampledPeakRssBytes, double backendCpuPercent,
                          double driverCpuPercent, double driverCpuPercentOfItsCores, long serverPeakMemoryBytes,
                          boolean serverPeakMemoryFromLoadStart, double driverCoresBusyPercent) {

    public static final ResourceUse UNKNOWN = new ResourceUse(0, Double.NaN, Double.NaN, Double.NaN, -1, Double.NaN, Double.NaN,
            Double.NaN, -1, false, Double.NaN);

    /**
     * Reads results written before a figure existed as not knowing it, rather than as Jackson's 0; the sampled rss
     * peak was then called serverPeakResidentBytes.
     */
    @JsonCreator
    static ResourceUse fromJson(@JsonProperty("seconds") double seconds, @JsonProperty("serverCpuPercent") Double serverCpuPercent,
                                @JsonProperty("serverThrottledPeriodsPercent") Double serverThrottledPeriodsPercent,
                                @JsonProperty("serverThrottledSeconds") Double serverThrottledSeconds,
                                @JsonProperty("serverSampledPeakRssBytes") @JsonAlias("serverPeakResidentBytes") Long serverSampledPeakRssBytes,
                                @JsonProperty("backendCpuPercent") Double backendCpuPercent,
                                @JsonProperty("driverCpuPercent") Double driverCpuPercent,
                                @JsonProperty("driverCpuPercentOfItsCores") Double driverCpuPercentOfItsCores,
                                @JsonProperty("serverPeakMemoryBytes") Long serverPeakMemoryBytes,
                                @JsonProperty("serverPeakMemoryFromLoadStart") boolean serverPeakMemoryFromLoadStart,
                                @JsonProperty("driverCoresBusyPercent") Double driverCoresBusyPercent) {
        return new ResourceUse(seconds, orNaN(serverCpuPercent), orNaN(serverThrottledPeriodsPercent), orNaN(serverThrottledSeconds),
                serverSampledPeakRssBytes == null ? -1 : serverSampledPeakRssBytes, orNaN(backendCpuPercent), orNaN(driverCpuPercent),
                orNaN(driverCpuPercentOfItsCores), serverPeakMemoryBytes == null ? -1 : serverPeakMemoryBytes,
                serverPeakMemoryFromLoadStart, orNaN(driverCoresBusyPercent));
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }

    /**
     * The figures between the first and the last of {@code samples}.
     *
     * @param driverCores how many cores the driver is pinned to
     * @param serverPeakFromLoadStart whether the server's kernel memory peak was reset as sampling started
     */
    static ResourceUse between(List<ResourceSampler.Sample> samples, int driverCores, boolean serverPeakFromLoadStart) {
        if (samples.size() < 2) {
            return UNKNOWN;
        }
        ResourceSampler.Sample first = samples.get(0);
        ResourceSampler.Sample last = samples.get(samples.size() - 1);
        double seconds = (last.wallMillis() - first.wallMillis()) / 1000.0;
        double serverCpu = Double.NaN;
        double throttledPercent = Double.NaN;
        double throttledSeconds = Double.NaN;
        long sampledRss = -1;
        long peakMemory = -1;
        if (first.server() != null && last.server() != null) {
            serverCpu = percent(increase(first.server().cpuNanos(), last.server().cpuNanos()), seconds);
            double periods = increase(first.server().periods(), last.server().periods());
            double throttled = increase(first.server().throttledPeriods(), last.server().throttledPeriods());
            // No period counted with both counters readable: the server had nothing to run, so nothing was throttled.
            throttledPercent = periods == 0 && throttled == 0 ? 0 : 100.0 * throttled / periods;
            throttledSeconds = increase(first.server().throttledNanos(), last.server().throttledNanos()) / 1e9;
            sampledRss = samples.stream().map(ResourceSampler.Sample::server).filter(r -> r != null && r.residentBytes() >= 0)
                    .mapToLong(CgroupReading::residentBytes).max().orElse(-1);
            // The counter only grows: its value at the window's end is the peak since it was reset.
            peakMemory = Math.max(-1, last.server().peakMemoryBytes());
        }
        double backendCpu = first.backend() != null && last.backend() != null
                ? percent(increase(first.backend().cpuNanos(), last.backend().cpuNanos()), seconds) : Double.NaN;
        double driverCpu = percent(increase(first.driverCpuNanos(), last.driverCpuNanos()), seconds);
        double coresBusy = first.driverCores() != null && last.driverCores() != null
                ? first.driverCores().busyPercentUntil(last.driverCores()) : Double.NaN;
        return new ResourceUse(seconds, serverCpu, throttledPercent, throttledSeconds, sampledRss, backendCpu, driverCpu,
                driverCores > 0 ? driverCpu / driverCores : Double.NaN, peakMemory, serverPeakFromLoadStart && peakMemory >= 0,
                coresBusy);
    }

    /**
     * How loaded the driver's cores were, to judge saturation: the larger of the Gatling JVM's share and the cores'
     * busy share (the JVM alone misses the backend and the harness on the same cores), of those known; NaN if neither
     * is. A known figure with the other unknown is a lower bound: see {@link #driverFullyKnown()}.
     */
    public double driverSaturationPercent() {
        if (Double.isNaN(driverCpuPercentOfItsCores)) {
            return driverCoresBusyPercent;
        }
        return Double.isNaN(driverCoresBusyPercent) ? driverCpuPercentOfItsCores : Math.max(driverCpuPercentOfItsCores, driverCoresBusyPercent);
    }

    /** Whether both the Gatling JVM's share and the driver cores' busy share are known. */
    public boolean driverFullyKnown() {
        return !Double.isNaN(driverCpuPercentOfItsCores) && !Double.isNaN(driverCoresBusyPercent);
    }


    /** How much a cumulative counter grew; NaN if either reading is unknown (-1) or it went back (a reset counter). */
    private static double increase(long first, long last) {
        return first < 0 || last < 0 || last < first ? Double.NaN : last - first;
    }

    private static double percent(double cpuNanos, double seconds) {
        return seconds <= 0 ? Double.NaN : 100.0 * cpuNanos / 1e9 / seconds;
    }
}
