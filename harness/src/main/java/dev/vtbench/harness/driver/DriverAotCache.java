package dev.vtbench.harness.driver;

import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.matrix.FolderTree;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Stream;

/**
 * Starts the Gatling driver warm. A driver JVM pinned to one core spends its first seconds loading, linking and
 * profiling its own code while it should be loading the server; a JDK AOT cache (JEP 483 classes loaded and linked
 * ahead of time, JEP 515 method profiles; one step with {@code -XX:AOTCacheOutput} since JDK 25) gives it that work
 * done. The cache is trained once per key, by the driver's own command against the backend delay service, and
 * used by every driver run after that with {@code -XX:AOTCache}.
 *
 * <p>The key names everything the cache depends on: the driver JDK's {@code java.runtime.version}, the driver's JVM
 * options and each classpath jar (path, size, modification time, in classpath order). The driver runs its jars from a
 * folder named by their bytes ({@link DriverJars}), so a fresh clone or a rebuild of the same bytes has the same key.
 * The JVM should refuse a cache whose jars changed, but Temurin 25.0.3 was seen here running a class from the cache
 * after its jar was rebuilt (same size, new mtime) without a word: the key, not the JVM, is what keeps a cache from
 * going stale. Caches of other keys are deleted; a cache is installed by an atomic rename, so a crashed training
 * leaves none.
 *
 * <p>{@value #SWITCH}{@code =off} runs the driver cold, so that the cache's effect can be measured; a JDK older than
 * 25 (or OpenJ9) runs it cold too. Each driver run reports which it was ({@link WarmStart#description()}).
 */
public final class DriverAotCache {
    public static final String SWITCH = "VTBENCH_DRIVER_AOT";
    /** What a driver run that used the cache records. */
    public static final String IN_USE = "aot-cache";
    /** One harness per machine at a time is the norm (two would disturb each other's figures); within one, one training. */
    private static final Object LOCK = new Object();

    /** Beside the caches' folder: the driver's jars, in a folder named by their bytes. */
    static final String JARS_FOLDER = "gatling-jars";

    private final Path gatlingTarget;
    private final Path folder;
    private final DriverJars jars;
    private final String java;
    private final List<String> jvmOptions;
    private final boolean switchedOff;
    private final Consumer<String> log;
    private final Set<String> said = new HashSet<>();
    /** Per key: why its cache cannot be used for the rest of this harness run. */
    private final Map<String, String> unusable = new HashMap<>();
    /** Keys whose cache the JVM has mapped in this harness run. */
    private final Set<String> accepted = new HashSet<>();
    private DriverAotTraining.Jdk jdk;
    private String jdkProblem;

    /**
     * What one driver run adds to its command line, and how its results describe the driver's start.
     *
     * @param cache the cache the run uses, empty when it starts cold
     * @param description {@value #IN_USE}, or "none: " and why
     */
    public record WarmStart(Optional<Path> cache, String description) {
        public List<String> jvmOptions() {
            return cache.map(file -> List.of("-XX:AOTCache=" + file)).orElse(List.of());
        }
    }

    DriverAotCache(Path gatlingTarget, Path folder, String java, List<String> jvmOptions, String switchValue,
                   Consumer<String> log) {
        this.gatlingTarget = gatlingTarget;
        this.folder = folder;
        this.jars = new DriverJars(gatlingTarget, folder.resolveSibling(JARS_FOLDER));
        this.java = java;
        this.jvmOptions = List.copyOf(jvmOptions);
        this.switchedOff = switchedOff(switchValue);
        this.log = log;
    }

    /** The cache of the driver {@link GatlingRun} starts from the project at {@code root}, set up from the environment. */
    public static DriverAotCache forGatling(Path root) {
        return new DriverAotCache(root.resolve("gatling/target"), defaultFolder(System.getenv()), GatlingRun.javaExecutable(),
                GatlingRun.JVM_OPTIONS, System.getenv(SWITCH), System.out::println);
    }

    /** {@code ${XDG_CACHE_HOME:-~/.cache}/vtbench/gatling-aot}; the XDG specification ignores a relative XDG_CACHE_HOME. */
    static Path defaultFolder(Map<String, String> environment) {
        String xdg = environment.getOrDefault("XDG_CACHE_HOME", "");
        Path cache = !xdg.isBlank() && Path.of(xdg).isAbsolute() ? Path.of(xdg)
                : Path.of(environment.getOrDefault("HOME", System.getProperty("user.home")), ".cache");
        return cache.resolve("vtbench").resolve("gatling-aot");
    }

    private static boolean switchedOff(String value) {
        String setting = value == null ? "" : value.strip().toLowerCase(Locale.ROOT);
        return switch (setting) {
            case "", "on" -> false;
            case "off" -> true;
            default -> throw new IllegalArgumentException(SWITCH + "=" + value + " is not understood: expected on (the default)"
                    + " or off (the Gatling driver then starts without its AOT cache, to measure what the cache changes)");
        };
    }

