package dev.vtbench.workload.jdkhttp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JdkHttpServerLimitsTest {

    @Test
    void theBacklogAndTheJdksPropertiesWithTheirDefaultsWhereNoneWasSet() {
        Map<String, String> properties = Map.of("sun.net.httpserver.maxIdleConnections", "20000", "jdk.httpserver.maxConnections", "many");

        var limits = new JdkHttpServerLimits(4096, properties::get).read();

        assertThat(limits).extracting(ServerLimit::name, ServerLimit::kind, ServerLimit::value).containsExactly(
                tuple("backlog", LimitKind.ACCEPT_QUEUE, 4096L),
                tuple("jdk.httpserver.maxConnections", LimitKind.CONNECTIONS, -1L),
                tuple("sun.net.httpserver.maxIdleConnections", LimitKind.KEEP_ALIVE, 20_000L),
                tuple("sun.net.httpserver.idleInterval", LimitKind.KEEP_ALIVE, 30L));
        assertThat(limits.get(1).source()).as("an unparsable value: the JDK's default, said so").contains("'many' is not a number");
        assertThat(limits.get(2).source()).startsWith("system property sun.net.httpserver.maxIdleConnections");
        assertThat(limits.get(3).source()).startsWith("the JDK's default, 30 (no property set");
    }
}
