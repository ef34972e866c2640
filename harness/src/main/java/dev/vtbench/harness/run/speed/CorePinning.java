package dev.vtbench.harness.run.speed;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * Pins the calling thread, and only it, to one core: the harness runs on the driver's cores ({@code taskset} in
 * harness/vtbench), and a probe of another core must run there, alone. Linux's {@code taskset -p} on the thread's own id
 * (from /proc/thread-self), then read back from the thread's status, so that a pin that did not take is never timed as
 * the core it names.
 */
final class CorePinning {
    private static final long TASKSET_TIMEOUT_SECONDS = 10;

    private CorePinning() {}

    /** Pins the calling thread to {@code core}. */
    static void pinCurrentThread(int core) throws ProbeFailure {
        Path thread;
        try {
            // "/proc/thread-self" links to "PID/task/TID".
            thread = Path.of("/proc").resolve(Files.readSymbolicLink(Path.of("/proc/thread-self")));
        } catch (IOException | UnsupportedOperationException e) {
            throw new ProbeFailure("cannot find this thread's id in /proc/thread-self (" + e.getMessage() + "): the speed probe needs Linux");
        }
        String tid = thread.getFileName().toString();
        try {
            Process taskset = new ProcessBuilder("taskset", "-p", "-c", Integer.toString(core), tid).redirectErrorStream(true).start();
            String output = new String(taskset.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
            if (!taskset.waitFor(TASKSET_TIMEOUT_SECONDS, TimeUnit.SECONDS) || taskset.exitValue() != 0) {
                throw new ProbeFailure("taskset could not pin the probe to core " + core + " (" + output + "): the core must exist and "
                        + "be allowed to this process");
            }
        } catch (IOException e) {
            throw new ProbeFailure("taskset could not be run (" + e.getMessage() + "): install util-linux (harness/setup-machine.sh does)");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ProbeFailure("interrupted while pinning the probe to core " + core);
        }
        String allowed = allowedCores(thread.resolve("status"));
        if (!allowed.equals(Integer.toString(core))) {
            throw new ProbeFailure("the probe's thread runs on cores " + allowed + " after taskset asked for core " + core
                    + " alone: the core must be allowed to this process (its cpuset)");
        }
    }

    /** The "Cpus_allowed_list" of a thread's status file: "1", "0-3". */
    static String allowedCores(Path status) throws ProbeFailure {
        try {
            return Files.readAllLines(status).stream().filter(line -> line.startsWith("Cpus_allowed_list:"))
                    .map(line -> line.substring(line.indexOf(':') + 1).strip()).findFirst()
                    .orElseThrow(() -> new ProbeFailure(status + " has no Cpus_allowed_list line"));
        } catch (IOException e) {
            throw new ProbeFailure("cannot read " + status + " (" + e.getMessage() + ")");
        }
    }
}
