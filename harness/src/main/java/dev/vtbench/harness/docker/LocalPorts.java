package dev.vtbench.harness.docker;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;

/**
 * Free TCP ports on 127.0.0.1 for host-networked containers, which cannot have Docker pick and map one. The probe
 * socket must be closed before the container can bind, so another program may take the port in between: verification
 * then proves, by {@link PortOwner}, that the listener is the container's own, and refuses the cell otherwise.
 */
public final class LocalPorts {
    private LocalPorts() {}

    public static int free() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException("no free port on 127.0.0.1", e);
        }
    }
}
