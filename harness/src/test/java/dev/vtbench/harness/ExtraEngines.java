package dev.vtbench.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Extra Docker engines on this machine, each a dockerd of its own beside the main one, playing the other hosts of a
 * run across engines (a server box, a driver box). Started and stopped by {@code harness/extra-engines.sh}, so the
 * tests and a person at the shell get the very same engines. Use it as a class fixture:
 * <pre>{@code
 * static ExtraEngines engines;
 * @BeforeAll static void start() { engines = ExtraEngines.start("server", "drivers"); }
 * @AfterAll static void stop() { engines.close(); }
 * ... new EngineEndpoint(URI.create(engines.endpoint("server")), Optional.empty()) ...
 * }</pre>
 * Starting an engine that already runs (left by a test JVM that was killed) reuses it; closing twice stops once. An
 * engine keeps its data root (its images) after it stops, so a second run does not load them again.
 */
public final class ExtraEngines implements AutoCloseable {
    private static final Path SCRIPT = DefinitionsTest.repositoryRoot().resolve("harness/extra-engines.sh");
    private static final long SECONDS_PER_ENGINE = 75;

    private final List<String> names;
    private final Thread stopAtExit;
    private boolean closed;

    private ExtraEngines(List<String> names) {
        this.names = List.copyOf(names);
        // A test JVM that ends without closing (a failed @BeforeAll, Ctrl-C) should not leave daemons running.
        this.stopAtExit = new Thread(() -> runScript("stop", this.names), "stop extra engines");
    }

    /** Starts the engines (names: lower-case letters, digits, '-') and returns once each answers GET /_ping. */
    public static ExtraEngines start(String... names) {
        return start(List.of(names));
    }

    public static ExtraEngines start(List<String> names) {
        requireRootAndDockerd();
        ExtraEngines engines = new ExtraEngines(names);
        Runtime.getRuntime().addShutdownHook(engines.stopAtExit);
        try {
            runScript("start", engines.names);
        } catch (RuntimeException e) {
            engines.close();
            throw e;
        }
        return engines;
    }

    /** The Docker endpoint of engine {@code name}, as DOCKER_HOST and a topology file's {@code *.engine} write it. */
    public String endpoint(String name) {
        if (!names.contains(name)) {
            throw new IllegalArgumentException("no extra engine named '" + name + "' was started here; started: " + names);
        }
        return "unix://" + socket(name);
    }

    public List<String> names() {
        return names;
    }

    /** The socket of engine {@code name}; it exists exactly while the engine runs. */
    static Path socket(String name) {
        return Path.of("/run/vtbench-engines", name + ".sock");
    }

    /** Stops every engine (each stops its own containers first); an engine already stopped is left alone. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            Runtime.getRuntime().removeShutdownHook(stopAtExit);
        } catch (IllegalStateException shuttingDown) {
            // the hook is running or about to: it stops the engines itself
            return;
        }
        runScript("stop", names);
    }

    private static void requireRootAndDockerd() {
        try {
            if (!Integer.valueOf(0).equals(Files.getAttribute(Path.of("/proc/self"), "unix:uid"))) {
                throw new IllegalStateException("extra Docker engines start dockerd, which needs root: run this test as root "
                        + "(the machine's CI does), or skip it with -Dit.test naming other tests");
            }
        } catch (IOException | UnsupportedOperationException e) {
            throw new IllegalStateException("cannot tell whether this test runs as root (" + e + "): extra Docker engines "
                    + "need Linux and root");
        }
        boolean dockerdFound = Stream.of(System.getenv().getOrDefault("PATH", "").split(":"))
                .anyMatch(dir -> !dir.isEmpty() && Files.isExecutable(Path.of(dir, "dockerd")));
        if (!dockerdFound) {
            throw new IllegalStateException("no dockerd on the PATH: install Docker's engine as root with "
                    + "`harness/setup-machine.sh` (Debian's docker.io), then run this test again");
        }
    }

    private static void runScript(String command, List<String> names) {
        List<String> line = new ArrayList<>(List.of("bash", SCRIPT.toString(), command));
        line.addAll(names);
        String shown = "harness/extra-engines.sh " + String.join(" ", line.subList(2, line.size()));
        try {
            // Output to a file, not a pipe: waiting on a pipe would outlast the time limit if the script hung.
            Path output = Files.createTempFile("extra-engines-", ".log");
            try {
                Process process = new ProcessBuilder(line).redirectErrorStream(true)
                        .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                        .redirectOutput(output.toFile()).start();
                long limit = 15 + SECONDS_PER_ENGINE * names.size();
                if (!process.waitFor(limit, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new IllegalStateException(shown + " did not finish within " + limit
                            + " s; see the engines' logs /var/log/vtbench-engine-NAME.log");
                }
                if (process.exitValue() != 0) {
                    throw new IllegalStateException(shown + " failed with exit code " + process.exitValue() + ": "
                            + Files.readString(output).strip().replace('\n', ' '));
                }
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            throw new IllegalStateException("could not run " + shown + " (" + e.getMessage() + "); it needs bash", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + shown, e);
        }
    }
}
