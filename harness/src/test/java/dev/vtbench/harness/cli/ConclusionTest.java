package dev.vtbench.harness.cli;

import dev.vtbench.harness.RunOutcome;
import dev.vtbench.harness.gate.GateJudge;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.RegressionGate;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The end of a run or gate command: exit 3 when a gate does not pass (over a FAILED cell's 1), the job summary appended. */
class ConclusionTest {
    private static final List<CellResult> CELLS = List.of(SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1900, true),
            SampleRun.measured("plain-jdk", "temurin-25", "virtual", 1, "io", 2600, true));

    @TempDir
    Path folder;

    @Test
    void aGateThatDoesNotPassMakesTheExitCodeThree() {
        assertThat(conclusion().conclude(folder, verdicts("virtual/pool >= 1 at cpu-1"), "", 1)).as("passed: the run's own code stays").isEqualTo(1);
        assertThat(conclusion().conclude(folder, List.of(), "", 0)).as("no gate: the run's own code").isZero();
        assertThat(conclusion().conclude(folder, verdicts("virtual/pool >= 2 at cpu-1"), "", 1)).as("failed: 3, over 1").isEqualTo(3);
        assertThat(conclusion().conclude(folder, verdicts("virtual/pool >= 1 at cpu-2"), "", 0)).as("not judged: 3 too").isEqualTo(3);
    }

    @Test
    void theMarkdownGoesToTheJobSummaryAndTheOutcomeKeepsFolderAndVerdicts() throws Exception {
        Path jobSummary = Files.writeString(folder.resolve("step_summary"), "earlier\n");
        Conclusion conclusion = new Conclusion(Map.of("GITHUB_STEP_SUMMARY", jobSummary.toString()));
        List<GateVerdict> verdicts = verdicts("virtual/pool >= 1 at cpu-1");
        int code = conclusion.conclude(folder, verdicts, "# vtbench results\n", 0);
        assertThat(Files.readString(jobSummary)).isEqualTo("earlier\n# vtbench results\n");
        RunOutcome outcome = conclusion.outcome(code);
        assertThat(outcome.resultsFolder()).hasValue(folder);
        assertThat(outcome.gates()).isEqualTo(verdicts);
        assertThat(outcome.gatesPassed()).isTrue();
    }

    private static Conclusion conclusion() {
        return new Conclusion(Map.of());
    }

    private static List<GateVerdict> verdicts(String gates) {
        return RegressionGate.parseAll(gates).stream().map(gate -> GateJudge.judge(gate, CELLS, List.of())).toList();
    }
}
