package dev.vtbench.harness.run;

import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** The honesty checks run inside the cell: one that throws fails that cell, keeping its repetitions, and the run goes on. */
class CellConclusionTest {
    private static final CellResult SAMPLE = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1500, true);

    @Test
    void measuredRepetitionsAreAssessed() {
        CellResult result = CellRunner.conclude(SAMPLE.cell(), Optional.of(100), "log", SAMPLE.context(), List.of(), SAMPLE.repetitions());
        assertThat(result.status()).isEqualTo(CellStatus.MEASURED);
        assertThat(result.notes()).as("Little's law checked").anyMatch(note -> note.startsWith("Little's law"));
    }

    @Test
    void aCheckThatThrowsFailsTheCellAndKeepsItsRepetitions() {
        // No context (a bug elsewhere): Little's law cannot be checked, and the check throws.
        CellResult result = CellRunner.conclude(SAMPLE.cell(), Optional.of(100), "log", null, List.of(), SAMPLE.repetitions());
        assertThat(result.status()).as("a FAILED cell, not an exception that ends the run").isEqualTo(CellStatus.FAILED);
        assertThat(result.repetitions()).as("the measured repetitions are kept").isEqualTo(SAMPLE.repetitions());
        assertThat(result.reason()).contains("3 repetition(s) were measured and are kept").contains("NullPointerException");
    }
}
