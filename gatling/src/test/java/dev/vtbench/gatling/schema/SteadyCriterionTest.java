package dev.vtbench.gatling.schema;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

/**
 * The batch-means criterion on timelines of the shapes real runs take ({@link SyntheticTimelines}, 20 seeds each):
 * the driver's reading opens on noise and waves and not on a climb or a switching rate; the harness's reading refuses
 * windows that drift and keeps the ones that do not.
 */
class SteadyCriterionTest {

    private static final SteadyCriterion CRITERION = SteadyCriterion.DEFAULT;
    private static final int SEEDS = 20;

    /** The first second (from 10 s, the default minimum warm-up, to the 120 s cap) the driver finds steady, or -1. */
    private static int opening(List<Long> timeline) {
        for (int second = 10; second <= 120; second++) {
            if (CRITERION.judgeLatest(timeline.subList(0, second)).steady()) {
                return second;
            }
        }
        return -1;
    }

    private static List<Integer> openings(SyntheticTimelines.Family family) {
        List<Integer> openings = new ArrayList<>();
        for (int seed = 0; seed < SEEDS; seed++) {
            openings.add(opening(family.draw(seed, SyntheticTimelines.SECONDS).observed()));
        }
        return openings;
    }

    /** How many of the family's 20 s windows, after fixed warm-ups of 10, 30 and 50 s, the harness finds drifted. */
    private static int driftedWindows(SyntheticTimelines.Family family) {
        int drifted = 0;
        for (int seed = 0; seed < SEEDS; seed++) {
            List<Long> observed = family.draw(seed, SyntheticTimelines.SECONDS).observed();
            for (int from : new int[] {10, 30, 50}) {
                drifted += CRITERION.judge(observed.subList(from, from + 20)).drifted() ? 1 : 0;
            }
        }
        return drifted;
    }

    /** Poisson counts of {@code rate(second)}, seeded. */
    private static List<Long> counts(int seconds, long seed, IntToDoubleFunction rate) {
        Random random = new Random(seed);
        List<Long> counts = new ArrayList<>();
        for (int second = 0; second < seconds; second++) {
            counts.add(SyntheticTimelines.poisson(random, rate.applyAsDouble(second)));
        }
        return counts;
    }

    @Test
    void aFlatRateWithCountingNoiseOpensAsSoonAsItCanBeJudged() {
        // 15 s is the first full judgement; a 95% test refuses about one judgement in twenty of pure noise.
        assertThat(openings(SyntheticTimelines.FLAT)).as("3000/s: opened by 17 s").allMatch(s -> s >= 15 && s <= 17);
        assertThat(driftedWindows(SyntheticTimelines.FLAT)).as("windows of a flat rate refused").isZero();
    }

    @Test
    void aClosedModelsWavesAreNotDrift() {
        assertThat(openings(SyntheticTimelines.WAVES)).as("±10% square waves: opened by 25 s").allMatch(s -> s >= 15 && s <= 25);
        assertThat(openings(SyntheticTimelines.BURSTS)).as("400 users' bursts: opened by 25 s").allMatch(s -> s >= 15 && s <= 25);
        // Square waves of a 2-4 s period do not average out in 3 s batches: about one window in a hundred is refused.
        assertThat(driftedWindows(SyntheticTimelines.WAVES)).as("of 60 windows of waves, refused").isLessThanOrEqualTo(2);
        assertThat(driftedWindows(SyntheticTimelines.BURSTS)).as("windows of bursts refused").isZero();
        List<Long> waves = SyntheticTimelines.WAVES.draw(0, SyntheticTimelines.SECONDS).observed();
        assertThat(java.util.stream.IntStream.rangeClosed(10, 120).filter(end -> LegacySteadyRules.steady(waves.subList(0, end))))
                .as("seconds the per-second rule found these waves steady in").isEmpty();
    }

