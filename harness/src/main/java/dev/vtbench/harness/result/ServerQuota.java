package dev.vtbench.harness.result;

import dev.vtbench.harness.metrics.ResourceUse;

import java.util.Locale;

/**
 * The CPU the server could use: its CFS quota, or fewer cores if its cpuset holds fewer (a 2-CPU quota on one core is
 * one core), and how near a window's use came to it. "At its quota" is the one test behind both the driver's flags
 * (DRV against DRV+) and the limiting factor "server CPU", so that the two never disagree about a cell.
 *
 * @param cores the CPUs' worth the server could use; 0 where the result recorded no quota
 */
public record ServerQuota(double cores) {
    /** A server that used this share of its quota or more had no CPU to spare: sampling and accounting never show 100%. */
    public static final double AT_QUOTA = 0.90;

    public static ServerQuota of(CellContext context) {
        double quota = context.cpus();
        if (context.placement() != null && context.placement().server() != null && context.placement().server().size() > 0) {
            quota = quota > 0 ? Math.min(quota, context.placement().server().size()) : context.placement().server().size();
        }
        return new ServerQuota(Math.max(0, quota));
    }

    /** The share of the quota the server used in the window (0.98 = 98%); NaN when its CPU or its quota is unknown. */
    public double share(ResourceUse use) {
        if (use == null || cores <= 0 || Double.isNaN(use.serverCpuPercent())) {
            return Double.NaN;
        }
        return use.serverCpuPercent() / (100 * cores);
    }

    /** Whether the server used at least {@link #AT_QUOTA} of its quota; false when that is unknown. */
    public boolean reached(ResourceUse use) {
        return share(use) >= AT_QUOTA;
    }

    /** Whether the server's use is known and below {@link #AT_QUOTA} of its quota: it had CPU to spare. */
    public boolean hadHeadroom(ResourceUse use) {
        return share(use) < AT_QUOTA;
    }

    /** "62% of its 1-CPU quota", or "an unknown share of its 1-CPU quota". */
    public String describe(ResourceUse use) {
        double share = share(use);
        String quota = "its " + (cores == Math.rint(cores) ? Long.toString((long) cores) : Double.toString(cores)) + "-CPU quota";
        return Double.isNaN(share) ? "an unknown share of " + quota : String.format(Locale.ROOT, "%.0f%% of %s", 100 * share, quota);
    }
}
