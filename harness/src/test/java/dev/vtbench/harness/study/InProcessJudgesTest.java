package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.VtbenchRoot;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * The in-process studies' judges on JMH result files, each condition's section and the finding over them: the claim
 * file's seed figures beside the measured ones and its threshold deciding "reproduced".
 */
class InProcessJudgesTest {
    private static final CpuProfile CPU_1 = Definitions.load(VtbenchRoot.locate()).profiles().get("cpu-1");

    private static InProcessRun.Measured measured(String resultFile, List<String> failures) {
        return new InProcessRun.Measured(new StudyCondition(CPU_1, "temurin-25", "vtbench/plain-jdk:temurin-25"),
                JmhResult.read(Path.of("src/test/resources/study", resultFile)), "collector SerialGC, maximum heap 1.5 GiB",
                "cgroup over the run: throttled in 0.0% of 40 CFS periods", failures, Path.of("/runs/study/cpu-1-temurin-25"));
    }

    @Test
    void blockingFanoutJudgesARecordedRunAgainstItsLittlesLawFloorAndTheSeed() {
        // JMH 1.37 as it ran: 2,000 tasks of 100 ms, a pool of 64 (3,220 ms a batch) against virtual threads (120 ms).
        BlockingFanoutJudge fanout = ShippedJudges.of("blocking-fanout", BlockingFanoutJudge.class);
        BlockingFanoutJudge.Plan plan = fanout.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of("tasks", "2000")));
        List<Double> speedups = new ArrayList<>();

        StudySection section = fanout.section(measured("blocking-fanout-jmh.json", List.of()), plan, speedups);

        assertThat(speedups).singleElement().satisfies(s -> assertThat(s).isCloseTo(3_219.9 / 120.13, within(0.01)));
        List<List<String>> rows = section.table().texts();
        assertThat(rows.get(0)).startsWith("Fixed pool of 64").contains("3,200", "1.01x", "640", "161,956");
        assertThat(rows.get(1)).startsWith("Virtual thread per task").contains("100", "672");
        assertThat(section.findings()).containsExactly(
                "the pool of 64 took 1.01x its Little's-law floor (seed: 1.04x of 156,300 ms)",
                "virtual threads finished 2,000 tasks in 120 ms, 27x faster than the pool (seed, at 100,000 tasks: 241x; the pool's "
                        + "time grows with the task count, the virtual threads' barely, so the ratio does too)");
        assertThat(fanout.overallFinding(speedups, plan)).contains(": reproduced here at 2,000 tasks, virtual threads 27x faster");
    }

    @Test
    void mergeSortSetsEachImplementationBesideTheSeedsTableAndHoldsVirtualThreadsToTheThreshold() {
        // Shaped like JMH 1.37's file: the five implementations at 100,000 elements, fork-join 5.1 ms and virtual threads 40.9 ms.
        MergeSortJudge sort = ShippedJudges.of("merge-sort", MergeSortJudge.class);
        MergeSortJudge.Plan plan = sort.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));
        List<Double> ratios = new ArrayList<>();
        List<String> unfinished = new ArrayList<>();

        StudySection section = sort.section(measured("merge-sort-jmh.json", List.of()), plan, ratios, unfinished);

        assertThat(section.table().texts()).extracting(row -> row.get(0) + " | " + row.get(1)).containsExactly(
                "Arrays.sort() | 4.20 [4.10-4.30] CV 2.4% (4)", "No tasks | 10.2 [10.0-10.4] CV 2.0% (9)",
                "Inline tasks | 15.3 [15.1-15.5] CV 1.3% (14)", "Fork-join thread pool | 5.10 [5.00-5.20] CV 2.0% (4)",
                "Virtual threads | 40.9 [40.3-41.5] CV 1.5% (36)");
        assertThat(section.findings()).containsExactly("100,000 elements: virtual threads took 8.0x the fork-join pool's time (seed: 9.0x); "
                + "the fork-join pool took 0.50x the single-threaded sort's time (seed: 0.44x with 12 hardware threads)");
        assertThat(ratios).singleElement().satisfies(r -> assertThat(r).isCloseTo(40.9 / 5.1, within(1e-9)));
        assertThat(sort.overallFinding(ratios, unfinished)).contains(": reproduced here, virtual threads took 8.0x the fork-join pool's time");
        assertThat(sort.overallFinding(List.of(2.5), unfinished)).as("below the claim file's 3x").contains(": not reproduced here");
    }
}
