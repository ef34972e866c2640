package dev.vtbench.harness.docker;

import dev.vtbench.harness.engine.DockerEngine;
import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.matrix.CpuSet;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A container labelled as vtbench's (the label `vtbench clean` removes by), with the cores it is pinned to
 * and the harness that started it: a harness killed outright (SIGKILL) leaves its server or backend running, and
 * that one keeps using the cores the next measurement needs.
 *
 * @param cpuset the container's --cpuset-cpus; empty when it may run on every core
 * @param harness the harness that started it (unknown for a container labelled before that label existed)
 */
public record LabelledContainer(String id, String name, String role, String cpuset, HarnessIdentity harness) {

    /** One whose harness is known by its process id only, as containers were labelled before the start instant was. */
    public LabelledContainer(String id, String name, String role, String cpuset, long harnessPid) {
        this(id, name, role, cpuset, new HarnessIdentity(harnessPid, -1));
    }

    /** The running vtbench containers, as the Docker engine lists and describes them. */
    public static List<LabelledContainer> running() {
        return list(false);
    }

    /** Every vtbench container, running or not: one created and never started is a leftover too. */
    public static List<LabelledContainer> all() {
        return list(true);
    }

    private static List<LabelledContainer> list(boolean showAll) {
        var client = DockerEngine.client();
        List<LabelledContainer> found = new ArrayList<>();
        for (Container container : client.listContainersCmd().withShowAll(showAll)
                .withLabelFilter(Map.of(HostContainer.LABEL, "true")).exec()) {
            com.github.dockerjava.api.model.HostConfig host;
            try {
                host = client.inspectContainerCmd(container.getId()).exec().getHostConfig();
            } catch (com.github.dockerjava.api.exception.NotFoundException removedMeanwhile) {
                // Removed between the listing and now (a reaper's sweep, another clean): nothing left to describe.
                continue;
            }
            Map<String, String> labels = container.getLabels() == null ? Map.of() : container.getLabels();
            String name = container.getNames() == null || container.getNames().length == 0 ? container.getId()
                    : container.getNames()[0].replaceFirst("^/", "");
            found.add(new LabelledContainer(container.getId(), name, labels.getOrDefault(HostContainer.ROLE_LABEL, "?"),
                    host == null || host.getCpusetCpus() == null ? "" : host.getCpusetCpus(), HarnessIdentity.fromLabels(labels)));
        }
        return found;
    }

    /** Whether it may run on any of {@code cores}: unpinned, or pinned to a set that shares one, or to one we cannot read. */
    public boolean mayRunOn(CpuSet cores) {
        if (cpuset.isBlank()) {
            return true;
        }
        try {
            return CpuSet.parse(cpuset).overlaps(cores);
        } catch (IllegalArgumentException e) {
            return true;
        }
    }

    /** "vtbench-xyz (a1b2c3d4e5f6, the server, started by harness PID 812, which is gone)". */
    public String describe() {
        String owner;
        if (harness.pid() < 0) {
            owner = "started by an unknown harness";
        } else if (harness.isThisHarness()) {
            owner = "started by this harness";
        } else {
            owner = "started by " + harness.describe() + (harness.isAlive() ? ", which is still running" : ", which is gone");
        }
        return name + " (" + id.substring(0, Math.min(12, id.length())) + ", the " + role + ", on cores "
                + (cpuset.isBlank() ? "all" : cpuset) + ", " + owner + ")";
    }

    /** Whether the harness that started it is another one still running: then it is a measurement, not a leftover. */
    public boolean ownerIsAnotherLiveHarness() {
        return !harness.isThisHarness() && harness.isAlive();
    }

    /** Whether the harness that started it is gone (killed outright, or unknown): then nothing will ever remove it but us. */
    public boolean ownerIsGone() {
        return !harness.isThisHarness() && !harness.isAlive();
    }
}
