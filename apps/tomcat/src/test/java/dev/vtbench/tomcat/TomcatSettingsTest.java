package dev.vtbench.tomcat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class TomcatSettingsTest {

    private static TomcatSettings fromEnvironment(Map<String, String> environment) {
        return TomcatSettings.fromEnvironment(new EnvironmentSettings(environment));
    }

    @Test
    void defaultsWithoutEnvironment() {
        assertThat(fromEnvironment(Map.of())).as("defaults")
                .isEqualTo(new TomcatSettings("pool", 200, URI.create("http://127.0.0.1:9090")));
    }

    @Test
    void readsEveryVariable() {
        TomcatSettings settings = fromEnvironment(Map.of(
                "VTBENCH_MODE", "Virtual", "VTBENCH_POOL_SIZE", "50", "VTBENCH_BACKEND_URL", "http://127.0.0.1:9191"));

        assertThat(settings).as("configured values")
                .isEqualTo(new TomcatSettings("virtual", 50, URI.create("http://127.0.0.1:9191")));
    }

    @Test
    void reportsThePoolSizeOnlyInPoolModeBesideTheConnectorsSettings() {
        Map<String, Object> connector = Map.of("maxThreads", 8, "useVirtualThreads", false);
        URI backend = URI.create("http://127.0.0.1:9090");

        assertThat(new TomcatSettings("pool", 8, backend).identity(connector)).as("pool identity")
                .isEqualTo(new ServerIdentity("tomcat", "pool", 8, connector));
        assertThat(new TomcatSettings("virtual", 8, backend).identity(connector).poolSize())
                .as("pool size in virtual mode").isNull();
    }

    @Test
    void aVariantOfAModeHasItsBasesPoolAndItsOwnName() {
        Map<String, Object> connector = Map.of("maxThreads", 8, "useVirtualThreads", true);
        URI backend = URI.create("http://127.0.0.1:9090");

        assertThat(fromEnvironment(Map.of("VTBENCH_MODE", "virtual-capped")).mode()).isEqualTo("virtual-capped");
        assertThat(new TomcatSettings("virtual-capped", 8, backend).identity(connector)).as("no pool size, its own name")
                .isEqualTo(new ServerIdentity("tomcat", "virtual-capped", null, connector));
        assertThat(new TomcatSettings("pool-small", 8, backend).identity(connector).poolSize()).as("a variant of pool").isEqualTo(8);
    }

    @Test
    void rejectsBadValuesNamingTheVariable() {
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_MODE", "carrier")))
                .as("unknown mode").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_MODE='carrier' is not valid: set it to one of pool, virtual");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_POOL_SIZE", "0")))
                .as("pool of 0").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_POOL_SIZE='0' is not valid: set it to an integer in 1..10000");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_BACKEND_URL", "127.0.0.1:9090")))
                .as("URL without scheme").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_BACKEND_URL='127.0.0.1:9090' is not valid");
    }
}
