package dev.vtbench.harness.docker;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

/**
 * Whether the server answering on 127.0.0.1:PORT is the container just started, listening on loopback only. A
 * host-network container is given a port that {@link LocalPorts} found free a moment before; if another program took
 * it meanwhile, the server fails to bind and that program would answer the checks in its place. And a host-network
 * listener off loopback would open the server to the network. Both are read from the kernel's socket tables through
 * {@link ContainerListeners}, before every cell's load.
 */
public final class PortOwner {
    private final Path proc;

    /** Reads the host's /proc. */
    public PortOwner() {
        this(Path.of("/proc"));
    }

    /** Reads a /proc tree rooted at {@code proc}: the host's, or a fake one in tests. */
    PortOwner(Path proc) {
        this.proc = proc;
    }

    /**
     * Empty when one of {@code pids} (the container's processes) listens on 127.0.0.1:{@code port} and none of them
     * listens off loopback; otherwise why not, naming what was found, for a verification failure.
     */
    public Optional<String> whyNotHeldBy(Collection<Long> pids, int port) {
        List<ContainerListeners.Listener> listeners;
        try {
            listeners = ContainerListeners.of(proc, List.copyOf(pids));
        } catch (IOException e) {
            return Optional.of("cannot read the container's sockets under " + proc + " (" + e
                    + "): the harness reads other users' /proc/PID/fd, so it runs as root (as harness/vtbench does under sudo)");
        }
        List<ContainerListeners.Listener> open = listeners.stream().filter(listener -> !listener.isLoopback()).toList();
        if (!open.isEmpty()) {
            return Optional.of("the container listens off loopback on " + open + ": every vtbench server binds 127.0.0.1 only");
        }
        if (listeners.stream().noneMatch(listener -> listener.port() == port)) {
            return Optional.of("none of the container's processes " + pids + " listens on 127.0.0.1:" + port
                    + " (they listen on " + listeners + "): another program took the port");
        }
        return Optional.empty();
    }
}
