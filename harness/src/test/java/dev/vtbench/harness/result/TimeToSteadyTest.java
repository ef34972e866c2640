package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.gatling.schema.SteadyCriterion;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.report.SampleRun;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** How long a cell took to become steady, in the words the summary and the page use. */
class TimeToSteadyTest {
    private static final SteadyState.Criterion CRITERION = SteadyState.Criterion.of(SteadyCriterion.DEFAULT);

    @Test
    void saysTheMedianOfTheRepetitionsThatBecameSteady() {
        assertThat(describe(steady(14), steady(15), steady(16))).as("median [min - max]").isEqualTo("15 s [14 - 16]");
        assertThat(describe(steady(12), steady(12), steady(12))).as("no range when they agree").isEqualTo("12 s");
    }

    @Test
    void countsTheRepetitionsThatNeverBecameSteadyInsteadOfAveragingThem() {
        assertThat(describe(steady(14), never(), steady(16))).isEqualTo("15 s [14 - 16]; 1 of 3 never (cap 90 s)");
        assertThat(describe(never(), never(), never())).isEqualTo("never (cap 90 s)");
    }

    @Test
    void saysAFixedWarmUpWasNotDetected() {
        assertThat(describe(SteadyState.fixed(15), SteadyState.fixed(15))).isEqualTo("fixed 15 s");
        assertThat(describe((SteadyState) null)).as("results written before detection: the cell's own fixed warm-up").isEqualTo("fixed 15 s");
        CellResult skipped = SampleRun.cells().stream().filter(c -> c.status() == CellStatus.SKIPPED).findFirst().orElseThrow();
        assertThat(TimeToSteady.of(skipped).describe()).as("nothing ran").isEqualTo("-");
    }

    private static SteadyState steady(double seconds) {
        return new SteadyState("until-steady", 10, 90, true, seconds, seconds, CRITERION);
    }

    private static SteadyState never() {
        return new SteadyState("until-steady", 10, 90, false, null, null, CRITERION);
    }

    /** An /io cell (warm-up 15 s in its context) whose repetitions had these steady states, in order. */
    private static String describe(SteadyState... states) {
        CellResult cell = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1500, true);
        List<Repetition> repetitions = new ArrayList<>();
        List<SteadyState> each = Arrays.asList(states);
        for (int i = 0; i < each.size(); i++) {
            Repetition r = cell.repetitions().get(i);
            LoadResult l = r.load();
            LoadResult load = new LoadResult(l.simulation(), l.model(), l.measuredSeconds(), l.ok(), l.ko(), l.errors(),
                    l.throughputPerSecond(), l.latencyMicros(), l.timelineOkPerSecond(), l.driverAvailableProcessors(),
                    l.gatlingVersion(), l.startedAt(), l.windowOpenedAt(), l.windowClosedAt(), l.driverCpuSecondsInWindow(),
                    l.injectionLagged(), l.steps(), l.highestRateMeetingObjective(), l.peakThroughputPerSecond(),
                    l.secondsTo90PercentOfPeak(), each.get(i));
            repetitions.add(new Repetition(r.index(), load, r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(),
                    r.serverStateAfter(), r.resources(), r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart()));
        }
        return TimeToSteady.of(new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), cell.context(),
                cell.verification(), repetitions, cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags())).describe();
    }
}
