package dev.vtbench.harness;

import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.run.CellRunner;
import dev.vtbench.harness.run.RunSettings;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A server that fails in each way a cell can meet, for real: OOM-killed by its memory limit under load, never
 * answering GET /health, and answering but not as the cell asked (verify refuses it). Each cell ends FAILED with a
 * reason that names the cause and the server's log, records no figure, and leaves no container.
 */
class ServerFaultIT {
    /** An image of the backend under a runtime's name: it runs, but listens on VTBENCH_BACKEND_PORT, never on VTBENCH_PORT. */
    private static final String DEAF = "vtbench-fault-deaf";
    private static final long ME = ProcessHandle.current().pid();

    @TempDir
    Path folder;

    @AfterEach
    void leavesNoContainer() throws InterruptedException {
        assertThat(HarnessContainers.describe(HarnessContainers.leftBy(ME))).as("containers left after the faulty cell").isEmpty();
    }

    @AfterAll
    static void removeTheDeafImage() {
        try {
            DockerEngine.client().removeImageCmd("vtbench/" + DEAF + ":temurin-25").exec();
        } catch (RuntimeException e) {
            // not built: nothing to remove
        }
    }

    @Test
    void serverOomKilledUnderLoadIsReportedAsOomWithItsLog() throws Exception {
        // 192 MiB for a JVM told its heap is 1 GiB, whose parallel collector fills a ~270 MiB eden before its first
        // collection: /alloc's 1 MiB per request takes the server past its limit within a second of load, not at start.
        CpuProfile small = new CpuProfile("cpu-1-192m", 1, CpuSet.parse("1"), CpuSet.parse("0"), 192L << 20);
        Cell alloc = TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "alloc", LoadSpec.closed(16, Warmup.fixed(2), 8));
        Cell cell = new Cell(alloc.runtime(), alloc.jvm(), Mode.POOL, small, alloc.scenario(), alloc.load(),
                ServerJvmOptions.parse("-XX:+UseParallelGC -Xms1g -Xmx1g"));
        CellResult result = runner(cell).run(cell, folder.resolve("run/oom"));
        assertThat(result.status()).as("status of a cell whose server outgrew its memory limit: %s", result.reason())
                .isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).as("the reason says the server died of its memory limit, and where its log is")
                .contains("the server died during repetition 1").contains("OOMKilled").contains("server-1.log");
        assertThat(result.serverLog()).as("the result links the server's log").endsWith("server-1.log");
        assertThat(folder.resolve("run/oom/server-1.log")).as("the server's log is kept").exists();
        assertThat(result.repetitions()).as("no figure from a load that killed its server").isEmpty();
    }

    @Test
    void oomKillInALaterRepetitionKeepsTheEarlierOnes() throws Exception {
        // The same 1 GiB heap fits cpu-1's 2 GiB in repetition 1; repetition 2's container has its limit cut to 192 MiB
        // as soon as it appears (docker update, the same cgroup limit a profile sets), so its first loaded second kills it.
        // Repetition 1 only has to be measured (3 s will do); repetition 2 dies in its first loaded second whatever its length.
        Cell alloc = TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "alloc", LoadSpec.closed(16, Warmup.fixed(2), 3));
        Cell cell = new Cell(alloc.runtime(), alloc.jvm(), Mode.POOL, alloc.profile(), alloc.scenario(), alloc.load(),
                ServerJvmOptions.parse("-XX:+UseParallelGC -Xms1g -Xmx1g"));
        CompletableFuture<String> squeezed = CompletableFuture.supplyAsync(() -> squeezeTheSecondServer(192L << 20));
        CellResult result = new CellRunner(TestMatrix.IMAGES, new GatlingRun(TestMatrix.DEFINITIONS.root()),
                new RunSettings(2, ImageSource.HERMETIC)).run(cell, folder.resolve("run/later"));
        assertThat(squeezed.get(10, TimeUnit.SECONDS)).as("the second server's limit was cut").isNotEmpty();
        assertThat(result.status()).as("status: %s", result.reason()).isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).as("the reason says repetition 2's server died of its memory limit, and where its log is")
                .contains("the server died during repetition 2").contains("OOMKilled").contains("server-2.log");
        assertThat(result.repetitions()).as("repetition 1, measured before the OOM kill, is kept").hasSize(1);
        assertThat(result.repetitions().get(0).load().ok()).as("repetition 1's requests").isPositive();
    }

    @Test
    void serverThatNeverAnswersHealthTimesOutWithItsLog() throws Exception {
        Cell plain = TestMatrix.cell("plain-jdk", "temurin-25", "pool", "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
        Path backend = TestMatrix.DEFINITIONS.root().resolve("apps/backend");
        RuntimeDefinition deaf = new RuntimeDefinition(DEAF, "runs, but never listens on VTBENCH_PORT", List.of("pool"), 200,
                TestMatrix.DEFINITIONS.root().resolve("images/backend/Dockerfile"), backend,
                List.of("target/vtbench-backend.jar", "target/lib"), 5);
        Cell cell = new Cell(deaf, plain.jvm(), Mode.POOL, plain.profile(), plain.scenario(), plain.load());
        CellResult result = runner(cell).run(cell, folder.resolve("run/deaf"));
        assertThat(result.status()).as("status of a cell whose server never became healthy").isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).as("the reason names the cell, the timeout and the log")
                .contains(cell.id() + " did not become ready").contains("did not answer 200 within 5 s").contains("server-1.log");
        assertThat(Files.readString(folder.resolve("run/deaf/server-1.log"))).as("the log holds what the server said while it ran")
                .isNotBlank();
        assertThat(result.repetitions()).as("nothing measured").isEmpty();
    }

    @Test
    void serverInAnotherThreadingModeThanItsCellIsRefusedByVerify() throws Exception {
        // "Virtual" is not the harness's virtual mode (a cell of it expects platform threads), but Tomcat's entrypoint
        // (as Liberty's) lower-cases it and runs requests on virtual threads: a runtime whose mode name maps to another
        // setting. Tomcat, not Liberty: the same refusal after a start of seconds, not of 16 s on one CPU.
        Cell tomcat = TestMatrix.cell("tomcat", "temurin-25", "pool", "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
        RuntimeDefinition runtime = tomcat.runtime();
        RuntimeDefinition misnamed = new RuntimeDefinition(runtime.name(), runtime.description(), List.of("Virtual"), runtime.poolSize(),
                runtime.dockerfile(), runtime.context(), runtime.contextRequires(), runtime.startupTimeoutSeconds());
        Cell cell = new Cell(misnamed, tomcat.jvm(), Mode.of("Virtual"), tomcat.profile(), tomcat.scenario(), tomcat.load());
        CellResult result = runner(cell).run(cell, folder.resolve("run/misnamed"));
        assertThat(result.status()).as("status of a cell whose server runs another threading mode").isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).as("verify names each check the server failed, and its log")
                .contains(cell.id() + " failed verification before load")
                .contains("/info mode = Virtual").contains("/info virtualThread (requests run on platform threads) = false")
                .contains("server-1.log");
        assertThat(result.repetitions()).as("no load applied to a server that failed verification").isEmpty();
    }

    /** Waits for this JVM's second server container, then cuts its memory limit (and swap) to {@code bytes}; returns its id. */
    private static String squeezeTheSecondServer(long bytes) {
        Set<String> seen = new LinkedHashSet<>();
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(3);
        while (System.nanoTime() < deadline) {
            for (Container server : HarnessContainers.of(ME, "server")) {
                if ("running".equals(server.getState()) && seen.add(server.getId()) && seen.size() == 2) {
                    DockerEngine.client().updateContainerCmd(server.getId()).withMemory(bytes).withMemorySwap(bytes).exec();
                    return server.getId();
                }
            }
            try {
                Thread.sleep(50);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return "";
            }
        }
        return "";
    }

    private static CellRunner runner(Cell cell) {
        return new CellRunner(TestMatrix.IMAGES, new GatlingRun(TestMatrix.DEFINITIONS.root()),
                new RunSettings(1, ImageSource.HERMETIC));
    }
}
