package dev.vtbench.gatling.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The rate search's numbers: a staircase of open-model rates, and the latency objective each step must meet. Its
 * warm-up is {@link LoadSchema#WARMUP_SECONDS} at the start rate; its length and error limit are its own.
 */
public final class RateSearchSchema {

    static final int TOP_RATE = (int) LoadSchema.RATE.max();

    public static final Parameter START_RATE = Parameter.whole("search.start.rate", "vtbench.search.startRate",
            Unit.REQUESTS_PER_SECOND, 1, TOP_RATE, 100, "rate of the first step");
    /**
     * 5,000/s, not more: each request in flight holds a socket, about a second's worth of them, and the open-file
     * budget of the machines vtbench runs on caps the driver well below the top of the range.
     */
    public static final Parameter MAX_RATE = Parameter.whole("search.max.rate", "vtbench.search.maxRate",
            Unit.REQUESTS_PER_SECOND, 1, TOP_RATE, 5_000, "no step goes above it; at least the start rate");
    public static final Parameter STEP_FACTOR = Parameter.decimal("search.step.factor", "vtbench.search.stepFactor",
            Unit.FACTOR, 1.01, 10, 1.25, "next rate = rate x factor (rounded, at least +1)");
    public static final Parameter STEP_INCREMENT = Parameter.whole("search.step.increment", "vtbench.search.stepIncrement",
            Unit.REQUESTS_PER_SECOND, 0, TOP_RATE, 0, "next rate = rate + increment instead; 0 uses the factor; not with a factor");
    public static final Parameter STEP_SECONDS = Parameter.whole("search.step.seconds", "vtbench.search.stepSeconds",
            Unit.SECONDS, 1, 3_600, 10, "measured length of every step");
    public static final Parameter STEPS_AFTER_MISS = Parameter.whole("search.steps.after.miss", "vtbench.search.stepsAfterMiss",
            Unit.STEPS, 0, 100, 0, "steps still run after the first that missed the objective; 0 stops at once");
    public static final Parameter OBJECTIVE_PERCENTILE = Parameter.decimal("objective.percentile", "vtbench.objective.percentile",
            Unit.PERCENTILE, 0, 100, 99, "percentile of the ok latencies each step is judged by");
    public static final Parameter OBJECTIVE_MILLIS = Parameter.decimal("objective.millis", "vtbench.objective.millis",
            Unit.MILLISECONDS, 0.001, 3_600_000, 100, "bound on that percentile");
    public static final Parameter OBJECTIVE_MAX_ERROR_PERCENT = Parameter.decimal("objective.max.error.percent",
            "vtbench.objective.maxErrorPercent", Unit.PERCENT, 0, 100, 1.0, "failed requests a step may have and still meet the objective");

    /** The most steps a search makes, which is also the top of {@link #STEPS_AFTER_MISS}. */
    public static final int MAX_STEPS = (int) STEPS_AFTER_MISS.max();

    public static final List<Parameter> ALL = List.of(START_RATE, MAX_RATE, STEP_FACTOR, STEP_INCREMENT, STEP_SECONDS,
            STEPS_AFTER_MISS, OBJECTIVE_PERCENTILE, OBJECTIVE_MILLIS, OBJECTIVE_MAX_ERROR_PERCENT);

    /**
     * The staircase from {@code start} while at most {@code max}: multiplied by the factor (rounded, at least +1), or
     * plus the increment if it is not 0. It stops after {@link #MAX_STEPS} + 1 rates, so a list longer than
     * {@link #MAX_STEPS} says the range takes too many steps.
     */
    public static List<Integer> staircase(int start, int max, double factor, int increment) {
        List<Integer> rates = new ArrayList<>();
        for (long rate = start; rate <= max && rates.size() <= MAX_STEPS;
                rate = increment > 0 ? rate + increment : Math.max(rate + 1, Math.round(rate * factor))) {
            rates.add((int) rate);
        }
        return rates;
    }

    /**
     * The first rule these properties break (RateSearchParameters refuses each too): a maximum below the start, a
     * factor and an increment both set, more than {@link #MAX_STEPS} steps, or steps longer in all than the longest
     * duration.
     */
    static Optional<Refusal> inconsistency(Map<String, String> properties) {
        double start = START_RATE.valueIn(properties);
        double max = MAX_RATE.valueIn(properties);
        if (max < start) {
            return Optional.of(new Refusal(MAX_RATE, MAX_RATE.textIn(properties),
                    "at least " + START_RATE.key() + " = " + (int) start + ": " + MAX_RATE.meaning()));
        }
        int increment = (int) STEP_INCREMENT.valueIn(properties);
        if (increment > 0 && properties.containsKey(STEP_FACTOR.property())) {
            return Optional.of(new Refusal(STEP_INCREMENT, properties.get(STEP_INCREMENT.property()), "0 or no value with "
                    + STEP_FACTOR.key() + " = " + properties.get(STEP_FACTOR.property())
                    + ": the rate steps by a factor or by an increment, not both"));
        }
        int steps = staircase((int) start, (int) max, STEP_FACTOR.valueIn(properties), increment).size();
        if (steps > MAX_STEPS) {
            Parameter step = increment > 0 ? STEP_INCREMENT : STEP_FACTOR;
            return Optional.of(new Refusal(step, step.textIn(properties), "a larger step: from " + START_RATE.key() + " = "
                    + (int) start + " to " + MAX_RATE.key() + " = " + (int) max + " it makes more than " + MAX_STEPS
                    + " steps; raise the " + (increment > 0 ? "increment" : "factor") + ", or narrow the range"));
        }
        long seconds = (long) steps * (long) STEP_SECONDS.valueIn(properties);
        if (seconds > LoadSchema.DURATION_SECONDS.max()) {
            return Optional.of(new Refusal(STEP_SECONDS, STEP_SECONDS.textIn(properties), "at most "
                    + (long) LoadSchema.DURATION_SECONDS.max() / steps + ": " + steps + " steps of it make " + seconds + " s, above the longest run, "
                    + (long) LoadSchema.DURATION_SECONDS.max() + " s; shorten the steps or make fewer of them"));
        }
        return Optional.empty();
    }

    private RateSearchSchema() {
    }
}
