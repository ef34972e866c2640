package dev.vtbench.gatling;

import java.time.Duration;
import java.util.Objects;

/**
 * What a {@link RampUpSimulation} run is told from outside, on top of the {@link CommonParameters}.
 *
 * <table>
 *   <caption>System properties</caption>
 *   <tr><th>property</th><th>meaning</th><th>unit, range</th><th>default</th></tr>
 *   <tr><td>{@value SimulationParameters#USERS}</td><td>users at the end of the ramp</td><td>1..{@value SimulationParameters#MAX_USERS}</td><td>50</td></tr>
 *   <tr><td>{@value #RAMP_SECONDS}</td><td>time over which users are added, evenly; 0 starts them all at once</td><td>s, 0..3600</td><td>10</td></tr>
 *   <tr><td>{@value #HOLD_SECONDS}</td><td>time all users keep loading after the ramp</td><td>s, 1..36000</td><td>20</td></tr>
 *   <tr><td>{@value #SMOOTHING_SECONDS}</td><td>span of the moving average of throughput</td><td>s, 1..60, at most ramp + hold</td><td>3</td></tr>
 *   <tr><td>{@value SimulationParameters#MAX_ERROR_PERCENT}</td><td>failed requests tolerated before Gatling exits with 2</td><td>%, 0..100</td><td>1.0</td></tr>
 * </table>
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

    public static final String RAMP_SECONDS = "vtbench.ramp.seconds";
    public static final String HOLD_SECONDS = "vtbench.ramp.holdSeconds";
    public static final String SMOOTHING_SECONDS = "vtbench.ramp.smoothingSeconds";

    public RampUpParameters {
        Objects.requireNonNull(common, "common");
    }

    public static RampUpParameters fromSystemProperties() {
        return from(BoundedProperties.ofSystemProperties());
    }

    static RampUpParameters from(BoundedProperties properties) {
        int rampSeconds = properties.integer(RAMP_SECONDS, 10, 0, 3_600);
        int holdSeconds = properties.integer(HOLD_SECONDS, 20, 1, SimulationParameters.MAX_DURATION_SECONDS);
        int smoothingSeconds = properties.integer(SMOOTHING_SECONDS, 3, 1, 60);
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
