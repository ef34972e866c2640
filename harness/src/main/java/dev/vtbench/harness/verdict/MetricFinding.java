package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RatioInterval;

import java.util.Optional;

/**
 * What the verdict found on one figure (at one equal-load step for p99) between virtual threads and one baseline mode:
 * a ratio with its interval, a step where a mode fell behind its offered rate, or why the figure was not compared.
 */
public sealed interface MetricFinding {

    VerdictMetric metric();

    /** The equal-load step of a p99 finding; {@code null} for a figure measured once per cell. */
    EqualLoadStep step();

    /** Which mode a finding shows better: empty when it decides nothing. */
    Optional<Side> better();

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
     * it guarantees: a ratio at least 1.3 shows more capacity, a ratio at least 0.8 shows nothing.
     */
    record Compared(VerdictMetric metric, EqualLoadStep step, RatioInterval ratio, Difference difference, Bound bound)
            implements MetricFinding {

        @Override
        public Optional<Side> better() {
            boolean decides = switch (bound) {
                case EXACT -> difference.decisive();
                case AT_LEAST -> difference == Difference.MORE;
                case AT_MOST -> difference == Difference.LESS;
            };
            if (!decides) {
                return Optional.empty();
            }
            boolean higher = difference == Difference.MORE;
            return Optional.of(higher == metric.higherIsBetter() ? Side.VIRTUAL : Side.BASELINE);
        }
    }

    /** A step where one mode or both fell behind the offered rate: the one that kept up is the better there. */
    record OverCapacity(EqualLoadStep step, boolean virtualOver, boolean baselineOver, String reason) implements MetricFinding {

        @Override
        public VerdictMetric metric() {
            return VerdictMetric.LATENCY_P99;
        }

        @Override
        public Optional<Side> better() {
            if (virtualOver == baselineOver) {
                return Optional.empty();
            }
            return Optional.of(virtualOver ? Side.BASELINE : Side.VIRTUAL);
        }
    }

    /** A figure missing, not measured or untrusted on a side: {@code reason} names the side and why. */
    record NotCompared(VerdictMetric metric, EqualLoadStep step, String reason) implements MetricFinding {

        @Override
        public Optional<Side> better() {
            return Optional.empty();
        }
    }
}
