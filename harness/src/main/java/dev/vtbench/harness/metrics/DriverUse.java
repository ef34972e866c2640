package dev.vtbench.harness.metrics;

/**
 * What one load driver used in a measurement window, to judge whether it, rather than the server, set the pace.
 * NaN where no figure could be taken: unknown, never zero.
 *
 * @param name the driver ("local" for the Gatling process on this machine, "driver-1"... for containers)
 * @param cores how many cores the driver is pinned to
 * @param cpuPercent the driver's CPU (the Gatling JVM, or the driver container's cgroup), in percent of one core
 * @param coresBusyPercent how busy its cores were: for the local driver every process on them (/proc/stat); for a
 *     driver container the containers on them that vtbench follows (the engine reports no per-core figure)
 */
public record DriverUse(String name, int cores, double cpuPercent, double coresBusyPercent) {

    /** The driver's CPU in percent of its cores; NaN when either is unknown. */
    public double cpuPercentOfItsCores() {
        return cores > 0 ? cpuPercent / cores : Double.NaN;
    }

    /** The larger of its CPU share and its cores' busy share, of those known (see {@link ResourceUse#driverSaturationPercent}). */
    public double saturationPercent() {
        return saturation(cpuPercentOfItsCores(), coresBusyPercent);
    }

    /** The larger of a driver's own share of its cores and their busy share, of those known; NaN if neither is. */
    static double saturation(double ownPercentOfItsCores, double coresBusyPercent) {
        if (Double.isNaN(ownPercentOfItsCores)) {
            return coresBusyPercent;
        }
        return Double.isNaN(coresBusyPercent) ? ownPercentOfItsCores : Math.max(ownPercentOfItsCores, coresBusyPercent);
    }
}
