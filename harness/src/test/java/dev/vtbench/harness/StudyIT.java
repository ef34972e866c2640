package dev.vtbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.cli.MainAccess;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.study.JmhResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The studies live at their tiny scale, through docs/studies.md's command, under cpu-1, where only a live run shows it:
 * the in-process ones (in the plain-JDK image) measure every implementation, write the report with the seed's figures
 * beside ours and keep to the bounds physics sets (Little's law for the pool of blocking tasks); a matrix study (the
 * scheduler's) runs its verified cells, a JVM option of its own in one of its runs, which the JVM is seen to take. The
 * other matrix studies' judgements and reports are RecordedStudiesTest's, on cells these same commands measured. No
 * timing target: which implementation is faster is what the study reports, not what a test on a 2-core machine may
 * assert.
 */
class StudyIT {

    @Test
    void mergeSortMeasuresEveryImplementationAndReportsBesideTheSeed(@TempDir Path out) throws Exception {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("study", "merge-sort", "--scale", "tiny", "--profiles", "cpu-1",
                "--out", out.toString()));
        assertThat(outcome.exitCode()).as("exit code; stderr: %s", outcome.stderr()).isZero();

        List<JmhResult> results = JmhResult.read(out.resolve("cpu-1-temurin-25/jmh.json"));
        assertThat(results).extracting(r -> r.parameter("implementation"))
                .containsExactly("ARRAYS_SORT", "NO_TASKS", "INLINE_TASKS", "FORK_JOIN", "VIRTUAL_THREADS");
        assertThat(results).allSatisfy(r -> {
            assertThat(r.timings().iterations()).as("measured sorts of %s", r.parameters()).isEqualTo(3);
            assertThat(r.timings().min()).as("a sort of 10,000 doubles takes time").isPositive();
            assertThat(r.jvm()).startsWith("OpenJDK 64-Bit Server VM 25");
        });
        String markdown = Files.readString(out.resolve("study.md"));
        assertThat(markdown).contains("| Virtual threads |").contains("(seed)").contains("Published in Seed 002 (`docs/seeds/002_25b42d3b047ee89b.md`")
                .contains("availableProcessors() from the quota: 1").contains("scheduler:").contains("cgroup:");
        JsonNode report = new ObjectMapper().readTree(out.resolve("study.json").toFile());
        assertThat(report.path("findings").get(0).asText()).contains("virtual threads took").contains("the fork-join pool's time");
        assertThat(report.path("failed")).isEmpty();
        assertThat(Files.readString(out.resolve("study.html"))).contains("<table>").contains("Fork-join thread pool");
    }

    @Test
    void blockingFanoutRespectsLittlesLaw(@TempDir Path out) throws Exception {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("study", "blocking-fanout", "--scale", "tiny", "--profiles", "cpu-1",
                "--tasks", "640", "--out", out.toString()));
        assertThat(outcome.exitCode()).as("exit code; stderr: %s", outcome.stderr()).isZero();

        List<JmhResult> results = JmhResult.read(out.resolve("cpu-1-temurin-25/jmh.json"));
        JmhResult pool = results.stream().filter(r -> r.parameter("executor").equals("pool")).findFirst().orElseThrow();
        JmhResult virtual = results.stream().filter(r -> r.parameter("executor").equals("virtual")).findFirst().orElseThrow();
        // 64 threads, 640 tasks of 100 ms: at most 64 in progress, so no batch can finish in under 10 rounds of 100 ms.
        assertThat(pool.timings().min()).as("pool of 64, 640 tasks of 100 ms").isGreaterThanOrEqualTo(1_000);
        // Every task sleeps 100 ms, whatever runs it.
        assertThat(virtual.timings().min()).as("virtual threads, 640 tasks of 100 ms").isGreaterThanOrEqualTo(100);
        assertThat(Files.readString(out.resolve("study.md"))).contains("| Fixed pool of 64 | ").contains("Little's-law floor")
                .contains("161,956").contains("## through /io: cpu-1, plain-jdk on temurin-25").contains("DERIVED, not measured");

        // Through /io: plain-jdk's pool cut to the seed's 64 threads, verified cells of a harness run.
        ResultsFolder run = ResultsFolder.open(out.resolve("run"));
        assertThat(run.cells()).extracting(c -> c.context().mode()).containsExactlyInAnyOrder(Mode.POOL, Mode.VIRTUAL);
        assertThat(run.cells()).allSatisfy(cell -> {
            assertThat(cell.status()).as("status of %s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.MEASURED);
            assertThat(cell.context().availableProcessors()).as("verified CPUs of %s", cell.cell()).isEqualTo(1);
            assertThat(cell.context().endpoint()).isEqualTo("/io?delayMs=100");
            // A fixed warm-up always opens a window; whether it counts (a JIT still compiling leaves it out) is the cell's to say.
            assertThat(cell.repetitions()).as("%s has a window after its fixed warm-up", cell.cell())
                    .allSatisfy(r -> assertThat(r.windowOpened()).isTrue())
                    .allSatisfy(r -> assertThat(r.counted() || r.leftOut() != null).as("counted, or left out saying why").isTrue());
        });
        CellResult ioPool = run.cells().stream().filter(c -> c.context().mode().equals(Mode.POOL)).findFirst().orElseThrow();
        assertThat(ioPool.context().poolSize()).as("pool size %s reported in /info", ioPool.cell()).isEqualTo(64);
        // 64 threads that each block 100 ms complete at most 640 requests a second (Little's law). In a window of T seconds
        // each thread can also finish the request it was in when the window opened: at most 64 x (T / 0.1 s + 1) in T.
        double window = ioPool.context().durationSeconds();
        assertThat(ioPool.repetitions()).as("each window of %s over %.0f s", ioPool.cell(), window).allSatisfy(r ->
                assertThat(r.load().throughputPerSecond()).isLessThanOrEqualTo(64 * (window / 0.1 + 1) / window));
    }

    @Test
    void backgroundJobsMeasuresJobRunrAndTheEmulationWithEveryJobSucceededAndTheSameDocuments(@TempDir Path out) throws Exception {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("study", "background-jobs", "--scale", "tiny", "--profiles", "cpu-1",
                "--out", out.toString()));
        assertThat(outcome.exitCode()).as("exit code; stderr: %s", outcome.stderr()).isZero();

        // JobRunr itself: its own worker counts under 1 CPU (x 8 platform, x 16 virtual), every job SUCCEEDED in its storage.
        Path jobRunr = out.resolve("cpu-1-temurin-25-jobrunr");
        List<JsonNode> jobRunrBatches = batches(jobRunr, 50);
        assertThat(jobRunrBatches).allSatisfy(batch -> {
            JsonNode reported = batch.path("jobRunr");
            assertThat(reported.path("succeeded").asInt()).as("jobs JobRunr stored as SUCCEEDED in %s", batch).isEqualTo(50);
            assertThat(reported.path("version").asText()).as("JobRunr's version").matches("\\d+\\.\\d+\\.\\d+");
            assertThat(reported.path("pollIntervalMillis").asInt()).as("JobRunr's shortest poll interval").isEqualTo(200);
            boolean pool = batch.path("executor").asText().equals("pool");
            assertThat(reported.path("threadType").asText()).isEqualTo(pool ? "PlatformThreads" : "VirtualThreads");
            assertThat(batch.path("workers").asInt()).as("JobRunr's default workers in %s", batch).isEqualTo(pool ? 8 : 16);
        });
        List<JmhResult> jobRunrResults = JmhResult.read(jobRunr.resolve("jmh.json"));
        assertThat(jobRunrResults).extracting(r -> r.parameter("executor")).containsExactly("pool", "virtual");
        assertThat(jobRunrResults).allSatisfy(r -> assertThat(r.benchmark()).contains("JobRunrBackgroundJobsBenchmark"));
        // Little's law: with at most N jobs in progress, each waiting 50 ms on the backend, 50 jobs need ceil(50/N) rounds.
        assertThat(jobRunrResults.get(0).timings().min()).as("8 platform-thread workers, 50 jobs of 50 ms: ceil(50/8) rounds")
                .isGreaterThanOrEqualTo(350);
        int virtualInProgress = jobRunrBatches.stream().filter(b -> b.path("executor").asText().equals("virtual"))
                .mapToInt(b -> b.path("mostInProgress").asInt()).max().orElseThrow();
        assertThat(jobRunrResults.get(1).timings().min()).as("JobRunr's virtual-thread workers with up to %d jobs in progress", virtualInProgress)
                .isGreaterThanOrEqualTo(Math.ceil(50.0 / virtualInProgress) * 50);

        // The emulation: the pool of JobRunr's default 8 threads against a virtual thread per job, every job handed over at once.
        Path emulation = out.resolve("cpu-1-temurin-25-emulation");
        List<JsonNode> emulationBatches = batches(emulation, 50);
        assertThat(emulationBatches).allSatisfy(batch -> assertThat(batch.has("jobRunr")).as("an emulation's batch %s", batch).isFalse());
        assertThat(emulationBatches.get(0).path("workers").asInt()).as("JobRunr's default pool under 1 CPU: availableProcessors() x 8")
                .isEqualTo(8);
        List<JmhResult> emulationResults = JmhResult.read(emulation.resolve("jmh.json"));
        assertThat(emulationResults).extracting(r -> r.parameter("executor")).containsExactly("pool", "virtual");
        assertThat(emulationResults.get(0).timings().min()).as("pool of 8, 50 jobs of 50 ms").isGreaterThanOrEqualTo(350);
        assertThat(emulationResults.get(1).timings().min()).as("every job waits 50 ms on the backend").isGreaterThanOrEqualTo(50);

        // The same job in both variants and on both executors: one set of documents.
        assertThat(java.util.stream.Stream.concat(jobRunrBatches.stream(), emulationBatches.stream()).map(b -> b.path("checksum").asLong())
                .distinct()).as("checksums of every batch of both variants").hasSize(1);
        String markdown = Files.readString(out.resolve("study.md"));
        assertThat(markdown).contains("temurin-25: JobRunr (the seed's system)\n").contains("temurin-25: executor emulation (all jobs handed over at once)\n")
                .contains("| Run | JobRunr, 8 platform-thread workers (s) | JobRunr, 16 virtual-thread workers (s) |")
                .contains("| Run | Pool of 8 (s) | Virtual thread per job (s) |")
                .contains("poll interval 200 ms").contains("PlatformThreads 8, VirtualThreads 16")
                .contains("| Peak heap used |").contains("| Most jobs in progress at once | 8 |").contains("2.37 GB").contains("(seed: 64.1%");
        JsonNode report = new ObjectMapper().readTree(out.resolve("study.json").toFile());
        assertThat(report.path("failed")).as("failed conditions").isEmpty();
        assertThat(report.path("findings")).extracting(JsonNode::asText).satisfiesExactly(
                f -> assertThat(f).startsWith("JobRunr (the seed's system): Seed 001's finding"),
                f -> assertThat(f).startsWith("executor emulation (all jobs handed over at once): Seed 001's finding"));
    }

    /** A variant's heap lines: 1 warm-up and 3 measured batches per executor, every job done, heap figures within bounds. */
    private static List<JsonNode> batches(Path folder, int jobs) throws java.io.IOException {
        ObjectMapper json = new ObjectMapper();
        List<JsonNode> batches = new java.util.ArrayList<>();
        for (String line : Files.readAllLines(folder.resolve("heap.jsonl"))) {
            batches.add(json.readTree(line));
        }
        assertThat(batches).as("1 warm-up and 3 measured runs per executor in %s", folder).hasSize(8).allSatisfy(batch -> {
            assertThat(batch.path("completed").asInt()).as("jobs done in %s", batch).isEqualTo(jobs);
            if (batch.path("executor").asText().equals("pool")) {
                assertThat(batch.path("mostInProgress").asInt()).as("jobs in progress at once on a pool of 8 threads in %s", batch)
                        .isBetween(1, 8);
            }
            long peak = batch.path("peakUsedBytes").asLong();
            long occupied = batch.path("maxCommittedBytes").asLong();
            assertThat(peak).as("peak heap in %s", batch).isPositive().isLessThanOrEqualTo(occupied);
            assertThat(occupied).as("heap occupied in %s", batch).isLessThanOrEqualTo(batch.path("maxHeapBytes").asLong());
        });
        return batches;
    }

    @Test
    void schedulerRunsVirtualThreadsWithTheParallelismAskedAndRecordsIt(@TempDir Path out) throws Exception {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("study", "scheduler", "--scale", "tiny", "--profiles", "cpu-1",
                "--parallelism", "2", "--out", out.toString()));
        assertThat(outcome.exitCode()).as("exit code; stderr: %s", outcome.stderr()).isZero();

        ResultsFolder asked = ResultsFolder.open(out.resolve("run-parallelism-2"));
        assertThat(asked.cells()).singleElement().satisfies(cell -> {
            assertThat(cell.status()).as("status of %s: %s", cell.cell(), cell.reason()).isEqualTo(CellStatus.MEASURED);
            assertThat(cell.context().mode()).isEqualTo(Mode.VIRTUAL);
            assertThat(cell.context().schedulerParallelism()).as("the scheduler's parallelism the JVM reported").isEqualTo(2);
            assertThat(cell.verification()).anySatisfy(check -> assertThat(check).startsWith("ok   /info virtualThreadScheduler.parallelism"));
        });
        JsonNode recorded = new ObjectMapper().readTree(out.resolve("run-parallelism-2").resolve(ResultsFolder.RESULTS_FILE).toFile());
        assertThat(recorded.path("cells").get(0).path("context").path("serverJvmOptions").asText())
                .isEqualTo("-Djdk.virtualThreadScheduler.parallelism=2");

        ResultsFolder reference = ResultsFolder.open(out.resolve("run-parallelism-default"));
        assertThat(reference.cells()).extracting(c -> c.context().mode()).containsExactlyInAnyOrder(Mode.POOL, Mode.VIRTUAL);
        assertThat(reference.cells()).allSatisfy(cell -> assertThat(cell.context().serverJvmOptions()).isEmpty());
        assertThat(reference.cells()).filteredOn(cell -> cell.context().mode().isVirtual()).singleElement()
                .satisfies(cell -> assertThat(cell.context().schedulerParallelism()).as("the default: availableProcessors()").isEqualTo(1));
        assertThat(Files.readString(out.resolve("study.md"))).contains("| Parallelism asked |").contains("| 2 | virtual | 2 |")
                .contains("ForkJoinPool thread management").contains("CPU scheduler");
    }
}
