package dev.vtbench.harness.verdict;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;

import java.util.List;
import java.util.Optional;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The verdict's inputs read off recorded cells: one {@link ModeSample} per cell, each figure from the repetitions whose
 * window opened. This is the one place that knows where a figure lives in a result; the comparison and the sentence
 * never look at a cell.
 * <ul>
 *   <li>capacity: each repetition's OK rate, only for a closed-model constant load (an open model serves what it is
 *       offered, so its rate is no capacity); a cell whose only disqualifying flag is the driver's gives a lower bound;</li>
 *   <li>CPU per request: the server's CPU over the window (percent of one core / 100 x 1e6 µs) over the window's OK rate;</li>
 *   <li>RSS: the server's sampled peak resident memory in the window;</li>
 *   <li>p99 at each equal-load step: each repetition's p99 of the step's window, from the group's equal-load cell of the
 *       same mode (its steps join the sample of every capacity load of its runtime, JVM, profile and scenario).</li>
 * </ul>
 * A figure is untrusted when a repetition never became steady or a flag disqualifies it, and then names the cause.
 */
public final class VerdictInputs {
    /** The flag of a cell limited by its driver: its capacity is a lower bound of the server's. */
    private static final Flag DRIVER_BOUND = Flag.DRIVER_BOUND;

    private VerdictInputs() {}

    /**
     * A sample of each cell whose id is a cell id, in the cells' order, the equal-load cells' steps joined to the samples
     * of their capacity loads; an equal-load cell with no capacity cell beside it (steps given as rates, in a run that
     * measured no capacity) is a sample of its own.
     */
    public static List<ModeSample> from(List<CellResult> cells) {
        List<CellResult> identified = cells.stream().filter(cell -> CellKey.read(cell.cell()).isPresent()).toList();
        List<CellResult> equalLoad = identified.stream().filter(VerdictInputs::equalLoad).toList();
        List<ModeSample> samples = new java.util.ArrayList<>();
        for (CellResult cell : identified) {
            if (!equalLoad(cell)) {
                samples.add(sample(cell).withSteps(EqualLoadSamples.stepsBeside(CellKey.parse(cell.cell()), equalLoad)));
            } else if (identified.stream().noneMatch(other -> !equalLoad(other) && EqualLoadSamples.sameServer(
                    CellKey.parse(other.cell()), CellKey.parse(cell.cell())))) {
                samples.add(sample(cell).withSteps(EqualLoadSamples.steps(cell)));
            }
        }
        return samples;
    }

    private static boolean equalLoad(CellResult cell) {
        return cell.context() != null ? cell.context().simulation().stepRatesProperty().isPresent()
                : EqualLoadSamples.labelledEqualLoad(cell.cell());
    }

    /** The sample of one cell: every figure missing, with its status and reason, when it was not measured. */
    public static ModeSample sample(CellResult cell) {
        CellKey key = CellKey.parse(cell.cell());
        double cpus = cell.context() == null ? Double.NaN : cell.context().cpus();
        if (cell.status() != CellStatus.MEASURED) {
            MetricSample none = MetricSample.missing(cell.status() + (cell.reason() == null || cell.reason().isEmpty() ? "" : ": " + cell.reason()));
            return new ModeSample(key, cpus, none, none, none, List.of());
        }
        List<Repetition> windowed = cell.repetitions().stream().filter(Repetition::windowOpened).toList();
        MetricSample capacity = capacity(cell, windowed);
        MetricSample cpu = figure(cell, VerdictMetric.CPU_PER_REQUEST, values(windowed, r -> r.cost().cpuMicrosPerRequest()),
                "the server's CPU could not be read");
        MetricSample memory = figure(cell, VerdictMetric.MEMORY_RSS, values(windowed, VerdictInputs::rssBytes),
                "no reading of the server's resident memory");
        return new ModeSample(key, cpus, capacity, cpu, memory, List.of());
    }

    private static MetricSample capacity(CellResult cell, List<Repetition> windowed) {
        CellContext context = cell.context();
        if (context == null || context.loadModel() != LoadModel.CLOSED || !context.simulation().constantLoad()) {
            // An open model serves what it is offered, equal-load steps included: its rate says nothing of capacity.
            return MetricSample.missing("not a capacity figure: " + (context == null ? "no workload recorded" : context.load().workloadText()));
        }
        List<Double> values = values(windowed, r -> r.load().throughputPerSecond());
        if (cell.trustedFor(Figure.CAPACITY) && !values.isEmpty()) {
            return MetricSample.trusted(values);
        }
        List<Flag> flags = disqualifying(cell, VerdictMetric.CAPACITY);
        if (unsteady(cell).isEmpty() && !values.isEmpty() && flags.equals(List.of(DRIVER_BOUND))) {
            return MetricSample.lowerBound(values, "driver-bound (flagged " + DRIVER_BOUND.code() + ")");
        }
        return figure(cell, VerdictMetric.CAPACITY, values, "no repetition has a throughput");
    }

    /** Untrusted (with why), missing, or trusted: the same rule for every figure. */
    private static MetricSample figure(CellResult cell, VerdictMetric metric, List<Double> values, String whyNone) {
        Optional<String> unsteady = unsteady(cell);
        String flagged = disqualifying(cell, metric).stream().map(Flag::code).collect(Collectors.joining(" "));
        if (unsteady.isPresent() || !flagged.isEmpty()) {
            String why = unsteady.map(text -> flagged.isEmpty() ? text : text + ", and flagged " + flagged).orElse("flagged " + flagged);
            return MetricSample.untrusted(values, why);
        }
        return values.isEmpty() ? MetricSample.missing("not measured: " + whyNone) : MetricSample.trusted(values);
    }

    /** The flags that keep this figure out of a comparison, but for NS (said as "not steady", with its cause). */
    private static List<Flag> disqualifying(CellResult cell, VerdictMetric metric) {
        return cell.flags().stream().filter(flag -> flag.disqualifies(metric.figure())).filter(flag -> flag != Flag.NOT_STEADY)
                .distinct().toList();
    }

    /** Why the cell was not steady (as the gate says it), or empty. */
    private static Optional<String> unsteady(CellResult cell) {
        long never = cell.repetitions().stream().filter(r -> !r.windowOpened()).count();
        if (never > 0) {
            return Optional.of("not steady: " + never + " of " + cell.repetitions().size() + " repetition(s) never became steady");
        }
        return cell.flags().contains(Flag.NOT_STEADY) ? Optional.of("not steady: its rate moved inside the measured window") : Optional.empty();
    }

    private static double rssBytes(Repetition repetition) {
        long rss = repetition.resources() == null ? -1 : repetition.resources().serverSampledPeakRssBytes();
        return rss > 0 ? rss : Double.NaN;
    }

    /** Each repetition's value, leaving out one not measured (NaN, zero or negative: a ratio of logs needs positive values). */
    static List<Double> values(List<Repetition> repetitions, ToDoubleFunction<Repetition> figure) {
        return repetitions.stream().map(figure::applyAsDouble).filter(v -> v > 0 && Double.isFinite(v)).toList();
    }
}
