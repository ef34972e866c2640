package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class SimulationParametersTest {

    private static SimulationParameters parse(String... keyValues) {
        Map<String, String> values = new HashMap<>();
        values.put(SimulationParameters.STATS_FILE, "/tmp/stats.json");
        for (int i = 0; i < keyValues.length; i += 2) {
            values.put(keyValues[i], keyValues[i + 1]);
        }
        return SimulationParameters.from(new BoundedProperties(values::get));
    }

    @Test
    void defaultsDescribeAClosedRunAgainstLocalhost() {
        SimulationParameters parameters = parse();

        assertThat(parameters.target()).as("target").isEqualTo("http://127.0.0.1:8080");
        assertThat(parameters.endpoint()).as("endpoint").isEqualTo("/hello");
        assertThat(parameters.model()).as("model").isEqualTo(LoadModel.CLOSED);
        assertThat(parameters.users()).as("users").isEqualTo(50);
        assertThat(parameters.rate()).as("rate of a closed run").isNull();
        assertThat(parameters.warmup()).as("warm-up").isEqualTo(Duration.ofSeconds(5));
        assertThat(parameters.duration()).as("duration").isEqualTo(Duration.ofSeconds(10));
        assertThat(parameters.statsFile()).as("stats file").isEqualTo(Path.of("/tmp/stats.json"));
        assertThat(parameters.maxErrorPercent()).as("max error percent").isEqualTo(1.0);
        assertThat(parameters.requestTimeout()).as("request timeout").isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void openModelHasARateAndNoUsers() {
        SimulationParameters parameters = parse(
                SimulationParameters.MODEL, "open", SimulationParameters.RATE, "2000",
                SimulationParameters.USERS, "not even a number, and ignored");

        assertThat(parameters.model()).as("model").isEqualTo(LoadModel.OPEN);
        assertThat(parameters.rate()).as("rate").isEqualTo(2000);
        assertThat(parameters.users()).as("users of an open run").isNull();
    }

    @Test
    void trailingSlashOfTargetIsDroppedSoTheEndpointIsNotDoubled() {
        assertThat(parse(SimulationParameters.TARGET, "http://server:9000/").target())
                .as("target with trailing slash")
                .isEqualTo("http://server:9000");
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
                SimulationParameters.REQUEST_TIMEOUT_MS, "0");
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
    void targetMustBeAnHttpBaseUrl() {
        for (String target : new String[] {"127.0.0.1:8080", "ftp://host/", "http://host/?q=1", "http:// host"}) {
            assertThatThrownBy(() -> parse(SimulationParameters.TARGET, target))
                    .as("target %s", target)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("vtbench.target=" + target)
                    .hasMessageContaining("http or https URL");
        }
    }

    @Test
    void endpointMustBeAPlainPath() {
        for (String endpoint : new String[] {"hello", "/he llo", "/#{name}"}) {
            assertThatThrownBy(() -> parse(SimulationParameters.ENDPOINT, endpoint))
                    .as("endpoint %s", endpoint)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("vtbench.endpoint=" + endpoint);
        }
        assertThat(parse(SimulationParameters.ENDPOINT, "/work?cpuMicros=100").endpoint())
                .as("endpoint with a query")
                .isEqualTo("/work?cpuMicros=100");
    }

    @Test
    void statsFileIsRequired() {
        assertThatThrownBy(() -> SimulationParameters.from(new BoundedProperties(Map.<String, String>of()::get)))
                .as("no stats file")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.statsFile");
    }

    @Test
    void recordRefusesALoadThatDoesNotMatchTheModel() {
        assertThatThrownBy(() -> new SimulationParameters("http://h", "/", LoadModel.OPEN, 10, null, 0, 1,
                Path.of("s"), 1, 1))
                .as("open model described by users")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("rate");
    }
}
