package dev.vtbench.harness;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** The harness as a user runs it, in its own JVM, for the faults that stop it or its engine; and the phases its log shows. */
final class HarnessProcess {
    private HarnessProcess() {}

    /** A matrix of plain-JDK in pool then virtual mode on cpu-1, 20 closed users, per scenario: short cells a fault can interrupt. */
    static String twoModes(String scenarios, int durationSeconds) {
        return """
                runtimes = plain-jdk
                jvms = temurin-25
                modes = pool virtual
                profiles = cpu-1
                scenarios = %s
                model = closed
                users = 20
                warmup.seconds = 1
                duration.seconds = %d
                repetitions = 1
                """.formatted(scenarios, durationSeconds);
    }

    /** Starts `vtbench ARGS` on this test's class path, its output in {@code log}. */
    static Process start(Path log, String... args) throws java.io.IOException {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "-cp", System.getProperty("java.class.path"), "-Dvtbench.root=" + TestMatrix.DEFINITIONS.root(),
                "dev.vtbench.harness.cli.Main"));
        command.addAll(List.of(args));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    /** Whether {@code log} holds {@code text} yet (a phase line such as "CELL: verify 1/1"). */
    static boolean logSays(Path log, String text) {
        try {
            return Files.exists(log) && Files.readString(log).contains(text);
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            return false;
        }
    }

    /** Polls {@code condition} every 50 ms; after {@code seconds}, fails naming {@code what} with the harness's log. */
    static void waitUntil(BooleanSupplier condition, int seconds, String what, Path log) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError("waited " + seconds + " s until " + what + "; the harness's log: " + Files.readString(log));
            }
            Thread.sleep(50);
        }
    }
}
