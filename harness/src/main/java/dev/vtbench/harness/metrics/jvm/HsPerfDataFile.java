package dev.vtbench.harness.metrics.jvm;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.AccessDeniedException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;

/**
 * The hsperfdata file of a JVM in a container, read from the host: HotSpot maps its counters to
 * {@code /tmp/hsperfdata_<user>/<pid>} inside the container, where the host sees it as
 * {@code /proc/<host pid>/root/tmp/hsperfdata_<user>/<pid in the container>}.
 *
 * <p>HotSpot writes that file only if it can name its user: a user id with no entry in the container's
 * /etc/passwd (vtbench's images run as the bare uid 10001) gets its counters in private memory instead,
 * where neither jstat nor this class can see them. {@link #of} says so, with the remedy.
 */
public final class HsPerfDataFile {
    private final Path path;

    HsPerfDataFile(Path path) {
        this.path = path;
    }

    /** The hsperfdata file of {@code jvm}, or why there is none to read. */
    public static HsPerfDataFile of(ContainerProcess jvm) throws FigureUnavailableException {
        Path tmp = jvm.insideContainer("/tmp");
        Path newest = null;
        FileTime newestTime = null;
        try (DirectoryStream<Path> folders = Files.newDirectoryStream(tmp, "hsperfdata_*")) {
            for (Path folder : folders) {
                Path candidate = folder.resolve(Long.toString(jvm.namespacePid()));
                // A file of an earlier JVM with the same PID can survive a crash; the live JVM's is the newest.
                if (Files.isRegularFile(candidate)) {
                    FileTime modified = Files.getLastModifiedTime(candidate);
                    if (newestTime == null || modified.compareTo(newestTime) > 0) {
                        newest = candidate;
                        newestTime = modified;
                    }
                }
            }
        } catch (AccessDeniedException e) {
            throw new FigureUnavailableException("the harness may not look inside the container through " + tmp
                    + ": run it as root (or as the container's user with ptrace access) to read the JVM's counters", e);
        } catch (IOException e) {
            throw new FigureUnavailableException("cannot list " + tmp + " (" + e + "): the container has stopped", e);
        }
        if (newest == null) {
            throw new FigureUnavailableException(whyNoFile(jvm));
        }
        return new HsPerfDataFile(newest);
    }

    private static String whyNoFile(ContainerProcess jvm) {
        String where = "no /tmp/hsperfdata_*/" + jvm.namespacePid() + " in the container of host process " + jvm.hostPid();
        if (!jvm.isJava()) {
            return where + ": its main process is not java (" + String.join(" ", jvm.commandLine())
                    + "); make the entrypoint exec java so that the JVM is the main process";
        }
        if (!userHasName(jvm)) {
            return where + ": the JVM runs as uid " + jvm.uid() + ", which has no entry in the container's /etc/passwd, and"
                    + " HotSpot then keeps its counters in private memory; give the user a name in the image, e.g."
                    + " RUN echo 'vtbench:x:" + jvm.uid() + ":" + jvm.uid() + ":vtbench:/tmp:/usr/sbin/nologin' >> /etc/passwd";
        }
        if (String.join(" ", jvm.commandLine()).contains("-XX:-UsePerfData") || environment(jvm).contains("-XX:-UsePerfData")) {
            return where + ": the JVM runs with -XX:-UsePerfData; remove that option";
        }
        return where + ": the JVM publishes no counters (not HotSpot, e.g. OpenJ9, or -XX:+PerfDisableSharedMem)";
    }

    private static boolean userHasName(ContainerProcess jvm) {
        try {
            List<String> lines = Files.readAllLines(jvm.insideContainer("/etc/passwd"));
            return lines.stream().map(line -> line.split(":")).anyMatch(fields -> fields.length > 2
                    && fields[2].equals(Long.toString(jvm.uid())));
        } catch (IOException e) {
            return true; // cannot tell: do not blame the user table
        }
    }

    private static String environment(ContainerProcess jvm) {
        try {
            return Files.readString(jvm.folder().resolve("environ")).replace('\0', ' ');
        } catch (IOException e) {
            return "";
        }
    }

    public Path path() {
        return path;
    }

    /**
     * Reads the whole file now. The JVM keeps writing while it is copied, but every counter is an aligned
     * 8-byte word written in one store, so each value is whole; they are simply not all of the same instant.
     */
    public HsPerfData read() throws IOException, PerfDataFormatException {
        return HsPerfData.parse(ByteBuffer.wrap(Files.readAllBytes(path)));
    }

    /** The counters the harness reports, read now and stamped with the wall clock. */
    public JvmCounters readCounters() throws IOException, PerfDataFormatException {
        long now = System.currentTimeMillis();
        return JvmCounters.of(read(), now);
    }
}
