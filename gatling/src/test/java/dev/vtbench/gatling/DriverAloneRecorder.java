package dev.vtbench.gatling;

import java.time.Duration;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;

/**
 * The {@link LatencyRecorder} most tests need: one driver alone, as a constant load's run has it. Gatling's report
 * names its phases by its own window ({@link RunPhases#byWindow}) and it shares that window with no other driver.
 */
final class DriverAloneRecorder {
    private DriverAloneRecorder() {}

    static LatencyRecorder of(WarmupPolicy warmup, Duration duration, Duration requestTimeout, InstantSource wallClock,
            RequestObserver... observers) {
        return new LatencyRecorder(warmup, duration, requestTimeout, wallClock, List.of(observers), RunPhases::byWindow,
                Optional.empty(), JitGate.open());
    }
}
