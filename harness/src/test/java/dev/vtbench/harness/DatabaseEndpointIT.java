package dev.vtbench.harness;

import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
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
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * /db on every runtime, in its virtual mode on Temurin 25 under cpu-1, against vtbench's database seeded with the
 * repository's accounts: the whole verification, the database contract included, passes with the pool the server was
 * given. No load: one server start per runtime, one database for all.
 */
class DatabaseEndpointIT {
    private static final int POOL_SIZE = 7;
    private static DatabaseContainer database;
    private static Path logs;

    @BeforeAll
    static void startDatabase() throws Exception {
        logs = Files.createDirectories(Path.of("target", "database-endpoint-it"));
        database = new DatabaseContainer(TestMatrix.IMAGES.databaseImage().image(),
                TestMatrix.DEFINITIONS.profiles().get("cpu-1").driverCpuset(),
                Optional.of(DatabaseContainer.defaultSeed(TestMatrix.DEFINITIONS.root())), logs.resolve("database.log"));
        database.start();
    }

    @AfterAll
    static void stopDatabase() {
        database.stop();
    }

    @ParameterizedTest(name = "{0}/temurin-25/virtual/cpu-1")
    @ValueSource(strings = {"plain-jdk", "tomcat", "liberty"})
    void everyRuntimeAnswersDbAsTheSeedSaysThroughThePoolItWasGiven(String runtimeName) {
        Cell cell = TestMatrix.cell(runtimeName, "temurin-25", "virtual", "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
        RuntimeDefinition runtime = cell.runtime();
        var image = TestMatrix.IMAGES.runtimeImage(runtime, "temurin-25");
        assertThat(image.built()).as("image of %s: %s", runtimeName, image.skipReason()).isTrue();
        Path log = logs.resolve(cell.folderName() + ".log");
        // No backend: /db needs none, and the contract's backend endpoints are left out (withBackend false).
        try (ServerContainer server = new ServerContainer(image.image(), "virtual", runtime.poolSize(), cell.profile(),
                "http://127.0.0.1:9", log, Duration.ofSeconds(runtime.startupTimeoutSeconds()))) {
            server.withEnv(database.connection().runtimeEnvironment(POOL_SIZE));
            server.start();
            Verification verification = CellVerifier.verify(server.baseUrl(),
                    new Expectation(runtimeName, "virtual", 1, true, false).withDatabase(POOL_SIZE));
            assertThat(verification.failures()).as("failed checks of %s (log: %s)", cell.id(), log).isEmpty();
            assertThat(verification.checks()).as("checks of %s", cell.id()).anyMatch(check -> check.what().startsWith("GET /db?op=deposit"));
        }
    }
}
