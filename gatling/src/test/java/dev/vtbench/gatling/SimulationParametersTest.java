package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.contract.LoadModel;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SimulationParametersTest {

    private static SimulationParameters parse(String... keyValues) {
        return SimulationParameters.from(TestProperties.of(keyValues));
    }

    @Test
    void defaultsDescribeAClosedRunAgainstLocalhost() {
        SimulationParameters parameters = parse();

        assertThat(parameters.common()).as("common parameters").isEqualTo(TestProperties.common());
        assertThat(parameters.model()).as("model").isEqualTo(LoadModel.CLOSED);
        assertThat(parameters.users()).as("users").isEqualTo(50);
        assertThat(parameters.rate()).as("rate of a closed run").isNull();
        assertThat(parameters.warmup()).as("warm-up: fixed unless asked").isEqualTo(WarmupPolicy.fixed(5));
        assertThat(parameters.duration()).as("duration").isEqualTo(Duration.ofSeconds(10));
        assertThat(parameters.maxErrorPercent()).as("max error percent").isEqualTo(1.0);
        assertThat(parameters.injectionSchedule()).as("schedule of a closed run").isEmpty();
    }

    @Test
    void openModelHasARateAndNoUsers() {
        SimulationParameters parameters = parse(
                SimulationParameters.MODEL, "open", SimulationParameters.RATE, "2000",
                SimulationParameters.USERS, "not even a number, and ignored");

        assertThat(parameters.model()).as("model").isEqualTo(LoadModel.OPEN);
        assertThat(parameters.rate()).as("rate").isEqualTo(2000);
        assertThat(parameters.users()).as("users of an open run").isNull();
        assertThat(parameters.injectionSchedule().orElseThrow().intendedRequests())
                .as("requests the open schedule means to send over warm-up and duration").isEqualTo(2000L * 15);
    }

    @Test
    void describesItselfForTheStats() {
        LoadDescription load = parse(SimulationParameters.MODEL, "open", SimulationParameters.RATE, "300")
                .describe("SoakSimulation", "requests: 2 from requests.json");

        assertThat(load).as("description").isEqualTo(new LoadDescription("SoakSimulation", LoadModel.OPEN, null, 300,
                "/hello", "http://127.0.0.1:8080", 5, 10, WarmupPolicy.fixed(5), "requests: 2 from requests.json"));
    }

    @Test
    void unknownModelIsRejectedWithTheAllowedOnes() {
        assertThatThrownBy(() -> parse(SimulationParameters.MODEL, "CLOSED"))
                .as("model is case-sensitive")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.model=CLOSED")
                .hasMessageContaining("closed, open");
    }

    @Test
    void everyNumericParameterIsRangeChecked() {
        Map<String, String> outOfRange = Map.of(
                SimulationParameters.USERS, "20001",
                SimulationParameters.WARMUP_SECONDS, "-1",
                SimulationParameters.DURATION_SECONDS, "0",
                SimulationParameters.MAX_ERROR_PERCENT, "101",
                CommonParameters.REQUEST_TIMEOUT_MS, "0");
        outOfRange.forEach((property, value) -> assertThatThrownBy(() -> parse(property, value))
                .as("%s=%s", property, value)
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining(property + "=" + value));

        assertThatThrownBy(() -> parse(SimulationParameters.MODEL, "open", SimulationParameters.RATE, "200001"))
                .as("rate above range")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.rate=200001")
                .hasMessageContaining("1..200000");
    }

    @Test
    void recordRefusesALoadThatDoesNotMatchTheModel() {
        assertThatThrownBy(() -> new SimulationParameters(TestProperties.common(), LoadModel.OPEN, 10, null, WarmupPolicy.fixed(0), 1, 1))
                .as("open model described by users")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rate");
    }
}
