package dev.vtbench.harness.metrics;

import com.fasterxml.jackson.annotation.JsonAlias;
import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.Comparator;
import java.util.List;

/**
 * What the server, the backend and the driver used during a measurement window: CPU as a percentage of one
 * core, the share of CFS periods in which the quota throttled the server and the time it was held back, the
 * server's memory, and how busy the driver's cores were. NaN (or -1) where no figure could be taken: an
 * unreadable counter is unknown, never zero.
 *
 * @param serverSampledPeakRssBytes the largest resident memory (cgroup rss, or anon on v2) of the readings in the
 *     window (the engine sends about one a second; results read from cgroups in /proc, those with
 *     {@code serverPeakMemoryFromLoadStart}, sampled twice a second): a peak between two readings is missed
 * @param driverCpuPercent the drivers' CPU (the Gatling JVM, or the driver containers' cgroups), summed, in percent
 *     of one core; NaN when one driver's is unknown
 * @param driverCpuPercentOfItsCores the CPU of the busiest driver (the one nearest saturation) in percent of its cores
 * @param serverPeakMemoryBytes the kernel's own peak of the server cgroup's memory charge (v1 max_usage as the engine
 *     reports it; cgroup v2 gives none through the engine, so -1 there), page cache included, so above the resident
 *     memory. Read through the engine it covers the container's whole life, from its start up to the window's end:
 *     only a local write to the cgroup can reset it, which a remote engine does not allow. Results read from cgroups
 *     in /proc may hold a peak from the load's start ({@code serverPeakMemoryFromLoadStart})
 * @param serverPeakMemoryFromLoadStart whether the kernel peak covers only from the start of the load (older results
 *     on cgroup v1, whose harness reset the counter locally); false for every result read through the engine
 * @param driverCoresBusyPercent the busy share of the busiest driver's cores: for the local driver every process on
 *     them (the Gatling JVM, the backend, the harness and anything else) from /proc/stat; for a driver container the
 *     containers vtbench follows on them
 * @param drivers each driver's own figures (empty in results written without per-driver figures), to judge saturation
 *     per driver
 */
