package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadResult;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/** The answers only some simulations give, across repetitions: a rate search's highest rate, a ramp-up's time to 90% of peak. */
final class SimulationFigures {
    private SimulationFigures() {}

    static List<String> describe(List<Repetition> repetitions) {
        List<String> lines = new ArrayList<>();
        List<LoadResult> loads = repetitions.stream().map(Repetition::load).toList();
        if (loads.stream().anyMatch(l -> !l.steps().isEmpty())) {
            List<String> answers = loads.stream().map(l -> l.highestRateMeetingObjective() == null ? "none"
                    : l.highestRateMeetingObjective() + "/s").toList();
            lines.add("rate search (open model): highest rate meeting the latency objective, per repetition: " + answers);
        }
        List<Double> toNinety = loads.stream().map(LoadResult::secondsTo90PercentOfPeak).filter(Objects::nonNull).toList();
        if (!toNinety.isEmpty()) {
            Spread seconds = Spread.of(toNinety);
            Spread peak = Spread.of(loads.stream().map(LoadResult::peakThroughputPerSecond).filter(Objects::nonNull).toList());
            lines.add(String.format(Locale.ROOT, "ramp-up (closed model): 90%% of peak (%.0f req/s) after %.0f s [%.0f - %.0f]",
                    peak.median(), seconds.median(), seconds.min(), seconds.max()));
        }
        return lines;
    }
}
