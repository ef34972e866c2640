package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.LoadSchema;
import dev.vtbench.gatling.schema.SteadyCriterion;

/**
 * When a constant load's measured window opens: after a fixed warm-up (the same length whatever happens), or as
 * soon as the OK rate is steady by a {@link SteadyCriterion}, but not before {@code minSeconds} and not after
 * {@code maxSeconds}: a run that is not steady by the cap ends there and says so, with no figure.
 *
 * <p>A fixed warm-up is too short on a cold or busy machine and wasted time on a warm one; a cold server, backend
 * and load driver on one core each need anything from 10 to 45 s. Waiting for the rate itself to settle measures
 * each cell when, and only when, it is steady.
 *
 * @param criterion {@code null} for a fixed warm-up
 */
record WarmupPolicy(boolean untilSteady, int minSeconds, int maxSeconds, SteadyCriterion criterion) {

    static final String MODE = "vtbench.warmupMode";
    static final String MIN_SECONDS = LoadSchema.WARMUP_MIN_SECONDS.property();
    static final String MAX_SECONDS = LoadSchema.WARMUP_MAX_SECONDS.property();
    static final String STEADY_WINDOW_SECONDS = "vtbench.steady.windowSeconds";
    static final String STEADY_BATCH_SECONDS = "vtbench.steady.batchSeconds";
    static final String STEADY_MAX_RELATIVE_CHANGE = "vtbench.steady.maxRelativeChange";
    static final String STEADY_NEGLIGIBLE_CHANGE = "vtbench.steady.negligibleChange";
    static final String STEADY_MAX_CV = "vtbench.steady.maxCv";

    static final String FIXED = "fixed";
    static final String UNTIL_STEADY = "until-steady";

    WarmupPolicy {
        if (minSeconds < 0 || maxSeconds < minSeconds) {
            throw new IllegalArgumentException("warm-up needs 0 <= min <= max, got min " + minSeconds + " s, max " + maxSeconds + " s");
        }
        if (untilSteady != (criterion != null)) {
            throw new IllegalArgumentException("a warm-up until steady needs a criterion, a fixed one has none");
        }
    }

    static WarmupPolicy fixed(int seconds) {
        return new WarmupPolicy(false, seconds, seconds, null);
    }

    static WarmupPolicy untilSteady(int minSeconds, int maxSeconds, SteadyCriterion criterion) {
        return new WarmupPolicy(true, minSeconds, maxSeconds, criterion);
    }

    /**
     * {@value #MODE} {@code fixed} (the default: {@code vtbench.warmupSeconds}, as before) or {@code until-steady}
     * ({@code vtbench.warmupMinSeconds} and {@code vtbench.warmupMaxSeconds} of {@link LoadSchema}, and the
     * criterion's five properties, {@code vtbench.steady.*}, each defaulting to {@link SteadyCriterion#DEFAULT}).
     */
    static WarmupPolicy from(BoundedProperties properties) {
        String mode = properties.text(MODE, FIXED);
        return switch (mode) {
            case FIXED -> fixed(SimulationParameters.warmupSeconds(properties));
            case UNTIL_STEADY -> {
                int min = properties.integer(LoadSchema.WARMUP_MIN_SECONDS);
                int max = properties.integer(LoadSchema.WARMUP_MAX_SECONDS);
                if (max < min) {
                    throw new IllegalArgumentException(MAX_SECONDS + "=" + max + " is below " + MIN_SECONDS + "=" + min
                            + ": the cap on the warm-up must be at least its minimum");
                }
                SteadyCriterion defaults = SteadyCriterion.DEFAULT;
                SteadyCriterion criterion = new SteadyCriterion(
                        properties.integer(STEADY_WINDOW_SECONDS, defaults.windowSeconds(), 6, 600),
                        properties.integer(STEADY_BATCH_SECONDS, defaults.batchSeconds(), 2, 200),
                        properties.decimal(STEADY_MAX_RELATIVE_CHANGE, defaults.maxRelativeChange(), 0.001, 1.0),
                        properties.decimal(STEADY_NEGLIGIBLE_CHANGE, defaults.negligibleChange(), 0.001, 1.0),
                        properties.decimal(STEADY_MAX_CV, defaults.maxCv(), 0.001, 1.0));
                if (criterion.windowSeconds() > max) {
                    throw new IllegalArgumentException(STEADY_WINDOW_SECONDS + "=" + criterion.windowSeconds() + " is longer than "
                            + MAX_SECONDS + "=" + max + ": the rate could never be judged before the cap");
                }
                yield untilSteady(min, max, criterion);
            }
            default -> throw new IllegalArgumentException(MODE + "=" + mode + " is unknown: expected " + FIXED + " or " + UNTIL_STEADY);
        };
    }

    String mode() {
        return untilSteady ? UNTIL_STEADY : FIXED;
    }

    /** The longest warm-up a run may have: what injection schedules and timelines are sized for. */
    int longestSeconds() {
        return maxSeconds;
    }
}
