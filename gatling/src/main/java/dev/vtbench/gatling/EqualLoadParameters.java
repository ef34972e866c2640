package dev.vtbench.gatling;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.EqualLoadSchema;
import dev.vtbench.gatling.schema.LoadSchema;
import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * What an {@link EqualLoadSimulation} run is told from outside, on top of the {@link CommonParameters}: the step
 * rates ({@value EqualLoadSchema#RATES_PROPERTY}, required: "500,1000,1500", whole requests per second, strictly
 * ascending, set by the harness), and the numbers of {@link EqualLoadSchema} with their ranges and defaults (the
 * ramp, the warm-up phase's hold, the settle's minimum and maximum, the most requests in flight).
 * {@code vtbench.durationSeconds} ({@link LoadSchema#DURATION_SECONDS}) is each step's measured window.
 *
 * <p>{@code vtbench.model}, {@code vtbench.rate}, {@code vtbench.users}, the warm-up's properties and
 * {@code vtbench.maxErrorPercent} are ignored: the steps are an open model, warmed by their own warm-up phase and
 * ramps, and errors at a step over capacity are a finding, not a failed run.
 */
public record EqualLoadParameters(
        CommonParameters common,
        List<Integer> rates,
        int rampSeconds,
        int warmupSeconds,
        int settleMinSeconds,
        int settleMaxSeconds,
        int durationSeconds,
        int maxInFlight) {

    public static final String RATES = EqualLoadSchema.RATES_PROPERTY;
    public static final String RAMP_SECONDS = EqualLoadSchema.RAMP_SECONDS.property();
    public static final String WARMUP_SECONDS = EqualLoadSchema.WARMUP_SECONDS.property();
    public static final String SETTLE_MIN_SECONDS = EqualLoadSchema.SETTLE_MIN_SECONDS.property();
    public static final String SETTLE_MAX_SECONDS = EqualLoadSchema.SETTLE_MAX_SECONDS.property();
    public static final String MAX_IN_FLIGHT = EqualLoadSchema.MAX_IN_FLIGHT.property();

    public EqualLoadParameters {
        Objects.requireNonNull(common, "common");
        rates = List.copyOf(rates);
    }

    public static EqualLoadParameters fromSystemProperties() {
        return from(BoundedProperties.ofSystemProperties());
    }

    static EqualLoadParameters from(BoundedProperties properties) {
        List<Integer> rates = EqualLoadSchema.rates(properties.requiredText(RATES,
                "the step rates in requests per second, ascending, e.g. 500,1000,1500 (the harness sets them)"));
        int ramp = properties.integer(EqualLoadSchema.RAMP_SECONDS);
        int warmup = properties.integer(EqualLoadSchema.WARMUP_SECONDS);
        int settleMin = properties.integer(EqualLoadSchema.SETTLE_MIN_SECONDS);
        int settleMax = properties.integer(EqualLoadSchema.SETTLE_MAX_SECONDS);
        if (settleMin > settleMax) {
            throw new IllegalArgumentException(SETTLE_MIN_SECONDS + "=" + settleMin + " is above " + SETTLE_MAX_SECONDS + "="
                    + settleMax + ": expected a minimum settle at most the maximum, the latest a step's window opens");
        }
        int duration = properties.integer(LoadSchema.DURATION_SECONDS);
        EqualLoadSchema.tooLong(rates.size(), ramp + settleMax, EqualLoadSchema.warmupPhaseSeconds(ramp, warmup), duration)
                .ifPresent(expected -> {
                    throw new IllegalArgumentException(SimulationParameters.DURATION_SECONDS + "=" + duration + " with " + RATES
                            + "=" + rates.size() + " steps: expected " + expected);
                });
        return new EqualLoadParameters(CommonParameters.from(properties), rates, ramp, warmup, settleMin, settleMax, duration,
                properties.integer(EqualLoadSchema.MAX_IN_FLIGHT));
    }

    StepPlan plan() {
        return new StepPlan(rates, seconds(rampSeconds), seconds(warmupSeconds), seconds(settleMinSeconds),
                seconds(settleMaxSeconds), seconds(durationSeconds), new SteadyCriterion(EqualLoadSchema.STEADY_WINDOW_SECONDS,
                        EqualLoadSchema.STEADY_BATCH_SECONDS, SteadyCriterion.DEFAULT.maxRelativeChange(),
                        SteadyCriterion.DEFAULT.negligibleChange(), SteadyCriterion.DEFAULT.maxCv()));
    }

    /** What Gatling injects, for the {@link ArrivalGate} to thin: {@link StepPlan#injection}. */
    InjectionSchedule injection() {
        return plan().injection();
    }

    /** The longest the run can take, then the slowest request's timeout: Gatling's last resort to end it. */
    Duration longestRun() {
        return Duration.ofSeconds(plan().longestSeconds()).plus(common.requestTimeout());
    }

    /**
     * The run as its stats' usual fields describe it: an open model without one rate, whose warm-up is the warm-up
     * phase, then the first step's ramp and settle (until steady, judged as every step is), and whose
     * {@code durationSeconds} is each step's window.
     */
    LoadDescription describe(String simulation) {
        int beforeSettle = Math.toIntExact(EqualLoadSchema.warmupPhaseSeconds(rampSeconds, warmupSeconds)) + rampSeconds;
        WarmupPolicy beforeFirstWindow = WarmupPolicy.untilSteady(beforeSettle + settleMinSeconds, beforeSettle + settleMaxSeconds,
                plan().criterion());
        return new LoadDescription(simulation, LoadModel.OPEN, null, null, common.endpoint(), common.target(),
                beforeSettle + settleMinSeconds, durationSeconds, beforeFirstWindow);
    }

    private static long seconds(int seconds) {
        return seconds * StepPlan.NANOS_PER_SECOND;
    }
}
