package dev.vtbench.harness.metrics.jvm;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** A folder laid out like /proc (and a container's root below it) for the host-side readers' tests. */
final class FakeProc {
    final Path proc;

    FakeProc(Path folder) {
        this.proc = folder;
    }

    /** A process with a status file (host and namespace PIDs, effective uid) and a command line. */
    FakeProc process(long hostPid, long namespacePid, long uid, String... commandLine) throws IOException {
        Path folder = proc.resolve(Long.toString(hostPid));
        Files.createDirectories(folder.resolve("root/tmp"));
        Files.writeString(folder.resolve("status"), "Name:\tjava\nUid:\t" + uid + "\t" + uid + "\t" + uid + "\t" + uid
                + "\nNSpid:\t" + hostPid + "\t" + namespacePid + "\nvoluntary_ctxt_switches:\t5\nnonvoluntary_ctxt_switches:\t1\n");
        Files.writeString(folder.resolve("cmdline"), String.join("\0", commandLine) + "\0");
        Files.writeString(folder.resolve("environ"), "PATH=/usr/bin\0");
        return this;
    }

    /** A thread (task) with its context-switch counts. */
    FakeProc task(long tid, long voluntary, long involuntary) throws IOException {
        Path folder = Files.createDirectories(proc.resolve(Long.toString(tid)));
        Files.writeString(folder.resolve("status"), "Name:\tworker\nvoluntary_ctxt_switches:\t" + voluntary
                + "\nnonvoluntary_ctxt_switches:\t" + involuntary + "\n");
        return this;
    }

    /** A file inside the container of {@code hostPid}, e.g. /etc/passwd. */
    FakeProc fileInContainer(long hostPid, String absolutePath, byte[] content) throws IOException {
        Path file = proc.resolve(Long.toString(hostPid)).resolve("root").resolve(absolutePath.substring(1));
        Files.createDirectories(file.getParent());
        Files.write(file, content);
        return this;
    }

    FakeProc cgroup(long hostPid, String content) throws IOException {
        Files.writeString(proc.resolve(Long.toString(hostPid)).resolve("cgroup"), content);
        return this;
    }

    ContainerProcess read(long hostPid) throws FigureUnavailableException {
        return ContainerProcess.ofHostPid(proc, hostPid);
    }
}
