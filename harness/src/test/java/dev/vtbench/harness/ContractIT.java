package dev.vtbench.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import dev.vtbench.harness.verify.CellVerifier;
import dev.vtbench.harness.verify.Expectation;
import dev.vtbench.harness.verify.HttpProbe;
import dev.vtbench.harness.verify.Verification;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same contract for every runtime x mode on Temurin 25, and every runtime's virtual mode on Temurin 21, under
 * cpu-1: every endpoint answers with the shared workload's bodies and checksums, bad input gets a 400 naming the
 * parameter, and /info proves the CPU count and that virtual mode runs requests on virtual threads (and the other modes
 * on platform threads). On Temurin 21 only the virtual mode: it is the one whose behaviour the JDK changes (pinning
 * before JEP 491); a pool mode runs the same code on platform threads on either JDK, and a Liberty start on one CPU
 * costs about 16 s.
 * (This also holds what ServerContainerIT checked on plain-jdk's four cells with a server of its own each:
 * availableProcessors() 1 under cpu-1, the thread kind per mode and the JVM inside; one server start now serves both.)
 */
class ContractIT {
    private static final Map<String, String> CPU_BODIES = new ConcurrentHashMap<>();
    private static BackendContainer backend;
    private static Path logs;

    static Stream<Arguments> cells() {
        return TestMatrix.DEFINITIONS.runtimes().all().stream().flatMap(runtime -> Stream.concat(
                runtime.modes().stream().map(mode -> Arguments.of(runtime.name(), "temurin-25", mode)),
                Stream.of(Arguments.of(runtime.name(), "temurin-21", "virtual"))));
    }

    @BeforeAll
    static void startBackend() throws Exception {
        // In the build's own folder, as EngineContainerIT's: kept for a failure's message to point at, and gone with
        // `mvn clean` instead of piling up in /tmp run after run.
        logs = Files.createDirectories(Path.of("target", "contract-it"));
        backend = new BackendContainer(TestMatrix.IMAGES.backendImage().image(),
                TestMatrix.DEFINITIONS.profiles().get("cpu-1").driverCpuset(), logs.resolve("backend.log"));
        backend.start();
    }

    @AfterAll
    static void stopBackend() {
        backend.stop();
    }

    @ParameterizedTest(name = "{0}/{1}/{2}/cpu-1")
    @MethodSource("cells")
    void everyRuntimeAndModeMeetsTheContract(String runtimeName, String jvm, String mode) throws Exception {
        Cell cell = TestMatrix.cell(runtimeName, jvm, mode, "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
        RuntimeDefinition runtime = cell.runtime();
        var image = TestMatrix.IMAGES.runtimeImage(runtime, jvm);
        assertThat(image.built()).as("image of %s on %s: %s", runtimeName, jvm, image.skipReason()).isTrue();
        Path log = logs.resolve(cell.folderName() + ".log");
        try (ServerContainer server = new ServerContainer(image.image(), mode, runtime.poolSize(), cell.profile(), backend.baseUrl(),
                log, Duration.ofSeconds(runtime.startupTimeoutSeconds()))) {
            server.start();
            Verification verification = CellVerifier.verify(server.baseUrl(),
                    new Expectation(runtimeName, mode, 1, cell.virtual(), true));
            assertThat(verification.failures()).as("failed checks of %s (log: %s)", cell.id(), log).isEmpty();
            assertThat(verification.info("availableProcessors")).as("availableProcessors of %s under cpu-1", cell.id()).isEqualTo("1");
            assertThat(verification.info("virtualThread")).as("%s: a request ran on a virtual thread", cell.id())
                    .isEqualTo(Boolean.toString(cell.virtual()));
            assertThat(verification.info("jvmVersion")).as("JVM inside %s", cell.id()).startsWith(jvm.substring(jvm.indexOf('-') + 1));
            String cpu = new HttpProbe(server.baseUrl()).get("/cpu?n=5000").body();
            CPU_BODIES.put(cell.id(), new ObjectMapper().readTree(cpu).path("checksum").asText());
            assertThat(CPU_BODIES.values().stream().distinct()).as("/cpu?n=5000 checksums across runtimes so far: %s", CPU_BODIES)
                    .hasSize(1);
        }
    }
}
