package dev.vtbench.harness.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs a local command (debootstrap script, jlink, pip) to completion, keeping its output for the error message. */
public final class CommandLine {
    private CommandLine() {}

    public record Result(int exitCode, String output) {
        public String tail(int lines) {
            List<String> all = output.lines().toList();
            return String.join("\n", all.subList(Math.max(0, all.size() - lines), all.size()));
        }
    }

    public static Result run(List<String> command, Path workingDirectory, long timeoutSeconds) {
        try {
            Path output = Files.createTempFile("vtbench-command", ".log");
            try {
                Process process = new ProcessBuilder(command).directory(workingDirectory.toFile())
                        .redirectErrorStream(true).redirectOutput(output.toFile()).start();
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new IllegalStateException(String.join(" ", command) + " did not finish within " + timeoutSeconds + " s");
                }
                return new Result(process.exitValue(), Files.readString(output));
            } finally {
                Files.deleteIfExists(output);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot run " + command.get(0) + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while running " + command.get(0), e);
        }
    }
}
