package dev.vtbench.harness.cli;

import dev.vtbench.harness.RunOutcome;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.StepSummary;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * How a {@code run} or {@code gate} command concludes: each gate's verdict printed last (where a CI log shows it),
 * the Markdown appended to the CI job's summary, and exit code 3 when a gate did not pass. It keeps the folder and the
 * verdicts for a caller in the same JVM ({@link Main#outcome}).
 */
final class Conclusion {
    private final Map<String, String> environment;
    private Path folder;
    private List<GateVerdict> verdicts = List.of();

    Conclusion(Map<String, String> environment) {
        this.environment = environment;
    }

    /** Says the verdicts and appends {@code markdown} to the job summary; the exit code: 3 if a gate did not pass, else {@code code}. */
    int conclude(Path folder, List<GateVerdict> verdicts, String markdown, int code) {
        this.folder = folder;
        this.verdicts = List.copyOf(verdicts);
        StepSummary.append(environment, markdown).ifPresent(line -> System.out.println("vtbench: " + line));
        verdicts.forEach(verdict -> System.out.println("vtbench: " + verdict.describe()));
        return verdicts.stream().allMatch(GateVerdict::passed) ? code : 3;
    }

    RunOutcome outcome(int exitCode) {
        return new RunOutcome(exitCode, Optional.ofNullable(folder), verdicts);
    }
}
