package dev.vtbench.harness.docker;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Which process holds the listening socket on 127.0.0.1:PORT, read from the kernel's socket tables. A host-network
 * container is given a port that {@link LocalPorts} found free a moment before; if another program took it meanwhile,
 * the server fails to bind, and the program that took the port would answer the checks in its place. Proving that the
 * listener belongs to one of the container's own processes closes that gap: what is verified and loaded is the
 * container just started.
 */
public final class PortOwner {
    private static final String LISTEN = "0A";

    private final Path proc;

    /** Reads the host's /proc (the harness and the host-network containers share its network namespace). */
    public PortOwner() {
        this(Path.of("/proc"));
    }

    /** Reads a /proc tree rooted at {@code proc}: the host's, or a fake one in tests. */
    PortOwner(Path proc) {
        this.proc = proc;
    }

    /**
     * Empty when a process among {@code pids} holds the socket listening on 127.0.0.1:{@code port} (IPv4, or IPv6's
     * mapped form); otherwise why not, naming what was found, for a verification failure.
     */
    public Optional<String> whyNotHeldBy(Collection<Long> pids, int port) {
        Set<String> inodes = listeningInodes(port);
        if (inodes.isEmpty()) {
            return Optional.of("nothing listens on 127.0.0.1:" + port);
        }
        for (long pid : pids) {
            if (holdsAny(pid, inodes)) {
                return Optional.empty();
            }
        }
        return Optional.of("the listener on 127.0.0.1:" + port + " (socket " + String.join(", ", inodes)
                + ") belongs to none of the container's processes " + pids + ": another program took the port");
    }

    /** The inodes of the sockets listening on 127.0.0.1:{@code port}, from /proc/net/tcp and tcp6. */
    Set<String> listeningInodes(int port) {
        String portHex = String.format(Locale.ROOT, ":%04X", port);
        Set<String> inodes = new HashSet<>();
        for (String table : List.of("tcp", "tcp6")) {
            try {
                for (String line : Files.readAllLines(proc.resolve("net").resolve(table))) {
                    String[] fields = line.trim().split("\\s+");
                    // sl local_address rem_address st tx:rx tr:when retrnsmt uid timeout inode
                    if (fields.length > 9 && fields[3].equals(LISTEN) && isLoopback(fields[1], portHex)) {
                        inodes.add(fields[9]);
                    }
                }
            } catch (IOException e) {
                // no such table (IPv6 off): nothing listens there
            }
        }
        return inodes;
    }

    /** 127.0.0.1 as /proc/net/tcp writes it (little-endian hex), or ::ffff:127.0.0.1 as tcp6 does. */
    private static boolean isLoopback(String localAddress, String portHex) {
        return localAddress.equals("0100007F" + portHex) || localAddress.equals("0000000000000000FFFF00000100007F" + portHex);
    }

    private boolean holdsAny(long pid, Set<String> inodes) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(proc.resolve(Long.toString(pid)).resolve("fd"))) {
            for (Path fd : fds) {
                String target = readLink(fd);
                if (target.startsWith("socket:[") && inodes.contains(target.substring(8, target.length() - 1))) {
                    return true;
                }
            }
        } catch (IOException e) {
            // the process is gone or not readable: it holds nothing we can see
        }
        return false;
    }

    private static String readLink(Path fd) {
        try {
            return Files.isSymbolicLink(fd) ? Files.readSymbolicLink(fd).toString() : "";
        } catch (IOException e) {
            return "";
        }
    }
}