    /**
     * The hook: call it once per run (or per cell) while the backend delay service is up, before any repetition.
     * It trains the cache if this driver has none (about 8 s of load on the backend, pinned to the driver's cores,
     * then the cache's assembly), and checks that the JVM accepts it. It never fails a run: without a cache the
     * driver starts cold and its results say why.
     *
     * @param backendBaseUrl the backend's base URL, e.g. {@code http://127.0.0.1:PORT}; training requests {@value DriverAotTraining#ENDPOINT}
     */
    public void ensureTrained(String backendBaseUrl, CpuSet driverCpuset) {
        synchronized (LOCK) {
            if (whyCold().isPresent()) {
                return;
            }
            try {
                List<Path> classpath = classpath();
                String key = key(jdk.runtimeVersion(), jvmOptions, classpath);
                Files.createDirectories(folder);
                deleteAllBut(key);
                Path cache = cacheFile(key);
                if (!Files.exists(cache) && !unusable.containsKey(key)) {
                    train(key, classpath, backendBaseUrl, driverCpuset);
                }
                if (Files.exists(cache)) {
                    accepts(key, cache, classpath);
                }
            } catch (IOException | RuntimeException e) {
                say("vtbench: cannot prepare the Gatling driver's AOT cache in " + folder + " (" + e.getMessage()
                        + "); the driver starts cold");
            }
        }
    }

    /** For one driver run: the cache to start from, if this driver has one the JVM accepts. */
    public WarmStart warmStart() {
        synchronized (LOCK) {
            Optional<String> cold = whyCold();
            if (cold.isPresent()) {
                return none(cold.get());
            }
            try {
                List<Path> classpath = classpath();
                String key = key(jdk.runtimeVersion(), jvmOptions, classpath);
                Path cache = cacheFile(key);
                if (unusable.containsKey(key)) {
                    return none(unusable.get(key));
                }
                if (!Files.exists(cache)) {
                    say("vtbench: the Gatling driver has no AOT cache yet (DriverAotCache.ensureTrained trains one): it starts cold");
                    return none("no AOT cache trained yet");
                }
                return accepts(key, cache, classpath) ? new WarmStart(Optional.of(cache), IN_USE) : none(unusable.get(key));
            } catch (IOException | RuntimeException e) {
                return none("cannot name the AOT cache: " + e.getMessage());
            }
        }
    }

    /**
     * After a driver run: what its start really was. {@code -XX:AOTCache} falls back to a cold start when the JVM
     * rejects the cache, saying so on its output only; then the cache is deleted and later runs start cold.
     */
    public String confirm(WarmStart warm, Path driverLog) {
        if (warm.cache().isEmpty()) {
            return warm.description();
        }
        Optional<String> problem;
        try (Stream<String> lines = Files.lines(driverLog, StandardCharsets.ISO_8859_1)) {
            problem = DriverAotTraining.firstAotProblem(String.join("\n", lines.limit(200).toList()));
        } catch (IOException | UncheckedIOException e) {
            return warm.description();
        }
        if (problem.isEmpty()) {
            return warm.description();
        }
        synchronized (LOCK) {
            reject(warm.cache().get(), problem.get());
        }
        return "none: the JVM rejected the AOT cache: " + problem.get();
    }

    /**
     * The driver's classpath, jar by jar (the AOT cache records it, and a {@code lib/*} wildcard's order is the file
     * system's): the build's jars from the folder named by their bytes ({@link DriverJars}), so that a fresh clone or a
     * rebuild of the same bytes keeps its cache; the build's own jars where that folder cannot be made.
     */
    public List<Path> classpath() throws IOException {
        try {
            return jars.staged();
        } catch (IOException | RuntimeException e) {
            say("vtbench: cannot copy the Gatling driver's jars into " + folder.resolveSibling(JARS_FOLDER) + " (" + e.getMessage()
                    + "); the driver runs them from " + gatlingTarget + ", and a cache trained there is trained again after a rebuild");
            return jars.built();
        }
    }

    /** {@link #classpath()} as {@code -cp} takes it. */
    public String classpathArgument() throws IOException {
        return String.join(File.pathSeparator, classpath().stream().map(Path::toString).toList());
    }

