package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class WeightedPickTest {

    @Test
    void eachEntryOwnsAShareOfDrawsEqualToItsWeight() {
        WeightedPick pick = new WeightedPick(List.of(8, 2, 1));

        assertThat(pick.total()).as("total weight").isEqualTo(11);
        assertThat(pick.forDraw(0)).as("first draw").isZero();
        assertThat(pick.forDraw(7)).as("last draw of the first entry").isZero();
        assertThat(pick.forDraw(8)).as("first draw of the second entry").isEqualTo(1);
        assertThat(pick.forDraw(9)).as("last draw of the second entry").isEqualTo(1);
        assertThat(pick.forDraw(10)).as("the third entry's one draw").isEqualTo(2);
    }

    @Test
    void randomPicksStayInTheList() {
        WeightedPick pick = new WeightedPick(List.of(1, 1000));

        for (int i = 0; i < 1000; i++) {
            assertThat(pick.next()).as("pick %d", i).isBetween(0, 1);
        }
    }

    @Test
    void refusesNothingToPickAndNonPositiveWeights() {
        assertThatThrownBy(() -> new WeightedPick(List.of())).as("no entries").hasMessageContaining("at least one");
        assertThatThrownBy(() -> new WeightedPick(List.of(1, 0))).as("weight 0")
                .hasMessageContaining("weight 0 of entry 2");
        assertThatThrownBy(() -> new WeightedPick(List.of(3)).forDraw(3)).as("draw past the total")
                .hasMessageContaining("outside [0, 3)");
    }
}
