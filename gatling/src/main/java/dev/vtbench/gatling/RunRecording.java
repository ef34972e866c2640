package dev.vtbench.gatling;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.stats.SimulationStats;
import io.gatling.javaapi.core.Simulation;
import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Everything a simulation records about its run, whatever its load: the {@link LatencyRecorder}
 * its requests report to, the driver's CPU over the window, and for an open model how well the
 * driver kept its schedule. {@link #finish} turns it all into the {@link SimulationStats} every
 * simulation writes, so each one only adds what is its own.
 */
final class RunRecording {

    private final LoadDescription load;
    private final DriverCpuSampler driverCpu = DriverCpuSampler.forThisJvm();
    /** Empty for the closed model: its users send when the server lets them, there is no schedule to keep. */
    private final Optional<InjectionTracker> injection;
    private final LatencyRecorder recorder;
    private final SteadyStateWatch watch;

    /**
     * @param schedule the open model's schedule, empty for the closed model
     * @param observers what the simulation records on top, such as a rate search's steps
     */
    RunRecording(LoadDescription load, CommonParameters common, Optional<InjectionSchedule> schedule,
            RequestObserver... observers) {
        this(load, common, schedule, RunPhases::byWindow, observers);
    }

    /** @param phases how Gatling's report names the phases of the run, such as a rate search's steps */
    RunRecording(LoadDescription load, CommonParameters common, Optional<InjectionSchedule> schedule, RunPhases phases,
            RequestObserver... observers) {
        if ((load.model() == LoadModel.OPEN) != schedule.isPresent()) {
            throw new IllegalArgumentException("the " + load.model().jsonName() + " model "
                    + (schedule.isPresent() ? "has no" : "needs an") + " injection schedule");
        }
        this.load = load;
        this.injection = schedule.map(planned -> new InjectionTracker(planned, common.injectionLagTolerance()));
        List<RequestObserver> all = new ArrayList<>(List.of(observers));
        all.add(driverCpu);
        injection.ifPresent(all::add);
        this.recorder = new LatencyRecorder(load.warmup(), Duration.ofSeconds(load.durationSeconds()),
                common.requestTimeout(), InstantSource.system(), all, phases,
                coordination(load), load.warmup().untilSteady() && coordination(load).isEmpty() ? JitGate.fromSystemProperties()
                        : JitGate.open());
        this.watch = SteadyStateWatch.startFor(recorder);
    }

    /** A window shared with other drivers, whose opening (the JIT's condition included) the harness decides. */
    private static Optional<WindowCoordination> coordination(LoadDescription load) {
        return load.warmup().untilSteady() ? WindowCoordination.fromSystemProperties() : Optional.empty();
    }

    LatencyRecorder recorder() {
        return recorder;
    }

    /** Call once, from the simulation's after(). */
    SimulationStats finish(long stoppedAtNanos) {
        watch.close();
        return RunStats.of(load, recorder.results(stoppedAtNanos), driverCpu.finish(),
                injection.map(tracker -> tracker.report(stoppedAtNanos)).orElse(null),
                gatlingVersion(), Runtime.getRuntime().availableProcessors());
    }

    static String gatlingVersion() {
        String version = Simulation.class.getPackage().getImplementationVersion();
        return version == null ? "unknown" : version;
    }
}