    /**
     * The cache's name: the JDK's version to read, and a hash of the JVM options and of each jar's path, size and
     * modification time, in classpath order. Any change to them is a new key, and so a new training.
     */
    static String key(String runtimeVersion, List<String> jvmOptions, List<Path> classpath) throws IOException {
        StringBuilder identity = new StringBuilder(runtimeVersion).append('\n');
        jvmOptions.forEach(option -> identity.append(option).append('\n'));
        identity.append(DriverJars.identity(classpath.stream().map(Path::toAbsolutePath).toList()));
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(identity.toString().getBytes(StandardCharsets.UTF_8));
            return "jdk-" + runtimeVersion.replaceAll("[^A-Za-z0-9.-]", "_") + "-" + HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    /** Why the driver starts cold whatever the cache folder holds; said once. */
    private Optional<String> whyCold() {
        if (switchedOff) {
            say("vtbench: " + SWITCH + "=off: the Gatling driver starts without an AOT cache");
            return Optional.of(SWITCH + "=off");
        }
        if (jdk == null && jdkProblem == null) {
            try {
                jdk = DriverAotTraining.probe(java);
            } catch (RuntimeException e) {
                jdkProblem = "cannot tell the driver JDK's version: " + e.getMessage();
            }
        }
        Optional<String> why = jdk == null ? Optional.of(jdkProblem) : jdk.whyNoCache();
        why.ifPresent(reason -> say("vtbench: the Gatling driver runs on " + java
                + (jdk == null ? "" : " (" + jdk.runtimeVersion() + ")") + ", with no AOT cache: " + reason + "; it starts cold"));
        return why;
    }

    private void train(String key, List<Path> classpath, String backendBaseUrl, CpuSet driverCpuset) throws IOException {
        Path temporary = folder.resolve(key + ".aot.tmp-" + ProcessHandle.current().pid());
        Path work = folder.resolve("training");
        Path trainingLog = folder.resolve(key + ".training.log");
        FolderTree.delete(work);
        Files.createDirectories(work);
        List<String> command = DriverAotTraining.command(java, driverCpuset, jvmOptions,
                String.join(File.pathSeparator, classpath.stream().map(Path::toString).toList()), temporary, backendBaseUrl, work);
        log.accept("vtbench: training the Gatling driver's AOT cache for " + jdk.runtimeVersion() + " (once per JDK and classpath): "
                + DriverAotTraining.LOAD.users() + " users on " + backendBaseUrl + DriverAotTraining.ENDPOINT + " for "
                + DriverAotTraining.LOAD.durationSeconds() + " s on cpus " + driverCpuset + ", then the cache's assembly; log: " + trainingLog);
        long started = System.nanoTime();
        Optional<String> failure = DriverAotTraining.train(command, temporary, trainingLog);
        try {
            if (failure.isPresent()) {
                unusable.put(key, "training the AOT cache failed (its log is at " + trainingLog + ")");
                say("vtbench: training the Gatling driver's AOT cache failed: " + failure.get() + "; the driver starts cold");
                return;
            }
            Path cache = cacheFile(key);
            Files.move(temporary, cache, StandardCopyOption.ATOMIC_MOVE);
            log.accept(String.format(Locale.ROOT, "vtbench: the Gatling driver's AOT cache is ready: %s (%.0f MB, %.0f s)", cache,
                    Files.size(cache) / 1e6, (System.nanoTime() - started) / 1e9));
        } finally {
            deleteTemporaries(key);
            FolderTree.delete(work);
        }
    }

    /** Whether the JVM maps the cache, checked once per key and harness run; a rejected cache is deleted. */
    private boolean accepts(String key, Path cache, List<Path> classpath) {
        if (accepted.contains(key)) {
            return true;
        }
        Optional<String> rejection = DriverAotTraining.rejection(java, jvmOptions,
                String.join(File.pathSeparator, classpath.stream().map(Path::toString).toList()), cache);
        if (rejection.isPresent()) {
            reject(cache, rejection.get());
            return false;
        }
        accepted.add(key);
        return true;
    }

    private void reject(Path cache, String reason) {
        String key = cache.getFileName().toString().replaceFirst("\\.aot$", "");
        accepted.remove(key);
        unusable.put(key, "the JVM rejected the AOT cache: " + reason);
        try {
            Files.deleteIfExists(cache);
        } catch (IOException e) {
            // the next harness run's key check tries again
        }
        say("vtbench: the Gatling driver's JVM rejected its AOT cache " + cache + " (" + reason
                + "); deleted it: the driver starts cold, and the next harness run trains a new one");
    }

    private Path cacheFile(String key) {
        return folder.resolve(key + ".aot");
    }

    /** Everything of other keys goes: caches, training logs, and what a crashed training left. */
    private void deleteAllBut(String key) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            for (Path entry : entries.toList()) {
                String name = entry.getFileName().toString();
                if (!name.startsWith(key + ".") && !name.equals("training") && Files.isRegularFile(entry)) {
                    Files.deleteIfExists(entry);
                }
            }
        }
        deleteTemporaries(key);
    }

    /** A training's temporary cache and the configuration file the JVM writes beside it. */
    private void deleteTemporaries(String key) throws IOException {
        try (Stream<Path> entries = Files.list(folder)) {
            for (Path entry : entries.filter(path -> path.getFileName().toString().startsWith(key + ".aot.tmp-")).toList()) {
                Files.deleteIfExists(entry);
            }
        }
    }

    private WarmStart none(String reason) {
        return new WarmStart(Optional.empty(), "none: " + reason);
    }

    private void say(String message) {
        if (said.add(message)) {
            log.accept(message);
        }
    }
}
