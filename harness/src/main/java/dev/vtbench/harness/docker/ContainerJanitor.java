package dev.vtbench.harness.docker;

import org.testcontainers.containers.GenericContainer;

import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes sure no vtbench container outlives the harness. Ryuk, Testcontainers' usual reaper, needs an image
 * that cannot be pulled here, so a shutdown hook stops what is still running on exit and on Ctrl-C, the
 * {@link Lifeline} removes the containers of a harness killed outright, and {@link LeftoverContainers} those of a
 * harness whose reaper could not run either.
 */
public final class ContainerJanitor {
    private static final Set<GenericContainer<?>> RUNNING = ConcurrentHashMap.newKeySet();
    private static volatile boolean shuttingDown;

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // Closed before anything is stopped: a cell that fails from here on is not recorded (see RecordingGate).
            RecordingGate.RESULTS.close();
            shuttingDown = true;
            stopAll();
            RecordingGate.RESULTS.awaitRecording();
        }, "vtbench-container-janitor"));
    }

    /**
     * Whether the harness is being stopped (Ctrl-C, SIGTERM): a cell that fails now failed because its containers were
     * stopped under it, and must not be recorded as the server's failure.
     */
    public static boolean shuttingDown() {
        return shuttingDown;
    }

    private ContainerJanitor() {}

    /** Called before the container is created: its harness's lifeline must be up before the engine knows of it. */
    static void track(GenericContainer<?> container) {
        Lifeline.attach();
        RUNNING.add(container);
    }

    static void forget(GenericContainer<?> container) {
        RUNNING.remove(container);
    }

    public static void stopAll() {
        for (GenericContainer<?> container : List.copyOf(RUNNING)) {
            try {
                container.stop();
            } catch (RuntimeException e) {
                System.err.println("vtbench: could not stop container " + container.getContainerId() + ": " + e.getMessage());
            }
        }
    }
}
