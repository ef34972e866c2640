package dev.vtbench.harness.docker;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The listening TCP sockets of a container, seen from the host: the socket inodes its processes hold open
 * (/proc/PID/fd), matched against the kernel's socket tables (/proc/PID/net/tcp and tcp6, the host's own
 * tables under host networking). Whatever opened them (the HTTP connector, an admin port, JMX, a debugger),
 * they are all found.
 */
public final class ContainerListeners {
    private static final String LISTEN = "0A";

    private ContainerListeners() {}

    /** A listening socket and the process holding it. */
    public record Listener(String address, int port, long pid) {
        public boolean isLoopback() {
            return address.equals("127.0.0.1") || address.equals("::1") || address.equals("::ffff:127.0.0.1");
        }

        @Override
        public String toString() {
            return (address.contains(":") ? "[" + address + "]" : address) + ":" + port + " (pid " + pid + ")";
        }
    }

    /** The listeners of every process in {@code processes} (host PIDs), read from {@code proc}. */
    public static List<Listener> of(Path proc, List<Long> processes) throws IOException {
        List<Listener> found = new ArrayList<>();
        for (long pid : processes) {
            Set<Long> inodes = socketInodes(proc.resolve(Long.toString(pid)).resolve("fd"));
            for (String table : List.of("tcp", "tcp6")) {
                Path file = proc.resolve(Long.toString(pid)).resolve("net").resolve(table);
                List<String> lines;
                try {
                    lines = Files.readAllLines(file);
                } catch (NoSuchFileException goneOrNoIpv6) {
                    // the process ended meanwhile, or the kernel has no IPv6 table: no listener there
                    continue;
                }
                for (String line : lines) {
                    parseListening(line, pid).filter(entry -> inodes.contains(entry.inode()))
                            .ifPresent(entry -> found.add(entry.listener()));
                }
            }
        }
        return found;
    }

    private record Entry(Listener listener, long inode) {}

    /** One row of /proc/net/tcp(6), when it is a listening socket. */
    private static java.util.Optional<Entry> parseListening(String line, long pid) {
        String[] fields = line.strip().split("\\s+");
        if (fields.length < 10 || !fields[0].endsWith(":") || !fields[3].equals(LISTEN)) {
            return java.util.Optional.empty();
        }
        String[] local = fields[1].split(":");
        return java.util.Optional.of(new Entry(new Listener(address(local[0]), Integer.parseInt(local[1], 16), pid),
                Long.parseLong(fields[9])));
    }

    /** The kernel writes each 32-bit word of the address in host (little-endian) byte order, as hex. */
    static String address(String hex) {
        byte[] bytes = new byte[hex.length() / 2];
        for (int word = 0; word < bytes.length / 4; word++) {
            for (int i = 0; i < 4; i++) {
                bytes[word * 4 + i] = (byte) Integer.parseInt(hex.substring(word * 8 + (3 - i) * 2, word * 8 + (3 - i) * 2 + 2), 16);
            }
        }
        if (bytes.length == 16 && isV4Mapped(bytes)) {
            return "::ffff:" + (bytes[12] & 0xff) + "." + (bytes[13] & 0xff) + "." + (bytes[14] & 0xff) + "." + (bytes[15] & 0xff);
        }
        try {
            // Java's long form (0:0:0:0:0:0:0:1) is shortened only for the two addresses a reader looks for.
            String text = java.net.InetAddress.getByAddress(bytes).getHostAddress();
            return text.equals("0:0:0:0:0:0:0:1") ? "::1" : text.equals("0:0:0:0:0:0:0:0") ? "::" : text;
        } catch (java.net.UnknownHostException e) {
            throw new IllegalArgumentException("not an address: " + hex, e);
        }
    }

    private static boolean isV4Mapped(byte[] bytes) {
        for (int i = 0; i < 10; i++) {
            if (bytes[i] != 0) {
                return false;
            }
        }
        return bytes[10] == (byte) 0xff && bytes[11] == (byte) 0xff;
    }

    private static Set<Long> socketInodes(Path fdFolder) throws IOException {
        Set<Long> inodes = new HashSet<>();
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(fdFolder)) {
            for (Path fd : fds) {
                try {
                    String target = Files.readSymbolicLink(fd).toString();
                    if (target.startsWith("socket:[")) {
                        inodes.add(Long.parseLong(target.substring(8, target.length() - 1)));
                    }
                } catch (NoSuchFileException closedMeanwhile) {
                    // the descriptor was closed between the listing and now
                }
            }
        } catch (NoSuchFileException processGone) {
            // the process ended between the cgroup's listing and now
        }
        return inodes;
    }
}
