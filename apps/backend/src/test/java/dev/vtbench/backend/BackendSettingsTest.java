package dev.vtbench.backend;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.util.Map;
import org.junit.jupiter.api.Test;

class BackendSettingsTest {

    private static BackendSettings fromEnvironment(Map<String, String> environment) {
        return BackendSettings.fromEnvironment(new EnvironmentSettings(environment));
    }

    @Test
    void listensOnLoopbackPort9090ByDefault() {
        assertThat(fromEnvironment(Map.of())).as("defaults").isEqualTo(new BackendSettings("127.0.0.1", 9090));
    }

    @Test
    void readsTheAddressAndThePort() {
        assertThat(fromEnvironment(Map.of("VTBENCH_BIND_ADDRESS", "10.0.0.7", "VTBENCH_BACKEND_PORT", "9191")))
                .as("configured").isEqualTo(new BackendSettings("10.0.0.7", 9191));
    }

    @Test
    void refusesAHostNameNamingTheVariable() {
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_BIND_ADDRESS", "load-1")))
                .as("host name").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_BIND_ADDRESS='load-1' is not valid: set it to an IP address literal");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_BACKEND_PORT", "0")))
                .as("port zero").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_BACKEND_PORT='0'");
    }
}
