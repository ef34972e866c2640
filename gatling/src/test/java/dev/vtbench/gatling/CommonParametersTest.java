package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;

class CommonParametersTest {

    private static CommonParameters parse(String... keyValues) {
        return CommonParameters.from(TestProperties.of(keyValues));
    }

    @Test
    void defaultsTargetLocalhost() {
        CommonParameters parameters = parse();

        assertThat(parameters.target()).as("target").isEqualTo("http://127.0.0.1:8080");
        assertThat(parameters.endpoint()).as("endpoint").isEqualTo("/hello");
        assertThat(parameters.statsFile()).as("stats file").isEqualTo(Path.of(TestProperties.STATS_FILE));
        assertThat(parameters.requestTimeout()).as("request timeout").isEqualTo(Duration.ofSeconds(60));
        assertThat(parameters.injectionLagTolerance()).as("injection lag tolerance").isEqualTo(Duration.ofMillis(10));
    }

    @Test
    void trailingSlashOfTargetIsDroppedSoTheEndpointIsNotDoubled() {
        assertThat(parse(CommonParameters.TARGET, "http://server:9000/").target())
                .as("target with trailing slash")
                .isEqualTo("http://server:9000");
    }

    @Test
    void targetMustBeAnHttpBaseUrl() {
        for (String target : new String[] {"127.0.0.1:8080", "ftp://host/", "http://host/?q=1", "http:// host"}) {
            assertThatThrownBy(() -> parse(CommonParameters.TARGET, target))
                    .as("target %s", target)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("vtbench.target=" + target)
                    .hasMessageContaining("http or https URL");
        }
    }

    @Test
    void endpointMustBeAPlainPath() {
        for (String endpoint : new String[] {"hello", "/he llo", "/#{name}"}) {
            assertThatThrownBy(() -> parse(CommonParameters.ENDPOINT, endpoint))
                    .as("endpoint %s", endpoint)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("vtbench.endpoint=" + endpoint);
        }
        assertThat(parse(CommonParameters.ENDPOINT, "/work?cpuMicros=100").endpoint())
                .as("endpoint with a query")
                .isEqualTo("/work?cpuMicros=100");
    }

    @Test
    void numericParametersAreRangeChecked() {
        Map.of(CommonParameters.REQUEST_TIMEOUT_MS, "0", CommonParameters.INJECTION_LAG_TOLERANCE_MS, "60001")
                .forEach((property, value) -> assertThatThrownBy(() -> parse(property, value))
                        .as("%s=%s", property, value)
                        .isInstanceOf(IllegalArgumentException.class)
                        .hasMessageContaining(property + "=" + value));
    }

    @Test
    void statsFileIsRequired() {
        assertThatThrownBy(() -> CommonParameters.from(new BoundedProperties(Map.<String, String>of()::get)))
                .as("no stats file")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("vtbench.statsFile");
    }
}
