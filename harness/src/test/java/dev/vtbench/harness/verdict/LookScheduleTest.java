package dev.vtbench.harness.verdict;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class LookScheduleTest {
    private final LookSchedule threeToSix = new LookSchedule(3, 6);

    /** A Pocock-type function spends a little at the first of four looks: its interval is wider than 95%. */
    @Test
    void aFirstLookOfFourSpendsAShareOfTheErrorRate() {
        assertThat(threeToSix.confidenceAt(3)).isCloseTo(1 - 0.05 * Math.log(1 + (Math.E - 1) * 0.25), within(1e-12))
                .isCloseTo(0.982, within(0.001));
    }

    /** The budget ends a run after its first look: that look, the last, reads its figures at 95%. */
    @Test
    void theLastLookSpendsAllTheErrorRateTheEarlierLooksLeft() {
        assertThat(threeToSix.confidenceAt(3, true)).isCloseTo(0.95, within(1e-12));
        for (int last = 3; last <= 6; last++) {
            double spent = 1 - threeToSix.confidenceAt(last, true);
            for (int earlier = 3; earlier < last; earlier++) {
                spent += 1 - threeToSix.confidenceAt(earlier);
            }
            assertThat(spent).as("error rate spent by looks 3 to %d, the last at %d", last, last).isCloseTo(0.05, within(1e-12));
        }
    }

    /** Once the most rounds are done, the scheduled look is already the last: spending the rest changes nothing. */
    @Test
    void theLookAtTheMostRoundsIsTheSameEitherWay() {
        assertThat(threeToSix.confidenceAt(6, true)).isCloseTo(threeToSix.confidenceAt(6), within(1e-12));
        assertThat(LookSchedule.fixed(3).confidenceAt(3)).isCloseTo(0.95, within(1e-12));
    }
}
