package dev.vtbench.gatling;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.RateSearchSchema;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * What a {@link RateSearchSimulation} run is told from outside, on top of the
 * {@link CommonParameters} and the {@link LatencyObjective}. The rates go from the start rate up to
 * the maximum, each step multiplied by the factor or, if an increment is given, increased by it;
 * rates are whole requests per second so that every step injects exactly {@code rate * seconds}
 * requests.
 *
 * <p>Its system properties, their ranges and defaults: {@link RateSearchSchema}, and {@code vtbench.warmupSeconds}
 * (unmeasured load at the start rate before the first step) of {@link dev.vtbench.gatling.schema.LoadSchema}. The
 * maximum rate is at least the start rate, and a factor and an increment exclude each other.
 *
 * <p>At most {@code MAX_STEPS} steps and {@code MAX_DURATION_SECONDS} measured seconds. {@code vtbench.model}, {@code vtbench.rate}, {@code vtbench.users},
 * {@code vtbench.durationSeconds} and {@code vtbench.maxErrorPercent} are ignored: the search is an
 * open model whose length and error limit come from the properties above.
 */
public record RateSearchParameters(
        CommonParameters common,
        LatencyObjective objective,
        List<Integer> rates,
        int stepSeconds,
        int warmupSeconds,
        int stepsAfterMiss) {

    public static final String START_RATE = RateSearchSchema.START_RATE.property();
    public static final String MAX_RATE = RateSearchSchema.MAX_RATE.property();
    public static final String STEP_FACTOR = RateSearchSchema.STEP_FACTOR.property();
    public static final String STEP_INCREMENT = RateSearchSchema.STEP_INCREMENT.property();
    public static final String STEP_SECONDS = RateSearchSchema.STEP_SECONDS.property();
    public static final String STEPS_AFTER_MISS = RateSearchSchema.STEPS_AFTER_MISS.property();

    static final int MAX_STEPS = RateSearchSchema.MAX_STEPS;

    public RateSearchParameters {
        Objects.requireNonNull(common, "common");
        Objects.requireNonNull(objective, "objective");
        rates = List.copyOf(rates);
        if (rates.isEmpty()) {
            throw new IllegalArgumentException("a rate search needs at least one rate");
        }
    }

    public static RateSearchParameters fromSystemProperties() {
        return from(BoundedProperties.ofSystemProperties());
    }

    static RateSearchParameters from(BoundedProperties properties) {
        int startRate = properties.integer(RateSearchSchema.START_RATE);
        int maxRate = properties.integer(RateSearchSchema.MAX_RATE);
        if (maxRate < startRate) {
            throw new IllegalArgumentException(MAX_RATE + "=" + maxRate + " is below " + START_RATE + "=" + startRate
                    + ": expected a maximum rate at least the start rate");
        }
        int increment = properties.integer(RateSearchSchema.STEP_INCREMENT);
        if (increment > 0 && properties.isSet(STEP_FACTOR)) {
            throw new IllegalArgumentException(STEP_INCREMENT + "=" + increment + " and " + STEP_FACTOR + "="
                    + properties.text(STEP_FACTOR, "") + " are both set: expected one way to step the rate");
        }
        double factor = properties.decimal(RateSearchSchema.STEP_FACTOR);
        int stepSeconds = properties.integer(RateSearchSchema.STEP_SECONDS);
        List<Integer> rates = rates(startRate, maxRate, factor, increment);
        long measuredSeconds = (long) rates.size() * stepSeconds;
        if (measuredSeconds > SimulationParameters.MAX_DURATION_SECONDS) {
            throw new IllegalArgumentException(rates.size() + " steps of " + STEP_SECONDS + "=" + stepSeconds + " make "
                    + measuredSeconds + " s: expected at most " + SimulationParameters.MAX_DURATION_SECONDS
                    + " s; shorten the steps or make fewer of them");
        }
        return new RateSearchParameters(
                CommonParameters.from(properties),
                LatencyObjective.from(properties),
                rates,
                stepSeconds,
                SimulationParameters.warmupSeconds(properties),
                properties.integer(RateSearchSchema.STEPS_AFTER_MISS));
    }

    /** The staircase from {@code start} while at most {@code max} ({@link RateSearchSchema#staircase}), refused past {@code MAX_STEPS} steps. */
    static List<Integer> rates(int start, int max, double factor, int increment) {
        List<Integer> rates = RateSearchSchema.staircase(start, max, factor, increment);
        if (rates.size() > MAX_STEPS) {
            throw new IllegalArgumentException(String.format(Locale.ROOT,
                    "%s=%d, %s=%d and %s make more than %d steps: raise the factor or increment, or narrow the range",
                    START_RATE, start, MAX_RATE, max,
                    increment > 0 ? STEP_INCREMENT + "=" + increment : STEP_FACTOR + "=" + factor, MAX_STEPS));
        }
        return rates;
    }

    /** Warm-up at the start rate, then one constant rate per step: the first step is warm-up plus a step long. */
    InjectionSchedule schedule() {
        List<InjectionSchedule.ConstantRate> steps = new ArrayList<>();
        for (int i = 0; i < rates.size(); i++) {
            steps.add(new InjectionSchedule.ConstantRate(rates.get(i), i == 0 ? warmupSeconds + stepSeconds : stepSeconds));
        }
        return new InjectionSchedule(steps);
    }

    /** The whole search is one measurement window, from the end of the warm-up to the end of the last step. */
    LoadDescription describe(String simulation) {
        return new LoadDescription(simulation, LoadModel.OPEN, null, null, common.endpoint(), common.target(),
                warmupSeconds, rates.size() * stepSeconds);
    }
}
