package dev.vtbench.harness.metrics;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;

import static org.assertj.core.api.Assertions.assertThat;

class ThreadCpuTest {
    @TempDir
    Path proc;

    /** A stat line with fields 14 (utime), 15 (stime) and 39 (processor) set and the rest plausible. */
    static String statLine(long tid, String comm, long utime, long stime, int processor) {
        String[] fields = new String[50];
        Arrays.fill(fields, "0");
        fields[0] = "S";
        fields[14 - 3] = Long.toString(utime);
        fields[15 - 3] = Long.toString(stime);
        fields[39 - 3] = Integer.toString(processor);
        return tid + " (" + comm + ") " + String.join(" ", fields) + "\n";
    }

    @Test
    void countsTheFieldsFromTheLastParenthesisOfTheCommand() {
        ThreadCpu thread = ThreadCpu.parse(7, statLine(7, "my (odd) cmd 1 2 3", 120, 30, 3), null).orElseThrow();

        assertThat(thread.command()).as("comm with spaces and parentheses").isEqualTo("my (odd) cmd 1 2 3");
        assertThat(thread.ticks()).as("utime + stime").isEqualTo(150);
        assertThat(thread.lastCore()).as("processor, field 39").isEqualTo(3);
    }

    @Test
    void readsEveryThreadUnderItsProcessesCommand() throws Exception {
        Path process = Files.createDirectories(proc.resolve("100/task/100"));
        Files.writeString(proc.resolve("100/stat"), statLine(100, "java", 10, 5, 0));
        Files.writeString(process.resolve("stat"), statLine(100, "java", 10, 5, 0));
        Files.createDirectories(proc.resolve("100/task/101"));
        Files.writeString(proc.resolve("100/task/101/stat"), statLine(101, "C2 CompilerThre", 300, 20, 1));
        Files.createDirectories(proc.resolve("200"));
        Files.writeString(proc.resolve("200/stat"), statLine(200, "sleep", 0, 1, 0));
        Files.createDirectories(proc.resolve("self"));

        var threads = ThreadCpu.readAll(proc);

        assertThat(threads).containsOnlyKeys(100L, 101L, 200L);
        assertThat(threads.get(101L)).as("a worker thread, named by its process").isEqualTo(new ThreadCpu(100, 101, "java", 320, 1));
        assertThat(threads.get(200L)).as("no task folder: the process's own line").isEqualTo(new ThreadCpu(200, 200, "sleep", 1, 0));
    }

    @Test
    void skipsALineItCannotRead() {
        assertThat(ThreadCpu.parse(1, "1 (truncated) S 0 0", null)).isEmpty();
    }
}
