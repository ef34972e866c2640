package dev.vtbench.harness.load;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.gatling.schema.SteadyCriterion;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The steady criterion as a driver's stats file records it: today's batch-means criterion is read back whole and judges
 * the window; one from before batch means (no {@code batchSeconds}) still reads and says what it was, and its window is
 * judged by today's default.
 */
class SteadyStateTest {

    @TempDir
    Path folder;

    private SteadyState read(String criterion) throws IOException {
        Path stats = folder.resolve("stats.json");
        Files.writeString(stats, """
                {"simulation": "ThroughputSimulation", "model": "closed", "timelineOkPerSecond": [1, 2],
                 "warmupMode": "until-steady", "warmupMinSeconds": 10, "warmupMaxSeconds": 120, "steady": true,
                 "secondsToSteady": 16.0, "windowOpenedAtSecond": 16.1, "steadyCriterion": %s}
                """.formatted(criterion));
        return LoadResult.read(stats).steadyState();
    }

    @Test
    void aBatchMeansCriterionIsReadBackWholeAndJudgesTheWindow() throws IOException {
        SteadyState state = read("""
                {"windowSeconds": 18, "batchSeconds": 3, "maxRelativeChange": 0.06, "negligibleChange": 0.03, "maxCv": 0.05}""");

        assertThat(state.criterion()).as("as recorded").isEqualTo(new SteadyState.Criterion(18, 3, 0.06, 0.03, 0.05));
        assertThat(state.rule()).as("the window's judge").isEqualTo(new SteadyCriterion(18, 3, 0.06, 0.03, 0.05));
        assertThat(state.criterion().describe()).isEqualTo("OK rate over the last 18 s in 3 s batches: change within 6% "
                + "(a significant one within 3%), batch means' CV within 5%");
        assertThat(state.windowStartSecond()).as("the window's first whole second").isEqualTo(17);
    }

    @Test
    void aPerSecondCriterionOfOlderResultsStillSaysWhatItWas() throws IOException {
        SteadyState state = read("""
                {"windowSeconds": 10, "maxRelativeChange": 0.05, "maxCv": 0.05}""");

        assertThat(state.criterion().perSecond()).as("no batchSeconds recorded").isTrue();
        assertThat(state.criterion().describe()).isEqualTo("OK rate over the last 10 s: trend within 5% and CV within 5%");
        assertThat(state.rule()).as("its window judged by today's criterion").isEqualTo(SteadyCriterion.DEFAULT);
        assertThat(SteadyState.fixed(15).rule()).as("a fixed warm-up's window too").isEqualTo(SteadyCriterion.DEFAULT);
    }
}
