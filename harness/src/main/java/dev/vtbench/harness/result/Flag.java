package dev.vtbench.harness.result;

import com.fasterxml.jackson.annotation.JsonCreator;

import java.util.Arrays;
import java.util.Collection;
import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Why a cell's figure cannot be taken at face value, as a short code for tables and charts. A flag that
 * {@link #disqualifies(Figure) disqualifies} a figure keeps that figure out of every ratio, comparison and verdict: it
 * is shown, drawn hollow, and never read as if it were valid. Each flag names the figures it disqualifies: a driver
 * that saturated first leaves the capacity a lower bound, while the CPU each request cost the server still stands.
 */
public enum Flag {
    NOT_STEADY("NS", "not steady: the rate never settled within the warm-up cap, or moved by more than the criterion "
            + "inside the measured window", Figure.values()),
    DRIVER_BOUND("DRV", "driver-bound: the driver's cores were saturated (every process on them counted) while the server "
            + "used less than 90% of its CPU quota: the capacity is a lower bound (at least this many req/s), the driver's "
            + "limit, not the server's", Figure.CAPACITY),
    DRIVER_BUSY("DRV+", "the driver's cores were saturated too, but the server used its CPU quota: server-bound, the "
            + "figures stand"),
    DRIVER_UNKNOWN("DRV?", "the driver's CPU could not be read: saturation could not be ruled out"),
    WIDE_SPREAD("CV", "spread across repetitions too wide to trust (coefficient of variation over 10%)", Figure.CAPACITY),
    COST_SPREAD("CV-CPU", "CPU per request spread too wide across repetitions to trust (coefficient of variation over 10%)",
            Figure.CPU_PER_REQUEST),
    ERRORS("ERR", "more than 1% of requests failed", Figure.values()),
    ABOVE_BOUND("LL!", "a repetition exceeded the Little's-law bound: something else was measured", Figure.values()),
    INJECTION_LAG("LAG", "the open-model driver started requests late: latencies understate what users would see", Figure.LATENCY),
    PINNED("PIN", "virtual threads pinned their carrier (jdk.VirtualThreadPinned)"),
    NOISY_MACHINE("NOISE", "another process or container used the server's or the driver's cores", Figure.values()),
    JIT_BUSY("JIT", "the server's JIT compiler was still working through the window: it measured code being compiled",
            Figure.values()),
    LEFT_OUT("OUT", "some repetitions were left out (never steady, drifted, the JIT compiling, or the machine busy): the "
            + "figures come from the others, the notes say which and why"),
    ONE_REPETITION("1R", "one repetition only: no spread measured"),
    DRIVER_CPUS("CPUS", "the driver saw another number of processors than its cpuset"),
    /**
     * Carried by a comparison of two modes, not by a cell ({@link ParityComparison#flagFor}): only the figures the
     * differing limit can cap ({@link ParityCheck#figuresCappedBy}) get it, and for those it disqualifies the comparison.
     */
    LIMITS_DIFFER("LIM", "a limit other than the threads (a connection limit, an accept queue, keep-alive, the heap, the collector, "
            + "open files, a connection pool) differed between the modes compared and could cap this figure: the comparison is "
            + "not one of threads alone (the note names the limit with both values)", Figure.values());

    /** What results written before the driver's flag was split called it: it read every saturation as the driver's limit. */
    private static final String OLD_DRIVER_SATURATED = "DRIVER_SATURATED";

    private final String code;
    private final String meaning;
    private final Set<Figure> disqualified;

    Flag(String code, String meaning, Figure... disqualified) {
        this.code = code;
        this.meaning = meaning;
        this.disqualified = Collections.unmodifiableSet(disqualified.length == 0 ? EnumSet.noneOf(Figure.class)
                : EnumSet.copyOf(Arrays.asList(disqualified)));
    }

    /**
     * Reads a flag as results hold it, by its name. Results written before the split hold DRIVER_SATURATED: they are read
     * as DRIVER_BOUND, the cautious reading (their notes do not say whether the server sat at its quota).
     */
    @JsonCreator
    public static Flag fromJson(String name) {
        return OLD_DRIVER_SATURATED.equals(name) ? DRIVER_BOUND : valueOf(name);
    }

    public String code() {
        return code;
    }

    public String meaning() {
        return meaning;
    }

    /**
     * Whether this flag says only that the counted repetitions spread widely (CV, CV-CPU). That keeps a figure out of a
     * point ratio of medians (a study's, a table's), but not out of the verdict: its interval is built from those same
     * repetitions, so a wide spread widens it, and more rounds narrow it again or leave it "inconclusive".
     */
    public boolean spreadOfRepetitions() {
        return this == WIDE_SPREAD || this == COST_SPREAD;
    }

    /** Whether {@code figure} of a cell with this flag must stay out of ratios, comparisons and verdicts. */
    public boolean disqualifies(Figure figure) {
        return disqualified.contains(figure);
    }

    /** Whether a cell's capacity (its headline throughput) with this flag must stay out of ratios, comparisons and verdicts. */
    public boolean disqualifies() {
        return disqualifies(Figure.CAPACITY);
    }

    /** Whether it disqualifies any figure at all. */
    public boolean disqualifiesAny() {
        return !disqualified.isEmpty();
    }

    /** Whether it disqualifies every figure: the cell measured something else than it meant to. */
    public boolean disqualifiesEveryFigure() {
        return disqualified.size() == Figure.values().length;
    }

    /** "every figure", "capacity", "CPU per request" ...; "" for a flag that disqualifies nothing. */
    public String disqualifiedText() {
        if (disqualifiesEveryFigure()) {
            return "every figure";
        }
        return disqualified.stream().map(Figure::label).collect(Collectors.joining(", "));
    }

    /** Every flag some of {@code cells} carry, in declaration order: what a legend under a table must explain. */
    public static Set<Flag> carriedBy(Collection<CellResult> cells) {
        Set<Flag> carried = EnumSet.noneOf(Flag.class);
        cells.forEach(cell -> carried.addAll(cell.flags()));
        return carried;
    }
}
