package dev.vtbench.harness.verdict;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.Percentile;
import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.LeftOut;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RoundValues;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The verdict's inputs read off recorded cells: one {@link ModeSample} per cell, each figure from the repetitions whose
 * window counted ({@link Repetition#counted()}), with how many ran and why the others were left out. This is the one
 * place that knows where a figure lives in a result; the comparison and the sentence never look at a cell.
 * <ul>
 *   <li>capacity: each repetition's OK rate, only for a closed-model constant load (an open model serves what it is
 *       offered, so its rate is no capacity); a cell whose only disqualifying flag is the driver's gives a lower bound;</li>
 *   <li>CPU per request and p99 at capacity: over the same window (percent of one core / 100 x 1e6 µs over the OK rate);</li>
 *   <li>RSS: the server's sampled peak resident memory in the window;</li>
 *   <li>at each equal-load step: each repetition's p99 and CPU per request of the step's window, from the group's
 *       equal-load cell of the same mode (its steps join the sample of every capacity load of its runtime, JVM, profile
 *       and scenario); an open-model constant load is a step of its own at its rate, where falling behind is a finding.</li>
 * </ul>
 * A figure is untrusted when a flag disqualifies it (but for the repetitions' spread, which its interval carries), and
 * then names the flag; it may be cured by more rounds when what keeps it out is repetitions left out (or too few), not
 * a flag more of the same would keep.
 */
public final class VerdictInputs {
    /** The flag of a cell limited by its driver: its capacity is a lower bound of the server's. */
    private static final Flag DRIVER_BOUND = Flag.DRIVER_BOUND;
    /** Flags a cell carries only when every repetition was left out: a counted repetition in a later round lifts them. */
    private static final Set<Flag> LEFT_OUT_FLAGS = EnumSet.of(Flag.NOT_STEADY, Flag.NOISY_MACHINE, Flag.JIT_BUSY);

    private VerdictInputs() {}

    /**
     * A sample of each cell whose id is a cell id, in the cells' order, the equal-load cells' steps joined to the samples
     * of their capacity loads; an equal-load cell with no capacity cell beside it (steps given as rates, in a run that
     * measured no capacity) is a sample of its own.
     */
    public static List<ModeSample> from(List<CellResult> cells) {
        List<CellResult> identified = cells.stream().filter(cell -> CellKey.read(cell.cell()).isPresent()).toList();
        List<CellResult> equalLoad = identified.stream().filter(VerdictInputs::equalLoad).toList();
        List<ModeSample> samples = new ArrayList<>();
        for (CellResult cell : identified) {
            if (!equalLoad(cell)) {
                ModeSample sample = sample(cell);
                samples.add(sample.steps().isEmpty() ? sample.withSteps(EqualLoadSamples.stepsBeside(CellKey.parse(cell.cell()), equalLoad))
                        : sample);
            } else if (identified.stream().noneMatch(other -> !equalLoad(other) && EqualLoadSamples.sameServer(
                    CellKey.parse(other.cell()), CellKey.parse(cell.cell())))) {
                samples.add(sample(cell).withSteps(EqualLoadSamples.steps(cell)));
            }
        }
        return samples;
    }

    /** Whether a cell id names equal-load steps: no pair of its own, its steps are its capacity cells' figures. */
    public static boolean isEqualLoadId(String id) {
        return EqualLoadSamples.labelledEqualLoad(id);
    }

    private static boolean equalLoad(CellResult cell) {
        return cell.context() != null ? cell.context().simulation().stepRatesProperty().isPresent()
                : EqualLoadSamples.labelledEqualLoad(cell.cell());
    }

    /**
     * The sample of one cell: every figure missing, with its status and reason, when it was not measured; with the limits
     * its server reported.
     */
    public static ModeSample sample(CellResult cell) {
        ModeSample sample = figures(cell);
        return cell.context() == null ? sample : sample.withLimits(cell.context().parity());
    }

    private static ModeSample figures(CellResult cell) {
        CellKey key = CellKey.parse(cell.cell());
        double cpus = cell.context() == null ? Double.NaN : cell.context().cpus();
        if (cell.status() != CellStatus.MEASURED) {
            MetricSample none = MetricSample.missing(cell.status() + (cell.reason() == null || cell.reason().isEmpty() ? "" : ": " + cell.reason()));
            return new ModeSample(key, cpus, none, none, none, List.of(), none);
        }
        CellContext context = cell.context();
        if (context != null && context.loadModel() == LoadModel.OPEN && context.simulation().constantLoad()
                && context.simulation().stepRatesProperty().isEmpty()) {
            // An open model at one rate: both modes were offered the same load, as at an equal-load step.
            MetricSample none = MetricSample.notApplicable("an open model serves what it is offered");
            return new ModeSample(key, cpus, none, none, figure(cell, VerdictMetric.MEMORY_RSS, VerdictInputs::rssBytes,
                    "no reading of the server's resident memory"), List.of(OpenLoadStep.of(cell)), none);
        }
        boolean atCapacity = context == null || context.loadModel() == LoadModel.CLOSED && context.simulation().constantLoad();
        MetricSample notAtCapacity = MetricSample.notApplicable("not a capacity figure: "
                + (context == null ? "no workload recorded" : context.load().workloadText()));
        return new ModeSample(key, cpus, atCapacity ? capacity(cell) : notAtCapacity,
                atCapacity ? figure(cell, VerdictMetric.CPU_PER_REQUEST, r -> r.cost().cpuMicrosPerRequest(),
                        "the server's CPU could not be read") : notAtCapacity,
                figure(cell, VerdictMetric.MEMORY_RSS, VerdictInputs::rssBytes, "no reading of the server's resident memory"),
                List.of(),
                atCapacity ? figure(cell, VerdictMetric.LATENCY_P99, VerdictInputs::p99Millis, "no OK request in the window") : notAtCapacity);
    }

    private static MetricSample capacity(CellResult cell) {
        MetricSample figure = figure(cell, VerdictMetric.CAPACITY, r -> r.load().throughputPerSecond(), "no repetition has a throughput");
        List<Flag> flags = disqualifying(cell, VerdictMetric.CAPACITY);
        if (figure.standing() == MetricSample.Standing.UNTRUSTED && !figure.values().isEmpty() && flags.equals(List.of(DRIVER_BOUND))) {
            return MetricSample.lowerBound(figure.values(), "driver-bound (flagged " + DRIVER_BOUND.code() + ")")
                    .ofRepetitions(figure.ran(), figure.leftOut()).inRounds(figure.rounds());
        }
        return figure;
    }

    /** Untrusted (with why), missing, or trusted, from the counted repetitions: the same rule for every figure. */
    private static MetricSample figure(CellResult cell, VerdictMetric metric, ToDoubleFunction<Repetition> value, String whyNone) {
        RoundValues measured = RoundValues.ofRepetitions(cell.repetitions().stream().filter(Repetition::counted).toList(), value);
        return figure(cell, metric, measured.values(), whyNone).inRounds(measured.rounds());
    }

    private static MetricSample figure(CellResult cell, VerdictMetric metric, List<Double> values, String whyNone) {
        List<Flag> flags = disqualifying(cell, metric);
        String leftOut = leftOut(cell.repetitions());
        int ran = cell.repetitions().size();
        boolean curable = LEFT_OUT_FLAGS.containsAll(flags) && (values.size() < 2 || !flags.isEmpty());
        if (!flags.isEmpty()) {
            return MetricSample.untrusted(values, "flagged " + flags.stream().map(Flag::code).collect(Collectors.joining(" "))
                    + (leftOut.isEmpty() ? "" : " (" + leftOut + ")")).ofRepetitions(ran, leftOut).curable(curable);
        }
        if (values.isEmpty()) {
            return MetricSample.missing("not measured: " + (leftOut.isEmpty() ? whyNone : "every repetition left out (" + leftOut + ")"))
                    .ofRepetitions(ran, leftOut).curable(true);
        }
        return MetricSample.trusted(values).ofRepetitions(ran, leftOut).curable(values.size() < 2);
    }

    /**
     * The flags that keep this figure out of a comparison. A spread across repetitions is not one of them: the verdict's
     * interval comes from those repetitions and carries their spread ({@link Flag#spreadOfRepetitions()}).
     */
    private static List<Flag> disqualifying(CellResult cell, VerdictMetric metric) {
        Figure figure = metric.figure();
        return cell.flags().stream().filter(flag -> flag.disqualifies(figure)).filter(flag -> !flag.spreadOfRepetitions())
                .distinct().toList();
    }

    /** "1 never steady, 1 the machine busy": why the repetitions left out were; "" when none was. */
    static String leftOut(List<Repetition> repetitions) {
        Map<LeftOut.Reason, Long> counts = new TreeMap<>(repetitions.stream().filter(r -> r.leftOut() != null)
                .collect(Collectors.groupingBy(r -> r.leftOut().reason(), Collectors.counting())));
        return counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().words()).collect(Collectors.joining(", "));
    }

    private static double rssBytes(Repetition repetition) {
        long rss = repetition.resources() == null ? -1 : repetition.resources().serverSampledPeakRssBytes();
        return rss > 0 ? rss : Double.NaN;
    }

    private static double p99Millis(Repetition repetition) {
        return repetition.load().latencyMicros().getOrDefault(Percentile.P99.key(), Double.NaN) / 1000;
    }
}
