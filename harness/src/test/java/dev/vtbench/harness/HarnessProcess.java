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
