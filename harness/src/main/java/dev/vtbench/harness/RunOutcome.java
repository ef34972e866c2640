package dev.vtbench.harness;

import dev.vtbench.harness.gate.GateVerdict;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How a vtbench command ended, for a caller in the same JVM (a user's JUnit test, through {@link Vtbench}).
 *
 * @param exitCode what the command line would exit with: 0 done; 1 a cell FAILED (or a results file could not be
 *     written after some cells were); 2 bad input, or the machine cannot run it (no Docker engine, another harness
 *     running); 3 a gate failed or could not be judged
 * @param resultsFolder the folder the run wrote, or the gate command judged; empty when it ended before one
 * @param gates each gate's verdict, in the order given; empty when no gate was given or judged
 */
public record RunOutcome(int exitCode, Optional<Path> resultsFolder, List<GateVerdict> gates) {

    public RunOutcome {
        gates = List.copyOf(gates);
    }

    /**
     * Whether gates were judged and every one passed. False when none was given or judged (a run refused, or one
     * without {@code --gate}): a test that asserts this cannot pass by default.
     */
    public boolean gatesPassed() {
        return !gates.isEmpty() && gates.stream().allMatch(GateVerdict::passed);
    }

    /** The exit code, the folder and each verdict in words: a message for a failed assertion. */
    public String describe() {
        return "exit code " + exitCode + resultsFolder.map(folder -> ", results in " + folder).orElse(", no results folder")
                + (gates.isEmpty() ? ", no gate judged" : gates.stream().map(GateVerdict::describe).collect(Collectors.joining("\n", "\n", "")));
    }
}
