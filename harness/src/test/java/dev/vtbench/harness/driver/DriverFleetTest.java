package dev.vtbench.harness.driver;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** How a load is split between driver containers. */
class DriverFleetTest {

    @Test
    void theClosedModelsUsersAreSplitWithTheRemainderToTheFirstDriver() {
        List<LoadSpec> shares = DriverFleet.split(LoadSpec.closed(11, Warmup.fixed(3), 5), 3);

        assertThat(shares).extracting(LoadSpec::users).as("11 users over 3 drivers").containsExactly(5, 3, 3);
        assertThat(shares).allSatisfy(share -> assertThat(share.durationSeconds()).isEqualTo(5));
    }

    @Test
    void theOpenModelsRateIsSplitLikewise() {
        assertThat(DriverFleet.split(LoadSpec.open(1001, Warmup.fixed(3), 5), 2)).extracting(LoadSpec::rate).containsExactly(501, 500);
    }

    @Test
    void aLoadTooSmallToSplitOrASimulationThatCannotMergeIsRefused() {
        assertThatThrownBy(() -> DriverFleet.split(LoadSpec.closed(2, Warmup.fixed(3), 5), 3))
                .hasMessageContaining("users = 2 cannot be split over 3 drivers").hasMessageContaining("or name fewer drivers");
        assertThatThrownBy(() -> DriverFleet.split(LoadSpec.open(1, Warmup.fixed(3), 5), 2))
                .hasMessageContaining("rate = 1 cannot be split over 2 drivers");
        LoadSpec untilSteady = LoadSpec.closed(400, Warmup.untilSteady(10, 120), 20);
        assertThat(DriverFleet.split(untilSteady, 2)).as("two drivers wait for their summed rate").hasSize(2)
                .allSatisfy(share -> assertThat(share.warmup()).isEqualTo(untilSteady.warmup()));
        assertThat(DriverFleet.coordinated(untilSteady, 2)).as("the harness opens their one window").isTrue();
        assertThat(DriverFleet.coordinated(untilSteady, 1)).as("one driver container cannot see the server's JIT: the harness opens its window too").isTrue();
        assertThat(DriverFleet.coordinated(LoadSpec.closed(400, Warmup.fixed(10), 20), 2)).as("a fixed warm-up opens by itself").isFalse();
        assertThat(DriverFleet.split(LoadSpec.closed(400, Warmup.untilSteady(10, 120), 20), 1)).as("one driver may wait for its steady rate")
                .hasSize(1);
        LoadSpec search = new LoadSpec(Simulation.parse("rate-search"), LoadModel.OPEN, 0, 1000, Warmup.fixed(1), 10, Map.of());
        assertThatThrownBy(() -> DriverFleet.split(search, 2)).hasMessageContaining("cannot run on driver containers").hasMessageContaining("without --topology");
    }
}
