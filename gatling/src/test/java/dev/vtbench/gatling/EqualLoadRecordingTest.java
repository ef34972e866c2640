package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.LoadStep;
import dev.vtbench.contract.stats.SimulationStats;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A whole equal-load recording without Gatling: arrivals on its injection schedule through its gate, each admitted one
 * timed by its {@link LatencyRecorder} and answered 1 ms later, the steps ticked as the watch does, then the stats: the
 * warm-up phase's length, the steps' own figures, and the usual ones over the span from the first window's opening to
 * the last one's close.
 */
class EqualLoadRecordingTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long MILLI = 1_000_000L;
    private static final Instant WALL_T0 = Instant.parse("2026-03-04T05:06:07Z");
    /** In the past, so that the driver's CPU readings planned for the windows' ends are taken at once. */
    private static final long T0 = System.nanoTime() - 3_600 * SECOND;

    private final AtomicLong cpuNanos = new AtomicLong();
    private final List<Long> completions = new ArrayList<>();
    private final List<Long> admissions = new ArrayList<>();

    /** Steps of 100 and 200 a second: a warm-up phase of 1 s up to 200 a second and 2 s held, ramp 1 s, settle 0..6 s, windows of 2 s. */
    private final EqualLoadParameters parameters = EqualLoadParameters.from(TestProperties.of(EqualLoadParameters.RATES,
            "100,200", EqualLoadParameters.RAMP_SECONDS, "1", EqualLoadParameters.WARMUP_SECONDS, "2",
            EqualLoadParameters.SETTLE_MIN_SECONDS, "0", EqualLoadParameters.SETTLE_MAX_SECONDS, "6",
            SimulationParameters.DURATION_SECONDS, "2"));

    private EqualLoadRecording recording() {
        return new EqualLoadRecording(parameters, "EqualLoadSimulation", InstantSource.fixed(WALL_T0),
                new DriverCpuSampler(() -> cpuNanos.addAndGet(SECOND), InstantSource.fixed(WALL_T0)), false);
    }

    /** Runs the recording, arrivals on its injection schedule, until it says the run is over; returns when it stopped. */
    private long run(EqualLoadRecording recording) {
        InjectionSchedule injection = parameters.injection();
        List<long[]> inFlight = new ArrayList<>();
        long nextTick = T0 + 200 * MILLI;
        long now = T0;
        for (long k = 0; k < injection.intendedRequests(); k++, now = T0 + injection.offsetNanos(k)) {
            for (long[] request : List.copyOf(inFlight)) {
                if (request[1] <= now) {
                    recording.recorder().recordOk(request[0], request[1]);
                    recording.arrivals().finished();
                    completions.add(request[1]);
                    inFlight.remove(request);
                }
            }
            while (nextTick <= now) {
                recording.tick(nextTick);
                nextTick += 200 * MILLI;
            }
            if (k > 0 && recording.runOver(now)) {
                break;
            }
            if (recording.arrivals().arrive(now) != StepArrivals.NOT_ADMITTED) {
                admissions.add(now);
                inFlight.add(new long[] {recording.recorder().requestStarting(now), now + MILLI});
            }
        }
        return now;
    }

    private static long nanos(String instant) {
        return T0 + Duration.between(WALL_T0, Instant.parse(instant)).toNanos();
    }

    private static long between(List<Long> instants, long from, long to) {
        return instants.stream().filter(at -> at >= from && at <= to).count();
    }

    @Test
    void theStatsReportEachStepAndTheSpanOfTheirWindows() {
        EqualLoadRecording recording = recording();
        long stoppedAt = run(recording);

        DriverStats stats = recording.finish(stoppedAt);
        SimulationStats run = stats.run();
        List<LoadStep> steps = stats.equalLoad().loadSteps();

        assertThat(stats.equalLoad().plannedRates()).as("planned rates").containsExactly(100, 200);
        assertThat(stats.equalLoad().maxInFlight()).as("most in flight, by default").isEqualTo(1_000);
        assertThat(stats.equalLoad().stoppedOverCapacity()).as("stopped over capacity").isFalse();
        assertThat(steps).as("steps").extracting(LoadStep::rate).containsExactly(100, 200);
        assertThat(steps).as("steps over capacity").extracting(LoadStep::overCapacity).containsOnly(false);

        long opens = nanos(steps.get(0).windowOpenedAt());
        long closes = nanos(steps.get(1).windowClosedAt());
        assertThat(nanos(steps.get(1).windowOpenedAt()) - nanos(steps.get(0).windowClosedAt()))
                .as("between the windows: the second step's ramp at least").isGreaterThanOrEqualTo(SECOND);
        assertThat(run.measuredSeconds()).as("the span: first window's opening to the last one's close")
                .isEqualTo((closes - opens) / 1e9);
        assertThat(run.ok()).as("OK in the span, ramps and settles between the windows included")
                .isEqualTo(between(completions, opens, closes))
                .isGreaterThan(steps.get(0).ok() + steps.get(1).ok());
        assertThat(run.sentRequests()).as("arrivals admitted in the span").isEqualTo(between(admissions, opens, closes));
        assertThat((double) run.intendedRequests()).as("arrivals the steps meant to offer in the span")
                .isCloseTo(run.sentRequests(), within(2.0));
        assertThat(run.injectionLagged()).as("driver lagged").isFalse();
        assertThat(Latencies.decode(run.histogram()).getTotalCount()).as("OK latencies in the span's histogram").isEqualTo(run.ok());

        assertThat(run.simulation()).as("simulation").isEqualTo("EqualLoadSimulation");
        assertThat(run.model()).as("model").isEqualTo(LoadModel.OPEN);
        assertThat(run.rate()).as("one rate").isNull();
        assertThat(run.durationSeconds()).as("duration: each step's window").isEqualTo(2);
        assertThat(run.warmupMode()).as("warm-up: the warm-up phase, then the first step's ramp and settle").isEqualTo("until-steady");
        assertThat(run.warmupMinSeconds()).as("least warm-up: warm-up phase 1 + 2 s, ramp + least settle").isEqualTo(4);
        assertThat(run.warmupMaxSeconds()).as("longest warm-up: warm-up phase, ramp + longest settle").isEqualTo(10);
        assertThat(run.steady()).as("first step steady").isTrue();
        assertThat(run.windowOpenedAtSecond()).as("first window's opening, seconds into the run")
                .isEqualTo((opens - T0) / 1e9);
        assertThat(run.secondsToSteady()).as("seconds into the run after which the first step was steady: the warm-up"
                + " phase's, then the step's own").isEqualTo(3 + steps.get(0).secondsToSteady());
        assertThat(run.driverCpuSecondsInWindow()).as("driver CPU from the first reading to the last").isEqualTo(2.0);
        assertThat(run.timelineOkPerSecond()).as("the run's OK per second, as long as it ran")
                .hasSize((int) Math.ceil((stoppedAt - T0) / 1e9));
        assertThat(run.timelineOkPerSecond().stream().mapToLong(Long::longValue).sum()).as("OK in the whole run")
                .isEqualTo(completions.size());
    }

    @Test
    void theWarmUpPhaseIsSentAndCountedInTheRunsTimelineButInNoStep() {
        EqualLoadRecording recording = recording();
        long stoppedAt = run(recording);

        DriverStats stats = recording.finish(stoppedAt);
        long firstRamp = T0 + 3 * SECOND;

        assertThat(stats.equalLoad().warmupPhaseSeconds()).as("warm-up phase: its 1 s ramp and 2 s hold").isEqualTo(3.0);
        assertThat(between(admissions, T0, firstRamp - 1)).as("sent in the warm-up: (20 + 200) / 2 x 1 s, then 200 a second"
                + " for 2 s").isBetween(508L, 512L);
        assertThat(stats.run().timelineOkPerSecond().subList(1, 3)).as("the run's OK per second while the warm-up held")
                .allSatisfy(ok -> assertThat(ok).isBetween(199L, 201L));
        assertThat(stats.equalLoad().loadSteps().getFirst().timelineOkPerSecond().getFirst())
                .as("the first step's first second: its ramp down from 200 to 100 a second, nothing of the warm-up")
                .isBetween(148L, 152L);
        assertThat(nanos(stats.equalLoad().loadSteps().getFirst().windowOpenedAt()) - firstRamp).as("the first window, after its own ramp")
                .isGreaterThanOrEqualTo(SECOND);
    }
}
