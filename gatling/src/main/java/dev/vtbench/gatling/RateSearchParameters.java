package dev.vtbench.gatling;

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
 * <table>
 *   <caption>System properties</caption>
 *   <tr><th>property</th><th>meaning</th><th>unit, range</th><th>default</th></tr>
 *   <tr><td>{@value #START_RATE}</td><td>rate of the first step</td><td>requests/s, 1..200000</td><td>100</td></tr>
 *   <tr><td>{@value #MAX_RATE}</td><td>no step goes above it</td><td>requests/s, start rate..200000</td><td>20000</td></tr>
 *   <tr><td>{@value #STEP_FACTOR}</td><td>next rate = rate * factor (rounded, at least +1)</td><td>1.01..10</td><td>1.25</td></tr>
 *   <tr><td>{@value #STEP_INCREMENT}</td><td>next rate = rate + increment instead; not with a factor</td><td>requests/s, 0..200000, 0 = use the factor</td><td>0</td></tr>
 *   <tr><td>{@value #STEP_SECONDS}</td><td>measured length of every step</td><td>s, 1..3600</td><td>10</td></tr>
 *   <tr><td>{@value SimulationParameters#WARMUP_SECONDS}</td><td>unmeasured load at the start rate before the first step</td><td>s, 0..3600</td><td>5</td></tr>
 *   <tr><td>{@value #STEPS_AFTER_MISS}</td><td>steps still run after the first one that missed the
 *       objective; 0 stops at once, {@value #MAX_STEPS} runs every step</td><td>0..{@value #MAX_STEPS}</td><td>0</td></tr>
 * </table>
 *
 * <p>At most {@value #MAX_STEPS} steps and {@value SimulationParameters#MAX_DURATION_SECONDS} measured
 * seconds. {@code vtbench.model}, {@code vtbench.rate}, {@code vtbench.users},
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

    public static final String START_RATE = "vtbench.search.startRate";
    public static final String MAX_RATE = "vtbench.search.maxRate";
    public static final String STEP_FACTOR = "vtbench.search.stepFactor";
    public static final String STEP_INCREMENT = "vtbench.search.stepIncrement";
    public static final String STEP_SECONDS = "vtbench.search.stepSeconds";
    public static final String STEPS_AFTER_MISS = "vtbench.search.stepsAfterMiss";

    static final int MAX_STEPS = 100;

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
        int startRate = properties.integer(START_RATE, 100, 1, SimulationParameters.MAX_RATE);
        int maxRate = properties.integer(MAX_RATE, 20_000, 1, SimulationParameters.MAX_RATE);
        if (maxRate < startRate) {
            throw new IllegalArgumentException(MAX_RATE + "=" + maxRate + " is below " + START_RATE + "=" + startRate
                    + ": expected a maximum rate at least the start rate");
        }
        int increment = properties.integer(STEP_INCREMENT, 0, 0, SimulationParameters.MAX_RATE);
        if (increment > 0 && properties.isSet(STEP_FACTOR)) {
            throw new IllegalArgumentException(STEP_INCREMENT + "=" + increment + " and " + STEP_FACTOR + "="
                    + properties.text(STEP_FACTOR, "") + " are both set: expected one way to step the rate");
        }
        double factor = properties.decimal(STEP_FACTOR, 1.25, 1.01, 10.0);
        int stepSeconds = properties.integer(STEP_SECONDS, 10, 1, 3_600);
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
                properties.integer(STEPS_AFTER_MISS, 0, 0, MAX_STEPS));
    }

    /** The staircase from {@code start} while at most {@code max}: multiplied by the factor, or plus the increment if it is not 0. */
    static List<Integer> rates(int start, int max, double factor, int increment) {
        List<Integer> rates = new ArrayList<>();
        for (long rate = start; rate <= max; rate = increment > 0 ? rate + increment : Math.max(rate + 1,
                Math.round(rate * factor))) {
            if (rates.size() == MAX_STEPS) {
                throw new IllegalArgumentException(String.format(Locale.ROOT,
                        "%s=%d, %s=%d and %s make more than %d steps: raise the factor or increment, or narrow the range",
                        START_RATE, start, MAX_RATE, max,
                        increment > 0 ? STEP_INCREMENT + "=" + increment : STEP_FACTOR + "=" + factor, MAX_STEPS));
            }
            rates.add((int) rate);
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
