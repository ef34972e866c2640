package dev.vtbench.gatling;

import dev.vtbench.gatling.schema.SteadyCriterion;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Placing an instant in its step: the warm-up phase comes before the first ramp, the window's ends are in it, and the
 * next ramp starts where the window closed.
 */
class StepPhaseTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long T0 = -7 * SECOND;
    private static final StepPlan PLAN = new StepPlan(List.of(100, 200), 2 * SECOND, 0, SECOND, 10 * SECOND, 3 * SECOND,
            SteadyCriterion.DEFAULT);

    @Test
    void beforeTheFirstStepsRampIsTheWarmUpPhase() {
        long rampStart = T0 + 5 * SECOND;
        StepPhase first = StepPhase.first(rampStart);

        assertThat(first.locate(PLAN, rampStart - 1)).as("just before the first step's ramp")
                .isEqualTo(new StepPhase.Position(0, rampStart, StepPhase.Part.WARMUP));
        assertThat(first.locate(PLAN, rampStart).part()).as("its start").isEqualTo(StepPhase.Part.BEFORE_WINDOW);
        assertThat(new StepPhase(1, rampStart, false, 0, false).locate(PLAN, rampStart - 1).part())
                .as("an instant before a later step's ramp, placed late: still that step, no warm-up")
                .isEqualTo(StepPhase.Part.BEFORE_WINDOW);
    }

    @Test
    void beforeItsWindowOpensAStepIsRampingOrSettling() {
        StepPhase first = StepPhase.first(T0);

        assertThat(first.locate(PLAN, T0 + 30 * SECOND)).as("long after the start, window not open yet")
                .isEqualTo(new StepPhase.Position(0, T0, StepPhase.Part.BEFORE_WINDOW));
    }

    @Test
    void aWindowHoldsBothEndsAndTheNextStepRampsFromItsClose() {
        long opens = T0 + 4 * SECOND;
        StepPhase opened = StepPhase.first(T0).openedAt(opens);
        long closes = opens + 3 * SECOND;

        assertThat(opened.locate(PLAN, opens - 1).part()).as("just before the opening").isEqualTo(StepPhase.Part.BEFORE_WINDOW);
        assertThat(opened.locate(PLAN, opens).part()).as("the opening instant").isEqualTo(StepPhase.Part.WINDOW);
        assertThat(opened.locate(PLAN, closes).part()).as("the closing instant").isEqualTo(StepPhase.Part.WINDOW);
        assertThat(opened.locate(PLAN, closes + 1)).as("just after: the next step's ramp, from the close")
                .isEqualTo(new StepPhase.Position(1, closes, StepPhase.Part.BEFORE_WINDOW));
        assertThat(opened.next(PLAN)).as("the next decision's phase").isEqualTo(new StepPhase(1, closes, false, 0, false));
    }

    @Test
    void afterTheLastWindowOrOnceEndedTheRunIsOver() {
        long opens = T0 + 20 * SECOND;
        StepPhase last = new StepPhase(1, T0 + 10 * SECOND, false, 0, false).openedAt(opens);

        assertThat(last.locate(PLAN, opens + 3 * SECOND + 1)).as("after the last step's window").isEqualTo(StepPhase.Position.OVER);
        assertThat(StepPhase.first(T0).asEnded().locate(PLAN, T0)).as("a run ended early").isEqualTo(StepPhase.Position.OVER);
    }
}
