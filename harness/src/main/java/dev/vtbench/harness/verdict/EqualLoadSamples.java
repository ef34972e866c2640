package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.StepFigures;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The verdict's figures at the equal-load steps, read off an equal-load cell: for each step, the p99 of every
 * repetition that reached it, whether the mode was over capacity there (in most of those repetitions: it then fell
 * behind the offered rate, a finding), and why its latency cannot be compared (over capacity in some repetitions but
 * not most, a step not steady, errors, a late or saturated driver, or a flag of the cell that disqualifies latency).
 *
 * <p>Why a majority: one repetition out of two over capacity decided "the pool over capacity at 75% load" while the
 * other kept up; a finding about the mode needs most of its repetitions, and a split says only that the step was near
 * its capacity, where neither its p99 nor a finding can be trusted.
 */
final class EqualLoadSamples {
    private EqualLoadSamples() {}

    /** The steps of the equal-load cell of {@code key}'s runtime, JVM, mode, profile and scenario, if there is one. */
    static List<StepSample> stepsBeside(CellKey key, List<CellResult> equalLoadCells) {
        return equalLoadCells.stream().filter(cell -> sameServer(key, CellKey.parse(cell.cell())))
                .filter(cell -> CellKey.parse(cell.cell()).mode().equals(key.mode())).findFirst()
                .map(EqualLoadSamples::steps).orElse(List.of());
    }

    /** Whether two cells measure the same server (runtime, JVM, profile, scenario), whatever their modes and loads. */
    static boolean sameServer(CellKey a, CellKey b) {
        return a.runtime().equals(b.runtime()) && a.jvm().equals(b.jvm()) && a.profile().equals(b.profile())
                && a.scenario().equals(b.scenario());
    }

    /** Whether an id names equal-load steps, for a cell that never recorded its context (it failed before it started). */
    static boolean labelledEqualLoad(String id) {
        return CellKey.read(id).map(key -> dev.vtbench.harness.load.Simulation.equalLoadSteps()
                .map(steps -> key.load().startsWith(steps.label() + "-")).orElse(false)).orElse(false);
    }

    /** Each step the cell's repetitions reached, in the order of the steps. */
    static List<StepSample> steps(CellResult cell) {
        if (cell.status() != CellStatus.MEASURED) {
            return List.of();
        }
        // A late driver is judged per step (StepFigures.untrustedBecause): the cell's LAG says only that some step lagged.
        String flagged = cell.flags().stream().filter(flag -> flag.disqualifies(Figure.LATENCY)).filter(flag -> flag != Flag.INJECTION_LAG)
                .map(Flag::code).distinct().collect(Collectors.joining(" "));
        Map<Integer, List<StepFigures>> byRate = new LinkedHashMap<>();
        for (Repetition repetition : cell.repetitions()) {
            repetition.steps().forEach(step -> byRate.computeIfAbsent(step.rate(), rate -> new ArrayList<>()).add(step));
        }
        List<StepSample> samples = new ArrayList<>();
        byRate.forEach((rate, figures) -> samples.add(sample(rate, figures, flagged)));
        return samples;
    }

    private static StepSample sample(int rate, List<StepFigures> figures, String flagged) {
        int percent = figures.get(0).percent();
        EqualLoadStep step = percent > 0 ? new EqualLoadStep(percent / 100.0, rate) : EqualLoadStep.atRate(rate);
        // Over capacity only where the driver kept up: a driver that fell behind leaves the step untrusted instead.
        List<StepFigures> overFigures = figures.stream().filter(StepFigures::serverOverCapacity).toList();
        List<String> over = overFigures.stream().map(f -> f.load().overCapacityReason()).distinct().toList();
        boolean mostlyOver = overFigures.size() * 2 > figures.size();
        // What spoils both figures: the cell's flags, then each repetition's window (not steady, errors). The latency also
        // a late or saturated driver, and an over capacity in only some repetitions, which CPU per OK request survives; CPU
        // per request a late or saturated driver only where the step fell behind (StepFigures.costUntrustedBecause).
        List<String> flags = flagged.isEmpty() ? List.of() : List.of("flagged " + flagged);
        List<String> windows = figures.stream().flatMap(f -> f.untrustedBecause().stream()).distinct().toList();
        List<String> costWindows = figures.stream().flatMap(f -> f.costUntrustedBecause().stream()).distinct().toList();
        List<String> split = !overFigures.isEmpty() && !mostlyOver ? List.of(overIn(overFigures.size(), figures.size())) : List.of();
        List<String> spoiled = Stream.of(flags, costWindows).flatMap(List::stream).toList();
        List<String> latencySpoiled = Stream.of(flags, split, windows).flatMap(List::stream).toList();
        MetricSample latency = judged(figures.stream().map(StepFigures::p99Millis).toList(), latencySpoiled,
                "not measured: no OK request in the step's window");
        MetricSample cost = judged(figures.stream().map(StepFigures::cpuMicrosPerRequest).toList(), spoiled,
                "not measured: the server's CPU in the step's window could not be read");
        String reason = overFigures.size() < figures.size() ? overIn(overFigures.size(), figures.size()) + ": " + String.join("; ", over)
                : String.join("; ", over);
        return new StepSample(step, latency, mostlyOver, mostlyOver ? reason : "", cost);
    }

    /** The positive, finite values, untrusted when anything spoiled them, missing when there are none. */
    private static MetricSample judged(List<Double> values, List<String> spoiled, String missing) {
        List<Double> measured = values.stream().filter(v -> v > 0 && Double.isFinite(v)).toList();
        return !spoiled.isEmpty() ? MetricSample.untrusted(measured, String.join(", ", spoiled))
                : measured.isEmpty() ? MetricSample.missing(missing) : MetricSample.trusted(measured);
    }

    /** "over capacity in 1 of 2 repetitions": of those that reached the step. */
    private static String overIn(int over, int reached) {
        return "over capacity in " + over + " of " + reached + " repetition" + (reached == 1 ? "" : "s");
    }
}
