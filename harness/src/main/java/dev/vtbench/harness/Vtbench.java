package dev.vtbench.harness;

import dev.vtbench.harness.cli.Main;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * vtbench from a user's own build: the {@code run} and {@code gate} commands of {@code harness/vtbench}, called in
 * the caller's JVM (a JUnit test) without exiting it, each returning its exit code, results folder and gate verdicts:
 * <pre>{@code
 * RunOutcome outcome = Vtbench.run("--service", "service.properties", "--profiles", "cpu-1",
 *         "--gate", "virtual/pool >= 0.9 at cpu-1");
 * assertThat(outcome.gatesPassed()).as(outcome.describe()).isTrue();
 * }</pre>
 * It finds the vtbench checkout (its matrices, scenarios and Dockerfiles) from the system property {@code vtbench.root},
 * or from the working folder and those above it; it needs the machine {@code harness/vtbench run} needs (a Docker
 * engine, and no other harness running). What the command prints goes to {@code System.out} and {@code System.err}.
 */
public final class Vtbench {
    private Vtbench() {}

    /** {@code harness/vtbench run OPTIONS...}: measures and writes a results folder, judging each {@code --gate} after. */
    public static RunOutcome run(String... options) {
        List<String> args = new ArrayList<>(List.of("run"));
        args.addAll(List.of(options));
        return Main.outcome(args);
    }

    /** {@code harness/vtbench gate FOLDER GATES}: judges gates ("virtual/pool >= 0.9 at cpu-1; ...") against a results folder. */
    public static RunOutcome gate(Path resultsFolder, String gates) {
        return Main.outcome(List.of("gate", resultsFolder.toString(), gates));
    }
}
