package dev.vtbench.harness.verdict;

import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.vtbench.harness.verdict.Samples.NONE;
import static dev.vtbench.harness.verdict.Samples.list;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/**
 * A figure's ratio read the way the rounds ran: paired by round where every value says its round, as two independent
 * samples where not. Capacities of a machine that slowed down between rounds, virtual threads 12-14% under the pool
 * in each round.
 */
class PairedByRoundTest {
    private static final List<Double> POOL = list(160, 183, 150);
    private static final List<Double> VIRTUAL = list(140, 158, 128);

    @Test
    void roundsPairAndTheMachinesDriftCancels() {
        MetricFinding capacity = capacity(MetricSample.trusted(VIRTUAL).inRounds(List.of(1, 2, 3)),
                MetricSample.trusted(POOL).inRounds(List.of(1, 2, 3)));
        assertThat(capacity).isInstanceOfSatisfying(MetricFinding.Compared.class, compared -> {
            assertThat(compared.ratio().lower()).as("%s", compared.ratio()).isCloseTo(0.837354, within(1e-6));
            assertThat(compared.difference()).isEqualTo(Difference.LESS);
            assertThat(compared.fewer()).isEmpty();
        });
    }

    @Test
    void valuesThatDoNotSayTheirRoundAreIndependentSamples() {
        MetricFinding capacity = capacity(MetricSample.trusted(VIRTUAL), MetricSample.trusted(POOL).inRounds(List.of(1, 2, 3)));
        assertThat(capacity).isInstanceOfSatisfying(MetricFinding.Compared.class, compared -> {
            assertThat(compared.ratio().degreesOfFreedom()).as("Welch-Satterthwaite's, not pairs less one").isCloseTo(3.993358, within(1e-6));
            assertThat(compared.difference()).isEqualTo(Difference.NO_DIFFERENCE_DETECTED);
        });
        List<Integer> nulls = java.util.Arrays.asList(1, null, 3);
        assertThat(MetricSample.trusted(VIRTUAL).inRounds(nulls).rounds()).as("one repetition outside rounds: none pairs").isEmpty();
    }

    @Test
    void aRoundWhoseOtherModeWasLeftOutPairsWithNothingAndSaysSo() {
        MetricSample pool = MetricSample.trusted(list(150, 160)).ofRepetitions(3, "1 never steady").inRounds(List.of(3, 1));
        MetricFinding capacity = capacity(MetricSample.trusted(VIRTUAL).inRounds(List.of(1, 2, 3)), pool);
        assertThat(capacity).isInstanceOfSatisfying(MetricFinding.Compared.class, compared -> {
            assertThat(compared.ratio().numeratorCount()).as("rounds 1 and 3, matched by number, not by order").isEqualTo(2);
            assertThat(compared.ratio().ratio()).isCloseTo(Math.sqrt(140.0 / 160 * 128 / 150), within(1e-9));
            assertThat(compared.fewer()).containsExactly("virtual threads 2 of 3 repetitions (1 in a round without the other mode's)",
                    "the pool 2 of 3 repetitions (1 never steady)");
        });
    }

    @Test
    void eachSideSaysBothWhyItsRepetitionsWereLeftOutAndWhichPairedWithNothing() {
        MetricSample virtual = MetricSample.trusted(list(140, 158)).ofRepetitions(3, "1 never steady").inRounds(List.of(1, 2));
        MetricSample pool = MetricSample.trusted(list(160, 150)).ofRepetitions(3, "1 never steady").inRounds(List.of(1, 3));
        assertThat(capacity(virtual, pool)).isInstanceOfSatisfying(MetricFinding.Compared.class, compared -> {
            assertThat(compared.ratio().hasInterval()).as("round 1 alone has both: one pair, no interval").isFalse();
            assertThat(RatioText.interval(compared.ratio())).as("not 'one repetition': each side had two")
                    .isEqualTo("0.87 (no interval: one pair of values)");
            assertThat(compared.ratio().ratio()).isCloseTo(140.0 / 160, within(1e-9));
            assertThat(compared.fewer()).containsExactly("virtual threads 1 of 3 repetitions (1 never steady, 1 in a round without the other mode's)",
                    "the pool 1 of 3 repetitions (1 never steady, 1 in a round without the other mode's)");
        });
        MetricSample later = MetricSample.trusted(list(150)).ofRepetitions(3, "2 never steady").inRounds(List.of(3));
        MetricSample earlier = MetricSample.trusted(list(140, 158)).ofRepetitions(3, "1 never steady").inRounds(List.of(1, 2));
        assertThat(capacity(earlier, later)).as("no round measured both").isInstanceOfSatisfying(MetricFinding.Compared.class,
                compared -> assertThat(RatioText.interval(compared.ratio())).endsWith("(no interval: no round measured both modes)"));
    }

    @Test
    void aSideWithTwoValuesInOneRoundIsReadAsIndependentSamples() {
        MetricFinding capacity = capacity(MetricSample.trusted(VIRTUAL).inRounds(List.of(1, 1, 2)),
                MetricSample.trusted(POOL).inRounds(List.of(1, 2, 3)));
        assertThat(capacity).isInstanceOfSatisfying(MetricFinding.Compared.class, compared ->
                assertThat(compared.ratio().numeratorCount()).as("every value, unpaired").isEqualTo(3));
    }

    private static MetricFinding capacity(MetricSample virtual, MetricSample pool) {
        ModeSample v = Samples.withCapacity(Samples.sample("virtual", NONE, NONE, NONE), virtual);
        ModeSample b = Samples.withCapacity(Samples.sample("pool", NONE, NONE, NONE), pool);
        return ModeComparison.of(v, b, Rounds.fixed(3)).finding(VerdictMetric.CAPACITY, null).orElseThrow();
    }
}
