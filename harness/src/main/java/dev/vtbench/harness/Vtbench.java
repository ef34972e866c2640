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
 * It reads vtbench's matrices, scenarios, Dockerfiles and built apps from the system property {@code vtbench.root} (a
 * checkout), else from the {@code vtbench-distribution} jar that a dependency on {@code dev.vtbench:vtbench-harness}
 * brings (unpacked once into {@code ~/.cache/vtbench/distribution/}), else from a checkout above the working folder
 * ({@link dev.vtbench.harness.matrix.VtbenchRoot}). It needs the machine {@code harness/vtbench run} needs (a Docker
 * engine, and no other harness running). What the command prints goes to {@code System.out} and {@code System.err}.
 */
public final class Vtbench {
    private Vtbench() {}

    /** {@code harness/vtbench run OPTIONS...}: measures and writes a results folder, judging each {@code --gate} after. */
    public static RunOutcome run(String... options) {
        return command("run", options);
    }

    /** {@code harness/vtbench verify OPTIONS...}: starts each cell, proves its endpoints, CPU count and thread kind, stops; no load. */
    public static RunOutcome verify(String... options) {
        return command("verify", options);
    }

    /** {@code harness/vtbench gate FOLDER GATES}: judges gates ("virtual/pool >= 0.9 at cpu-1; ...") against a results folder. */
    public static RunOutcome gate(Path resultsFolder, String gates) {
        return Main.outcome(List.of("gate", resultsFolder.toString(), gates));
    }

    /**
     * Any command of {@code harness/vtbench} with its arguments as given, parsed and refused by the command line's own
     * code and messages: what vtbench-maven-plugin's goals call with the arguments their configuration makes.
     */
    public static RunOutcome command(String command, String... arguments) {
        List<String> args = new ArrayList<>(List.of(command));
        args.addAll(List.of(arguments));
        return Main.outcome(args);
    }
}
