package dev.vtbench.harness.docker;

import dev.vtbench.harness.matrix.CpuSet;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.HexFormat;
import java.util.Optional;

/**
 * The database a cell's server queries: PostgreSQL (vtbench/postgres, {@link DatabaseImage}) on the host network at a
 * free port, seeded from an SQL file, hardened, labelled and cleaned up as every vtbench container (so that a harness
 * killed outright leaves none: {@link Lifeline}). Like the backend it shares the driver's cores, never the server's,
 * and has no CPU quota; its data lives in a tmpfs and ends with it. Ready when it answers a query on its port, which
 * its image opens only once seeded.
 */
public final class DatabaseContainer extends HostContainer<DatabaseContainer> {
    public static final String ROLE = "database";
    /** The default seed, in the repository: vtbench's accounts (the workload's Accounts.seedSql). */
    public static final String DEFAULT_SEED = "images/postgres/accounts.sql";
    public static final String DATABASE = "vtbench";
    public static final String USER = "vtbench";
    /** Seeding a large file takes a while; a bad one ends the container at once, and the wait says so. */
    public static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(300);
    /** Connections the database takes: room for the largest pools of a run's servers, and the harness's own. */
    static final int MAX_CONNECTIONS = 1_100;
    /** The image's volume its entrypoint runs the seed files of. */
    static final String SEED_FOLDER = "/seed";

    private final Optional<Path> seedFile;
    private final String password;

    /**
     * @param image the database image ({@link MatrixImages#databaseImage()})
     * @param cpuset the cores it runs on: never the server's
     * @param seedFile the SQL it is seeded with, run by psql (for vtbench's runtimes {@link #defaultSeed}); empty for
     *     an empty database (a service that makes its own tables)
     * @param logFile where its log goes
     */
    public DatabaseContainer(String image, CpuSet cpuset, Optional<Path> seedFile, Path logFile) {
        this(image, cpuset, existing(seedFile), LocalPorts.free(), logFile);
    }

    private DatabaseContainer(String image, CpuSet cpuset, Optional<Path> seedFile, int port, Path logFile) {
        super(image, ROLE, port, logFile, STARTUP_TIMEOUT);
        this.seedFile = seedFile;
        // A password of its own: the port is on the host's loopback, open to every local process.
        byte[] secret = new byte[12];
        new SecureRandom().nextBytes(secret);
        this.password = HexFormat.of().formatHex(secret);
        withEnv("VTBENCH_DB_PORT", Integer.toString(port));
        withEnv("VTBENCH_DB_NAME", DATABASE);
        withEnv("VTBENCH_DB_USER", USER);
        withEnv("VTBENCH_DB_PASSWORD", password);
        withEnv("VTBENCH_DB_MAX_CONNECTIONS", Integer.toString(MAX_CONNECTIONS));
        withCpus(cpuset, 0, 0);
        waitingFor(new DatabaseReadyWait(this::connection, seedFile, logFile).withStartupTimeout(STARTUP_TIMEOUT));
    }

    /**
     * Copies the seed into the image's /seed volume, once the container is made and before it starts: its root file
     * system is read-only, and the engine takes an archive into a volume only (Testcontainers' own copy extracts at /).
     */
    @Override
    protected void containerIsCreated(String containerId) {
        super.containerIsCreated(containerId);
        seedFile.ifPresent(file -> {
            try {
                ContainerArchive.writeFile(getDockerClient(), containerId, SEED_FOLDER, seedName(file), file);
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException("cannot copy the seed file " + file + " into the database container "
                        + containerId + ": " + e.getMessage(), e);
            }
        });
    }

    /** Refused before the container is made (and tracked for cleanup): a seed file that is not there. */
    private static Optional<Path> existing(Optional<Path> seedFile) {
        seedFile.filter(file -> !Files.isRegularFile(file)).ifPresent(file -> {
            throw new IllegalArgumentException("the database's seed file " + file + " does not exist: give an SQL file");
        });
        return seedFile;
    }

    /** vtbench's default seed under {@code root} (a checkout, or the unpacked distribution). */
    public static Path defaultSeed(Path root) {
        return root.resolve(DEFAULT_SEED);
    }

    /** How to reach the database: at the container's address (see {@link #onEngine}), on its port. */
    public DatabaseConnection connection() {
        return new DatabaseConnection(address(), port(), DATABASE, USER, password);
    }

    /** The SQL file it was seeded with, if any. */
    public Optional<Path> seedFile() {
        return seedFile;
    }

    /** The seed's name in the container: psql runs /seed/*.sql in name order, and this is the only one. */
    static String seedName(Path seedFile) {
        String name = seedFile.getFileName().toString();
        return name.endsWith(".sql") ? name : name + ".sql";
    }
}
