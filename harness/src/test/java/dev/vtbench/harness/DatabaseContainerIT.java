package dev.vtbench.harness;

import com.github.dockerjava.api.command.InspectContainerResponse;
import dev.vtbench.harness.docker.DatabaseConnection;
import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.DatabaseQueries;
import dev.vtbench.harness.docker.HarnessIdentity;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.metrics.DatabaseSampler;
import dev.vtbench.harness.metrics.DatabaseUse;
import dev.vtbench.workload.db.Account;
import dev.vtbench.workload.db.Accounts;
import dev.vtbench.workload.db.DatabaseSettings;
import dev.vtbench.workload.db.PoolReading;
import dev.vtbench.workload.db.PooledAccountStore;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.containers.ContainerLaunchException;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The database container at tiny scale, no load: built without a registry, started hardened, pinned and labelled as
 * every vtbench container, seeded from the repository's SQL file, ready when it answers, its queries answering as the
 * workload's Accounts says (through the servers' own pool code), its figures sampled in a window; removed when stopped,
 * refused naming the seed file when a statement of it fails, and removed by the lifeline reaper when its harness is
 * killed outright.
 */
class DatabaseContainerIT {
    private static final int SECONDS_ALLOWED_AFTER_KILL = 30;
    private static String image;

    @TempDir
    Path dir;

    @BeforeAll
    static void buildTheImage() {
        image = TestMatrix.IMAGES.databaseImage().image();
    }

    @Test
    void startsSeededHardenedAndPinnedAnswersAsTheSeedAndIsRemovedWhenStopped() throws Exception {
        Path seed = DatabaseContainer.defaultSeed(TestMatrix.DEFINITIONS.root());
        String id;
        long started = System.nanoTime();
        try (DatabaseContainer database = new DatabaseContainer(image, CpuSet.parse("0"), Optional.of(seed), dir.resolve("database.log"))) {
            database.start();
            System.out.printf("DatabaseContainerIT: started and seeded with %d accounts in %.1f s%n", Accounts.ROWS,
                    (System.nanoTime() - started) / 1e9);
            id = database.getContainerId();
            InspectContainerResponse inspected = DockerEngine.client().inspectContainerCmd(id).exec();
            assertThat(inspected.getConfig().getLabels()).as("labels: cleaned up as every vtbench container")
                    .containsEntry(HostContainer.LABEL, "true").containsEntry(HostContainer.ROLE_LABEL, DatabaseContainer.ROLE)
                    .containsAllEntriesOf(HarnessIdentity.current().labels());
            assertThat(inspected.getHostConfig().getCpusetCpus()).as("pinned to the cores given").isEqualTo("0");
            assertThat(inspected.getHostConfig().getReadonlyRootfs()).as("read-only root").isTrue();
            assertThat(inspected.getHostConfig().getNetworkMode()).isEqualTo("host");

            DatabaseConnection connection = database.connection();
            try (Connection client = DatabaseQueries.connect(connection, "database-it"); Statement statement = client.createStatement();
                 ResultSet rows = statement.executeQuery("SELECT count(*), min(id), max(id) FROM accounts")) {
                assertThat(rows.next()).isTrue();
                assertThat(List.of(rows.getLong(1), rows.getLong(2), rows.getLong(3))).as("the seed's rows: count, first and last id")
                        .containsExactly((long) Accounts.ROWS, 1L, (long) Accounts.ROWS);
            }

            try (DatabaseSampler sampler = DatabaseSampler.start(database);
                 PooledAccountStore store = PooledAccountStore.open(new DatabaseSettings(connection.jdbcUrl(), connection.user(),
                         connection.password(), 2, 5_000))) {
                long from = System.currentTimeMillis();
                Account seeded = store.read(777).orElseThrow();
                Account deposited = store.deposit(777).orElseThrow();
                for (int i = 0; i < 200; i++) {
                    store.read(1 + i);
                }
                assertThat(Accounts.consistentWithSeed(seeded)).as("account 777 as read: %s", seeded).isTrue();
                assertThat(deposited).as("a deposit to it").isEqualTo(new Account(777, seeded.owner(), seeded.balance() + 1, seeded.version() + 1));
                assertThat(store.read(Accounts.ROWS + 1)).as("an id the seed lacks").isEmpty();
                PoolReading pool = store.poolReading();
                assertThat(pool.poolSize()).isEqualTo(2);
                assertThat(pool.acquisitions()).as("the pool's acquisitions").isEqualTo(203);
                assertThat(pool.heldNanos()).as("time connections were held").isPositive();
                // A connection adds its transactions to pg_stat_database when it next goes idle a second after its last
                // report, or 10 s after it went idle: wait for ours.
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(15);
                while (committedSince(sampler, from) < 203 && System.nanoTime() < deadline) {
                    Thread.sleep(200);
                }
                assertThat(committedSince(sampler, from)).as("transactions pg_stat_database counted since the first query")
                        .isGreaterThanOrEqualTo(203);
                DatabaseUse use = sampler.within(from, System.currentTimeMillis());
                assertThat(sampler.lastProblem()).as("the sampler's last problem").isEmpty();
                assertThat(use.transactionsPerSecond()).as("transactions per second in the window: %s", use).isPositive();
                assertThat(use.maxConnections()).as("the pool's connections, without the sampler's own").isBetween(2, 4);
                assertThat(use.cpuPercent()).as("the database's CPU through its engine").isGreaterThanOrEqualTo(0);
            }
        }
        assertThat(DockerEngine.client().listContainersCmd().withShowAll(true).withIdFilter(List.of(id)).exec())
                .as("the database container after stop").isEmpty();
    }

