package dev.vtbench.harness.study;

import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.List;
import java.util.Map;

/**
 * A published claim of the common shape, as its claim file declares it (harness/src/main/resources/studies/NAME.properties,
 * read by {@link StudyClaimFile}): pair each runtime's virtual mode with its platform-thread modes, take the ratio of
 * one figure, and hold it against the range the seed published. The matrix is a preset in harness/matrices/, run as it
 * is at the default scale and with the file's own runtimes and users at the others, so a study and its preset are one.
 *
 * @param seedFile the seed it reruns, by file name in ../shared/seeds/ (its page: {@link Seed#page()})
 * @param statement the claim in words, as its findings quote it ("10-40% lower CPU-bound throughput with virtual threads")
 * @param low the published range's lower end, as virtual / pool
 * @param high its upper end; the range lies on one side of 1x, so a claim says lower or higher
 * @param alsoAsCpuPerRequest whether to hold the CPU per request against the inverted range too: at a CPU quota, a
 *                            throughput r times the pool's costs 1/r times its CPU per request
 * @param matrix the preset's name in harness/matrices/
 * @param runtimes the runtimes at the scales that differ from the preset (tiny runs one, say)
 * @param users the closed-model users at the scales that differ from the preset
 */
public record StudyClaim(String name, String title, String summary, String seedFile, String published, String statement,
                         String method, VerdictMetric metric, double low, double high, ReproducedWhen reproducedWhen,
                         boolean alsoAsCpuPerRequest, String matrix, Map<StudyScale, List<String>> runtimes,
                         Map<StudyScale, List<Integer>> users) {
    public StudyClaim {
        runtimes = Map.copyOf(runtimes);
        users = Map.copyOf(users);
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

    /** "Seed 004": the seed's number, from its file name. */
    String seedLabel() {
        return new Seed(seedFile).label();
    }

    boolean within(double ratio) {
        return ratio >= low && ratio <= high;
    }

    private static String percent(double fraction) {
        return Long.toString(Math.round(fraction * 100));
    }
}
