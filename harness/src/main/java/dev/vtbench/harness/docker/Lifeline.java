package dev.vtbench.harness.docker;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * The harness's end of its lifeline: a pipe to a {@link LifelineReaper}, a small JVM it starts, detached, before its
 * first container is created. When the harness ends, however it ends (exit, Ctrl-C, SIGTERM or a SIGKILL that runs
 * no shutdown hook), the kernel closes the pipe, and the reaper removes every container labelled with this harness's
 * {@link HarnessIdentity} and kills the processes the harness handed it (the Gatling drivers, which a SIGKILL
 * of their parent orphans).
 *
 * <p>Why a reaper process rather than the alternatives: Testcontainers' Ryuk does the same over a socket but runs in
 * a container whose image cannot be pulled or built here; a lifeline inside each container (an entrypoint that exits
 * when a connection from the harness closes) would need every runtime image and entrypoint changed, and would not
 * cover a container that was created but not yet started, nor the driver processes. The reaper lists by label when
 * the pipe closes, so it also removes a container whose creation was under way at the moment of the kill.
 *
 * <p>It is started with {@code setsid}, in a session of its own: a kill of the harness's process group (a terminal's
 * Ctrl-C, {@code kill -9 -PGID}) must not take the reaper with it. Its output goes to {@link #LOG}. Its class path is
 * where this JVM found the reaper's classes ({@link ReaperClassPath}), which under Maven is not {@code java.class.path}.
 */
public final class Lifeline {
    /** Where every reaper writes what it did (appended; a few lines per harness). */
    public static final Path LOG = Path.of("/tmp", "vtbench-reaper.log");
    private static Process reaper;
    private static OutputStream pipe;
    private static boolean unavailable;

    private Lifeline() {}

    /** Starts the reaper if it is not running yet; a harness that cannot start one says so once and goes on. */
    public static synchronized void attach() {
        if (reaper != null || unavailable) {
            return;
        }
        HarnessIdentity self = HarnessIdentity.current();
        try {
            ProcessBuilder builder = new ProcessBuilder(command(self))
                    .redirectOutput(ProcessBuilder.Redirect.appendTo(LOG.toFile())).redirectErrorStream(true);
            // The reaper only removes containers: it must never try to start Ryuk, whatever the harness's environment.
            builder.environment().put("TESTCONTAINERS_RYUK_DISABLED", "true");
            builder.environment().put("TESTCONTAINERS_CHECKS_DISABLE", "true");
            reaper = builder.start();
            pipe = reaper.getOutputStream();
            Process started = reaper;
            started.onExit().thenRun(() -> {
                if (!ContainerJanitor.shuttingDown()) {
                    System.err.println("vtbench: the lifeline reaper (PID " + started.pid() + ") ended early, exit code "
                            + started.exitValue() + ": this harness's containers would outlive a kill -9; see " + LOG);
                }
            });
        } catch (IOException | UnsupportedOperationException e) {
            unavailable = true;
            System.err.println("vtbench: could not start the lifeline reaper (" + e.getMessage() + "): if this harness is killed "
                    + "outright, its containers stay until the next run or `harness/vtbench clean` removes them");
        }
    }

    /**
     * Hands {@code process} to the reaper: it is killed with the harness's containers if the harness dies first. A process
     * started before any container (none is, in a run: the drivers load a server) has no reaper to go to.
     */
    public static synchronized void watch(ProcessHandle process) {
        if (pipe == null) {
            return;
        }
        HarnessIdentity identity = HarnessIdentity.of(process);
        if (identity.startTicks() < 0) {
            // Already gone (its start is no longer readable): a bare PID could name another process by the time the
            // reaper acts, so it is not handed over.
            return;
        }
        try {
            pipe.write((LifelineReaper.PROCESS + " " + identity.pid() + " " + identity.startTicks() + "\n")
                    .getBytes(StandardCharsets.US_ASCII));
            pipe.flush();
        } catch (IOException e) {
            // The reaper is gone: said once, here, rather than again for each process started after it.
            pipe = null;
            System.err.println("vtbench: could not hand process " + process.pid() + " to the lifeline reaper (" + e.getMessage()
                    + "): if this harness is killed outright, that process and those it starts later may outlive it; "
                    + "the reaper's log is " + LOG);
        }
    }

    /** The reaper's command line: this JVM's java, the reaper's class path, in a session of its own; no shell. */
    static List<String> command(HarnessIdentity harness) {
        return command(harness, ReaperClassPath.of(System.getProperty("java.class.path")));
    }

    /** The same from {@code classPath}: what a test gives to show the reaper starts from it. */
    static List<String> command(HarnessIdentity harness, String classPath) {
        return List.of("setsid",
                ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin", "java").toString()),
                // A small, quick JVM: it waits, then makes a few Engine API calls.
                "-Xmx64m", "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "--enable-native-access=ALL-UNNAMED",
                "-Dorg.slf4j.simpleLogger.defaultLogLevel=warn",
                // Its warning that Ryuk is off is for a harness; the reaper is the replacement.
                "-Dorg.slf4j.simpleLogger.log.org.testcontainers.utility.ResourceReaper=error",
                "-cp", classPath, LifelineReaper.class.getName(),
                Long.toString(harness.pid()), Long.toString(harness.startTicks()));
    }
}