    @Test
    void aRateStillClimbingIsNeverSteadyAndItsWindowsAreRefused() {
        assertThat(openings(SyntheticTimelines.CLIMB)).as("1%/s for 120 s: never opened").containsOnly(-1);
        assertThat(driftedWindows(SyntheticTimelines.CLIMB)).as("every window of a 1%/s climb refused").isEqualTo(3 * SEEDS);
    }

    @Test
    void aWarmUpOpensOnceFlatAndNotBefore() {
        for (int seed = 0; seed < SEEDS; seed++) {
            SyntheticTimelines.Timeline timeline = SyntheticTimelines.CLIMB_THEN_FLAT.draw(seed, SyntheticTimelines.SECONDS);
            int flatFrom = 0;
            while (timeline.expected()[flatFrom + 1] > timeline.expected()[flatFrom]) {
                flatFrom++;
            }
            int opened = opening(timeline.observed());
            assertThat(opened).as("seed %d: flat from %d s, opened at %d s", seed, flatFrom, opened)
                    .isBetween(flatFrom + 10, flatFrom + 18);
        }
    }

    @Test
    void aRateSwitchingBetweenLevelsForSeveralSecondsIsNotSteady() {
        assertThat(openings(SyntheticTimelines.SWITCHING)).as("+15% every 5-10 s: not opened within the 120 s cap")
                .containsOnly(-1);
        assertThat(driftedWindows(SyntheticTimelines.SWITCHING)).as("its windows refused").isGreaterThanOrEqualTo(3 * SEEDS * 8 / 10);
    }

    @Test
    void aStepIsNotSteadyUntilTheNewLevelFillsTheWindow() {
        List<Long> step = counts(60, 1, second -> second < 30 ? 20_000 : 23_000);

        assertThat(CRITERION.judgeLatest(step.subList(0, 30)).steady()).as("before the step").isTrue();
        assertThat(CRITERION.judgeLatest(step.subList(0, 36)).steady()).as("across the step").isFalse();
        assertThat(CRITERION.judgeLatest(step.subList(0, 45)).steady()).as("the new level for 15 s").isTrue();
        assertThat(CRITERION.judge(step.subList(20, 40)).drifted()).as("a window with the step in its middle").isTrue();
        assertThat(CRITERION.judge(step.subList(20, 40)).describeDrift()).as("why").startsWith("rose");
    }

    @Test
    void aLateDecayIsCaughtInTheWindowItSpoils() {
        List<Long> decaying = counts(60, 2, second -> 3000 * Math.pow(0.99, Math.max(0, second - 20)));

        assertThat(opening(decaying)).as("flat until 20 s: opened at 15 s").isEqualTo(15);
        SteadyCriterion.Judgement window = CRITERION.judge(decaying.subList(15, 35));
        assertThat(window.drifted()).as("its window, decaying from 20 s: %s", window).isTrue();
        assertThat(window.describeDrift()).as("why").startsWith("fell");
    }

    @Test
    void aTinyButSignificantDriftAtAHugeRateIsNotRefused() {
        // 40,000/s: counting noise of 0.5% a second, so a change of 1.5% across 15 s is far beyond the noise.
        SteadyCriterion.Judgement tiny = CRITERION.judge(counts(15, 3, second -> 40_000 * (1 + 0.001 * second)));
        SteadyCriterion.Judgement small = CRITERION.judge(counts(15, 4, second -> 40_000 * (1 + 0.002 * second)));

        assertThat(Math.abs(tiny.relativeChange())).as("1.5%%: beyond its margin %s", tiny.changeMargin())
                .isGreaterThan(tiny.changeMargin()).isLessThan(CRITERION.negligibleChange());
        assertThat(tiny.steady()).as("a tiny change beyond the noise: %s", tiny).isTrue();
        assertThat(small.relativeChange()).as("3%: beyond negligible, within the 5% limit")
                .isGreaterThan(CRITERION.negligibleChange()).isLessThan(CRITERION.maxRelativeChange());
        assertThat(small.steady()).as("a small change beyond the noise: %s", small).isFalse();
        assertThat(small.drifted()).as("but no drift for the harness to refuse").isFalse();
    }

