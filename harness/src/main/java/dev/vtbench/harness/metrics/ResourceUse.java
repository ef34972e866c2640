package dev.vtbench.harness.metrics;

import java.util.List;
import java.util.Objects;

/**
 * What the server, the backend and the driver used during a measurement window: CPU as a percentage of one
 * core, the share of CFS periods in which the quota throttled the server and the time it was held back, and
 * the server's peak resident memory. NaN (or -1) where no figure could be taken.
 */
public record ResourceUse(double seconds, double serverCpuPercent, double serverThrottledPeriodsPercent,
                          double serverThrottledSeconds, long serverPeakResidentBytes, double backendCpuPercent,
                          double driverCpuPercent, double driverCpuPercentOfItsCores) {

    public static final ResourceUse UNKNOWN = new ResourceUse(0, Double.NaN, Double.NaN, Double.NaN, -1, Double.NaN, Double.NaN, Double.NaN);

    static ResourceUse between(List<ResourceSampler.Sample> samples, int driverCores) {
        if (samples.size() < 2) {
            return UNKNOWN;
        }
        ResourceSampler.Sample first = samples.get(0);
        ResourceSampler.Sample last = samples.get(samples.size() - 1);
        double seconds = (last.wallMillis() - first.wallMillis()) / 1000.0;
        double serverCpu = Double.NaN;
        double throttledPercent = Double.NaN;
        double throttledSeconds = Double.NaN;
        long peakResident = -1;
        if (first.server() != null && last.server() != null) {
            serverCpu = percent(last.server().cpuNanos() - first.server().cpuNanos(), seconds);
            long periods = last.server().periods() - first.server().periods();
            throttledPercent = periods <= 0 ? 0 : 100.0 * (last.server().throttledPeriods() - first.server().throttledPeriods()) / periods;
            throttledSeconds = (last.server().throttledNanos() - first.server().throttledNanos()) / 1e9;
            peakResident = samples.stream().map(ResourceSampler.Sample::server).filter(Objects::nonNull)
                    .mapToLong(CgroupReading::residentBytes).max().orElse(-1);
        }
        double backendCpu = first.backend() != null && last.backend() != null
                ? percent(last.backend().cpuNanos() - first.backend().cpuNanos(), seconds) : Double.NaN;
        double driverCpu = first.driverCpuNanos() >= 0 && last.driverCpuNanos() >= 0
                ? percent(last.driverCpuNanos() - first.driverCpuNanos(), seconds) : Double.NaN;
        return new ResourceUse(seconds, serverCpu, throttledPercent, throttledSeconds, peakResident, backendCpu, driverCpu,
                driverCores > 0 ? driverCpu / driverCores : Double.NaN);
    }

    private static double percent(long cpuNanos, double seconds) {
        return seconds <= 0 ? Double.NaN : 100.0 * cpuNanos / 1e9 / seconds;
    }
}
