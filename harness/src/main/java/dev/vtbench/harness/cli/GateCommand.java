package dev.vtbench.harness.cli;

import dev.vtbench.harness.gate.GateJudge;
import dev.vtbench.harness.gate.GateRecord;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.RegressionGate;
import dev.vtbench.harness.result.ResultsFolder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code harness/vtbench gate FOLDER GATES}: judges gates against a results folder written earlier, without changing it. */
@Command(name = "gate", description = "Judge gates against a results folder (exit 0 passed, 3 failed or not judged).")
final class GateCommand implements Callable<Integer> {
    private final Conclusion conclusion;
    // Both in one list, so that a missing gate is refused with the command's shape rather than picocli's wording.
    @Parameters(paramLabel = "FOLDER GATES", arity = "0..*", description = "a results folder and the gates: "
            + "\"virtual/pool >= 0.9 at cpu-1\", \"cpu-per-request virtual/pool <= 1.1 at cpu-1\" (several with ';')")
    private List<String> args = List.of();

    GateCommand(Conclusion conclusion) {
        this.conclusion = conclusion;
    }

    @Override
    public Integer call() {
        if (args.size() != 2) {
            throw new IllegalArgumentException("gate takes a results folder and the gates: harness/vtbench gate FOLDER \"virtual/pool >= 0.9 at cpu-1\"");
        }
        List<RegressionGate> gates = RegressionGate.parseAll(args.get(1));
        ResultsFolder results = ResultsFolder.open(Path.of(args.get(0)));
        Repairs.say(results);
        List<GateVerdict> verdicts = GateJudge.judge(gates, results);
        return conclusion.conclude(results.path(), verdicts, GateRecord.markdown(verdicts), ExitCodes.DONE);
    }
}
