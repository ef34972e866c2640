package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.Warmup;
import dev.vtbench.gatling.schema.CoordinatedWindowFiles.DriverTimeline;
import dev.vtbench.gatling.schema.SteadyCriterion;
import org.junit.jupiter.api.Test;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntToLongFunction;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The harness's opening decision on synthetic timelines, replayed second by second as the coordinator polls them: it
 * opens when the summed rate is steady by the single driver's criterion, not before the minimum, not on a driver that
 * started late until the sum has settled, and never past the cap.
 */
class CoordinatedOpeningTest {
    private static final Instant T0 = Instant.parse("2026-01-02T03:04:05Z");
    private static final CoordinatedOpening OPENING = new CoordinatedOpening(Warmup.untilSteady(10, 60), SteadyCriterion.DEFAULT);

    /** Poisson-like noise around {@code rate}: counts of a flat rate are never all equal. */
    private static IntToLongFunction noisy(IntToLongFunction rate, long seed) {
        Random random = new Random(seed);
        return second -> Math.round(rate.applyAsLong(second) * (1 + 0.01 * random.nextGaussian()));
    }

    private static List<Long> seconds(int count, IntToLongFunction rate) {
        List<Long> counts = new ArrayList<>();
        for (int second = 0; second < count; second++) {
            counts.add(rate.applyAsLong(second));
        }
        return counts;
    }

    /** Polls once a second from second 1 as the coordinator does; the first decision that is not Wait, at that second. */
    private static CoordinatedOpening.Decision firstDecision(int[] startSeconds, IntToLongFunction[] rates, int lagSeconds) {
        for (int now = 1; now <= 120; now++) {
            List<DriverTimeline> timelines = new ArrayList<>();
            for (int i = 0; i < rates.length; i++) {
                // Driver 2 may report late: its file then holds fewer completed seconds than it has run.
                int own = Math.max(0, now - startSeconds[i] - (i == 1 ? lagSeconds : 0));
                timelines.add(new DriverTimeline(T0.plusSeconds(startSeconds[i]).plusMillis(137 * i), seconds(own, rates[i])));
            }
            CoordinatedOpening.Decision decision = OPENING.decide(MergedTimeline.of(timelines), T0.plusSeconds(now));
            if (!(decision instanceof CoordinatedOpening.Wait)) {
                return decision;
            }
        }
        throw new AssertionError("no decision in 120 s");
    }

    private static IntToLongFunction flat(long rate) {
        return second -> rate;
    }

    @Test
    void twoFlatDriversOpenOnceTheCriterionHasItsSecondsAndNotBeforeTheMinimum() {
        var decision = firstDecision(new int[] {0, 0}, new IntToLongFunction[] {noisy(flat(1_000), 1), noisy(flat(1_000), 2)}, 0);

        assertThat(decision).as("steady").isInstanceOf(CoordinatedOpening.Open.class);
        var open = (CoordinatedOpening.Open) decision;
        assertThat(open.secondsToSteady()).as("the criterion's 15 s, past the 10 s minimum").isEqualTo(15);
        assertThat(open.opensAt()).as("one second ahead of the decision").isEqualTo(T0.plusSeconds(16));
        assertThat(open.judgement().steady()).isTrue();
        assertThat(open.judgement().mean()).as("judged on the summed rate").isBetween(1_950.0, 2_050.0);
    }

    @Test
    void aDriverThatStartsLateKeepsTheWindowShutUntilTheSumHasSettled() {
        // Driver 2 starts 12 s after driver 1: the sum doubles at 12 s, and is flat again only from there.
        var decision = firstDecision(new int[] {0, 12}, new IntToLongFunction[] {noisy(flat(1_000), 3), noisy(flat(1_000), 4)}, 0);

        var open = (CoordinatedOpening.Open) decision;
        assertThat(open.secondsToSteady()).as("15 s after the step, not at 15 s when driver 1 alone looked flat").isGreaterThanOrEqualTo(27);
        assertThat(open.judgement().mean()).as("both drivers' load").isBetween(1_950.0, 2_050.0);
    }

    @Test
    void eachDriverHasWarmedUpForTheMinimumBeforeTheWindowOpens() {
        CoordinatedOpening longMinimum = new CoordinatedOpening(Warmup.untilSteady(25, 60), SteadyCriterion.DEFAULT);
        List<DriverTimeline> timelines = List.of(new DriverTimeline(T0, seconds(30, noisy(flat(1_000), 5))),
                new DriverTimeline(T0.plusSeconds(10), seconds(20, noisy(flat(1_000), 6))));
        MergedTimeline merged = MergedTimeline.of(timelines);

        assertThat(longMinimum.decide(merged, T0.plusSeconds(30))).as("driver 2 has run 20 s of its 25 s minimum")
                .isInstanceOf(CoordinatedOpening.Wait.class);
    }

    @Test
    void aDriverWhoseReportLagsDelaysTheDecisionButNotTheRate() {
        var decision = firstDecision(new int[] {0, 0}, new IntToLongFunction[] {noisy(flat(1_000), 7), noisy(flat(1_000), 8)}, 3);

        var open = (CoordinatedOpening.Open) decision;
        assertThat(open.secondsToSteady()).as("judged on 15 s both reported, 3 s later").isEqualTo(15);
        assertThat(open.opensAt()).as("one second after the lagging report arrived").isEqualTo(T0.plusSeconds(19));
        assertThat(open.judgement().mean()).as("no fall read into the sum").isBetween(1_950.0, 2_050.0);
    }

    @Test
    void aSummedRateThatKeepsClimbingGivesUpAtTheCap() {
        IntToLongFunction climbing = second -> 1_000 + 30L * second;
        var decision = firstDecision(new int[] {0, 0}, new IntToLongFunction[] {climbing, climbing}, 0);

        assertThat(decision).as("never steady").isInstanceOf(CoordinatedOpening.GiveUp.class);
        assertThat(decision.judgement().steady()).isFalse();
    }

    @Test
    void theOpeningIsNeverSetPastTheFirstDriversCap() {
        List<DriverTimeline> timelines = List.of(new DriverTimeline(T0, seconds(59, noisy(flat(1_000), 9))),
                new DriverTimeline(T0, seconds(59, noisy(flat(1_000), 10))));

        assertThat(OPENING.decide(MergedTimeline.of(timelines), T0.plusMillis(59_500)))
                .as("steady, but an opening at 60.5 s would come after the 60 s cap").isInstanceOf(CoordinatedOpening.GiveUp.class);
    }

    @Test
    void aFixedWarmupIsNotCoordinated() {
        assertThatThrownBy(() -> new CoordinatedOpening(Warmup.fixed(10), SteadyCriterion.DEFAULT))
                .hasMessageContaining("fixed 10 s").hasMessageContaining("only a warm-up until steady");
    }
}
