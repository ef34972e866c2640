package dev.vtbench.harness.run;

import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.StepFigures;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Which loads a server measures again: equal-load steps whose window the JIT spoiled, as a capacity window so spoiled is;
 * never a load whose windows were warm.
 */
class WarmWindowTest {

    /** The step at {@code percent}% of a 2,000 req/s capacity; {@code jitQuiet} false: its settle ran out on a compiling JIT. */
    private static StepFigures step(int percent, boolean jitQuiet) {
        int rate = 20 * percent;
        LoadStep load = new LoadStep(rate, "2026-11-22T10:01:00Z", "2026-11-22T10:01:20Z", 20, rate * 20L, 0, Map.of(), rate,
                Map.of("p50", 400.0, "p99", 1000.0), null, List.of(), true, 9.0, false, "", false, 0, jitQuiet, jitQuiet ? 4.0 : null);
        return new StepFigures(percent, load, ResourceUse.UNKNOWN, null);
    }

    private static Repetition withSteps(StepFigures... steps) {
        Repetition r = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1900, true).repetitions().get(0);
        return new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                r.resources(), r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart(), r.limitedBy(),
                List.of(steps), null);
    }

    @Test
    void stepsWhoseWindowsWereWarmAreKept() {
        assertThat(WarmWindow.jitWorkedThrough(withSteps(step(25, true), step(50, true)))).isEmpty();
    }

    @Test
    void stepsAreMeasuredAgainWhenTheJitSpoiledAnyStepsWindowNamingEachSuchStep() {
        assertThat(WarmWindow.jitWorkedThrough(withSteps(step(25, true), step(50, false), step(75, false))))
                .contains("50% load: the server's JIT still compiling when its window opened (the settle ran out); "
                        + "75% load: the server's JIT still compiling when its window opened (the settle ran out)");
    }

    @Test
    void aStepLeftOutForTheJitIsLeftOutForTheSameReasonItIsMeasuredAgain() {
        StepFigures spoiled = step(50, false);
        assertThat(spoiled.leftOut()).isEqualTo(spoiled.jitWorked()).isPresent();
        assertThat(step(50, true).jitWorked()).isEmpty();
    }
}
