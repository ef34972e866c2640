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
        return whyNotHeldBy(pids, port, "127.0.0.1");
    }

    /**
     * As above, for a container told to listen on {@code boundAddress} (a topology's server address, so that drivers on
     * other hosts reach it): a listener there is expected, any other off loopback is not.
     */
    public Optional<String> whyNotHeldBy(Collection<Long> pids, int port, String boundAddress) {
        List<ContainerListeners.Listener> listeners;
        try {
            listeners = ContainerListeners.of(proc, List.copyOf(pids));
        } catch (IOException e) {
            return Optional.of("cannot read the container's sockets under " + proc + " (" + e
                    + "): the harness reads other users' /proc/PID/fd, so it runs as root (as harness/vtbench does under sudo)");
        }
        List<ContainerListeners.Listener> open = listeners.stream()
                .filter(listener -> !listener.isLoopback() && !listener.address().equals(boundAddress)).toList();
        if (!open.isEmpty()) {
            return Optional.of("the container listens on " + open + ": a vtbench server binds 127.0.0.1, or only the address it was given ("
                    + boundAddress + ")");
        }
        if (listeners.stream().noneMatch(listener -> listener.port() == port)) {
            return Optional.of("none of the container's processes " + pids + " listens on " + boundAddress + ":" + port
                    + " (they listen on " + listeners + "): another program took the port");
        }
        return Optional.empty();
    }
}
