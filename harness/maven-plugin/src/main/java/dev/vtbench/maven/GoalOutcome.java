package dev.vtbench.maven;

import dev.vtbench.harness.RunOutcome;
import dev.vtbench.harness.cli.ExitCodes;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugin.MojoFailureException;

import java.util.List;

/**
 * A command's exit code as the build's outcome: done passes; a gate that failed or could not be judged, or a cell that
 * FAILED, fails the build (BUILD FAILURE, with the verdicts); a refusal (bad configuration, no Docker engine, another
 * harness running) is an error of the build (BUILD ERROR), with the command line's own words and remedy.
 */
final class GoalOutcome {
    private GoalOutcome() {}

    static void require(String goal, RunOutcome outcome, List<String> errors) throws MojoExecutionException, MojoFailureException {
        switch (outcome.exitCode()) {
            case ExitCodes.DONE -> { }
            case ExitCodes.GATE_FAILED -> throw new MojoFailureException("vtbench " + goal + ": a gate failed or could not be judged; "
                    + outcome.describe());
            case ExitCodes.CELL_FAILED -> throw new MojoFailureException("vtbench " + goal + ": a cell FAILED" + said(errors) + "; "
                    + outcome.describe());
            default -> throw new MojoExecutionException("vtbench " + goal + " refused" + said(errors));
        }
    }

    private static String said(List<String> errors) {
        return errors.isEmpty() ? "" : ": " + String.join("\n", errors).replaceFirst("^vtbench: ", "");
    }
}
