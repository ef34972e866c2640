package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.VtbenchRoot;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Contexts;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The jdk-knobs study (studies/jdk-knobs.properties, judge = knobs): its modes as plain-jdk declares them, its preset's
 * cells, and its judgement of each knob against the default virtual threads and the pool, with their limits compared.
 */
class KnobsStudyTest {
    private static final KnobsJudge STUDY = ShippedJudges.of("jdk-knobs", KnobsJudge.class);
    private static final StudyOptions NONE = new StudyOptions(Map.of());

    /** The limits a plain-jdk server reports in this mode: the same connection limits and heap, its own pollers and carriers. */
    private static ParityRecord limits(String pollers, String parallelism, String heap) {
        List<ParityLimit> limits = new ArrayList<>(List.of(
                new ParityLimit("backlog", LimitKind.ACCEPT_QUEUE, "4096", "HttpServer.create"),
                new ParityLimit("sun.net.httpserver.maxIdleConnections", LimitKind.KEEP_ALIVE, "20000", "system property"),
                new ParityLimit("heap.max", LimitKind.HEAP, heap, "JMX"),
                new ParityLimit("jdk.virtualThreadScheduler.parallelism", LimitKind.CARRIERS, parallelism, "JMX")));
        limits.add(new ParityLimit("jdk.pollerMode", LimitKind.POLLERS, pollers, "live platform threads"));
        return new ParityRecord(limits);
    }

