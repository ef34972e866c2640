package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.CpuSet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The JVM processes behind the {@link DriverAotCache}: asking the driver's JDK what it is, the training run that
 * writes a cache, and the check that the JVM accepts one. Each says what went wrong in the JVM's own words.
 *
 * <p>Checked by hand on Temurin 25.0.3: {@code -XX:AOTCacheOutput} is written when the program ends through
 * {@code System.exit} (as Gatling's launcher does), and the exit status is the program's own (2 stays 2); the JVM
 * then starts a child JVM to assemble the cache, so a training run ends only once the cache is written. A failed
 * assembly can still exit with the program's status, so success is the file and the JVM's "creation is complete".
 */
final class DriverAotTraining {
    /** The training load: a closed model of 50 users, no warm-up, 8 s, on the backend's cheapest endpoint. */
    static final String ENDPOINT = "/delay?ms=0";
    static final LoadSpec LOAD = LoadSpec.closed(50, Warmup.fixed(0), 8);
    /** Gatling's start, the load, its report, then the cache assembly on one core: generous. */
    private static final long TRAINING_TIMEOUT_SECONDS = LOAD.durationSeconds() + 300L;
    private static final long PROBE_TIMEOUT_SECONDS = 60L;
    private static final Pattern PROPERTY = Pattern.compile("^\\s*(java\\.runtime\\.version|java\\.vm\\.name) = (.*)$");
    /** Unified logging lines of the aot tag, e.g. "[0.016s][error  ][aot] Unable to map shared spaces". */
    private static final Pattern AOT_LOG_LINE = Pattern.compile("\\]\\[(warning|error)\\s*\\]\\[(?:aot|cds)[^\\]]*\\]");

    private DriverAotTraining() {}

    /** The driver's JDK as it describes itself. */
    record Jdk(String runtimeVersion, String vmName) {
        int feature() {
            return Runtime.Version.parse(runtimeVersion).feature();
        }

        /** Why this JDK cannot use a one-step AOT cache (JEP 483 caches exist since 24, -XX:AOTCacheOutput since 25). */
        Optional<String> whyNoCache() {
            if (vmName.contains("OpenJ9")) {
                return Optional.of(vmName + " has no AOT cache");
            }
            return feature() < 25 ? Optional.of("JDK " + feature() + " has no AOT cache") : Optional.empty();
        }
    }

    /** Runs {@code java -XshowSettings:properties -version}: the JDK's own answer, whatever its folder looks like. */
    static Jdk probe(String java) {
        Result result = run(List.of(java, "-XshowSettings:properties", "-version"), null, PROBE_TIMEOUT_SECONDS);
        String version = null;
        String vm = "";
        for (String line : result.output().lines().toList()) {
            Matcher matcher = PROPERTY.matcher(line);
            if (matcher.matches()) {
                if (matcher.group(1).equals("java.runtime.version")) {
                    version = matcher.group(2).strip();
                } else {
                    vm = matcher.group(2).strip();
                }
            }
        }
        if (result.exitCode() != 0 || version == null) {
            throw new IllegalStateException(java + " -XshowSettings:properties -version exited with code " + result.exitCode()
                    + " and " + (version == null ? "no java.runtime.version" : "") + ": " + result.tail(3));
        }
        return new Jdk(version, vm);
    }

    /** The training run: the driver's own command (options, classpath, simulation) with the cache output added. */
    static List<String> command(String java, CpuSet driverCpuset, List<String> jvmOptions, String classpath,
                                Path cacheOutput, String backendBaseUrl, Path workFolder) {
        List<String> command = new ArrayList<>(List.of("taskset", "-c", driverCpuset.spec(), java));
        command.addAll(jvmOptions);
        command.addAll(List.of("-XX:AOTCacheOutput=" + cacheOutput, "-cp", classpath,
                "-Dvtbench.target=" + backendBaseUrl,
                "-Dvtbench.endpoint=" + ENDPOINT,
                "-Dvtbench.statsFile=" + workFolder.resolve("stats.json")));
        for (Map.Entry<String, String> property : LOAD.systemProperties().entrySet()) {
            command.add("-D" + property.getKey() + "=" + property.getValue());
        }
        command.addAll(List.of("io.gatling.app.Gatling", "-s", LOAD.simulation().className(), "-rf",
                workFolder.resolve("reports").toString()));
        return command;
    }

    /** Runs the training; returns why it wrote no cache, if it did not. Its output is kept in {@code log}. */
    static Optional<String> train(List<String> command, Path cacheOutput, Path log) {
        Result result = run(command, log, TRAINING_TIMEOUT_SECONDS);
        boolean complete = result.output().lines().anyMatch(line -> line.startsWith("AOTCache creation is complete"));
        if (complete && Files.isRegularFile(cacheOutput)) {
            return Optional.empty();
        }
        return Optional.of("the training run exited with code " + result.exitCode() + " and "
                + (Files.isRegularFile(cacheOutput) ? "did not say the cache was complete" : "wrote no cache")
                + ": " + firstAotProblem(result.output()).orElse(result.tail(3)) + "; its log is at " + log);
    }

    /**
     * Whether the JVM maps {@code cache} with the driver's options, or why not: {@code -XX:AOTMode=on} makes a
     * rejected cache fatal ("Unable to use AOT cache."), where the driver's own runs would silently start cold.
     */
    static Optional<String> rejection(String java, List<String> jvmOptions, String classpath, Path cache) {
        List<String> command = new ArrayList<>(List.of(java));
        command.addAll(jvmOptions);
        command.addAll(List.of("-XX:AOTCache=" + cache, "-XX:AOTMode=on", "-cp", classpath, "-version"));
        Result result = run(command, null, PROBE_TIMEOUT_SECONDS);
        return result.exitCode() == 0 ? Optional.empty()
                : Optional.of(firstAotProblem(result.output()).orElse("exit code " + result.exitCode() + ": " + result.tail(2)));
    }

    /**
     * The JVM's reason for not using a cache, from its default output: an error of the aot tag means it was not
     * mapped; the warning before it, if any, says why ("... timestamp has changed", "The AOT cache has been truncated").
     */
    static Optional<String> firstAotProblem(String output) {
        String warning = null;
        String error = null;
        for (String line : output.lines().limit(200).toList()) {
            Matcher matcher = AOT_LOG_LINE.matcher(line);
            if (matcher.find()) {
                String message = line.substring(matcher.end()).strip();
                if (matcher.group(1).equals("warning")) {
                    warning = warning == null ? message : warning;
                } else {
                    error = error == null ? message : error;
                }
            }
        }
        return error == null ? Optional.empty() : Optional.of(warning != null ? warning : error);
    }

    record Result(int exitCode, String output) {
        String tail(int lines) {
            List<String> all = output.lines().toList();
            return String.join(" / ", all.subList(Math.max(0, all.size() - lines), all.size()));
        }
    }

    /** Lenient: a JVM's output is not always valid UTF-8, and an unreadable byte must not hide what it said. */
    private static String read(Path file) throws IOException {
        return new String(Files.readAllBytes(file), java.nio.charset.StandardCharsets.UTF_8);
    }

    /** Runs a command to its end, its output in {@code log} (or a temporary file), killing it and its children on time-out. */
    private static Result run(List<String> command, Path log, long timeoutSeconds) {
        Path output = log;
        try {
            if (output == null) {
                output = Files.createTempFile("vtbench-driver-aot", ".log");
            }
            Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
            DriverProcesses.track(process);
            try {
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    // The child JVM that assembles the cache would otherwise outlive its parent.
                    process.descendants().forEach(ProcessHandle::destroyForcibly);
                    process.destroyForcibly();
                    return new Result(-1, read(output) + "\n(killed: did not finish within " + timeoutSeconds + " s)");
                }
            } catch (InterruptedException e) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                Thread.currentThread().interrupt();
                return new Result(-1, "(interrupted)");
            }
            return new Result(process.exitValue(), read(output));
        } catch (IOException e) {
            return new Result(-1, "cannot run " + command.get(0) + ": " + e.getMessage());
        } finally {
            if (log == null && output != null) {
                try {
                    Files.deleteIfExists(output);
                } catch (IOException ignored) {
                    // a temporary file: the system's to clean
                }
            }
        }
    }
}