    @Test
    void oneSlowSecondIsNotADriftThoughThreeBatchMeansFallOnALine() {
        // A measured window of a pool at its Little's-law bound (2,000 req/s), judged in 2 s batches: one slow second
        // in the first batch puts the three batch means (1744, 1857, 1970.5) almost on a line. Their residuals alone
        // would give the rise a margin of about 0 and refuse the window; the seconds within the batches say otherwise.
        SteadyCriterion inTwoSecondBatches = new SteadyCriterion(CRITERION.windowSeconds(), 2, CRITERION.maxRelativeChange(),
                CRITERION.negligibleChange(), CRITERION.maxCv());
        SteadyCriterion.Judgement window = inTwoSecondBatches.judge(List.of(1830L, 1658L, 1869L, 1845L, 1985L, 1956L));

        assertThat(window.relativeChange()).as("the fitted rise across the 6 s").isGreaterThan(0.15);
        assertThat(window.changeMargin()).as("its margin, from the seconds' scatter: %s", window).isGreaterThan(0.15);
        assertThat(window.driftedByChange()).as("shown to drift by one slow second: %s", window).isFalse();
    }

    @Test
    void aLowRateIsHeldToItsCountingNoise() {
        assertThat(openings(SyntheticTimelines.LOW_RATE)).as("100/s: opened by 17 s").allMatch(s -> s >= 15 && s <= 17);
        SteadyCriterion.Judgement judgement = CRITERION.judge(SyntheticTimelines.LOW_RATE.draw(0, 15).observed());
        assertThat(judgement.cvLimit()).as("batch CV limit at 100/s: 2/sqrt(300)").isCloseTo(2 / Math.sqrt(300), within(0.01));
        assertThat(judgement.changeLimit()).as("change limit at 100/s: above the 5% of a high rate").isGreaterThan(0.15);
    }

    @Test
    void everyWindowTheHarnessRefusesTheDriverWouldHaveRefusedToo() {
        for (SyntheticTimelines.Family family : SyntheticTimelines.ALL) {
            List<Long> observed = family.draw(0, SyntheticTimelines.SECONDS).observed();
            for (int from = 0; from + 20 <= observed.size(); from++) {
                SteadyCriterion.Judgement judgement = CRITERION.judge(observed.subList(from, from + 20));
                assertThat(judgement.drifted() && judgement.steady()).as("%s from %d s: %s", family.name(), from, judgement).isFalse();
            }
        }
    }

    @Test
    void tooFewSecondsOrNoAnswersAreNeitherSteadyNorDrifted() {
        SteadyCriterion.Judgement short14 = CRITERION.judgeLatest(counts(14, 5, second -> 1000));
        SteadyCriterion.Judgement silent = CRITERION.judgeLatest(counts(20, 6, second -> 0));
        SteadyCriterion.Judgement twoBatches = CRITERION.judge(counts(8, 7, second -> 1000));

        assertThat(short14.steady() || short14.drifted()).as("14 of 15 seconds").isFalse();
        assertThat(silent.steady() || silent.drifted()).as("nothing answered").isFalse();
        assertThat(twoBatches.steady() || twoBatches.drifted()).as("a window of two batches").isFalse();
    }

    @Test
    void refusesACriterionThatCannotJudge() {
        assertThatThrownBy(() -> new SteadyCriterion(15, 1, 0.05, 0.02, 0.04)).hasMessageContaining("at least 2 seconds");
        assertThatThrownBy(() -> new SteadyCriterion(8, 3, 0.05, 0.02, 0.04)).hasMessageContaining("at least 9 s");
        assertThatThrownBy(() -> new SteadyCriterion(15, 3, 0, 0.02, 0.04)).hasMessageContaining("must be > 0");
        assertThatThrownBy(() -> new SteadyCriterion(15, 3, 0.05, 0.06, 0.04)).hasMessageContaining("at most maxRelativeChange");
    }
}
