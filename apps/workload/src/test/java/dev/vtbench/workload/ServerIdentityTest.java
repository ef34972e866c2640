package dev.vtbench.workload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerIdentityTest {

    @Test
    void keepsThreadPoolSettingsInTheAdaptersOrder() {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("useVirtualThreads", false);
        settings.put("maxThreads", 200);
        settings.put("minSpareThreads", 10L);
        settings.put("executor", "tomcat-connector");

        ServerIdentity identity = new ServerIdentity("tomcat", "pool", 200, settings);
        settings.put("added", "later");

        assertThat(identity.threadPool()).as("settings, in order, unaffected by later changes")
                .containsExactly(Map.entry("useVirtualThreads", false), Map.entry("maxThreads", 200),
                        Map.entry("minSpareThreads", 10L), Map.entry("executor", "tomcat-connector"));
    }

    @Test
    void hasNoThreadPoolSettingsWhenTheAdapterGivesNone() {
        assertThat(new ServerIdentity("plain-jdk", "virtual", null).threadPool()).as("settings").isEmpty();
    }

    @Test
    void rejectsSettingsJsonCannotCarry() {
        assertThatThrownBy(() -> new ServerIdentity("tomcat", "pool", 1, Map.of("keepAlive", 1.5)))
                .as("a Double").isInstanceOf(IllegalArgumentException.class)
                .hasMessage("threadPool setting 'keepAlive' has a Double: give a String, Integer, Long or Boolean,"
                        + " which /info can write as JSON");
        assertThatThrownBy(() -> new ServerIdentity("tomcat", "pool", 1, Map.of(" ", 1)))
                .as("a blank name").isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("threadPool setting name must not be blank");
    }

    @Test
    void rejectsABlankRuntimeOrAPoolBelowOne() {
        assertThatThrownBy(() -> new ServerIdentity(" ", "pool", 1)).as("blank runtime")
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("runtime must not be blank");
        assertThatThrownBy(() -> new ServerIdentity("tomcat", "pool", 0)).as("pool of 0")
                .isInstanceOf(IllegalArgumentException.class).hasMessageStartingWith("poolSize must be at least 1");
    }
}