    @Test
    void aSeedThatFailsIsRefusedNamingTheFileAndLeavesNoContainer() throws Exception {
        Path seed = Files.writeString(dir.resolve("broken.sql"), Accounts.seedSql(3) + "INSERT INTO no_such_table VALUES (1);\n");
        DatabaseContainer database = new DatabaseContainer(image, CpuSet.parse("0"), Optional.of(seed), dir.resolve("broken.log"));
        try {
            assertThatThrownBy(database::start).as("a database whose seed fails").isInstanceOf(ContainerLaunchException.class)
                    .satisfies(thrown -> assertThat(causes(thrown)).as("the causes").anyMatch(message -> message.contains("exited with code 3")
                            && message.contains("the seed file " + seed + " failed") && message.contains("broken.log")));
            assertThat(Files.readString(dir.resolve("broken.log"))).as("its log names the statement").contains("no_such_table");
        } finally {
            database.stop();
        }
        assertThat(DockerEngine.client().listContainersCmd().withShowAll(true)
                .withLabelFilter(java.util.Map.of(HostContainer.ROLE_LABEL, DatabaseContainer.ROLE)).exec()).as("database containers left")
                .noneMatch(container -> HarnessIdentity.current().labels().entrySet().stream()
                        .allMatch(label -> label.getValue().equals(container.getLabels().get(label.getKey()))));
    }

    @Test
    void aHarnessKilledOutrightLeavesNoDatabase() throws Exception {
        Path seed = Files.writeString(dir.resolve("tiny.sql"), Accounts.seedSql(10));
        Process holder = new ProcessBuilder(ProcessHandle.current().info().command().orElseThrow(), "-cp",
                System.getProperty("java.class.path"), DatabaseHolder.class.getName(), image, seed.toString(),
                dir.resolve("held.log").toString()).redirectErrorStream(true).start();
        try {
            String id = readyContainer(holder);
            HarnessIdentity identity = HarnessIdentity.of(holder.toHandle());
            holder.destroyForcibly();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS_ALLOWED_AFTER_KILL);
            while (!DockerEngine.client().listContainersCmd().withShowAll(true).withIdFilter(List.of(id)).exec().isEmpty()
                    && System.nanoTime() < deadline) {
                Thread.sleep(100);
            }
            assertThat(DockerEngine.client().listContainersCmd().withShowAll(true).withLabelFilter(identity.labels()).exec())
                    .as("containers of a holder killed outright, %d s after its SIGKILL; reaper log: %s", SECONDS_ALLOWED_AFTER_KILL,
                            Files.readString(dev.vtbench.harness.docker.Lifeline.LOG)).isEmpty();
        } finally {
            holder.destroyForcibly();
        }
    }

    /** Transactions committed from the first reading at or after {@code fromMillis} to the last. */
    private static long committedSince(DatabaseSampler sampler, long fromMillis) {
        List<dev.vtbench.harness.metrics.DatabaseReading> readings = sampler.readings().stream()
                .filter(reading -> reading.wallMillis() >= fromMillis - 1_000).toList();
        return readings.size() < 2 ? 0 : readings.getLast().commits() - readings.getFirst().commits();
    }

    /** The id the holder prints once its database is ready; fails with its output if it ends first. */
    private static String readyContainer(Process holder) throws Exception {
        List<String> said = new ArrayList<>();
        BufferedReader out = new BufferedReader(new InputStreamReader(holder.getInputStream(), StandardCharsets.UTF_8));
        for (String line = out.readLine(); line != null; line = out.readLine()) {
            if (line.startsWith("ready ")) {
                return line.substring("ready ".length()).strip();
            }
            said.add(line);
        }
        throw new AssertionError("the holder ended before its database was ready; it said: " + String.join("\n", said));
    }

    private static List<String> causes(Throwable thrown) {
        List<String> messages = new ArrayList<>();
        for (Throwable cause = thrown; cause != null; cause = cause.getCause()) {
            messages.add(String.valueOf(cause.getMessage()));
        }
        return messages;
    }
}
