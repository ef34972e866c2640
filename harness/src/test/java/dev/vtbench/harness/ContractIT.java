package dev.vtbench.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuProfile;
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
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The same contract for every runtime x mode on Temurin 25, and every runtime's virtual mode on Temurin 21, under one
 * CPU: every endpoint answers with the shared workload's bodies and checksums, bad input gets a 400 naming the
 * parameter, and /info proves the CPU count and that virtual mode runs requests on virtual threads (and the other modes
 * on platform threads). On Temurin 21 only the virtual mode: it is the one whose behaviour the JDK changes (pinning
 * before JEP 491); a pool mode runs the same code on platform threads on either JDK.
 * <p>Nothing here is measured, so two servers start at once, one pinned to each core (cpu-1 as the matrix defines it,
 * and its twin on the other core): a start is one core's work (a Liberty start on one CPU costs about 16 s), and the
 * contract holds or not whichever core the JVM was given. Every server is started in {@link #startEveryServer}, two at
 * a time ({@link ServersTwoAtATime}); each case then reads what its own server answered.
 * (This also holds what ServerContainerIT checked on plain-jdk's four cells with a server of its own each:
 * availableProcessors() 1 under cpu-1, the thread kind per mode and the JVM inside; one server start now serves both.)
 */
class ContractIT {
    private static final Duration ALL_SERVERS_WITHIN = Duration.ofMinutes(15);
    /** By case: what its server answered, or how its start or verification failed. */
    private static final Map<String, ServersTwoAtATime.Outcome<Answered>> ANSWERED = new ConcurrentHashMap<>();
    private static BackendContainer backend;
    private static Path logs;

    /** What one case's server answered: its verification and its /cpu checksum. */
    private record Answered(Verification verification, String cpuChecksum) {}

    static Stream<Arguments> cells() {
        return TestMatrix.DEFINITIONS.runtimes().all().stream().flatMap(runtime -> Stream.concat(
                runtime.modes().stream().map(mode -> Arguments.of(runtime.name(), "temurin-25", mode)),
                Stream.of(Arguments.of(runtime.name(), "temurin-21", "virtual"))));
    }

    @BeforeAll
    static void startEveryServer() throws Exception {
        // In the build's own folder, as EngineContainerIT's: kept for a failure's message to point at, and gone with
        // `mvn clean` instead of piling up in /tmp run after run.
        logs = Files.createDirectories(Path.of("target", "contract-it"));
        backend = new BackendContainer(TestMatrix.IMAGES.backendImage().image(), ServersTwoAtATime.cpu1().driverCpuset(),
                logs.resolve("backend.log"));
        backend.start();
        List<Cell> cases = cells().map(arguments -> cell(arguments.get())).toList();
        // Images first, one after another on this thread: a build is the engine's work, and the builder is not shared
        // between threads. The starts get the image's name.
        Map<Cell, String> images = new java.util.LinkedHashMap<>();
        for (Cell cell : cases) {
            var image = TestMatrix.IMAGES.runtimeImage(cell.runtime(), cell.jvm().name());
            if (image.built()) {
                images.put(cell, image.image());
            } else {
                ANSWERED.put(cell.id(), ServersTwoAtATime.Outcome.notStarted(
                        "no image of " + cell.runtime().name() + " on " + cell.jvm().name() + ": " + image.skipReason()));
            }
        }
        ServersTwoAtATime.run(images.keySet(), ALL_SERVERS_WITHIN, (cell, profile) -> answer(cell, images.get(cell), profile))
                .forEach((cell, outcome) -> ANSWERED.put(cell.id(), outcome));
    }

    @AfterAll
    static void stopBackend() {
        if (backend != null) {
            backend.stop();
        }
    }

    @ParameterizedTest(name = "{0}/{1}/{2}/cpu-1")
    @MethodSource("cells")
    void everyRuntimeAndModeMeetsTheContract(String runtimeName, String jvm, String mode) {
        Cell cell = cell(new Object[] {runtimeName, jvm, mode});
        Path log = log(cell);
        ServersTwoAtATime.Outcome<Answered> answered = ANSWERED.get(cell.id());
        assertThat(answered).as("%s was started", cell.id()).isNotNull();
        assertThat(answered.failure()).as("%s started and answered (log: %s)", cell.id(), log).isNull();
        Verification verification = answered.result().verification();
        assertThat(verification.failures()).as("failed checks of %s on cores %s (log: %s)", cell.id(), answered.cores(), log)
                .isEmpty();
        assertThat(verification.info("availableProcessors")).as("availableProcessors of %s under one CPU", cell.id()).isEqualTo("1");
        assertThat(verification.info("virtualThread")).as("%s: a request ran on a virtual thread", cell.id())
                .isEqualTo(Boolean.toString(cell.virtual()));
        assertThat(verification.info("jvmVersion")).as("JVM inside %s", cell.id()).startsWith(jvm.substring(jvm.indexOf('-') + 1));
        Map<String, String> checksums = new java.util.TreeMap<>();
        ANSWERED.forEach((id, other) -> {
            if (other.failure() == null) {
                checksums.put(id, other.result().cpuChecksum());
            }
        });
        assertThat(checksums.values().stream().distinct()).as("/cpu?n=5000 checksums across runtimes: %s", checksums).hasSize(1);
    }

    private static Cell cell(Object[] arguments) {
        return TestMatrix.cell((String) arguments[0], (String) arguments[1], (String) arguments[2], "cpu-1", "hello",
                LoadSpec.closed(1, Warmup.fixed(0), 1));
    }

    private static Path log(Cell cell) {
        return logs.resolve(cell.folderName() + ".log");
    }

    /** Starts {@code cell}'s server from {@code image} under {@code profile}, verifies it and asks /cpu for its checksum. */
    private static Answered answer(Cell cell, String image, CpuProfile profile) throws Exception {
        RuntimeDefinition runtime = cell.runtime();
        try (ServerContainer server = new ServerContainer(image, cell.mode().name(), runtime.poolSize(), profile, backend.baseUrl(),
                log(cell), Duration.ofSeconds(runtime.startupTimeoutSeconds()))) {
            server.start();
            Verification verification = CellVerifier.verify(server.baseUrl(),
                    new Expectation(runtime.name(), cell.mode().name(), 1, cell.virtual(), true));
            String cpu = new HttpProbe(server.baseUrl()).get("/cpu?n=5000").body();
            return new Answered(verification, new ObjectMapper().readTree(cpu).path("checksum").asText());
        }
    }
}
