package dev.vtbench.harness.run;

import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Mode;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A run's cells as rounds measure them: by server group, by mode, each equal-load cell on its capacity load's server. */
class RoundPlanTest {

    @Test
    void groupsByServerAndPutsTheStepsOnTheServerOfTheCapacityLoadWithTheMostUsers() {
        Cell pool10 = TestCells.cell("pool", "cpu", LoadSpec.closed(10, Warmup.untilSteady(5, 60), 9));
        Cell pool50 = TestCells.cell("pool", "cpu", LoadSpec.closed(50, Warmup.untilSteady(5, 60), 9));
        Cell virtual10 = TestCells.cell("virtual", "cpu", LoadSpec.closed(10, Warmup.untilSteady(5, 60), 9));
        Cell virtual50 = TestCells.cell("virtual", "cpu", LoadSpec.closed(50, Warmup.untilSteady(5, 60), 9));
        Cell poolSteps = TestCells.steps("pool", "cpu", 50);
        Cell virtualSteps = TestCells.steps("virtual", "cpu", 50);
        Cell poolIo = TestCells.io();

        RoundPlan plan = RoundPlan.of(List.of(pool10, pool50, virtual10, virtual50, poolSteps, virtualSteps, poolIo));

        assertThat(plan.groups()).extracting(RoundPlan.Group::name).as("one group per runtime, JVM, profile and scenario")
                .containsExactly("plain-jdk/temurin-25/cpu-1/cpu", "plain-jdk/temurin-25/cpu-1/io");
        RoundPlan.Group cpu = plan.groups().get(0);
        assertThat(cpu.modes()).containsExactly(Mode.POOL, Mode.VIRTUAL);
        assertThat(cpu.lives().get(Mode.POOL)).as("the pool's servers of a round")
                .containsExactly(new RoundPlan.Life(pool10, java.util.Optional.empty()),
                        new RoundPlan.Life(pool50, java.util.Optional.of(poolSteps)));
        assertThat(cpu.cells()).as("every cell of the group, each once").hasSize(6);
    }

    @Test
    void stepsWithoutACapacityLoadHaveAServerOfTheirOwn() {
        Cell steps = TestCells.steps("pool", "cpu", 50);
        RoundPlan plan = RoundPlan.of(List.of(steps));
        assertThat(plan.groups().get(0).lives().get(Mode.POOL)).containsExactly(new RoundPlan.Life(steps, java.util.Optional.empty()));
    }
}
