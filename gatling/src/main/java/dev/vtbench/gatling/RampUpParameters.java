package dev.vtbench.gatling;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.RampUpSchema;
import java.time.Duration;
import java.util.Objects;

/**
 * What a {@link RampUpSimulation} run is told from outside, on top of the {@link CommonParameters}.
 *
 * <p>Its system properties, their ranges and defaults: {@link RampUpSchema}, and {@code vtbench.users} (users at the
 * end of the ramp) of {@link dev.vtbench.gatling.schema.LoadSchema}. The smoothing is at most ramp + hold.
 *
 * <p>{@code vtbench.warmupSeconds} is ignored: the ramp starts from idle on purpose, and every second
 * of it is measured. {@code vtbench.model}, {@code vtbench.rate} and {@code vtbench.durationSeconds}
 * are ignored too: the ramp is a closed model lasting ramp plus hold.
 */
public record RampUpParameters(
        CommonParameters common,
        int users,
        int rampSeconds,
        int holdSeconds,
        int smoothingSeconds,
        double maxErrorPercent) {

    public static final String RAMP_SECONDS = RampUpSchema.RAMP_SECONDS.property();
    public static final String HOLD_SECONDS = RampUpSchema.HOLD_SECONDS.property();
    public static final String SMOOTHING_SECONDS = RampUpSchema.SMOOTHING_SECONDS.property();

    public RampUpParameters {
        Objects.requireNonNull(common, "common");
    }

    public static RampUpParameters fromSystemProperties() {
        return from(BoundedProperties.ofSystemProperties());
    }

    static RampUpParameters from(BoundedProperties properties) {
        int rampSeconds = properties.integer(RampUpSchema.RAMP_SECONDS);
        int holdSeconds = properties.integer(RampUpSchema.HOLD_SECONDS);
        int smoothingSeconds = properties.integer(RampUpSchema.SMOOTHING_SECONDS);
        if (smoothingSeconds > rampSeconds + holdSeconds) {
            throw new IllegalArgumentException(SMOOTHING_SECONDS + "=" + smoothingSeconds + " is longer than the run: expected at most "
                    + RAMP_SECONDS + " + " + HOLD_SECONDS + " = " + (rampSeconds + holdSeconds));
        }
        return new RampUpParameters(
                CommonParameters.from(properties),
                SimulationParameters.users(properties),
                rampSeconds,
                holdSeconds,
                smoothingSeconds,
                SimulationParameters.maxErrorPercent(properties));
    }

    public Duration ramp() {
        return Duration.ofSeconds(rampSeconds);
    }

    /** All of the run is measured: its window is the ramp and the hold, from the first request. */
    LoadDescription describe(String simulation) {
        return new LoadDescription(simulation, LoadModel.CLOSED, users, null, common.endpoint(), common.target(),
                0, rampSeconds + holdSeconds);
    }
}
