package dev.vtbench.workload.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class EnvironmentSettingsTest {

    private static final List<String> MODES = List.of("pool", "virtual");

    @Test
    void usesDefaultsForUnsetAndEmptyVariables() {
        EnvironmentSettings settings = new EnvironmentSettings(Map.of("VTBENCH_PORT", " "));

        assertThat(settings.integer("VTBENCH_PORT", 8080, 1, 65535)).as("blank port").isEqualTo(8080);
        assertThat(settings.oneOf("VTBENCH_MODE", "pool", MODES)).as("unset mode").isEqualTo("pool");
        assertThat(settings.httpUrl("VTBENCH_BACKEND_URL", "http://127.0.0.1:9090"))
                .as("unset URL").isEqualTo(URI.create("http://127.0.0.1:9090"));
    }

    @Test
    void readsValidValues() {
        EnvironmentSettings settings = new EnvironmentSettings(Map.of(
                "VTBENCH_PORT", "65535", "VTBENCH_MODE", "Virtual", "VTBENCH_BACKEND_URL", "http://backend:9090/"));

        assertThat(settings.integer("VTBENCH_PORT", 8080, 1, 65535)).as("port").isEqualTo(65535);
        assertThat(settings.oneOf("VTBENCH_MODE", "pool", MODES)).as("mode, case ignored").isEqualTo("virtual");
        assertThat(settings.httpUrl("VTBENCH_BACKEND_URL", "http://127.0.0.1:9090"))
                .as("URL").isEqualTo(URI.create("http://backend:9090/"));
    }

    @Test
    void rejectsBadIntegersNamingVariableValueAndRange() {
        EnvironmentSettings settings = new EnvironmentSettings(Map.of("VTBENCH_PORT", "0", "VTBENCH_POOL_SIZE", "lots"));

        assertThatThrownBy(() -> settings.integer("VTBENCH_PORT", 8080, 1, 65535))
                .as("out of range").isInstanceOf(InvalidSettingException.class)
                .hasMessage("VTBENCH_PORT='0' is not valid: set it to an integer in 1..65535 (default 8080),"
                        + " or unset it for the default");
        assertThatThrownBy(() -> settings.integer("VTBENCH_POOL_SIZE", 200, 1, 10_000))
                .as("not a number").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_POOL_SIZE='lots' is not valid: set it to an integer in 1..10000");
    }

    @Test
    void rejectsAnUnknownChoiceListingTheAllowedOnes() {
        EnvironmentSettings settings = new EnvironmentSettings(Map.of("VTBENCH_MODE", "threads"));

        assertThatThrownBy(() -> settings.oneOf("VTBENCH_MODE", "pool", MODES))
                .as("unknown mode").isInstanceOf(InvalidSettingException.class)
                .hasMessage("VTBENCH_MODE='threads' is not valid: set it to one of pool, virtual (default pool),"
                        + " or unset it for the default");
    }

    @Test
    void rejectsUrlsThatAreNotHttpWithAHost() {
        for (String bad : List.of("127.0.0.1:9090", "ftp://host/", "http://", "http://host:9090/?x=1", "http://ho st")) {
            EnvironmentSettings settings = new EnvironmentSettings(Map.of("VTBENCH_BACKEND_URL", bad));

            assertThatThrownBy(() -> settings.httpUrl("VTBENCH_BACKEND_URL", "http://127.0.0.1:9090"))
                    .as("bad URL %s", bad).isInstanceOf(InvalidSettingException.class)
                    .hasMessageStartingWith("VTBENCH_BACKEND_URL='" + bad + "' is not valid: set it to an http:// URL");
        }
    }

    @Test
    void readsIpLiteralsAsWritten() {
        for (String literal : List.of("127.0.0.1", "0.0.0.0", "10.0.0.5", "255.255.255.255", "::1", "::",
                "fe80::1", "2001:DB8:0:0:0:0:0:1", "::ffff:10.0.0.5")) {
            EnvironmentSettings settings = new EnvironmentSettings(Map.of("VTBENCH_BIND_ADDRESS", " " + literal + " "));

            assertThat(settings.ipLiteral("VTBENCH_BIND_ADDRESS", "127.0.0.1")).as("literal %s", literal)
                    .isEqualTo(literal);
        }
        assertThat(new EnvironmentSettings(Map.of()).ipLiteral("VTBENCH_BIND_ADDRESS", "127.0.0.1"))
                .as("unset").isEqualTo("127.0.0.1");
    }

    @Test
    void rejectsHostNamesAndMalformedAddressesNamingTheRemedy() {
        for (String bad : List.of("localhost", "server-box", "127.1", "127.0.0.01", "256.0.0.1", "10.0.0.5:8080",
                "[::1]", "fe80::1%eth0", "1:2:3:4:5:6:7:8:9", "::g", ":::1", "1::2::3", "1:2:3:4:5:6:7", ".:1",
                "0x7f.0.0.1")) {
            EnvironmentSettings settings = new EnvironmentSettings(Map.of("VTBENCH_BIND_ADDRESS", bad));

            assertThatThrownBy(() -> settings.ipLiteral("VTBENCH_BIND_ADDRESS", "127.0.0.1"))
                    .as("bad address %s", bad).isInstanceOf(InvalidSettingException.class)
                    .hasMessage("VTBENCH_BIND_ADDRESS='" + bad + "' is not valid: set it to an IP address literal"
                            + " (not a host name) such as 127.0.0.1 (the default, loopback only),"
                            + " 0.0.0.0 (every interface) or ::1, or unset it for the default");
        }
    }
}