    /** A /io cell of plain-jdk in {@code mode}, around {@code rate} req/s, as a run with its variant's options records it. */
    private static CellResult cell(String mode, double rate, String options, Integer parallelism, ParityRecord limits) {
        CellResult cell = StudyCellSamples.cell("plain-jdk", "temurin-25", mode, "io", "/io?delayMs=100", 400, rate);
        var context = Contexts.from(cell.context()).serverJvmOptions(options, parallelism).parity(limits).build();
        return new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), context, cell.verification(),
                cell.repetitions(), cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags());
    }

    private static List<CellResult> run(String knobHeap) {
        return List.of(cell("pool", 1_900, "", 1, limits(null, "1", "536870912")),
                cell("virtual", 3_000, "", 1, limits("2", "1", "536870912")),
                cell("virtual-par2", 2_700, "-Djdk.virtualThreadScheduler.parallelism=2", 2, limits("2", "2", "536870912")),
                cell("virtual-poller1", 2_990, "-Djdk.pollerMode=1", 1, limits("1", "1", knobHeap)));
    }

    @Test
    void eachKnobIsAModeComparedWithTheDefaultAndThePoolWithWhatItSetAndWhatRan() {
        StudyFindings found = STUDY.judge(run("536870912"), STUDY.planAt(StudyScale.DEFAULT, NONE));

        assertThat(found.sections()).singleElement().satisfies(section -> {
            assertThat(section.heading()).isEqualTo("cpu-1, plain-jdk, temurin-25, GET /io?delayMs=100, 400 users");
            assertThat(section.table().texts()).extracting(row -> row.get(0)).containsExactly("pool", "virtual", "virtual-par2", "virtual-poller1");
            assertThat(section.table().texts().get(2)).startsWith("virtual-par2", "parallelism 2 (2x the quota of 1 CPU)", "2 (2x the quota of 1 CPU)",
                    "2 (virtual threads)");
            assertThat(section.table().texts().get(3).get(3)).as("the pollers its threads showed").isEqualTo("1 (platform threads)");
            assertThat(section.table().texts()).extracting(row -> row.get(8)).containsExactly("", "equal", "equal", "equal");
            assertThat(section.findings()).anySatisfy(line -> assertThat(line).startsWith("virtual-par2 (parallelism 2 (2x the quota of 1 CPU)): "
                    + "0.90x the default virtual threads' throughput (10.0% lower), beyond the repetitions' spread; 1.42x the pool's"));
        });
        assertThat(found.findings()).anySatisfy(line -> assertThat(line).startsWith("virtual-par2: throughput 0.90x to 0.90x the default "
                        + "virtual threads' in 1 comparable condition(s), beyond the repetitions' spread in 1 (lower in 1)"))
                .anySatisfy(line -> assertThat(line).startsWith("virtual-poller1: throughput 1.00x to 1.00x").contains("beyond the repetitions' spread in 0"))
                .contains("Every knob's comparison with the pool (2) had its limits beyond the threads equal: the two modes differed only in their threads.");
    }

    @Test
    void aKnobWhoseServerRanWithAnotherHeapIsNamedWithBothValues() {
        StudyFindings found = STUDY.judge(run("1073741824"), STUDY.planAt(StudyScale.DEFAULT, NONE));

        assertThat(found.sections().get(0).table().texts().get(3).get(8)).isEqualTo("heap.max differ");
        assertThat(found.sections().get(0).findings()).contains("virtual-poller1 against the pool: limits other than the threads differ: "
                + "heap.max 1073741824 (virtual-poller1) against 536870912 (pool), which can cap capacity, CPU per request, p99 latency "
                + "and memory (RSS); equal: backlog, sun.net.httpserver.maxIdleConnections");
        assertThat(found.findings()).contains("1 of 2 comparisons with the pool differed in a limit beyond the threads (named under their "
                + "condition): there the figure the limit can cap is not the threads' alone.");
    }

    @Test
    void aKnobIsComparedOnTrustedCellsOnly() {
        List<CellResult> cells = new ArrayList<>(run("536870912"));
        cells.set(1, SampleRun.flagged(cells.get(1), List.of(Flag.NOT_STEADY)));

        StudyFindings found = STUDY.judge(cells, STUDY.planAt(StudyScale.DEFAULT, NONE));

        assertThat(found.sections().get(0).findings()).anySatisfy(line -> assertThat(line)
                .contains("not compared with the default virtual threads: virtual is flagged NS"));
        assertThat(found.findings()).contains("virtual-par2: not comparable with the default virtual threads under any condition (1 measured).");
    }

    @Test
    void aParallelismIsSaidAgainstTheQuota() {
        assertThat(KnobComparison.quota(1, 1.0)).isEqualTo("at the quota of 1 CPU");
        assertThat(KnobComparison.quota(1, 0.5)).isEqualTo("2x the quota of 0.5 CPUs");
        assertThat(KnobComparison.quota(1, 2.0)).isEqualTo("below the quota of 2 CPUs");
        assertThat(KnobComparison.quota(4, 1.5)).isEqualTo("2.7x the quota of 1.5 CPUs");
    }

    @Test
    void thePresetRunsEveryKnobOnHelloIoAndCpuAndTinyAKnobOfEachKind() throws Exception {
        Definitions definitions = Definitions.load(VtbenchRoot.locate());
        MatrixFile preset = MatrixFile.load(VtbenchRoot.locate().resolve(StudyPreset.path("jdk-knobs")), Map.of(), definitions);
        assertThat(preset.cells()).extracting(cell -> cell.mode().name()).containsOnly("pool", "virtual", "virtual-par1", "virtual-par2",
                "virtual-par4", "virtual-poller1", "virtual-poller2");
        assertThat(preset.cells()).filteredOn(cell -> cell.mode().equals(Mode.of("virtual-poller1"))).allSatisfy(cell ->
                assertThat(cell.serverJvmOptions().pollerMode()).contains(1));
        assertThat(preset.cells()).filteredOn(cell -> cell.mode().equals(Mode.of("virtual-par4"))).allSatisfy(cell ->
                assertThat(cell.serverJvmOptions().virtualSchedulerParallelism()).contains(4));
        assertThat(preset.cells()).allSatisfy(cell -> assertThat(cell.load().concurrency()).as("beyond the pool's 200 threads").isEqualTo(400));

        MatrixPlan tiny = STUDY.planAt(StudyScale.TINY, NONE);
        assertThat(tiny.scenarios()).containsExactly("io", "cpu");
        assertThat(tiny.modes()).containsExactly("pool", "virtual", "virtual-par2", "virtual-poller1");
        assertThat(tiny.users()).containsExactly(20);
        assertThat(STUDY.planAt(StudyScale.FULL, NONE).runtimes()).containsExactly("plain-jdk", "tomcat");
    }
}
