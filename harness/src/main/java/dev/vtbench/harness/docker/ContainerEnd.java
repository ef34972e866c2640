package dev.vtbench.harness.docker;

import com.github.dockerjava.api.command.InspectContainerResponse;

/** Says how a container ended, as Docker recorded it: exit code, OOMKilled, error. */
public final class ContainerEnd {
    private ContainerEnd() {}

    public static String describe(InspectContainerResponse info) {
        if (info == null || info.getState() == null) {
            return "its state is unknown";
        }
        InspectContainerResponse.ContainerState state = info.getState();
        StringBuilder text = new StringBuilder(Boolean.TRUE.equals(state.getRunning()) ? "it is still running"
                : "it exited with code " + state.getExitCodeLong());
        if (Boolean.TRUE.equals(state.getOOMKilled())) {
            text.append(" (OOMKilled: the memory limit was too small)");
        } else if (Long.valueOf(137).equals(state.getExitCodeLong())) {
            text.append(" (killed by SIGKILL)");
        }
        if (state.getError() != null && !state.getError().isBlank()) {
            text.append("; docker says: ").append(state.getError());
        }
        return text.toString();
    }
}
