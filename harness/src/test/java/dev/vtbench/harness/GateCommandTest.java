package dev.vtbench.harness;

import dev.vtbench.harness.cli.MainAccess;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.view.ResultsWriter;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * `harness/vtbench gate FOLDER GATES` on a results folder the test writes, `run --gate` refusing a gate before anything
 * starts, and the same through the library entry point {@link Vtbench}: exit 0 when every gate passes, 3 when one fails
 * or cannot be judged, 2 for bad input. No Docker needed: nothing here reaches a container.
 */
class GateCommandTest {
    @TempDir
    Path folder;

    @BeforeEach
    void writeARun() {
        ResultsFolder results = ResultsFolder.create(folder, SampleRun.run());
        SampleRun.oneCpuCount().stream().filter(cell -> cell.cell().startsWith("plain-jdk/temurin-25/"))
                .forEach(cell -> ResultsWriter.record(results, cell, cell.cell().replace('/', '_')));
    }

    @Test
    void aGateThatHoldsExitsZeroAndSaysWhy() {
        MainAccess.Outcome outcome = gate("virtual/pool >= 0.9 at cpu-1");
        assertThat(outcome.exitCode()).as(outcome.stdout() + outcome.stderr()).isZero();
        assertThat(outcome.stdout()).as("the verdict, each pair with its model and ratio")
                .contains("vtbench: gate virtual/pool >= 0.9 at cpu-1: PASSED\n")
                .contains("  plain-jdk/temurin-25/hello (closed model, 400 users): capacity, virtual/pool = 0.95 [0.89-1.02], the verdict's "
                        + "95% interval: holds (>= 0.9)")
                .contains("  plain-jdk/temurin-25/io (closed model, 400 users): capacity, virtual/pool = 1.73 [1.62-1.86]");
        assertThat(folder.resolve("gates.md")).as("judging a folder leaves it as it was").doesNotExist();
    }

    @Test
    void aGateThatFailsOrCannotBeJudgedExitsThree() {
        MainAccess.Outcome failed = gate("virtual/pool >= 0.9 at cpu-1; virtual/pool >= 1 at cpu-1");
        assertThat(failed.exitCode()).as("the second gate fails on hello").isEqualTo(3);
        assertThat(failed.stdout()).contains("gate virtual/pool >= 0.9 at cpu-1: PASSED").contains("gate virtual/pool >= 1 at cpu-1: FAILED")
                .contains("virtual/pool = 0.95 [0.89-1.02]").contains("FAILS (needs >= 1)");
        MainAccess.Outcome unknown = gate("virtual/pool >= 0.9 at cpu-2");
        assertThat(unknown.exitCode()).as("a profile the run lacks fails too").isEqualTo(3);
        assertThat(unknown.stdout()).contains("gate virtual/pool >= 0.9 at cpu-2: CANNOT BE JUDGED (fails)")
                .contains("this run has no cell at cpu-2 (its profiles: cpu-1)");
    }

    @Test
    void badInputExitsTwoWithOneLine() {
        MainAccess.Outcome malformed = gate("virtual/pool => 0.9 at cpu-1");
        assertThat(malformed.exitCode()).isEqualTo(2);
        assertThat(malformed.stderr()).as("the mistake and the shape, one line").hasLineCount(1)
                .contains("compares with '=>'").contains("e.g. \"virtual/pool >= 0.9 at cpu-1\"");
        MainAccess.Outcome notAFolder = MainAccess.execute(List.of("gate", folder.resolve("none").toString(), "virtual/pool >= 0.9 at cpu-1"));
        assertThat(notAFolder.exitCode()).isEqualTo(2);
        assertThat(notAFolder.stderr()).contains("holds no results.json");
        MainAccess.Outcome noGate = MainAccess.execute(List.of("gate", folder.toString()));
        assertThat(noGate.exitCode()).isEqualTo(2);
        assertThat(noGate.stderr()).contains("gate takes a results folder and the gates");
    }

    @Test
    void runRefusesABadGateBeforeAnythingStarts() {
        MainAccess.Outcome malformed = MainAccess.execute(List.of("run", "--gate", "virtual/pool >= 0.9"));
        assertThat(malformed.exitCode()).isEqualTo(2);
        assertThat(malformed.stderr()).contains("names no CPU profile");
        MainAccess.Outcome unanswerable = MainAccess.execute(List.of("run", "--profiles", "cpu-1", "--gate", "virtual/pool >= 0.9 at cpu-0.5"));
        assertThat(unanswerable.exitCode()).as("a profile the matrix does not measure").isEqualTo(2);
        assertThat(unanswerable.stderr()).contains("--gate 'virtual/pool >= 0.9 at cpu-0.5' could never be judged: this run has no cell "
                + "at cpu-0.5 (its profiles: cpu-1)");
        assertThat(unanswerable.stdout()).as("nothing started: no container, no build").isEmpty();
        assertThat(MainAccess.execute(List.of("run", "--modes", "pool", "--gate", "virtual/pool >= 0.9 at cpu-1")).stderr())
                .contains("this run has no virtual cell at cpu-1 (its modes there: pool)");
    }

    @Test
    void theLibraryEntryPointReturnsTheVerdictsAndTheFolder() throws Exception {
        RunOutcome passed = Vtbench.gate(folder, "virtual/pool >= 0.9 at cpu-1");
        assertThat(passed.gatesPassed()).as(passed.describe()).isTrue();
        assertThat(passed.exitCode()).isZero();
        assertThat(passed.resultsFolder()).hasValue(folder);
        assertThat(passed.gates()).singleElement().extracting(GateVerdict::outcome).isEqualTo(GateVerdict.Outcome.PASSED);
        RunOutcome failed = Vtbench.gate(folder, "virtual/pool >= 1 at cpu-1");
        assertThat(failed.gatesPassed()).isFalse();
        assertThat(failed.exitCode()).isEqualTo(3);
        assertThat(failed.describe()).contains("exit code 3, results in " + folder).contains("FAILS (needs >= 1)");
        RunOutcome refused = Vtbench.run("--gate", "virtual/pool >= 0.9 at cpu-0.5", "--profiles", "cpu-1");
        assertThat(refused.exitCode()).as("refused before anything ran").isEqualTo(2);
        assertThat(refused.resultsFolder()).isEmpty();
        assertThat(refused.gatesPassed()).as("no gate judged is no pass").isFalse();
        assertThat(refused.describe()).isEqualTo("exit code 2, no results folder, no gate judged");
        try (var files = Files.list(folder)) {
            assertThat(files.map(path -> path.getFileName().toString()).toList()).as("the gate command wrote nothing into the folder")
                    .doesNotContain("gates.md");
        }
    }

    private MainAccess.Outcome gate(String gates) {
        return MainAccess.execute(List.of("gate", folder.toString(), gates));
    }
}
