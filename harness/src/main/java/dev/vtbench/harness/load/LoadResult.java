package dev.vtbench.harness.load;

import com.fasterxml.jackson.annotation.JsonInclude;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.EqualLoadFigures;
import dev.vtbench.contract.stats.LatencySummary;
import dev.vtbench.contract.stats.RampUpFigures;
import dev.vtbench.contract.stats.RateSearchFigures;
import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.StatsFile;
import dev.vtbench.contract.stats.SteadyRule;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one Gatling run measured, as the simulation recorded it itself in its stats file (Gatling 3.13+ writes
 * no machine-readable results): which simulation and workload model, requests completed inside the measurement
 * window, throughput, latency percentiles in microseconds, errors by kind, OK requests per second over the whole
 * run, the window's wall-clock ends, and the driver's own CPU in the window. Figures only some simulations
 * produce (open model: whether injection lagged; rate search: its steps and answer; ramp-up: time to 90% of
 * peak) are null elsewhere. {@code steadyState} says when the window opened and whether the rate was steady.
 * {@code latencyHistogram} is the window's OK latencies in microseconds, an HdrHistogram in its compressed (V2)
 * encoding in base64, as the stats file's {@code histogram} holds it: what several drivers' results merge from
 * ({@link dev.vtbench.harness.driver.MergedLoad}); null for stats that carry none (a rate search, a ramp, files
 * written before it existed).
 */
