package dev.vtbench.harness.result;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.report.SampleRun;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The one pairing: which cells are set side by side, when a pair may give a ratio, and the ratio with its interval. */
class CellPairTest {
    private static CellResult cell(String mode, String profile, double rate) {
        return SampleRun.measured("plain-jdk", "temurin-25", mode, profile.equals("cpu-2") ? 2 : 1, "io", rate, true);
    }

    @Test
    void pairsEachVirtualCellWithEveryBaselineOfItsKeyButTheMode() {
        CellResult pool1 = cell("pool", "cpu-1", 1000);
        CellResult virtual1 = cell("virtual", "cpu-1", 1200);
        CellResult fixed1 = cell("fixed", "cpu-1", 900);
        CellResult virtual2 = cell("virtual", "cpu-2", 2400);
        CellResult pool2 = cell("pool", "cpu-2", 2000);
        CellResult lonePool = SampleRun.measured("liberty", "temurin-25", "pool", 1, "io", 800, true);
        CellResult skipped = CellResult.notRun("plain-jdk/temurin-25/fixed/cpu-2/io", CellStatus.SKIPPED, "not asked", "", null, List.of(), List.of());

        List<CellPair> pairs = CellPair.byMode(List.of(pool1, virtual1, fixed1, virtual2, pool2, lonePool, skipped));

        assertThat(pairs).as("groups in the order their first cell came, baselines by mode; a cell alone or not measured in none")
                .containsExactly(new CellPair(virtual1, fixed1), new CellPair(virtual1, pool1), new CellPair(virtual2, pool2));
    }

    @Test
    void pairsAnythingThatHasAKey() {
        List<String> ids = List.of("rt/jdk/pool/cpu-1/io/c10", "rt/jdk/virtual/cpu-1/io/c100", "rt/jdk/virtual/cpu-1/io/c10");
        assertThat(KeyedPair.byMode(ids, CellKey::parse)).as("the load is part of the key: c100 has no baseline")
                .containsExactly(new KeyedPair<>("rt/jdk/virtual/cpu-1/io/c10", "rt/jdk/pool/cpu-1/io/c10"));
    }

    @Test
    void matchesTwoRunsCellsOnAKeyInTheFirstRunsOrder() {
        CellResult a1 = cell("pool", "cpu-1", 1000);
        CellResult a2 = cell("pool", "cpu-2", 2000);
        CellResult b2 = SampleRun.measured("plain-jdk", "temurin-21", "pool", 2, "io", 1900, true);
        CellResult b3 = SampleRun.measured("plain-jdk", "temurin-21", "virtual", 1, "io", 1900, true);
        List<CellPair> pairs = CellPair.matched(List.of(a1, a2), List.of(b3, b2), cell -> CellKey.parse(cell.cell()).withoutMode()
                .replace("temurin-25", "temurin-21"));
        assertThat(pairs).as("keyed without what tells the runs apart (JVM and mode here): B's cell over A's, in A's order")
                .containsExactly(new CellPair(b3, a1), new CellPair(b2, a2));
    }

    @Test
    void givesARatioOnlyWhenBothCellsAreTrustedForItsFigure() {
        CellResult pool = cell("pool", "cpu-1", 1000);
        CellPair trusted = new CellPair(cell("virtual", "cpu-1", 1200), pool);
        assertThat(trusted.trusted()).isTrue();
        assertThat(trusted.ratio(Figure.CAPACITY)).as("the medians' ratio").hasValueSatisfying(r -> assertThat(r).isCloseTo(1.2, within(1e-9)));

        CellPair driverBound = new CellPair(SampleRun.flagged(cell("virtual", "cpu-1", 1200), List.of(Flag.DRIVER_BOUND)), pool);
        assertThat(driverBound.ratio(Figure.CAPACITY)).as("DRV: the capacity is a lower bound, no ratio").isEmpty();
        assertThat(driverBound.ratio(Figure.CPU_PER_REQUEST)).as("but the cost is still the server's own").isPresent();

        CellPair neverSteady = new CellPair(SampleRun.neverSteady(cell("virtual", "cpu-1", 1200)), pool);
        assertThat(neverSteady.trusted()).as("no steady figure on one side").isFalse();
        assertThat(neverSteady.interval(Figure.CAPACITY)).isEmpty();
    }

    @Test
    void givesTheRatioOfGeometricMeansWithItsInterval() {
        CellPair pair = new CellPair(cell("virtual", "cpu-1", 1200), cell("pool", "cpu-1", 1000));
        RatioInterval interval = pair.interval(Figure.CAPACITY).orElseThrow();
        assertThat(interval.ratio()).as("each side's repetitions spread alike around 1200 and 1000").isCloseTo(1.2, within(1e-3));
        assertThat(interval.hasInterval()).as("three repetitions a side").isTrue();
        assertThat(interval.lower()).isLessThan(interval.ratio());
        assertThat(interval.upper()).isGreaterThan(interval.ratio());
        assertThat(interval.numeratorCount()).isEqualTo(3);
        assertThatThrownBy(() -> pair.interval(Figure.MEMORY)).hasMessageContaining("capacity or CPU per request");
    }

    @Test
    void twoCellsOfOneRunOfRoundsPairByRoundAsTheVerdictDoes() {
        // Each side at 0.97, 1 and 1.03 times its rate in its repetitions: in the same rounds, each round's ratio is 1.2.
        CellPair alike = new CellPair(inRounds(cell("virtual", "cpu-1", 1200), 1, 2, 3), inRounds(cell("pool", "cpu-1", 1000), 1, 2, 3));
        RatioInterval paired = alike.interval(Figure.CAPACITY).orElseThrow();
        assertThat(paired.degreesOfFreedom()).as("three rounds less one").isEqualTo(2);
        assertThat(paired.lower()).as("what moved both values of a round cancels").isCloseTo(1.2, within(1e-9));
        assertThat(paired.upper()).isCloseTo(1.2, within(1e-9));
        CellPair crossed = new CellPair(inRounds(cell("virtual", "cpu-1", 1200), 1, 2, 3), inRounds(cell("pool", "cpu-1", 1000), 3, 2, 1));
        RatioInterval apart = crossed.interval(Figure.CAPACITY).orElseThrow();
        assertThat(apart.ratio()).isCloseTo(1.2, within(1e-3));
        assertThat(apart.lower()).as("rounds 1164/1030, 1200/1000, 1236/970: t(0.975, 2) on their logs").isCloseTo(1.033787, within(1e-6));
        assertThat(apart.upper()).isCloseTo(1.392937, within(1e-6));
    }

    private static CellResult inRounds(CellResult cell, int... rounds) {
        List<Repetition> repetitions = new java.util.ArrayList<>();
        for (int i = 0; i < rounds.length; i++) {
            repetitions.add(cell.repetitions().get(i).inRound(rounds[i]));
        }
        return new CellResult(cell.cell(), cell.status(), cell.reason(), cell.serverLog(), cell.context(), cell.verification(), repetitions,
                cell.throughput(), cell.p99Millis(), cell.notes(), cell.flags());
    }
}
