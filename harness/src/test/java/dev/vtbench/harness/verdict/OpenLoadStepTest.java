package dev.vtbench.harness.verdict;

import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Contexts;
import dev.vtbench.harness.result.LeftOut;
import dev.vtbench.harness.result.Repetition;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** An open-model load read as a step at its own rate: what counts of its repetitions, and why the others do not. */
class OpenLoadStepTest {

    /**
     * Offered 10,000 req/s: the first repetition never became steady and completed about 3,000 a second in its last
     * seconds (behind the rate, and left out as never steady), the other two kept up.
     */
    private static CellResult oneNeverSteadyAndBehind() {
        CellResult measured = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "hello", 10_000, true);
        Repetition neverSteady = SampleRun.neverSteady(measured).repetitions().get(0)
                .withLeftOut(new LeftOut(LeftOut.Reason.NEVER_STEADY, "not steady within the 90 s cap"));
        List<Repetition> repetitions = List.of(neverSteady, measured.repetitions().get(1), measured.repetitions().get(2));
        return new CellResult(measured.cell(), measured.status(), "", measured.serverLog(),
                Contexts.of(measured.cell()).scenario("hello", "/hello").load(LoadSpec.open(10_000, Warmup.fixed(10), 20)).build(),
                measured.verification(), repetitions, measured.throughput(), measured.p99Millis(), List.of(), List.of());
    }

    @Test
    void aRepetitionBehindTheRateAndNeverSteadyIsNamedOnceAsBehind() {
        StepSample step = OpenLoadStep.of(oneNeverSteadyAndBehind());

        assertThat(step.overCapacity()).as("one of three behind: no finding").isFalse();
        assertThat(step.p99Millis().repetitionsText()).as("each repetition left out counted once")
                .isEqualTo("2 of 3 repetitions (1 behind the offered rate)");
        assertThat(step.cpuMicrosPerRequest().repetitionsText()).isEqualTo("2 of 3 repetitions (1 behind the offered rate)");
    }
}
