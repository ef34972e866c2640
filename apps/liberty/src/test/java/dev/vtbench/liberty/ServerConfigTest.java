package dev.vtbench.liberty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.settings.EnvironmentSettings;
import dev.vtbench.workload.settings.InvalidSettingException;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerConfigTest {

    private static final URI BACKEND = URI.create("http://127.0.0.1:9090");

    private static ServerConfig fromEnvironment(Map<String, String> environment) {
        return ServerConfig.fromEnvironment(new EnvironmentSettings(environment));
    }

    @Test
    void defaultsWithoutEnvironment() {
        assertThat(fromEnvironment(Map.of())).as("defaults")
                .isEqualTo(new ServerConfig("127.0.0.1", 8080, ThreadingMode.POOL, 200, BACKEND));
    }

    @Test
    void readsEveryVariable() {
        ServerConfig config = fromEnvironment(Map.of(
                "VTBENCH_PORT", "8181", "VTBENCH_MODE", "Fixed", "VTBENCH_POOL_SIZE", "50",
                "VTBENCH_BACKEND_URL", "http://backend:9191", "VTBENCH_BIND_ADDRESS", "10.0.0.5"));

        assertThat(config).as("configured values")
                .isEqualTo(new ServerConfig("10.0.0.5", 8181, ThreadingMode.FIXED, 50, URI.create("http://backend:9191")));
    }

    @Test
    void reportsEachModesThreadsUnderLibertysNames() {
        assertThat(new ServerConfig("127.0.0.1", 8080, ThreadingMode.POOL, 8, BACKEND).identity()).as("pool identity")
                .isEqualTo(new ServerIdentity("liberty", "pool", null, Map.of("coreThreads", -1, "maxThreads", -1)));
        assertThat(new ServerConfig("127.0.0.1", 8080, ThreadingMode.FIXED, 8, BACKEND).identity()).as("fixed identity")
                .isEqualTo(new ServerIdentity("liberty", "fixed", 8, Map.of("coreThreads", 8, "maxThreads", 8)));
        assertThat(new ServerConfig("127.0.0.1", 8080, ThreadingMode.VIRTUAL, 8, BACKEND).identity()).as("virtual identity")
                .isEqualTo(new ServerIdentity("liberty", "virtual", null, Map.of(
                        "coreThreads", -1, "maxThreads", -1, "managedExecutor", "java:app/concurrent/virtualExecutor",
                        "virtual", true, "maxAsync", -1)));
    }

    @Test
    void servesEachModeWithItsResource() {
        assertThat(ThreadingMode.POOL.resourceClass()).as("pool").isEqualTo(RequestThreadResource.class);
        assertThat(ThreadingMode.FIXED.resourceClass()).as("fixed").isEqualTo(RequestThreadResource.class);
        assertThat(ThreadingMode.VIRTUAL.resourceClass()).as("virtual").isEqualTo(VirtualThreadResource.class);
    }

    @Test
    void rejectsBadValuesNamingTheVariable() {
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_MODE", "carrier")))
                .as("unknown mode").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_MODE='carrier' is not valid: set it to one of pool, virtual, fixed");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_POOL_SIZE", "3")))
                .as("pool smaller than Liberty's minimum").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_POOL_SIZE='3' is not valid: set it to an integer in 4..10000");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_PORT", "http")))
                .as("port not a number").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_PORT='http' is not valid: set it to an integer in 1..65535");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_BACKEND_URL", "ftp://backend")))
                .as("not an http URL").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_BACKEND_URL='ftp://backend'");
        assertThatThrownBy(() -> fromEnvironment(Map.of("VTBENCH_BIND_ADDRESS", "localhost")))
                .as("host name").isInstanceOf(InvalidSettingException.class)
                .hasMessageStartingWith("VTBENCH_BIND_ADDRESS='localhost' is not valid: set it to an IP address literal");
    }

    @Test
    void runsAVariantOfAModeAsThatModeAndReportsItsWholeName() {
        ServerConfig config = fromEnvironment(Map.of("VTBENCH_MODE", "fixed-small", "VTBENCH_POOL_SIZE", "8"));

        assertThat(config.mode()).isEqualTo(ThreadingMode.FIXED);
        assertThat(config.identity()).isEqualTo(new ServerIdentity("liberty", "fixed-small", 8, ThreadingMode.FIXED.threadPool(8)));
    }
}
