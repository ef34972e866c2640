package dev.vtbench.harness.gate;

import dev.vtbench.harness.result.AtomicFile;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Map;
import java.util.Optional;

/**
 * The Markdown of a CI job's page: GitHub Actions renders the file that GITHUB_STEP_SUMMARY names under the job, and
 * each step appends its part to it. Failing to append must not undo a run that measured: it is said, in one line.
 */
public final class StepSummary {
    public static final String VARIABLE = "GITHUB_STEP_SUMMARY";

    private StepSummary() {}

    /**
     * Appends {@code markdown} to the file {@code environment} names, in one write; the line to print about it, or
     * empty where the variable is not set (not in a CI job).
     */
    public static Optional<String> append(Map<String, String> environment, String markdown) {
        String named = environment.get(VARIABLE);
        if (named == null || named.isBlank()) {
            return Optional.empty();
        }
        Path file = Path.of(named);
        try {
            Files.writeString(file, markdown.endsWith("\n") ? markdown : markdown + "\n", StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.APPEND, StandardOpenOption.WRITE);
            return Optional.of("added to the job summary (" + VARIABLE + " = " + file + ")");
        } catch (IOException e) {
            String reason = e instanceof NoSuchFileException ? "its folder does not exist" : AtomicFile.reason(e);
            return Optional.of("cannot append to the job summary " + file + " (" + VARIABLE + "): " + reason
                    + "; the results folder holds the same Markdown");
        }
    }
}
