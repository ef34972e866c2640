package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.report.SampleRun;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * An equal-load cell's repetition whose every step window is left out (here: its JIT compiled through the step's
 * window) is left out of the cell's own figures too, so that the table does not count what the verdict leaves out: a
 * step cell showed 220-336 µs of CPU per request where the verdict, leaving the 336 µs window out, had one value.
 */
class EveryStepLeftOutTest {
    private static final Repetition BASE = SampleRun.measured("plain-jdk", "temurin-25", "virtual", 1, "io", 1900, true)
            .repetitions().get(0);

    @Test
    void aRepetitionWhoseOnlyStepIsLeftOutIsLeftOutSayingWhy() {
        Repetition busy = withSteps(step(50, 0.063));
        List<Repetition> judged = CountedWindows.judged(null, List.of(withSteps(step(50, 0.002)), busy));

        assertThat(judged.get(0).counted()).as("a step whose JIT was quiet counts").isTrue();
        assertThat(judged.get(1).counted()).as("a step whose JIT compiled through its window").isFalse();
        assertThat(judged.get(1).leftOut().reason()).isEqualTo(LeftOut.Reason.JIT_BUSY);
        assertThat(judged.get(1).leftOut().text()).isEqualTo("its equal-load step left out: the JIT compiling in its window (6.3%)");
        assertThat(RequestCost.cpuMicrosPerRequest(judged).samples()).as("the cell's CPU per request counts the quiet one only")
                .isEqualTo(1);
    }

    @Test
    void aRepetitionWithAStepThatCountsKeepsItsWindow() {
        Repetition oneOfTwo = withSteps(step(25, 0.002), step(50, 0.063));
        assertThat(CountedWindows.judged(null, List.of(oneOfTwo)).get(0).counted())
                .as("its 50% step is left out of its own figures; its 25% step counts").isTrue();
        assertThat(oneOfTwo.steps().get(1).leftOut()).contains("the JIT compiling in its window (6.3%)");
    }

    /** A step at {@code percent} that kept up, its rate steady and its JIT quiet when it opened, {@code jitDemand} in its window. */
    private static StepFigures step(int percent, double jitDemand) {
        int rate = 20 * percent;
        LoadStep load = new LoadStep(rate, "2026-11-22T10:01:00Z", "2026-11-22T10:01:09Z", 9, rate * 9L, 0, Map.of(), rate,
                Map.of("p50", 400.0, "p99", 1000.0), null, List.of(), true, 9.0, false, "", false, 0);
        ResourceUse used = new ResourceUse(9, 25, 0, 0, -1, Double.NaN, Double.NaN, Double.NaN, -1, false, Double.NaN);
        JvmUse jvm = new JvmUse(9, 0, 0, Map.of(), -1, -1, -1, -1, -1, -1, -1, -1, 0, -1, -1, -1, "", Double.NaN,
                jitDemand * 9, jitDemand);
        return new StepFigures(percent, load, used, jvm);
    }

    private static Repetition withSteps(StepFigures... steps) {
        Repetition r = BASE;
        return new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                r.resources(), r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart(), r.limitedBy(),
                List.of(steps), null);
    }
}
