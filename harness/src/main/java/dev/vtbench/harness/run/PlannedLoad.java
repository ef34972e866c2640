package dev.vtbench.harness.run;

import dev.vtbench.harness.load.LoadSpec;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * How long a load phase lasts by its plan alone, for a kind of load not measured yet in the run: the warm-up from its
 * minimum to its cap (a warm-up until steady may open the window at either end), then what the simulation runs after
 * it from its shortest to its longest (the window; for equal-load steps their warm-up phase, then each step's ramp,
 * settle and window), plus the driver's own seconds beyond them (its start and report, the server JVM's diagnostics).
 */
final class PlannedLoad {
    private PlannedLoad() {
    }

    static SecondsRange of(LoadSpec load, double driverSeconds) {
        Map<String, String> properties = withStepCount(load);
        long shortest = load.simulation().shortestSeconds(properties, load.durationSeconds());
        long longest = load.simulation().plannedSeconds(properties, load.durationSeconds());
        return new SecondsRange(load.warmup().minSeconds() + shortest + driverSeconds,
                load.warmup().maxSeconds() + longest + driverSeconds);
    }

    /**
     * The load's properties; for equal-load steps whose rates wait for a capacity of the run, with stand-in rates
     * (1, 2, 3, ...): their number is all the plan's length needs, and the simulation would count one step without them.
     */
    private static Map<String, String> withStepCount(LoadSpec load) {
        Optional<String> ratesProperty = load.simulation().stepRatesProperty();
        if (!load.equalLoadSteps() || ratesProperty.isEmpty() || !load.stepRates().isEmpty()) {
            return load.properties();
        }
        Map<String, String> properties = new HashMap<>(load.properties());
        properties.put(ratesProperty.get(), IntStream.rangeClosed(1, LoadKind.steps(load)).mapToObj(Integer::toString)
                .collect(Collectors.joining(",")));
        return properties;
    }
}
