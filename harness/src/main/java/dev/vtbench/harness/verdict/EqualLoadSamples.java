package dev.vtbench.harness.verdict;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RoundValues;
import dev.vtbench.harness.result.StepFigures;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;
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
        Map<StepFigures, Integer> roundOf = new IdentityHashMap<>();
        for (Repetition repetition : cell.repetitions()) {
            repetition.steps().forEach(step -> {
                byRate.computeIfAbsent(step.rate(), rate -> new ArrayList<>()).add(step);
                roundOf.put(step, repetition.round());
            });
        }
        List<StepSample> samples = new ArrayList<>();
        byRate.forEach((rate, figures) -> samples.add(sample(rate, figures, flagged, roundOf::get)));
        return samples;
    }

    private static StepSample sample(int rate, List<StepFigures> figures, String flagged, Function<StepFigures, Integer> roundOf) {
        int percent = figures.get(0).percent();
        EqualLoadStep step = percent > 0 ? new EqualLoadStep(percent / 100.0, rate) : EqualLoadStep.atRate(rate);
        // Over capacity only where the driver kept up: a driver that fell behind leaves the step untrusted instead.
        List<StepFigures> overFigures = figures.stream().filter(StepFigures::serverOverCapacity).toList();
        List<String> over = AlikeReasons.merged(overFigures.stream().map(f -> f.load().overCapacityReason()).toList());
        boolean mostlyOver = overFigures.size() * 2 > figures.size();
        // Each repetition's window of the step counts or is left out on its own (StepFigures.leftOut); one that fell behind
        // the rate was not offered the same load as the other mode, and stays out of CPU per request too.
        List<StepFigures> counted = figures.stream().filter(StepFigures::counted).toList();
        List<StepFigures> forLatency = counted.stream().filter(f -> !f.serverOverCapacity()).toList();
        List<StepFigures> forCost = counted.stream().filter(f -> !f.load().overCapacity()).toList();
        String leftOut = leftOut(figures);
        long behind = counted.stream().filter(f -> f.load().overCapacity()).count();
        String costLeftOut = behind == 0 ? leftOut : (leftOut.isEmpty() ? "" : leftOut + ", ") + behind + " behind the offered rate";
        // What spoils both figures: the cell's flags, then each counted window's errors. The latency also a late or
        // saturated driver, and an over capacity in only some repetitions; CPU per request a late or saturated driver
        // only where the step then fell behind its rate (StepFigures.costUntrustedBecause), and such a window is no
        // measure of the rate offered to the other mode at all: left out of it.
        List<String> flags = flagged.isEmpty() ? List.of() : List.of("flagged " + flagged);
        List<String> windows = AlikeReasons.merged(forLatency.stream().flatMap(f -> f.untrustedBecause().stream()).toList());
        List<String> costWindows = AlikeReasons.merged(forCost.stream().flatMap(f -> f.costUntrustedBecause().stream()).toList());
        List<String> split = !overFigures.isEmpty() && !mostlyOver ? List.of(overIn(overFigures.size(), figures.size())) : List.of();
        List<String> spoiled = Stream.of(flags, costWindows).flatMap(List::stream).toList();
        List<String> latencySpoiled = Stream.of(flags, split, windows).flatMap(List::stream).toList();
        MetricSample latency = judged(forLatency, StepFigures::p99Millis, roundOf, latencySpoiled,
                "not measured: no OK request in a counted window of the step", figures.size(), leftOut);
        MetricSample cost = judged(forCost, StepFigures::cpuMicrosPerRequest, roundOf, spoiled,
                "not measured: the server's CPU in a counted window of the step could not be read", figures.size(), costLeftOut);
        String reason = overFigures.size() < figures.size() ? overIn(overFigures.size(), figures.size()) + ": " + String.join("; ", over)
                : String.join("; ", over);
        return new StepSample(step, latency, mostlyOver, mostlyOver ? reason : "", cost);
    }

    /**
     * The positive, finite values of {@code figure} in these windows, each with its repetition's round; untrusted when
     * anything spoiled them, missing when there are none.
     */
    private static MetricSample judged(List<StepFigures> windows, ToDoubleFunction<StepFigures> figure, Function<StepFigures, Integer> roundOf,
                                       List<String> spoiled, String missing, int ran, String leftOut) {
        RoundValues valued = RoundValues.of(windows, figure, roundOf);
        List<Double> measured = valued.values();
        MetricSample sample = !spoiled.isEmpty() ? MetricSample.untrusted(measured, String.join(", ", spoiled))
                : measured.isEmpty() ? MetricSample.missing(leftOut.isEmpty() ? missing : "not measured: every window left out (" + leftOut + ")")
                : MetricSample.trusted(measured);
        return sample.ofRepetitions(ran, leftOut).curable(measured.size() < 2 && spoiled.isEmpty()).inRounds(valued.rounds());
    }

    /** "1 not steady, 2 the JIT compiling in its window (3.1-4.2%)": why the step's windows left out were. */
    private static String leftOut(List<StepFigures> figures) {
        return AlikeReasons.counted(figures.stream().map(StepFigures::leftOut).flatMap(java.util.Optional::stream).toList())
                .entrySet().stream().map(e -> e.getValue() + " " + e.getKey()).collect(Collectors.joining(", "));
    }

    /** "over capacity in 1 of 2 repetitions": of those that reached the step. */
    private static String overIn(int over, int reached) {
        return "over capacity in " + over + " of " + reached + " repetition" + (reached == 1 ? "" : "s");
    }
}
