package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import java.util.List;
import java.util.Optional;

/**
 * What the verdict found on one figure at one load (at capacity: {@code step} null; or at an equal-load step) between
 * virtual threads and one baseline mode: a ratio with its interval, a step where a mode fell behind its offered rate, or
 * why the figure was not compared. A primary figure (capacity, and CPU per request at each equal-load step, or at
 * capacity where the run has no steps) decides when a run of rounds may stop.
 */
public sealed interface MetricFinding {

    VerdictMetric metric();

    /** The equal-load step it is measured at; {@code null} for the cell's own window (capacity) and for capacity and RSS. */
    EqualLoadStep step();

    /** Which mode a finding shows better: empty when it decides nothing. */
    Optional<Side> better();

    /** Whether it is a primary figure: one that decides when the rounds stop. */
    default boolean primary() {
        return false;
    }

    /** The two sides of a comparison. */
    enum Side { VIRTUAL, BASELINE }

    /** Whether the ratio is exact, or a bound because one side's figure was (capacity limited by the driver). */
    enum Bound {
        EXACT,
        /** Virtual threads' figure is a lower bound, so the true ratio is at least this one. */
        AT_LEAST,
        /** The baseline's figure is a lower bound, so the true ratio is at most this one. */
        AT_MOST
    }

    /**
     * A ratio virtual / baseline with its interval, read by {@link Difference#of}. A bound decides only in the direction
     * it guarantees: a ratio at least 1.3 shows more capacity, a ratio at least 0.8 shows nothing, nor can a bound show
     * the two the same.
     *
     * @param rounds where the rounds of the group stand: the interval's confidence is theirs
     * @param fewer each side whose ratio has fewer values than it ran repetitions, and why the others gave none
     *     ("virtual threads 1 of 2 repetitions (1 the JIT compiling in its window (6.3%))"); empty when none
     */
    record Compared(VerdictMetric metric, EqualLoadStep step, RatioInterval ratio, Difference difference, Bound bound,
                    boolean primary, Rounds rounds, List<String> fewer) implements MetricFinding {

        public Compared {
            fewer = fewer == null ? List.of() : List.copyOf(fewer);
        }

        /** A finding of a run without rounds, every repetition counted: one look at 95%. */
        public Compared(VerdictMetric metric, EqualLoadStep step, RatioInterval ratio, Difference difference, Bound bound) {
            this(metric, step, ratio, difference, bound, false, Rounds.fixed(Math.min(ratio.numeratorCount(), ratio.denominatorCount())),
                    List.of());
        }

        @Override
        public Optional<Side> better() {
            if (!decisiveInItsDirection()) {
                return Optional.empty();
            }
            boolean higher = difference == Difference.MORE;
            return Optional.of(higher == metric.higherIsBetter() ? Side.VIRTUAL : Side.BASELINE);
        }

        /** Whether it is decided against the margin: more, less, or (an exact ratio only) the same. */
        public boolean decided() {
            return decisiveInItsDirection() || bound == Bound.EXACT && difference == Difference.SAME;
        }

        /** A primary figure still undecided when its rounds ended: more rounds would have been needed. */
        public boolean inconclusive() {
            return primary && !decided() && rounds.ended();
        }

        private boolean decisiveInItsDirection() {
            return switch (bound) {
                case EXACT -> difference.decisive();
                case AT_LEAST -> difference == Difference.MORE;
                case AT_MOST -> difference == Difference.LESS;
            };
        }
    }

    /** A step where one mode or both fell behind the offered rate: the one that kept up is the better there. */
    record OverCapacity(EqualLoadStep step, boolean virtualOver, boolean baselineOver, String reason) implements MetricFinding {

        @Override
        public VerdictMetric metric() {
            return VerdictMetric.CPU_PER_REQUEST;
        }

        @Override
        public boolean primary() {
            return true;
        }

        @Override
        public Optional<Side> better() {
            if (virtualOver == baselineOver) {
                return Optional.empty();
            }
            return Optional.of(virtualOver ? Side.BASELINE : Side.VIRTUAL);
        }
    }

    /**
     * A figure missing, not measured or untrusted on a side: {@code reason} names the side and why; {@code curable} when
     * more rounds may make it comparable (its repetitions left out, or too few).
     */
    record NotCompared(VerdictMetric metric, EqualLoadStep step, String reason, boolean primary, boolean curable)
            implements MetricFinding {

        public NotCompared(VerdictMetric metric, EqualLoadStep step, String reason) {
            this(metric, step, reason, false, false);
        }

        @Override
        public Optional<Side> better() {
            return Optional.empty();
        }
    }
}
