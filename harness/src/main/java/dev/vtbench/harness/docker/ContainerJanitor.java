package dev.vtbench.harness.docker;

import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.result.RecordingGate;
import org.testcontainers.containers.GenericContainer;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Makes sure no vtbench container outlives the harness. Ryuk, Testcontainers' usual reaper, needs an image
 * that cannot be pulled here, so a shutdown hook stops what is still running on exit and on Ctrl-C, and
 * {@link #removeAllLabelled()} removes leftovers of a harness that was killed outright.
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

    static void track(GenericContainer<?> container) {
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

    /** Removes every container labelled as vtbench's, running or not; returns how many. */
    public static int removeAllLabelled() {
        var client = DockerEngine.client();
        List<Container> containers = client.listContainersCmd().withShowAll(true)
                .withLabelFilter(Map.of(HostContainer.LABEL, "true")).exec();
        for (Container container : containers) {
            client.removeContainerCmd(container.getId()).withForce(true).withRemoveVolumes(true).exec();
        }
        return containers.size();
    }

}
