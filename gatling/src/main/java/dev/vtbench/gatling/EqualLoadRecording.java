package dev.vtbench.gatling;

import dev.vtbench.contract.stats.DriverStats;
import dev.vtbench.contract.stats.EqualLoadFigures;
import dev.vtbench.contract.stats.LoadStep;
import dev.vtbench.contract.stats.SimulationStats;
import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;

/**
 * Everything an equal-load run records, put together: the {@link LatencyRecorder} that times each request (its own
 * window spans the whole run: it keeps the run's OK-per-second timeline, the steps keep the rest), the
 * {@link StepSequence} that places each request in its step and decides the steps, judged five times a second by a
 * {@link SteadyStateWatch}, the arrivals' gate and queue ({@link StepArrivals}), and the driver's CPU over the span of
 * the steps' windows. {@link #finish} turns it into its {@link DriverStats}.
 */
final class EqualLoadRecording {

    private final EqualLoadParameters parameters;
    private final LoadDescription load;
    private final DriverCpuSampler driverCpu;
    private final StepSequence steps;
    private final StepArrivals arrivals;
    private final LatencyRecorder recorder;
    /** Empty when the caller ticks the steps itself ({@link #tick}), as tests do. */
    private final Optional<SteadyStateWatch> watch;

    EqualLoadRecording(EqualLoadParameters parameters, String simulation) {
        this(parameters, simulation, InstantSource.system(), DriverCpuSampler.forThisJvm(), true);
    }

    /** @param watched whether a {@link SteadyStateWatch} ticks the steps; if not, the caller calls {@link #tick} */
    EqualLoadRecording(EqualLoadParameters parameters, String simulation, InstantSource wallClock, DriverCpuSampler driverCpu,
            boolean watched) {
        this.parameters = parameters;
        this.load = parameters.describe(simulation);
        this.driverCpu = driverCpu;
        StepPlan plan = parameters.plan();
        CommonParameters common = parameters.common();
        this.steps = new StepSequence(plan, wallClock, common.injectionLagTolerance(), common.requestTimeout(),
                this::windowOpened, JitGate.fromSystemProperties());
        this.arrivals = new StepArrivals(steps, new ArrivalGate(), new InFlightBound(parameters.maxInFlight()));
        // Its requests are named in Gatling's report by the steps' phases: its own window is the whole run, opened
        // by a fixed warm-up of 0 s, with no steady rate to wait for together with other drivers.
        this.recorder = new LatencyRecorder(WarmupPolicy.fixed(0), Duration.ofSeconds(plan.longestSeconds()),
                common.requestTimeout(), wallClock, List.of(steps), steps::phaseAt, Optional.empty(), JitGate.open());
        this.watch = watched ? Optional.of(SteadyStateWatch.ticking(steps::tick)) : Optional.empty();
    }

    /** What the watch calls five times a second: the steps' decisions due at {@code nanos}. */
    void tick(long nanos) {
        steps.tick(nanos);
    }

    LatencyRecorder recorder() {
        return recorder;
    }

    StepArrivals arrivals() {
        return arrivals;
    }

    boolean runOver(long nanos) {
        return steps.runOver(nanos);
    }

    String stopMessage() {
        return steps.stopMessage();
    }

    /** Call once, from the simulation's after(). */
    DriverStats finish(long stoppedAtNanos) {
        watch.ifPresent(SteadyStateWatch::close);
        List<LoadStep> loadSteps = steps.steps(stoppedAtNanos);
        StepSpan span = StepSpan.of(steps, loadSteps, stoppedAtNanos);
        RecordedRun whole = recorder.results(stoppedAtNanos);
        RecordedRun run = new RecordedRun(whole.startedAt(), span.measuredSeconds(), span.okLatenciesMicros(),
                span.failuresByKind(), secondsRun(whole.okPerSecond(), stoppedAtNanos), span.warmup());
        CommonParameters common = parameters.common();
        SimulationStats stats = RunStats.of(load, run, driverCpu.finish(),
                span.injection(common.injectionLagTolerance().toNanos() / 1_000), RunRecording.gatlingVersion(),
                Runtime.getRuntime().availableProcessors());
        return DriverStats.of(stats, new EqualLoadFigures(parameters.rates(), parameters.maxInFlight(),
                steps.warmupPhaseSeconds(stoppedAtNanos), steps.stoppedOverCapacity(), loadSteps));
    }

    /** The driver's CPU is read at the first window's opening and at the close of the last one opened so far. */
    private void windowOpened(int step, long opensAtNanos, long closesAtNanos) {
        if (step == 0) {
            driverCpu.window(opensAtNanos, closesAtNanos);
        } else {
            driverCpu.windowClosesAt(closesAtNanos);
        }
    }

    /** The recorder's timeline is sized for the longest run: cut to the seconds this one lasted. */
    private List<Long> secondsRun(List<Long> okPerSecond, long stoppedAtNanos) {
        RunClock clock = steps.clock();
        int seconds = clock == null ? 0 : (int) Math.ceil((stoppedAtNanos - clock.startNanos()) / 1e9);
        return okPerSecond.subList(0, Math.min(seconds, okPerSecond.size()));
    }
}
