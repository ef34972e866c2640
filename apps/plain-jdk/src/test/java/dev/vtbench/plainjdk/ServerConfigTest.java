package dev.vtbench.plainjdk;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerConfigTest {

    private static ServerConfig fromEnvironment(Map<String, String> environment) {
        return ServerConfig.fromEnvironment(new EnvironmentSettings(environment));
    }

    @Test
    void defaultsWithoutEnvironment() {
        assertThat(fromEnvironment(Map.of())).as("defaults")
                .isEqualTo(new ServerConfig("127.0.0.1", 8080, ThreadingMode.POOL, 200, URI.create("http://127.0.0.1:9090"), 4096));
    }

    @Test
    void readsEveryVariable() {
        ServerConfig config = fromEnvironment(Map.of(
                "VTBENCH_PORT", "8181", "VTBENCH_MODE", "virtual", "VTBENCH_POOL_SIZE", "50",
                "VTBENCH_BACKEND_URL", "http://backend:9191", "VTBENCH_BACKLOG", "128",
                "VTBENCH_BIND_ADDRESS", "0.0.0.0"));

        assertThat(config).as("configured values")
                .isEqualTo(new ServerConfig("0.0.0.0", 8181, ThreadingMode.VIRTUAL, 50, URI.create("http://backend:9191"), 128));
    }

    @Test
    void reportsThePoolSizeOnlyInPoolMode() {
        URI backend = URI.create("http://127.0.0.1:9090");

        assertThat(new ServerConfig("127.0.0.1", 1, ThreadingMode.POOL, 8, backend, 1).identity()).as("pool identity")
                .isEqualTo(new ServerIdentity("plain-jdk", "pool", 8));
        assertThat(new ServerConfig("127.0.0.1", 1, ThreadingMode.VIRTUAL, 8, backend, 1).identity()).as("virtual identity")
                .isEqualTo(new ServerIdentity("plain-jdk", "virtual", null));
    }

    @Test
    void runsAVariantOfAModeAsThatModeAndReportsItsWholeName() {
        ServerConfig config = fromEnvironment(Map.of("VTBENCH_MODE", "virtual-par2"));

        assertThat(config.mode()).as("runs as").isEqualTo(ThreadingMode.VIRTUAL);
        assertThat(config.identity()).as("reported as").isEqualTo(new ServerIdentity("plain-jdk", "virtual-par2", null));
        assertThatThrownBy(() -> new ServerConfig("127.0.0.1", 1, ThreadingMode.POOL, 8, URI.create("http://127.0.0.1:9090"), 1,
                "virtual-par2")).as("a variant of another mode").hasMessageContaining("modeName must be pool or a variant of it");
    }

    @Test
    void rejectsBadValuesNamingTheVariable() {
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_MODE", "carrier")))
                .as("unknown mode").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_MODE='carrier' is not valid: set it to one of pool, virtual");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_POOL_SIZE", "10001")))
                .as("pool too large").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_POOL_SIZE='10001' is not valid: set it to an integer in 1..10000");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_PORT", "70000")))
                .as("port too large").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_PORT='70000'");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_BACKLOG", "0")))
                .as("backlog zero").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_BACKLOG='0'");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_BIND_ADDRESS", "server-box")))
                .as("host name").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_BIND_ADDRESS='server-box' is not valid: set it to an IP address literal");
    }
}
