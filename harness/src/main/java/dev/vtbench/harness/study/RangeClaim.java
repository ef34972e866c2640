package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * A published claim of the common shape, as its claim file states it: pair each runtime's virtual mode with its
 * platform-thread modes, take the ratio of one figure, and hold it against the range the seed published, by a rule of
 * how many pairs must fall within it.
 *
 * @param statement the claim in words, as its findings quote it ("10-40% lower CPU-bound throughput with virtual threads")
 * @param low the published range's lower end, as virtual / pool
 * @param high its upper end; the range lies on one side of 1x, so a claim says lower or higher
 * @param alsoAsCpuPerRequest whether to hold the CPU per request against the inverted range too: at a CPU quota, a
 *                            throughput r times the pool's costs 1/r times its CPU per request
 */
record RangeClaim(String seedLabel, String statement, VerdictMetric metric, double low, double high, ReproducedWhen reproducedWhen,
                  boolean alsoAsCpuPerRequest) {
    static final Set<String> KEYS = Set.of("metric", "published.low", "published.high", "reproduced.when", "also.as.cpu.per.request");
    /**
     * The figures a claim may take its ratio of: those a pair of cells has a trusted ratio and an interval of
     * ({@link dev.vtbench.harness.result.CellPair#interval}). A claim file names one as a gate does.
     */
    private static final List<VerdictMetric> METRICS = List.of(VerdictMetric.CAPACITY, VerdictMetric.CPU_PER_REQUEST);
    /** The claim files' first word for the capacity, kept so that a file written with it still reads. */
    private static final String THROUGHPUT = "throughput";

    /** The range, its figure and its rule from the claim file; a range on both sides of 1x is refused with its line. */
    static RangeClaim read(StudyClaim claim) {
        DataFile file = claim.file();
        ReproducedWhen rule = ReproducedWhen.parse(file.required("reproduced.when"))
                .orElseThrow(() -> file.invalid("reproduced.when", file.required("reproduced.when"), "one of " + ReproducedWhen.allowed()));
        double low = file.number("published.low", 0.001, 1000);
        double high = file.number("published.high", 0.001, 1000);
        if (!(low < high) || (low < 1 && high > 1)) {
            throw file.invalid("published.high", file.required("published.high"), "a number above published.low = " + low
                    + ", both on the same side of 1 (a claim says virtual threads are lower or higher; 0.60 and 0.90 for 10-40% lower)");
        }
        return new RangeClaim(claim.seedLabel(), claim.statement(), metric(file), low, high, rule, yesOrNo(file, "also.as.cpu.per.request"));
    }

    /** Whether the seed found virtual threads lower than the pool on this figure (else higher). */
    boolean lower() {
        return high <= 1;
    }

    /** "lower" or "higher", as the claim points. */
    String direction() {
        return lower() ? "lower" : "higher";
    }

    /** The range as a change: "10-40% lower" for 0.60x-0.90x, "50-100% higher" for 1.50x-2.00x. */
    String changeText() {
        double near = lower() ? 1 - high : low - 1;
        double far = lower() ? 1 - low : high - 1;
        return percent(near) + "-" + percent(far) + "% " + direction();
    }

    /** The end of the range nearest to no change, as a change: "10%" for 0.60x-0.90x. */
    String nearestChangeText() {
        return percent(lower() ? 1 - high : low - 1) + "%";
    }

    /** "0.60x-0.90x". */
    String rangeText() {
        return StudyFormat.ratio(low) + "-" + StudyFormat.ratio(high);
    }

    boolean within(double ratio) {
        return ratio >= low && ratio <= high;
    }

    private static String percent(double fraction) {
        return Long.toString(Math.round(fraction * 100));
    }

    private static VerdictMetric metric(DataFile file) {
        String word = file.required("metric");
        if (word.equals(THROUGHPUT)) {
            return VerdictMetric.CAPACITY;
        }
        return METRICS.stream().filter(metric -> metric.gateName().equals(word)).findFirst()
                .orElseThrow(() -> file.invalid("metric", word, "one of " + METRICS.stream().map(RangeClaim::metricNames)
                        .collect(Collectors.joining(", "))));
    }

    /** "capacity (or throughput)", "cpu-per-request". */
    private static String metricNames(VerdictMetric metric) {
        return metric == VerdictMetric.CAPACITY ? metric.gateName() + " (or " + THROUGHPUT + ")" : metric.gateName();
    }

    private static boolean yesOrNo(DataFile file, String key) {
        String value = file.optional(key).orElse("no");
        return switch (value) {
            case "yes" -> true;
            case "no" -> false;
            default -> throw file.invalid(key, value, "yes or no");
        };
    }
}
