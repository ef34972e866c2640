package dev.vtbench.harness;

import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.HostContainer;

import java.util.List;
import java.util.Map;

/** The vtbench containers a harness process started, as the fault tests look for leftovers: by its own pid label only. */
final class HarnessContainers {
    private HarnessContainers() {}

    /** Containers of {@code harnessPid}, running or not, in role {@code role} (or any role when null). */
    static List<Container> of(long harnessPid, String role) {
        Map<String, String> labels = role == null ? Map.of(HostContainer.HARNESS_PID_LABEL, Long.toString(harnessPid))
                : Map.of(HostContainer.HARNESS_PID_LABEL, Long.toString(harnessPid), HostContainer.ROLE_LABEL, role);
        return DockerEngine.client().listContainersCmd().withShowAll(true).withLabelFilter(labels).exec();
    }

    /**
     * What is left of {@code harnessPid}'s containers once docker has had up to 10 s to finish removing them: it removes a
     * stopped container asynchronously, so an empty answer right after the stop would not yet be a leak.
     */
    static List<Container> leftBy(long harnessPid) throws InterruptedException {
        List<Container> left = of(harnessPid, null);
        for (int i = 0; i < 20 && !left.isEmpty(); i++) {
            Thread.sleep(500);
            left = of(harnessPid, null);
        }
        return left;
    }

    static List<String> describe(List<Container> containers) {
        return containers.stream().map(c -> c.getId().substring(0, 12) + " " + c.getImage() + " " + c.getState()).toList();
    }
}
