package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Runs a simulation the way the harness does, in a forked JVM through Gatling's own main class,
 * with its report and log in {@code directory}.
 */
final class GatlingFork {

    private static final long TIMEOUT_SECONDS = 180;

    /** What the fork left: its exit code and its console output. */
    record Result(int exitCode, String output) {
    }

    private GatlingFork() {
    }

    static Result run(Path directory, Class<?> simulation, List<String> properties) throws Exception {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-opens=java.base/java.lang=ALL-UNNAMED",
                // As the harness's driver: Gatling asks Maven Central for its latest release at every start; a proxy
                // that refuses at once keeps the test from calling out (and from waiting about a second for it).
                "-Dhttps.proxyHost=127.0.0.1", "-Dhttps.proxyPort=9",
                "-cp", System.getProperty("java.class.path")));
        command.addAll(properties);
        command.addAll(List.of(
                "io.gatling.app.Gatling",
                "-s", simulation.getName(),
                "-rf", directory.resolve("results").toAbsolutePath().toString()));
        Path output = directory.resolve("gatling.log");
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile()).start();
        if (!process.waitFor(TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
            return new Result(-1, "timed out after " + TIMEOUT_SECONDS + " s:\n" + Files.readString(output));
        }
        return new Result(process.exitValue(), Files.readString(output));
    }

    static void assertHtmlReport(Path directory) throws IOException {
        try (Stream<Path> files = Files.walk(directory.resolve("results"))) {
            assertThat(files.map(Path::getFileName).map(Path::toString))
                    .as("Gatling's HTML report")
                    .contains("index.html");
        }
    }

    /** Gatling's HTML report names each request of the run by its name. */
    static void assertReportNames(Path directory, String... requestNames) throws IOException {
        StringBuilder report = new StringBuilder();
        try (Stream<Path> files = Files.walk(directory.resolve("results"))) {
            for (Path file : files.filter(path -> path.toString().endsWith(".js") || path.toString().endsWith(".html"))
                    .toList()) {
                report.append(Files.readString(file));
            }
        }
        assertThat(report.toString()).as("Gatling's HTML report").contains(requestNames);
    }
}
