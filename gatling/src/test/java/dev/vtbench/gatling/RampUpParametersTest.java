package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.contract.LoadModel;
import java.util.List;
import org.junit.jupiter.api.Test;

class RampUpParametersTest {

    private static RampUpParameters parse(String... keyValues) {
        return RampUpParameters.from(TestProperties.of(keyValues));
    }

    @Test
    void defaultsRampFiftyUsersOverTenSecondsAndHoldTwenty() {
        RampUpParameters parameters = parse(SimulationParameters.WARMUP_SECONDS, "15");

        assertThat(parameters.users()).as("users").isEqualTo(50);
        assertThat(parameters.rampSeconds()).as("ramp").isEqualTo(10);
        assertThat(parameters.holdSeconds()).as("hold").isEqualTo(20);
        assertThat(parameters.smoothingSeconds()).as("smoothing").isEqualTo(3);
        assertThat(parameters.describe("RampUpSimulation")).as("description, warm-up ignored").isEqualTo(
                new LoadDescription("RampUpSimulation", LoadModel.CLOSED, 50, null, "/hello", "http://127.0.0.1:8080",
                        0, 30));
    }

    @Test
    void smoothingLongerThanTheRunIsRejected() {
        assertThatThrownBy(() -> parse(RampUpParameters.RAMP_SECONDS, "0", RampUpParameters.HOLD_SECONDS, "2"))
                .as("3 s average over a 2 s run")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.ramp.smoothingSeconds=3")
                .hasMessageContaining("= 2");
    }

    @Test
    void everyNumericParameterIsRangeChecked() {
        for (List<String> bad : List.of(
                List.of(SimulationParameters.USERS, "0"),
                List.of(RampUpParameters.RAMP_SECONDS, "-1"),
                List.of(RampUpParameters.HOLD_SECONDS, "0"),
                List.of(RampUpParameters.SMOOTHING_SECONDS, "61"))) {
            assertThatThrownBy(() -> parse(bad.get(0), bad.get(1)))
                    .as("%s=%s", bad.get(0), bad.get(1))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining(bad.get(0) + "=" + bad.get(1));
        }
    }
}
