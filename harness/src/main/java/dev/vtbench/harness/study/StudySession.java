package dev.vtbench.harness.study;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * What a study runs with: the conditions that fit this machine (and those that do not, with the reason), its scale,
 * its own options as given, the folder it writes into, and where it reports progress; it keeps the conditions that
 * failed.
 */
public final class StudySession {
    private final List<StudyCondition> conditions;
    private final List<String> skipped;
    private final StudyScale scale;
    private final StudyOptions options;
    private final Path folder;
    private final String command;
    private final PrintStream progress;
    private final List<String> failures = new ArrayList<>();

    public StudySession(List<StudyCondition> conditions, List<String> skipped, StudyScale scale, StudyOptions options,
                        Path folder, String command, PrintStream progress) {
        this.conditions = List.copyOf(conditions);
        this.skipped = List.copyOf(skipped);
        this.scale = scale;
        this.options = options;
        this.folder = folder;
        this.command = command;
        this.progress = progress;
    }

    /**
     * Measures under each condition in turn; a condition that fails (a JVM that crashed, a container that timed out) is
     * recorded with its reason and the next one still runs, so one bad condition loses nothing else.
     */
    <T> List<T> measureEach(Function<StudyCondition, T> measure) {
        List<T> measured = new ArrayList<>();
        for (StudyCondition condition : conditions) {
            try {
                measured.add(measure.apply(condition));
            } catch (RuntimeException e) {
                String reason = condition.describe() + ": " + e.getMessage();
                failures.add(reason);
                say("FAILED " + reason);
            }
        }
        return measured;
    }

    List<String> failures() {
        return List.copyOf(failures);
    }

    List<String> skipped() {
        return skipped;
    }

    StudyScale scale() {
        return scale;
    }

    StudyOptions options() {
        return options;
    }

    Path folder() {
        return folder;
    }

    String command() {
        return command;
    }

    void say(String line) {
        progress.println("vtbench: " + line);
    }
}