public record LoadResult(String simulation, String model, double measuredSeconds, long ok, long ko, Map<String, Long> errors,
                         double throughputPerSecond, Map<String, Double> latencyMicros, List<Long> timelineOkPerSecond,
                         int driverAvailableProcessors, String gatlingVersion, String startedAt, String windowOpenedAt,
                         String windowClosedAt, Double driverCpuSecondsInWindow, Boolean injectionLagged,
                         List<RateStep> steps, Integer highestRateMeetingObjective, Double peakThroughputPerSecond,
                         Double secondsTo90PercentOfPeak, SteadyState steadyState, String latencyHistogram,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<LoadStep> loadSteps) {

    public LoadResult {
        loadSteps = loadSteps == null ? List.of() : List.copyOf(loadSteps);
    }

    /** A result of one load level (every simulation but equal-load steps), with its latency histogram. */
    public LoadResult(String simulation, String model, double measuredSeconds, long ok, long ko, Map<String, Long> errors,
                      double throughputPerSecond, Map<String, Double> latencyMicros, List<Long> timelineOkPerSecond,
                      int driverAvailableProcessors, String gatlingVersion, String startedAt, String windowOpenedAt,
                      String windowClosedAt, Double driverCpuSecondsInWindow, Boolean injectionLagged,
                      List<RateStep> steps, Integer highestRateMeetingObjective, Double peakThroughputPerSecond,
                      Double secondsTo90PercentOfPeak, SteadyState steadyState, String latencyHistogram) {
        this(simulation, model, measuredSeconds, ok, ko, errors, throughputPerSecond, latencyMicros, timelineOkPerSecond,
                driverAvailableProcessors, gatlingVersion, startedAt, windowOpenedAt, windowClosedAt, driverCpuSecondsInWindow,
                injectionLagged, steps, highestRateMeetingObjective, peakThroughputPerSecond, secondsTo90PercentOfPeak,
                steadyState, latencyHistogram, List.of());
    }

    /** A result without its latency histogram, as results made before it existed (and test samples) have none. */
    public LoadResult(String simulation, String model, double measuredSeconds, long ok, long ko, Map<String, Long> errors,
                      double throughputPerSecond, Map<String, Double> latencyMicros, List<Long> timelineOkPerSecond,
                      int driverAvailableProcessors, String gatlingVersion, String startedAt, String windowOpenedAt,
                      String windowClosedAt, Double driverCpuSecondsInWindow, Boolean injectionLagged,
                      List<RateStep> steps, Integer highestRateMeetingObjective, Double peakThroughputPerSecond,
                      Double secondsTo90PercentOfPeak, SteadyState steadyState) {
        this(simulation, model, measuredSeconds, ok, ko, errors, throughputPerSecond, latencyMicros, timelineOkPerSecond,
                driverAvailableProcessors, gatlingVersion, startedAt, windowOpenedAt, windowClosedAt, driverCpuSecondsInWindow,
                injectionLagged, steps, highestRateMeetingObjective, peakThroughputPerSecond, secondsTo90PercentOfPeak,
                steadyState, null);
    }

    /** One step of a rate search. */
    public record RateStep(int rate, double throughputPerSecond, long ok, long ko, Map<String, Double> latencyMicros,
                           boolean metObjective) {}

    /** The driver's stats file, read through the records it was written with ({@link StatsFile}). */
    public static LoadResult read(Path statsFile) throws IOException {
        return of(StatsFile.read(statsFile));
    }

    /**
     * The stats as a result keeps them: latencies by their key ({@link LatencySummary#byKey()}), "" for a text the file
     * lacks, and for stats written before steady-state detection a fixed warm-up.
     */
    public static LoadResult of(DriverStats stats) {
        SimulationStats run = stats.run();
        RateSearchFigures search = stats.rateSearch();
        RampUpFigures ramp = stats.rampUp();
        List<RateStep> steps = new ArrayList<>();
        if (search != null) {
            search.steps().forEach(step -> steps.add(new RateStep(step.rate(), step.throughputPerSecond(), step.ok(),
                    step.ko(), LatencySummary.byKey(step.latencyMicros()), step.metObjective())));
        }
        return new LoadResult(orElse(run.simulation(), "ThroughputSimulation"),
                run.model() == null ? "" : run.model().jsonName(), run.measuredSeconds(), run.ok(), run.ko(),
                new LinkedHashMap<>(run.errors()), run.throughputPerSecond(), LatencySummary.byKey(run.latencyMicros()),
                new ArrayList<>(run.timelineOkPerSecond()), run.driverAvailableProcessors(), orElse(run.gatlingVersion(), ""),
                orElse(run.startedAt(), ""), orElse(run.windowOpenedAt(), ""), orElse(run.windowClosedAt(), ""),
                run.driverCpuSecondsInWindow(), run.injectionLagged(), steps,
                search == null ? null : search.highestRateMeetingObjective(),
                ramp == null ? null : ramp.peakThroughputPerSecond(),
                ramp == null || ramp.secondsTo90PercentOfPeak() == null ? null : ramp.secondsTo90PercentOfPeak().doubleValue(),
                steadyState(run), run.histogram(), loadSteps(stats.equalLoad()));
    }

    /** The steps of an equal-load run (empty for every other simulation). */
    private static List<LoadStep> loadSteps(EqualLoadFigures equalLoad) {
        List<LoadStep> steps = new ArrayList<>();
        if (equalLoad != null) {
            equalLoad.loadSteps().forEach(step -> steps.add(new LoadStep(step.rate(), orElse(step.windowOpenedAt(), ""),
                    orElse(step.windowClosedAt(), ""), step.measuredSeconds(), step.ok(), step.ko(),
                    new LinkedHashMap<>(step.errors()), step.throughputPerSecond(), LatencySummary.byKey(step.latencyMicros()),
                    step.histogram(), step.timelineOkPerSecond(), step.steady(), step.secondsToSteady(),
                    step.overCapacity(), orElse(step.overCapacityReason(), ""), step.injectionLagged(),
                    step.maxInFlightReached(), step.jitQuiet(), step.secondsToQuietJit())));
        }
        return steps;
    }

    /** Stats written before steady-state detection have none of its fields: they had a fixed warm-up. */
    private static SteadyState steadyState(SimulationStats run) {
        if (run.warmupMode() == null) {
            return SteadyState.fixed(run.warmupSeconds());
        }
        SteadyRule rule = run.steadyCriterion();
        return new SteadyState(run.warmupMode(), run.warmupMinSeconds(), run.warmupMaxSeconds(), run.steady(),
                run.secondsToSteady(), run.windowOpenedAtSecond(), rule == null ? null : new SteadyState.Criterion(
                        rule.windowSeconds(), rule.batchSeconds(), rule.maxRelativeChange(), rule.negligibleChange(),
                        rule.maxCv()), null, run.secondsToQuietJit(), run.jitWatched());
    }

    private static String orElse(String text, String absent) {
        return text == null ? absent : text;
    }

    /** The measurement window in epoch milliseconds, as the driver recorded it. */
    public long[] windowEpochMillis() {
        if (windowOpenedAt.isEmpty() || windowClosedAt.isEmpty()) {
            return new long[] {0, 0};
        }
        return new long[] {Instant.parse(windowOpenedAt).toEpochMilli(), Instant.parse(windowClosedAt).toEpochMilli()};
    }

    public double errorPercent() {
        long total = ok + ko;
        return total == 0 ? 0 : 100.0 * ko / total;
    }
}