public record ResourceUse(double seconds, double serverCpuPercent, double serverThrottledPeriodsPercent,
                          double serverThrottledSeconds, long serverSampledPeakRssBytes, double backendCpuPercent,
                          double driverCpuPercent, double driverCpuPercentOfItsCores, long serverPeakMemoryBytes,
                          boolean serverPeakMemoryFromLoadStart, double driverCoresBusyPercent, List<DriverUse> drivers) {

    public static final ResourceUse UNKNOWN = new ResourceUse(0, Double.NaN, Double.NaN, Double.NaN, -1, Double.NaN, Double.NaN,
            Double.NaN, -1, false, Double.NaN);

    public ResourceUse {
        drivers = drivers == null ? List.of() : List.copyOf(drivers);
    }

    /** Figures without per-driver ones (a single driver, or results from before they were kept). */
    public ResourceUse(double seconds, double serverCpuPercent, double serverThrottledPeriodsPercent,
                       double serverThrottledSeconds, long serverSampledPeakRssBytes, double backendCpuPercent,
                       double driverCpuPercent, double driverCpuPercentOfItsCores, long serverPeakMemoryBytes,
                       boolean serverPeakMemoryFromLoadStart, double driverCoresBusyPercent) {
        this(seconds, serverCpuPercent, serverThrottledPeriodsPercent, serverThrottledSeconds, serverSampledPeakRssBytes,
                backendCpuPercent, driverCpuPercent, driverCpuPercentOfItsCores, serverPeakMemoryBytes,
                serverPeakMemoryFromLoadStart, driverCoresBusyPercent, List.of());
    }

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
                                @JsonProperty("driverCoresBusyPercent") Double driverCoresBusyPercent,
                                @JsonProperty("drivers") List<DriverUse> drivers) {
        return new ResourceUse(seconds, orNaN(serverCpuPercent), orNaN(serverThrottledPeriodsPercent), orNaN(serverThrottledSeconds),
                serverSampledPeakRssBytes == null ? -1 : serverSampledPeakRssBytes, orNaN(backendCpuPercent), orNaN(driverCpuPercent),
                orNaN(driverCpuPercentOfItsCores), serverPeakMemoryBytes == null ? -1 : serverPeakMemoryBytes,
                serverPeakMemoryFromLoadStart, orNaN(driverCoresBusyPercent), drivers);
    }

    private static double orNaN(Double value) {
        return value == null ? Double.NaN : value;
    }

    /**
     * The figures of a measurement window: the server's and the backend's from the first and the last of their
     * engine readings inside it (durations by the monotonic clock of their arrival), the drivers' as each driver's
     * figures say. Unknown with fewer than two server readings and no driver.
     */
    static ResourceUse between(List<StatsReading> server, List<StatsReading> backend, List<DriverUse> drivers) {
        if (server.size() < 2 && drivers.isEmpty()) {
            return UNKNOWN;
        }
        double seconds = 0;
        double serverCpu = Double.NaN;
        double throttledPercent = Double.NaN;
        double throttledSeconds = Double.NaN;
        long sampledRss = -1;
        long peakMemory = -1;
        if (server.size() >= 2) {
            StatsReading first = server.get(0);
            StatsReading last = server.get(server.size() - 1);
            seconds = first.secondsUntil(last);
            serverCpu = CpuRate.percentOfOneCore(server);
            double periods = CpuRate.increase(first.counters().periods(), last.counters().periods());
            double throttled = CpuRate.increase(first.counters().throttledPeriods(), last.counters().throttledPeriods());
            // No period counted with both counters readable: the server had nothing to run, so nothing was throttled.
            throttledPercent = periods == 0 && throttled == 0 ? 0 : 100.0 * throttled / periods;
            throttledSeconds = CpuRate.increase(first.counters().throttledNanos(), last.counters().throttledNanos()) / 1e9;
            sampledRss = server.stream().mapToLong(r -> r.counters().residentBytes()).filter(bytes -> bytes >= 0).max().orElse(-1);
            // The counter only grows: its value at the window's end is the peak since the container started.
            peakMemory = Math.max(-1, last.counters().peakMemoryBytes());
        }
        double driverCpu = drivers.isEmpty() ? Double.NaN : drivers.stream().mapToDouble(DriverUse::cpuPercent).sum();
        DriverUse busiest = busiest(drivers).orElse(new DriverUse("none", 0, Double.NaN, Double.NaN));
        return new ResourceUse(seconds, serverCpu, throttledPercent, throttledSeconds, sampledRss,
                CpuRate.percentOfOneCore(backend), driverCpu, busiest.cpuPercentOfItsCores(), peakMemory, false,
                busiest.coresBusyPercent(), drivers);
    }

    /** The driver nearest saturation, of those whose figures are known; empty for results written without per-driver figures. */
    public java.util.Optional<DriverUse> busiestDriver() {
        return busiest(drivers);
    }

    private static java.util.Optional<DriverUse> busiest(List<DriverUse> drivers) {
        return drivers.stream().filter(d -> !Double.isNaN(d.saturationPercent())).max(Comparator.comparingDouble(DriverUse::saturationPercent));
    }

    /**
     * How loaded the driver's cores were, to judge saturation: the larger of the Gatling JVM's share and the cores'
     * busy share (the JVM alone misses the backend and the harness on the same cores), of those known; NaN if neither
     * is. A known figure with the other unknown is a lower bound: see {@link #driverFullyKnown()}. With several
     * drivers these are the busiest driver's: one saturated driver limits the load whatever the others do.
     */
    public double driverSaturationPercent() {
        return DriverUse.saturation(driverCpuPercentOfItsCores, driverCoresBusyPercent);
    }

    /** Whether both the driver's own share and its cores' busy share are known, for every driver. */
    public boolean driverFullyKnown() {
        return !Double.isNaN(driverCpuPercentOfItsCores) && !Double.isNaN(driverCoresBusyPercent)
                && drivers.stream().allMatch(d -> !Double.isNaN(d.cpuPercentOfItsCores()) && !Double.isNaN(d.coresBusyPercent()));
    }
}
