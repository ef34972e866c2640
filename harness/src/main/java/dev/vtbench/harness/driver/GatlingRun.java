package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.matrix.CpuSet;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Runs the Gatling simulation in its own JVM (Gatling's launcher calls System.exit), pinned with taskset to
 * the driver's cpuset so that it never competes with the server for a core, and reads what it recorded.
 * Gatling's HTML report is kept in the run's folder for people.
 */
public final class GatlingRun {
    /** A stack trace's frame line, or the "... N more" that stands for frames already shown. */
    private static final java.util.regex.Pattern STACK_FRAME = java.util.regex.Pattern.compile("\\s+(at .*|\\.\\.\\. \\d+ more)");

    private static final int ASSERTIONS_FAILED = 2;
    /** How often the harness looks for the stats file while the driver runs: a tenth of Gatling's report time at least. */
    private static final long STATS_POLL_MILLIS = 50;
    /**
     * The driver JVM's options; its AOT cache is trained with the same ones. The HTTPS proxy is a closed local port:
     * Gatling asks Maven Central for its latest release at every start (no setting turns that off, and its record of the
     * last answer never reads back as valid), about a second before each load where the network answers (its start
     * 4.75 s against 3.8 s without the question, on a 2-core machine), more where it does not. Through a proxy that refuses at once, the question fails in a millisecond and Gatling says nothing. Its
     * own HTTP client never takes the JVM's proxy settings, so the load it sends is not touched.
     */
    static final List<String> JVM_OPTIONS = List.of("-Xms512m", "-Xmx2g", "--add-opens=java.base/java.lang=ALL-UNNAMED",
            "--enable-native-access=ALL-UNNAMED", "-Dhttps.proxyHost=127.0.0.1", "-Dhttps.proxyPort=9");

    private final Path root;
    private final DriverAotCache aotCache;

    public GatlingRun(Path root) {
        this.root = root;
        this.aotCache = DriverAotCache.forGatling(root);
    }

    /** The driver's AOT cache: call {@link DriverAotCache#ensureTrained} once the backend is up. */
    public DriverAotCache aotCache() {
        return aotCache;
    }

    /**
     * The outcome: what was measured, where Gatling's report and log are, whether its assertions held, and how the
     * driver started: {@value DriverAotCache#IN_USE}, or "none: " and why (see {@link DriverAotCache.WarmStart}).
     */
    public record Outcome(LoadResult result, Path reportFolder, Path log, boolean assertionsPassed, String driverWarmStart) {}

    /**
     * @param traffic what the driver sends: the endpoint, a request list, or a user's own simulation class
     * @param onStart told the driver's process as soon as it runs, so that its CPU use can be sampled
     */
    public Outcome run(String targetBaseUrl, Traffic traffic, LoadSpec spec, CpuSet driverCpuset, Path folder,
                       Consumer<ProcessHandle> onStart) throws IOException {
        return run(targetBaseUrl, traffic, spec, driverCpuset, folder, onStart, loadEnded -> { }, Optional.empty());
    }

    /**
     * As {@link #run(String, Traffic, LoadSpec, CpuSet, Path, Consumer)}, and {@code whileReporting} is called with what
     * was measured as soon as the simulation has written its stats (its load is over), while Gatling still parses its log
     * and writes its HTML report on the driver's cores: work on the server's side after the window (jcmd's diagnostics)
     * then costs no time of its own. Not called if the driver exits first; the caller then does that work afterwards.
     * {@code jitState}, where the harness watches the server's JIT, is the {@link dev.vtbench.gatling.schema.JitStateFile}
     * whose state every window of the driver waits for.
     */
    public Outcome run(String targetBaseUrl, Traffic traffic, LoadSpec spec, CpuSet driverCpuset, Path folder,
                       Consumer<ProcessHandle> onStart, Consumer<LoadResult> whileReporting, Optional<Path> jitState)
            throws IOException {
        Path gatlingTarget = root.resolve("gatling/target");
        Path jar = gatlingTarget.resolve("vtbench-gatling.jar");
        if (!Files.exists(jar)) {
            throw new IllegalStateException(jar + " does not exist: build the project first (./mvnw -q package -DskipTests)");
        }
        Files.createDirectories(folder);
        Path stats = folder.resolve("stats.json");
        Path log = folder.resolve("gatling.log");
        Path reports = folder.resolve("gatling");
        // A killed attempt of this repetition may have left its stats: read back, they would pass for this run's.
        Files.deleteIfExists(stats);
        GatlingReports reportsBefore = GatlingReports.before(reports);
        DriverAotCache.WarmStart warmStart = warmStart(traffic);
        List<String> command = command(new DriverLaunch(javaExecutable(), driverCpuset, warmStart, aotCache.classpathArgument()),
                targetBaseUrl, traffic, spec, stats, reports, jitState);
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        DriverProcesses.track(process);
        onStart.accept(process.toHandle());
        try {
            long limit = timeLimitSeconds(spec);
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(limit);
            boolean reporting = false;
            while (!process.waitFor(STATS_POLL_MILLIS, TimeUnit.MILLISECONDS)) {
                if (System.nanoTime() - deadline > 0) {
                    process.destroyForcibly();
                    throw new IllegalStateException("the Gatling driver did not finish within " + limit + " s; its log is at " + log);
                }
                // The simulation writes its stats atomically (a rename) in after(), before Gatling's report.
                if (!reporting && Files.exists(stats)) {
                    reporting = true;
                    try {
                        whileReporting.accept(LoadResult.read(stats));
                    } catch (IOException | RuntimeException e) {
                        // The harness gives up on this load: its driver must not outlive it.
                        process.destroyForcibly();
                        throw e;
                    }
                }
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while Gatling was running", e);
        }
        int exit = process.exitValue();
        if (failed(exit, Files.exists(stats))) {
            throw new IllegalStateException(failure("the Gatling driver", exit, Files.exists(stats), log));
        }
        return new Outcome(LoadResult.read(stats), reportsBefore.thisRun(), log, exit == 0, aotCache.confirm(warmStart, log));
    }

    /**
     * Why a driver with entries appended to its classpath starts cold. The AOT cache is trained for, and keyed by, the
     * driver's own classpath; the JVM may take it with entries appended or refuse it with a warning, and a refusal
     * would make {@link DriverAotCache#confirm} delete the cache every vtbench-only run still uses.
     */
    static final String OWN_CLASSPATH_COLD = "an own simulation's classpath is appended to the driver's, and the AOT cache is"
            + " trained for the driver's own classpath";

    /** The AOT cache's warm start, unless the traffic appends to the driver's classpath: then a cold start, saying why. */
    DriverAotCache.WarmStart warmStart(Traffic traffic) {
        return traffic.extraClasspath().isEmpty() ? aotCache.warmStart()
                : new DriverAotCache.WarmStart(Optional.empty(), "none: " + OWN_CLASSPATH_COLD);
    }

    /** How the driver's JVM starts, whatever it sends: its java, cores, warm start and vtbench's own classpath. */
    record DriverLaunch(String java, CpuSet cpuset, DriverAotCache.WarmStart warmStart, String classpath) {}

    /** The driver's command line: pinned to its cores, with the traffic's properties, simulation and classpath. */
    static List<String> command(DriverLaunch launch, String targetBaseUrl, Traffic traffic, LoadSpec spec, Path stats,
                                Path reports) {
        return command(launch, targetBaseUrl, traffic, spec, stats, reports, Optional.empty());
    }

    /** The same, its windows waiting for the server's JIT as {@code jitState} tells it. */
    static List<String> command(DriverLaunch launch, String targetBaseUrl, Traffic traffic, LoadSpec spec, Path stats,
                                Path reports, Optional<Path> jitState) {
        List<String> classpath = new ArrayList<>(List.of(launch.classpath()));
        traffic.extraClasspath().forEach(entry -> classpath.add(entry.toString()));
        List<String> jvmOptions = new ArrayList<>(JVM_OPTIONS);
        jitState.ifPresent(file -> jvmOptions.add("-D" + dev.vtbench.gatling.schema.JitStateFile.PROPERTY + "=" + file));
        jvmOptions.addAll(launch.warmStart().jvmOptions());
        List<String> command = new ArrayList<>(List.of("taskset", "-c", launch.cpuset().spec(), launch.java()));
        command.addAll(javaArguments(jvmOptions, String.join(File.pathSeparator, classpath), targetBaseUrl, traffic, spec,
                stats.toString(), reports.toString()));
        return command;
    }

    /**
     * Everything after the java executable: JVM options, classpath, the traffic's and the spec's properties, and
     * Gatling's main class with the simulation and the report folder. The local driver and a driver container
     * ({@link DriverContainer}) run the same arguments; only what comes before (taskset, which java) and the paths
     * (the harness's or the image's) differ.
     */
    static List<String> javaArguments(List<String> jvmOptions, String classpath, String targetBaseUrl, Traffic traffic,
                                      LoadSpec spec, String stats, String reports) {
        List<String> arguments = new ArrayList<>(jvmOptions);
        arguments.addAll(List.of("-cp", classpath, "-Dvtbench.target=" + targetBaseUrl, "-Dvtbench.statsFile=" + stats));
        arguments.addAll(traffic.systemProperties());
        spec.systemProperties().forEach((name, value) -> arguments.add("-D" + name + "=" + value));
        arguments.addAll(List.of("io.gatling.app.Gatling", "-s", traffic.simulationClass(spec), "-rf", reports));
        return arguments;
    }

    /** "died of signal 9 (SIGKILL), exit code 137": a driver killed from outside (the OOM killer, kill -9) says so, not just a number. */
    static String howItEnded(int exit) {
        if (exit > 128 && exit <= 128 + 64) {
            int signal = exit - 128;
            String name = switch (signal) {
                case 9 -> " (SIGKILL)";
                case 15 -> " (SIGTERM)";
                case 6 -> " (SIGABRT)";
                case 11 -> " (SIGSEGV)";
                default -> "";
            };
            return "died of signal " + signal + name + ", exit code " + exit;
        }
        return "exited with code " + exit;
    }

    /** Whether a driver that ended with {@code exit} failed: exit code 2 only says that Gatling's assertions did not hold. */
    static boolean failed(int exit, boolean statsWritten) {
        return (exit != 0 && exit != ASSERTIONS_FAILED) || !statsWritten;
    }

    /** Why {@code driver} failed: how it ended, whether it recorded anything, and its log's tail. */
    static String failure(String driver, int exit, boolean statsWritten, Path log) {
        return driver + " " + howItEnded(exit) + " and " + (statsWritten ? "" : "no stats file, so nothing of this load is recorded; ")
                + "its log is at " + log + ":\n" + tail(log);
    }

    /** How long a driver may take before it is stopped: the planned run and three minutes for its start and report. */
    static long timeLimitSeconds(LoadSpec spec) {
        return plannedSeconds(spec) + 180L;
    }

    /** How long the simulation may run: to the warm-up's cap, then as long as it plans to (a rate search may climb for up to 100 steps). */
    private static long plannedSeconds(LoadSpec spec) {
        return spec.warmup().maxSeconds() + spec.simulation().plannedSeconds(spec.properties(), spec.durationSeconds());
    }

    /** The driver runs on the harness's own JDK, which the launcher has already checked is 21 or newer. */
    static String javaExecutable() {
        return ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    }

    /**
     * The log's last 15 lines that say something: a stack trace's frames ("at ...", "... 10 more") are left out, so that
     * the exceptions' own messages (why the simulation stopped) are not pushed out by the frames below them.
     */
    static String tail(Path log) {
        try {
            List<String> lines = Files.readAllLines(log).stream().filter(line -> !STACK_FRAME.matcher(line).matches()).toList();
            return String.join("\n", lines.subList(Math.max(0, lines.size() - 15), lines.size()));
        } catch (IOException e) {
            return "(log unreadable: " + e.getMessage() + ")";
        }
    }
}
