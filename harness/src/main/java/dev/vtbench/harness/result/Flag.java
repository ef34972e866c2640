package dev.vtbench.harness.result;

import java.util.Collection;
import java.util.EnumSet;
import java.util.Set;

/**
 * Why a cell's figure cannot be taken at face value, as a short code for tables and charts. A flag that
 * {@link #disqualifies} a figure keeps it out of every ratio, comparison and verdict: it is shown, drawn
 * hollow, and never read as if it were valid.
 */
public enum Flag {
    NOT_STEADY("NS", "not steady: the rate never settled within the warm-up cap, or moved by more than the criterion "
            + "inside the measured window", true),
    DRIVER_SATURATED("DRV", "the driver's cores were saturated (every process on them counted): the figure may be the "
            + "driver's limit, not the server's", true),
    DRIVER_UNKNOWN("DRV?", "the driver's CPU could not be read: saturation could not be ruled out", false),
    WIDE_SPREAD("CV", "spread across repetitions too wide to trust (coefficient of variation over 10%)", true),
    ERRORS("ERR", "more than 1% of requests failed", true),
    ABOVE_BOUND("LL!", "a repetition exceeded the Little's-law bound: something else was measured", true),
    INJECTION_LAG("LAG", "the open-model driver started requests late: latencies understate what users would see", false),
    PINNED("PIN", "virtual threads pinned their carrier (jdk.VirtualThreadPinned)", false),
    NOISY_MACHINE("NOISE", "another process or container used the server's or the driver's cores", true),
    ONE_REPETITION("1R", "one repetition only: no spread measured", false),
    DRIVER_CPUS("CPUS", "the driver saw another number of processors than its cpuset", false);

    private final String code;
    private final String meaning;
    private final boolean disqualifies;

    Flag(String code, String meaning, boolean disqualifies) {
        this.code = code;
        this.meaning = meaning;
        this.disqualifies = disqualifies;
    }

    public String code() {
        return code;
    }

    public String meaning() {
        return meaning;
    }

    /** Whether a figure with this flag must stay out of ratios, comparisons and verdicts. */
    public boolean disqualifies() {
        return disqualifies;
    }

    /** Every flag some of {@code cells} carry, in declaration order: what a legend under a table must explain. */
    public static Set<Flag> carriedBy(Collection<CellResult> cells) {
        Set<Flag> carried = EnumSet.noneOf(Flag.class);
        cells.forEach(cell -> carried.addAll(cell.flags()));
        return carried;
    }
}
