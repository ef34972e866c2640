package dev.vtbench.harness.verdict;

import dev.vtbench.contract.Percentile;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RoundValues;

import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;

/**
 * An open-model constant load read as an equal-load step at its own rate: every mode of the group was offered the same
 * arrivals, so its CPU per request and p99 compare as a step's do, and a mode that fell behind the rate is a finding
 * (over capacity), not a missing figure. Fell behind: a repetition whose OK rate, over its window or (one never steady)
 * its last {@value #TAIL_SECONDS} seconds, was under {@value #KEPT_UP_PERCENT}% of the offered rate; over capacity when
 * most repetitions did.
 */
final class OpenLoadStep {
    static final int KEPT_UP_PERCENT = 95;
    static final int TAIL_SECONDS = 10;

    private OpenLoadStep() {}

    static StepSample of(CellResult cell) {
        int rate = cell.context().rate();
        List<Repetition> ran = cell.repetitions().stream().filter(r -> r.load() != null).toList();
        List<Repetition> behind = ran.stream().filter(r -> completedRate(r) < rate * KEPT_UP_PERCENT / 100.0).toList();
        boolean over = !ran.isEmpty() && behind.size() * 2 > ran.size();
        String reason = over ? String.format(Locale.ROOT, "completed %s of the %d req/s offered%s", rates(behind), rate,
                behind.size() < ran.size() ? " in " + behind.size() + " of " + ran.size() + " repetitions" : "") : "";
        List<Repetition> kept = cell.repetitions().stream().filter(Repetition::counted).filter(r -> !behind.contains(r)).toList();
        // Each repetition left out is named once: one behind the rate as behind (the finding), even if never steady too.
        String leftOut = VerdictInputs.leftOut(cell.repetitions().stream().filter(r -> !behind.contains(r)).toList());
        String why = behind.isEmpty() ? leftOut : (leftOut.isEmpty() ? "" : leftOut + ", ") + behind.size() + " behind the offered rate";
        MetricSample p99 = sample(kept, r -> r.load().latencyMicros().getOrDefault(Percentile.P99.key(), Double.NaN) / 1000,
                ran.size(), why, "no OK request in a counted window");
        MetricSample cost = sample(kept, r -> r.cost().cpuMicrosPerRequest(), ran.size(), why,
                "the server's CPU in a counted window could not be read");
        return new StepSample(EqualLoadStep.atRate(rate), p99, over, reason, cost);
    }

    private static MetricSample sample(List<Repetition> kept, ToDoubleFunction<Repetition> figure, int ran, String why, String whyNone) {
        RoundValues measured = RoundValues.ofRepetitions(kept, figure);
        List<Double> values = measured.values();
        return (values.isEmpty() ? MetricSample.missing("not measured: " + (why.isEmpty() ? whyNone : why)) : MetricSample.trusted(values))
                .ofRepetitions(ran, why).curable(values.size() < 2).inRounds(measured.rounds());
    }

    /** The OK rate the repetition completed: over its window, or over the last seconds of a run that never opened one. */
    private static double completedRate(Repetition repetition) {
        if (repetition.windowOpened()) {
            return repetition.load().throughputPerSecond();
        }
        List<Long> timeline = repetition.load().timelineOkPerSecond();
        List<Long> tail = timeline.subList(Math.max(0, timeline.size() - TAIL_SECONDS - 1), Math.max(0, timeline.size() - 1));
        return tail.stream().mapToLong(Long::longValue).average().orElse(0);
    }

    private static String rates(List<Repetition> behind) {
        return behind.stream().map(r -> String.format(Locale.ROOT, "%,.0f", completedRate(r))).reduce((a, b) -> a + ", " + b)
                .map(text -> text + " req/s").orElse("");
    }
}
