package dev.vtbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.ParityCheck;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.study.StudyOptions;
import dev.vtbench.harness.study.StudyReport;
import dev.vtbench.harness.study.StudyRunner;
import dev.vtbench.harness.study.StudyScale;
import dev.vtbench.harness.study.Studies;
import dev.vtbench.harness.study.Study;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The matrix studies' judgements and reports on their cells as measured: each study's tiny run on one CPU, recorded on a
 * 2-core machine by {@code harness/record-test-runs} (src/test/resources/recorded/study-NAME/), copied into a study
 * folder and the study run again there, as {@code harness/vtbench study NAME --out} does with a folder that holds its
 * cells: nothing is measured again, and the report is judged and rendered from the cells by today's rules. What a live
 * run alone shows (images that build, a JVM that reports the scheduler's parallelism it was given) is StudyIT's.
 * Each assertion holds on any recording of these commands (the cells a study's plan asks for, Little's law, a memory
 * limit, the seed's published figures in the report); none depends on what these figures happen to be.
 */
class RecordedStudiesTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path out;

    @Test
    void cpuThroughputComparesTheVerifiedCellsOfItsRun() throws IOException {
        ResultsFolder run = rerun("cpu-throughput");
        assertThat(run.cells()).extracting(CellResult::cell)
                .containsExactlyInAnyOrder("plain-jdk/temurin-25/pool/cpu-1/cpu/c20", "plain-jdk/temurin-25/virtual/cpu-1/cpu/c20");
        assertThat(run.cells()).allSatisfy(cell -> assertThat(cell.context().loadModel()).isEqualTo(LoadModel.CLOSED));
        JsonNode report = JSON.readTree(out.resolve("study.json").toFile());
        assertThat(report.path("sections").get(0).path("table").path("rows").get(0).get(0).asText()).isEqualTo("plain-jdk");
        assertThat(report.path("findings").get(0).asText()).startsWith("Seed 004's finding");
        assertThat(Files.readString(out.resolve("study.md"))).contains("closed workload model").contains("Virtual / pool");
    }

    @Test
    void helloConcurrencyReportsEachLevelInBothModesBesideTheSeed() throws IOException {
        ResultsFolder run = rerun("hello-concurrency");
        assertThat(run.cells()).extracting(CellResult::cell).containsExactlyInAnyOrder(
                "plain-jdk/temurin-25/pool/cpu-1/hello/c10", "plain-jdk/temurin-25/virtual/cpu-1/hello/c10",
                "plain-jdk/temurin-25/pool/cpu-1/hello/c100", "plain-jdk/temurin-25/virtual/cpu-1/hello/c100");
        assertThat(Files.readString(out.resolve("study.md"))).contains("| 10 | 83,000 |").contains("| 100 | 79,000 |")
                .contains("Published in Seed 000 (`docs/seeds/000_10ab1b03cb27055d.md`");
    }

    @Test
    void pinningComparesTheSameCallOnBothSidesOfJep491() throws IOException {
        ResultsFolder run = rerun("pinning");
        assertThat(run.cells()).extracting(c -> c.context().jvm() + " " + c.context().mode()).containsExactlyInAnyOrder(
                "temurin-21 pool", "temurin-21 virtual", "temurin-25 pool", "temurin-25 virtual");
        assertThat(run.cells()).allSatisfy(cell -> assertThat(cell.context().endpoint()).startsWith("/pinned"));
        JsonNode report = JSON.readTree(out.resolve("study.json").toFile());
        assertThat(report.path("findings").get(0).asText()).startsWith("JEP 491 on plain-jdk");
    }

    @Test
    void rampUpReportsTheTimeTo90PercentOfPeakAndKeepsItsCellsWhenRunAgain() throws IOException {
        List<String> recorded = recordedRun("ramp-up").cells().stream().map(c -> c.context().startedAt()).toList();
        ByteArrayOutputStream said = new ByteArrayOutputStream();
        ResultsFolder run = rerun("ramp-up", said);
        assertThat(run.cells()).allSatisfy(cell -> {
            assertThat(cell.context().simulation()).isEqualTo(Simulation.parse("ramp-up"));
            assertThat(cell.repetitions()).allSatisfy(r -> assertThat(r.load().secondsTo90PercentOfPeak()).isNotNull().isPositive());
        });
        assertThat(Files.readString(out.resolve("study.md"))).contains("s to 90% of peak");
        assertThat(said.toString(StandardCharsets.UTF_8)).contains("its measured cells are kept");
        assertThat(run.cells()).extracting(c -> c.context().startedAt()).as("nothing measured again").isEqualTo(recorded);

        // Another matrix into the same folder is refused rather than mixed with the cells it holds.
        assertThatThrownBy(() -> runStudy("ramp-up", Map.of("users", "60"), new ByteArrayOutputStream()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("holds a run of another matrix").hasMessageContaining("another --out");
    }

    @Test
    void bankingRunsTheStudysOwnDelayAsAScenarioUnderLittlesLaw() throws IOException {
        ResultsFolder run = rerun("banking");
        assertThat(run.cells()).isNotEmpty().allSatisfy(cell -> {
            assertThat(cell.context().scenario()).isEqualTo("bank-20ms");
            assertThat(cell.context().endpoint()).isEqualTo("/bank?delayMs=20&n=1000");
        });
        // 50 users each waiting 20 ms: no server completes more than 2,500 requests per second (Little's law); a window
        // counts the requests that ended inside it, hence 2% for the edges, on a steady cell.
        assertThat(run.cells()).filteredOn(cell -> !cell.throughput().isMissing() && !cell.flags().contains(Flag.NOT_STEADY))
                .allSatisfy(cell -> assertThat(cell.throughput().max()).as("throughput of %s", cell.cell()).isLessThanOrEqualTo(2_500 * 1.02));
        assertThat(Files.readString(out.resolve("study.md"))).contains("| 20 ms | 50 |");
    }

    @Test
    void memoryUnderLoadReportsBothLevelsInBothModesWithTheirMemory() throws IOException {
        ResultsFolder run = rerun("memory-under-load");
        assertThat(run.cells()).extracting(CellResult::cell).containsExactlyInAnyOrder(
                "plain-jdk/temurin-25/pool/cpu-1/bank/c180", "plain-jdk/temurin-25/virtual/cpu-1/bank/c180",
                "plain-jdk/temurin-25/pool/cpu-1/bank/c198", "plain-jdk/temurin-25/virtual/cpu-1/bank/c198");
        assertThat(run.cells()).allSatisfy(cell -> assertThat(cell.repetitions()).isNotEmpty().allSatisfy(r -> {
            // The cgroup's memory limit bounds what the kernel lets the server keep resident.
            assertThat(r.resources().serverSampledPeakRssBytes()).as("RSS of %s", cell.cell()).isPositive()
                    .isLessThan(cell.context().memoryBytes());
            assertThat(r.jvm().heapUsedOutsideEdenMaxBytes()).as("heap kept by %s", cell.cell()).isPositive();
            assertThat(r.jvmDiagnostics().nativeMemory().unknown()).as("NMT summary of %s", cell.cell()).isEmpty();
            assertThat(r.jvmDiagnostics().nativeMemory().committedKb()).isPositive();
            assertThat(r.jvmDiagnostics().nativeMemory().committedKb("Thread")).as("platform threads of %s", cell.cell()).isPositive();
        }));
        assertThat(Files.readString(out.resolve("study.md"))).contains("-25% (Liberty's pool)").contains("+185% (virtual)")
                .contains("docs/seeds/004_d7f560452dafd862.md").contains("NMT Other (direct buffers)").contains("180 → 198 users (+10.0%)");
    }

    @Test
    void jdkKnobsComparesEachKnobAsAModeWithItsOptionsAndItsServersLimits() throws IOException {
        ResultsFolder run = rerun("jdk-knobs");
        assertThat(run.cells()).extracting(c -> c.context().mode().name()).containsOnly("pool", "virtual", "virtual-par2", "virtual-poller1")
                .hasSize(8);
        assertThat(run.cells()).allSatisfy(cell ->
                assertThat(cell.context().parity().limit("backlog")).as("the limits %s reported", cell.cell()).isPresent());
        assertThat(run.cells()).filteredOn(cell -> cell.context().mode().equals(Mode.of("virtual-par2"))).allSatisfy(cell -> {
            assertThat(cell.context().serverJvmOptions()).isEqualTo("-Djdk.virtualThreadScheduler.parallelism=2");
            assertThat(cell.context().schedulerParallelism()).as("the carriers the JVM reported").isEqualTo(2);
        });
        assertThat(run.cells()).filteredOn(cell -> cell.context().mode().equals(Mode.of("virtual-poller1"))).allSatisfy(cell ->
                assertThat(cell.context().parity().limit("jdk.pollerMode").orElseThrow().value()).as("platform-thread pollers ran").isEqualTo("1"));
        assertThat(run.cells()).filteredOn(cell -> cell.context().mode().equals(Mode.VIRTUAL)).allSatisfy(cell ->
                assertThat(cell.context().parity().limit("jdk.pollerMode").orElseThrow().value()).as("JDK 25's default pollers").isEqualTo("2"));
        for (String scenario : List.of("io", "cpu")) {
            CellContext virtual = context(run, scenario, Mode.VIRTUAL);
            CellContext pool = context(run, scenario, Mode.POOL);
            assertThat(ParityCheck.between(virtual, pool).equalButForTheThreads()).as("%s: %s", scenario,
                    ParityCheck.between(virtual, pool).sentence()).isTrue();
        }
        assertThat(Files.readString(out.resolve("study.md"))).contains("| Mode | What it sets |").contains("virtual-par2")
                .contains("pollers on platform threads (jdk.pollerMode=1)");
    }

    private static CellContext context(ResultsFolder run, String scenario, Mode mode) {
        return run.cells().stream().map(CellResult::context).filter(c -> c.scenario().equals(scenario) && c.mode().equals(mode))
                .findFirst().orElseThrow();
    }

    private ResultsFolder rerun(String study) {
        return rerun(study, new ByteArrayOutputStream());
    }

    /**
     * The study's recorded runs copied into its folder and the study run there again: every cell it holds was measured,
     * so none runs, and the report is written from them. Every cell is as the study's tiny run left it: measured, on the
     * one CPU it was verified to have.
     */
    private ResultsFolder rerun(String study, ByteArrayOutputStream said) {
        TestFolders.copy(recorded(study), out);
        StudyReport report = runStudy(study, Map.of(), said);
        assertThat(report.failed()).as("failures of the study run again").isEmpty();
        ResultsFolder run = ResultsFolder.open(out.resolve("run"));
        assertThat(run.cells()).isNotEmpty().allSatisfy(cell -> {
            assertThat(cell.status()).as("status of %s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.MEASURED);
            assertThat(cell.context().availableProcessors()).as("verified CPUs of %s", cell.cell()).isEqualTo(1);
        });
        assertThat(out.resolve("study.html")).exists();
        return run;
    }

    private StudyReport runStudy(String name, Map<String, String> options, ByteArrayOutputStream said) {
        Study study = Studies.get(name);
        return new StudyRunner(TestMatrix.DEFINITIONS, ImageSource.HERMETIC, new PrintStream(said, true, StandardCharsets.UTF_8))
                .run(study, StudyScale.TINY, new StudyOptions(options), List.of("cpu-1"), study.defaultJvms(), out,
                        "harness/vtbench study " + name + " --scale tiny --profiles cpu-1 --out " + out);
    }

    private static ResultsFolder recordedRun(String study) {
        return ResultsFolder.open(recorded(study).resolve("run"));
    }

    private static Path recorded(String study) {
        return TestFolders.resource("/recorded/study-" + study);
    }
}
