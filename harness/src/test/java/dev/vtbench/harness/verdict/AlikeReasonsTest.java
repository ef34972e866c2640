package dev.vtbench.harness.verdict;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class AlikeReasonsTest {

    @Test
    void reasonsAlikeButForTheirFiguresAreSaidOnceWithRanges() {
        assertThat(AlikeReasons.merged(List.of("the driver's cores were 97% busy", "the driver started arrivals late",
                "the driver's cores were 91% busy", "the driver's cores were 94% busy")))
                .containsExactly("the driver's cores were 91-97% busy", "the driver started arrivals late");
    }

    @Test
    void figuresThatAgreeStayOneFigure() {
        assertThat(AlikeReasons.merged(List.of("1.5% of requests failed", "1.5% of requests failed")))
                .containsExactly("1.5% of requests failed");
    }

    @Test
    void eachFigureOfAReasonHasItsOwnRangeWrittenAsMeasured() {
        assertThat(AlikeReasons.merged(List.of("its rate rose 25% across the 6 s judged", "its rate rose 7.5% across the 8 s judged")))
                .containsExactly("its rate rose 7.5-25% across the 6-8 s judged");
    }

    @Test
    void countsSayHowManyReasonsEachMergedOneStandsFor() {
        assertThat(AlikeReasons.counted(List.of("the JIT compiling in its window (3.2%)", "its rate not steady when its window opened",
                "the JIT compiling in its window (4.1%)")))
                .containsExactly(Map.entry("the JIT compiling in its window (3.2-4.1%)", 2L),
                        Map.entry("its rate not steady when its window opened", 1L));
    }

    @Test
    void reasonsOfADifferentShapeStayApart() {
        assertThat(AlikeReasons.merged(List.of("its rate rose 9% inside its window", "its rate fell 9% inside its window")))
                .containsExactly("its rate rose 9% inside its window", "its rate fell 9% inside its window");
        assertThat(AlikeReasons.merged(List.of())).isEmpty();
    }
}
