package dev.vtbench.harness.matrix;

import java.util.Optional;
import java.util.Set;

/**
 * How many rounds a run measures, each round one server of every mode of a group (runtime, JVM, CPU profile, scenario)
 * in a random order: a fixed number ({@code repetitions = N}, one look at the figures after the last), or until each
 * primary figure of the verdict is decided, after at least {@code rounds.min} and at most {@code rounds.max} rounds, and
 * (beyond the minimum) within {@code budget.minutes} of the run's start. The seed of the random orders is recorded with
 * the run; {@code rounds.seed} fixes it, to replay an order.
 *
 * @param budgetMinutes the time after which no round beyond the minimum starts; empty without a budget
 * @param seed the seed of the rounds' random orders; empty to take one from the clock
 */
public record RoundsPlan(int min, int max, Optional<Double> budgetMinutes, Optional<Long> seed) {
    static final String REPETITIONS = "repetitions";
    static final String MIN = "rounds.min";
    static final String MAX = "rounds.max";
    static final String BUDGET = "budget.minutes";
    static final String SEED = "rounds.seed";
    static final Set<String> KEYS = Set.of(REPETITIONS, MIN, MAX, BUDGET, SEED);
    /** At most this many rounds: each is a server start per mode and load. */
    static final int MOST = 100;

    public RoundsPlan {
        if (min < 1 || max < min || max > MOST) {
            throw new IllegalArgumentException("rounds need 1 <= rounds.min <= rounds.max <= " + MOST + ", got " + min + " and " + max);
        }
        budgetMinutes = budgetMinutes == null ? Optional.empty() : budgetMinutes;
        seed = seed == null ? Optional.empty() : seed;
    }

    /** Exactly {@code rounds} rounds, looked at once: what {@code repetitions = N} asks for. */
    public static RoundsPlan fixed(int rounds) {
        return new RoundsPlan(rounds, rounds, Optional.empty(), Optional.empty());
    }

    /** Whether it looks at its figures after each round from the minimum on (else once, after a fixed number). */
    public boolean sequential() {
        return max > min;
    }

    /**
     * The plan a matrix file states: {@code repetitions}, or {@code rounds.min} and {@code rounds.max} (a budget and a
     * seed with them); never both, each mistake named with its line.
     */
    static RoundsPlan read(DataFile data) {
        Optional<Long> seed = data.optional(SEED).map(text -> {
            try {
                return Long.parseLong(text);
            } catch (NumberFormatException e) {
                throw data.invalid(SEED, text, "a whole number (the seed of the rounds' random orders)");
            }
        });
        if (data.optional(REPETITIONS).isPresent()) {
            for (String key : java.util.List.of(MIN, MAX, BUDGET)) {
                data.optional(key).ifPresent(value -> {
                    throw data.invalid(key, value, "no value with repetitions = " + data.required(REPETITIONS) + ", which fixes the "
                            + "number of rounds: give either repetitions or rounds.min and rounds.max");
                });
            }
            int rounds = data.integer(REPETITIONS, 1, MOST);
            return new RoundsPlan(rounds, rounds, Optional.empty(), seed);
        }
        if (data.optional(MIN).isEmpty() && data.optional(MAX).isEmpty()) {
            throw data.invalid(REPETITIONS, "", "repetitions = N (a fixed number of rounds), or rounds.min and rounds.max (rounds until "
                    + "the verdict is decided)");
        }
        int min = data.integer(MIN, 1, MOST);
        int max = data.integer(MAX, min, MOST);
        Optional<Double> budget = data.optional(BUDGET).map(any -> data.number(BUDGET, 1, 10_000));
        return new RoundsPlan(min, max, budget, seed);
    }

    /** The keys a command line's override of {@code overridden} replaces in a file: a fixed number and rounds exclude each other. */
    static Set<String> supersededBy(Set<String> overridden) {
        if (overridden.contains(REPETITIONS)) {
            return Set.of(MIN, MAX, BUDGET);
        }
        return overridden.contains(MIN) || overridden.contains(MAX) || overridden.contains(BUDGET) ? Set.of(REPETITIONS) : Set.of();
    }

    /** The keys as a matrix file states them, for the matrix a run folder keeps. */
    String properties() {
        String rounds = sequential() || budgetMinutes.isPresent()
                ? MIN + " = " + min + "\n" + MAX + " = " + max + "\n" + budgetMinutes.map(b -> BUDGET + " = " + b + "\n").orElse("")
                : REPETITIONS + " = " + max + "\n";
        return rounds + seed.map(s -> SEED + " = " + s + "\n").orElse("");
    }

    /** "3 to 8 rounds, within 9 minutes", "2 rounds". */
    public String describe() {
        String rounds = sequential() ? min + " to " + max + " rounds, until decided" : max + (max == 1 ? " round" : " rounds");
        return rounds + budgetMinutes.map(b -> String.format(java.util.Locale.ROOT, ", within %s minutes", trim(b))).orElse("");
    }

    private static String trim(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : Double.toString(value);
    }
}
