package dev.vtbench.harness.run;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * The rates of an equal-load cell whose steps are fractions of capacity: each fraction of the lower of the capacities
 * that its runtime, JVM, CPU profile and scenario reached in this run, one per mode (a mode's capacity being the highest
 * median throughput of its measured cells there). The lower one, so that every step stays below both modes' capacity;
 * a capacity that is only a lower bound (its driver or its clients were the limit) keeps the steps below the true one
 * all the more. The bound on requests in flight is the most closed-model users those cells had (at least
 * {@value #LEAST_IN_FLIGHT}): the concurrency at
 * which the capacity was measured, which a lower rate needs no more of (Little's law).
 */
final class EqualLoadRates {
    /**
     * The least bound on requests in flight, however few users measured the capacity: a server's pause (a collection,
     * jcmd after the window) queues a second's worth of arrivals, and with the bound at 10 (a CPU-bound capacity's users)
     * they waited in the driver for the whole window (1,935 req/s offered, 69% completed, its latency growing to 1.7 s).
     */
    static final int LEAST_IN_FLIGHT = 200;

    private EqualLoadRates() {}

    /** The cell with its rates resolved, or why it cannot be: no capacity of its group was measured in this run. */
    record Resolution(Optional<Cell> cell, String whyNot) {}

    static Resolution resolve(Cell cell, List<CellResult> recorded) {
        LoadSpec load = cell.load();
        if (load.resolved()) {
            return new Resolution(Optional.of(cell), "");
        }
        Map<String, CellResult> capacities = capacities(cell.key(), recorded);
        if (capacities.isEmpty()) {
            // Said of every mode's steps alike (RoundRunner records each SKIPPED with it): no cell is named here.
            return new Resolution(Optional.empty(), "its steps are " + load.steps().describe()
                    + ", but no capacity of " + cell.key().withoutMode().replace("/" + load.label(), "") + " was measured in this run "
                    + "(its capacity cells failed, were skipped or never became steady); give the steps as rates instead, e.g. "
                    + "--equal.load 500,1000");
        }
        Map.Entry<String, CellResult> lowest = capacities.entrySet().stream()
                .min(Comparator.comparingDouble(e -> e.getValue().throughput().median())).orElseThrow();
        double capacity = lowest.getValue().throughput().median();
        List<Integer> rates = load.steps().ratesFor(capacity);
        int maxInFlight = Math.max(LEAST_IN_FLIGHT, capacities.values().stream().map(CellResult::context)
                .filter(c -> c.loadModel() == LoadModel.CLOSED).mapToInt(CellContext::users).max().orElse(LoadSpec.DEFAULT_MAX_IN_FLIGHT));
        String basis = String.format(Locale.ROOT, "%,.0f req/s, the lower capacity of the modes in this run (%s)", capacity,
                capacities.entrySet().stream().map(e -> String.format(Locale.ROOT, "%s %,.0f req/s at %s", e.getKey(),
                        e.getValue().throughput().median(), e.getValue().context().key().load())).collect(Collectors.joining("; ")));
        return new Resolution(Optional.of(new Cell(cell.runtime(), cell.jvm(), cell.mode(), cell.profile(), cell.scenario(),
                load.withStepRates(rates, maxInFlight, basis), cell.serverJvmOptions(), cell.service())), "");
    }

    /** {@code cell}'s equal-load steps at {@code rates}, fixed for every mode of its group from where {@code basis} says. */
    static Cell withRates(Cell cell, List<Integer> rates, int maxInFlight, String basis) {
        LoadSpec load = cell.load();
        return new Cell(cell.runtime(), cell.jvm(), cell.mode(), cell.profile(), cell.scenario(),
                load.withStepRates(rates, maxInFlight, basis), cell.serverJvmOptions(), cell.service());
    }

    /**
     * Each mode's capacity cell in the group of {@code key}: of its measured cells with a throughput figure under a load
     * of one level, the one with the highest median.
     */
    static Map<String, CellResult> capacities(CellKey key, List<CellResult> recorded) {
        Map<String, CellResult> best = new TreeMap<>();
        for (CellResult cell : recorded) {
            CellContext context = cell.context();
            if (cell.status() != CellStatus.MEASURED || context == null || cell.throughput().isMissing()
                    || !context.simulation().constantLoad() || !sameGroup(key, context.key())) {
                continue;
            }
            best.merge(context.mode().name(), cell, (a, b) -> a.throughput().median() >= b.throughput().median() ? a : b);
        }
        return best;
    }

    private static boolean sameGroup(CellKey a, CellKey b) {
        return a.runtime().equals(b.runtime()) && a.jvm().equals(b.jvm()) && a.profile().equals(b.profile())
                && a.scenario().equals(b.scenario());
    }
}
