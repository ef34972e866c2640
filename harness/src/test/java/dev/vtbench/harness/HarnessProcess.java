package dev.vtbench.harness;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/** The harness as a user runs it, in its own JVM, for the faults that stop it or its engine; and the phases its log shows. */
final class HarnessProcess {
    /** Every harness a test started: one a failed assertion left running would hold the machine lock and cores for the next test. */
    private static final java.util.Set<Process> STARTED = java.util.concurrent.ConcurrentHashMap.newKeySet();

    private HarnessProcess() {}

    /** Kills (SIGKILL) and waits for every harness still running that a test started (see {@link StopsLeftoverHarnesses}). */
    static void stopLeftovers() throws InterruptedException {
        for (Process process : List.copyOf(STARTED)) {
            if (process.isAlive()) {
                process.destroyForcibly();
                process.waitFor(60, TimeUnit.SECONDS);
            }
            STARTED.remove(process);
        }
    }

    /** Starts `vtbench ARGS` on this test's class path, its output in {@code log}. */
    static Process start(Path log, String... args) throws java.io.IOException {
        List<String> command = new ArrayList<>(List.of(ProcessHandle.current().info().command().orElseThrow(),
                "-cp", System.getProperty("java.class.path"), "-Dvtbench.root=" + TestMatrix.DEFINITIONS.root(),
                "dev.vtbench.harness.cli.Main"));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
        STARTED.add(process);
        return process;
    }

    /**
     * The cells whose {@code phase} (start, verify, load, stop) the harness has announced in {@code log}, in the order it
     * first did ("vtbench: round 1 · CELL: load (elapsed ...)"): a round's order is drawn at random, so a test that stops
     * the harness at the second cell learns which it is from here.
     */
    static java.util.List<String> announced(Path log, String phase) {
        String marker = ": " + phase + " (elapsed";
        try {
            return Files.readAllLines(log).stream().filter(line -> line.startsWith("vtbench: round ") && line.contains(marker))
                    .map(line -> line.substring(line.indexOf(" · ") + 3, line.lastIndexOf(marker))).distinct().toList();
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            return java.util.List.of();
        }
    }

    /** Whether {@code log} holds {@code text} yet (a phase line such as "CELL: verify (elapsed"). */
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
