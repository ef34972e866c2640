package dev.vtbench.harness;

import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import dev.vtbench.harness.verify.CellVerifier;
import dev.vtbench.harness.verify.Expectation;
import dev.vtbench.harness.verify.Verification;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * /db on every runtime, in its virtual mode on Temurin 25 under cpu-1, against vtbench's database seeded with the
 * repository's accounts: the whole verification, the database contract included, passes with the pool the server was
 * given. No load: one server start per runtime, one database for all.
 * <p>Nothing here is measured, so two servers start at once, one pinned to each core (cpu-1 as the matrix defines it,
 * and its twin on the other core, {@link ServersTwoAtATime}): a start is one core's work, and /db answers the same
 * whichever core the JVM was given. The database holds both servers' pools with room to spare ({@value #POOL_SIZE}
 * connections each, far below its max_connections), but the verifications run one at a time: each reads an account,
 * deposits to it and expects exactly one deposit more than it read, which another server's deposit in between would
 * break. Every server is started and verified in {@link #verifyEveryServer}; each case then asserts its own verification.
 */
class DatabaseEndpointIT {
    private static final int POOL_SIZE = 7;
    private static final List<String> RUNTIMES = List.of("plain-jdk", "tomcat", "liberty");
    private static final Duration ALL_SERVERS_WITHIN = Duration.ofMinutes(10);
    /** Held through a verification: two at once on the one database would see each other's deposits. */
    private static final Object ONE_VERIFICATION_AT_A_TIME = new Object();
    /** Each runtime's image, resolved on the test's own thread before any start. */
    private static final Map<String, MatrixImages.Outcome> IMAGES = new HashMap<>();
    /** By runtime: its server's verification, or how its start or verification failed. */
    private static final Map<String, ServersTwoAtATime.Outcome<Verification>> VERIFIED = new HashMap<>();
    private static DatabaseContainer database;
    private static Path logs;

    @BeforeAll
    static void verifyEveryServer() throws Exception {
        logs = Files.createDirectories(Path.of("target", "database-endpoint-it"));
        database = new DatabaseContainer(TestMatrix.IMAGES.databaseImage().image(),
                ServersTwoAtATime.cpu1().driverCpuset(),
                Optional.of(DatabaseContainer.defaultSeed(TestMatrix.DEFINITIONS.root())), logs.resolve("database.log"));
        database.start();
        // Images first, one after another on this thread: the image builder is not shared between threads.
        List<String> built = new ArrayList<>();
        for (String runtime : RUNTIMES) {
            MatrixImages.Outcome image = TestMatrix.IMAGES.runtimeImage(cell(runtime).runtime(), "temurin-25");
            IMAGES.put(runtime, image);
            if (image.built()) {
                built.add(runtime);
            }
        }
        VERIFIED.putAll(ServersTwoAtATime.run(built, ALL_SERVERS_WITHIN,
                (runtime, profile) -> verify(cell(runtime), IMAGES.get(runtime).image(), profile)));
    }

    @AfterAll
    static void stopDatabase() {
        if (database != null) {
            database.stop();
        }
    }

    @ParameterizedTest(name = "{0}/temurin-25/virtual/cpu-1")
    @ValueSource(strings = {"plain-jdk", "tomcat", "liberty"})
    void everyRuntimeAnswersDbAsTheSeedSaysThroughThePoolItWasGiven(String runtimeName) {
        Cell cell = cell(runtimeName);
        var image = IMAGES.get(runtimeName);
        assertThat(image).as("image of %s was resolved", runtimeName).isNotNull();
        assertThat(image.built()).as("image of %s: %s", runtimeName, image.skipReason()).isTrue();
        Path log = log(cell);
        ServersTwoAtATime.Outcome<Verification> verified = VERIFIED.get(runtimeName);
        assertThat(verified).as("%s was started", cell.id()).isNotNull();
        assertThat(verified.failure()).as("%s started and was verified (log: %s)", cell.id(), log).isNull();
        Verification verification = verified.result();
        assertThat(verification.failures()).as("failed checks of %s on cores %s (log: %s)", cell.id(), verified.cores(), log)
                .isEmpty();
        assertThat(verification.checks()).as("checks of %s", cell.id()).anyMatch(check -> check.what().startsWith("GET /db?op=deposit"));
    }

    private static Cell cell(String runtimeName) {
        return TestMatrix.cell(runtimeName, "temurin-25", "virtual", "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
    }

    private static Path log(Cell cell) {
        return logs.resolve(cell.folderName() + ".log");
    }

    /** Starts {@code cell}'s server from {@code image} under {@code profile}, given the database, and verifies it. */
    private static Verification verify(Cell cell, String image, CpuProfile profile) {
        RuntimeDefinition runtime = cell.runtime();
        // No backend: /db needs none, and the contract's backend endpoints are left out (withBackend false).
        try (ServerContainer server = new ServerContainer(image, "virtual", runtime.poolSize(), profile,
                "http://127.0.0.1:9", log(cell), Duration.ofSeconds(runtime.startupTimeoutSeconds()))) {
            server.withEnv(database.connection().runtimeEnvironment(POOL_SIZE));
            server.start();
            synchronized (ONE_VERIFICATION_AT_A_TIME) {
                return CellVerifier.verify(server.baseUrl(),
                        new Expectation(runtime.name(), "virtual", 1, true, false).withDatabase(POOL_SIZE));
            }
        }
    }
}
