package dev.vtbench.harness.metrics.jvm;

import org.testcontainers.containers.ContainerState;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A container's main process as the host sees it: its host PID (Docker's State.Pid), its PID inside the
 * container's PID namespace (what the JVM calls itself, and names its hsperfdata file and attach socket
 * after), its user id, and its command line. In every vtbench image the main process is the JVM: the
 * Tomcat and Liberty entrypoints exec java.
 *
 * @param proc the proc file system to read ({@code /proc}; another folder in tests)
 */
public record ContainerProcess(Path proc, long hostPid, long namespacePid, long uid, List<String> commandLine) {

    /** The main process of a running container. */
    public static ContainerProcess mainOf(ContainerState container) throws FigureUnavailableException {
        Long pid = container.getContainerInfo() == null ? null : container.getContainerInfo().getState().getPidLong();
        if (pid == null || pid <= 0) {
            throw new FigureUnavailableException("container " + container.getContainerId()
                    + " has no running main process (Docker reports no PID): start it before reading its JVM");
        }
        return ofHostPid(Path.of("/proc"), pid);
    }

    /** The process {@code hostPid}, read from {@code proc}/{@code hostPid}/status and cmdline. */
    public static ContainerProcess ofHostPid(Path proc, long hostPid) throws FigureUnavailableException {
        Path folder = proc.resolve(Long.toString(hostPid));
        try {
            List<String> status = Files.readAllLines(folder.resolve("status"));
            // NSpid lists the PID in each nested namespace, the container's last; kernels before 4.1 lack it.
            long namespacePid = lastNumber(status, "NSpid:", hostPid);
            long uid = lastNumber(status, "Uid:", -1);
            String cmdline = Files.readString(folder.resolve("cmdline"));
            return new ContainerProcess(proc, hostPid, namespacePid, uid, List.of(cmdline.split("\0")));
        } catch (IOException e) {
            throw new FigureUnavailableException("cannot read " + folder + " (" + e + "): the container's process has"
                    + " exited, or the harness may not read other users' processes (run it as root)", e);
        }
    }

    /** The folder of this process in the proc file system. */
    public Path folder() {
        return proc.resolve(Long.toString(hostPid));
    }

    /** A path inside the container's file system, through /proc/PID/root (needs root or ptrace access). */
    public Path insideContainer(String absolutePath) {
        return folder().resolve("root").resolve(absolutePath.substring(1));
    }

    /** Whether the process runs a java launcher (by the name of its executable). */
    public boolean isJava() {
        return !commandLine.isEmpty() && Path.of(commandLine.get(0)).getFileName().toString().equals("java");
    }

    private static long lastNumber(List<String> status, String key, long otherwise) {
        for (String line : status) {
            if (line.startsWith(key)) {
                String[] fields = line.substring(key.length()).strip().split("\\s+");
                // Uid: lists real, effective, saved and file-system ids; the effective one names the user.
                int index = key.equals("Uid:") ? Math.min(1, fields.length - 1) : fields.length - 1;
                return Long.parseLong(fields[index]);
            }
        }
        return otherwise;
    }
}
