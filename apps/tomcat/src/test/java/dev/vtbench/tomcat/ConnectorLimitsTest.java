package dev.vtbench.tomcat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.List;
import java.util.Map;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.MBeanServerFactory;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

class ConnectorLimitsTest {

    // A private server, so the test neither sees nor leaves MBeans in the platform one.
    private final MBeanServer server = MBeanServerFactory.newMBeanServer();

    @Test
    void readsTheConnectorsLimitsAsItRunsWithWhatEachCaps() throws JMException {
        server.registerMBean(new AttributeBag(Map.of("maxConnections", 1_000, "acceptCount", 4096, "maxKeepAliveRequests", -1,
                "keepAliveTimeout", 20_000, "connectionTimeout", 20_000, "maxThreads", 200, "minSpareThreads", 10,
                "useVirtualThreads", true, "currentThreadCount", 0)), new ObjectName("Catalina:type=ThreadPool,name=\"http-nio-127.0.0.1-8080\""));

        List<ServerLimit> limits = new ConnectorLimits(server).read();

        assertThat(limits).extracting(ServerLimit::name).containsExactlyElementsOf(ConnectorLimits.ATTRIBUTES.keySet());
        assertThat(limits.get(0)).as("the connection limit, as a long").isEqualTo(new ServerLimit("maxConnections", LimitKind.CONNECTIONS,
                1_000L, "JMX Catalina:type=ThreadPool,name=\"http-nio-127.0.0.1-8080\", maxConnections"));
        assertThat(limits).filteredOn(limit -> limit.name().equals("useVirtualThreads")).singleElement()
                .satisfies(limit -> assertThat(limit.value()).isEqualTo(true));
    }

    @Test
    void anAttributeThisTomcatLacksIsUnreadAndSaysWhatToUpdate() throws JMException {
        server.registerMBean(new AttributeBag(Map.of("maxConnections", 20_000)), new ObjectName("Catalina:type=ThreadPool,name=\"http\""));

        ServerLimit acceptCount = new ConnectorLimits(server).read().get(1);

        assertThat(acceptCount.value()).isNull();
        assertThat(acceptCount.source()).contains("acceptCount cannot be read").contains("update ConnectorLimits.ATTRIBUTES");
    }

    @Test
    void withoutAConnectorEveryLimitIsUnreadNamingWhy() {
        assertThat(new ConnectorLimits(server).read()).allSatisfy(limit -> {
            assertThat(limit.value()).isNull();
            assertThat(limit.source()).contains("expected exactly one Tomcat connector thread pool");
        });
    }
}
