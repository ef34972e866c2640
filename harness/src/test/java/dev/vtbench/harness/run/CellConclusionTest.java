package dev.vtbench.harness.run;

import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Repetition;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/** A cell's tally is concluded after each of its repetitions; a check that throws fails that cell, keeping its repetitions. */
class CellConclusionTest {
    private static final CellResult SAMPLE = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1500, true);
    private static final Path LOG = Path.of("/run/cells/plain-jdk_temurin-25_pool_cpu-1_io/server-3.log");

    @Test
    void measuredRepetitionsAreAssessed() {
        CellResult result = CellResult.measured(SAMPLE.cell(), Optional.of(100), "log", SAMPLE.context(), List.of(), SAMPLE.repetitions());
        assertThat(result.status()).isEqualTo(CellStatus.MEASURED);
        assertThat(result.notes()).as("Little's law checked").anyMatch(note -> note.startsWith("Little's law"));
    }

    @Test
    void aTallyKeepsEveryRepetitionAndNamesItsServerLogFromTheRunsFolder() {
        CellTally tally = new CellTally(TestCells.io(), Optional.of(100));
        for (Repetition repetition : SAMPLE.repetitions()) {
            tally.add(repetition, SAMPLE.context(), List.of("ok"), LOG);
        }
        CellResult result = tally.result();
        assertThat(result.status()).isEqualTo(CellStatus.MEASURED);
        assertThat(result.repetitions()).as("every repetition, counted or not").hasSize(SAMPLE.repetitions().size());
        assertThat(result.serverLog()).isEqualTo("cells/plain-jdk_temurin-25_pool_cpu-1_io/server-3.log");
    }

    @Test
    void aFailedTallyKeepsWhatItMeasured() {
        CellTally tally = new CellTally(TestCells.io(), Optional.of(100));
        tally.add(SAMPLE.repetitions().get(0), SAMPLE.context(), List.of("ok"), LOG);
        tally.fail(CellStatus.FAILED, "the server died during repetition 2", LOG);
        CellResult result = tally.result();
        assertThat(result.status()).isEqualTo(CellStatus.FAILED);
        assertThat(result.reason()).isEqualTo("the server died during repetition 2");
        assertThat(result.repetitions()).as("repetition 1, measured before the failure").hasSize(1);
    }

    @Test
    void aCheckThatThrowsFailsTheCellAndKeepsItsRepetitions() {
        // No context (a bug elsewhere): Little's law cannot be checked, and the check throws.
        CellTally tally = new CellTally(TestCells.io(), Optional.of(100));
        SAMPLE.repetitions().forEach(repetition -> tally.add(repetition, null, List.of(), LOG));
        CellResult result = tally.result();
        assertThat(result.status()).as("a FAILED cell, not an exception that ends the run").isEqualTo(CellStatus.FAILED);
        assertThat(result.repetitions()).as("the measured repetitions are kept").hasSize(SAMPLE.repetitions().size());
        assertThat(result.reason()).contains("3 repetition(s) were measured and are kept").contains("NullPointerException");
    }
}
