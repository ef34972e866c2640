package dev.vtbench.harness.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A lifeline reaper started from its command line, whose harness has already ended (its stdin is closed at once) and
 * whose Docker engine is a socket that does not exist: it reaps at once, gives up after {@code patienceSeconds} and
 * exits. What it printed, or what the JVM printed when it could not start it, is in its log.
 */
record ReaperRun(int exitCode, String log) {

    static ReaperRun withoutEngine(List<String> command, int patienceSeconds, Path dir) throws IOException, InterruptedException {
        List<String> withPatience = new ArrayList<>(command);
        withPatience.add(Integer.toString(patienceSeconds));
        Path log = Files.createTempFile(dir, "reaper", ".log");
        ProcessBuilder builder = new ProcessBuilder(withPatience).redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().put("DOCKER_HOST", "unix://" + dir.resolve("no-such-docker.sock"));
        Process reaper = builder.start();
        reaper.getOutputStream().close();
        assertThat(reaper.waitFor(60, TimeUnit.SECONDS)).as("the reaper exits by itself when the engine stays unreachable").isTrue();
        return new ReaperRun(reaper.exitValue(), Files.readString(log));
    }
}
