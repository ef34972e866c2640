package dev.vtbench.tomcat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.LinkedHashMap;
import java.util.Map;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.MBeanServerFactory;
import javax.management.ObjectName;
import org.junit.jupiter.api.Test;

class ConnectorThreadPoolTest {

    // A private server (newMBeanServer keeps no reference to it), so the test neither sees nor
    // leaves MBeans in the platform one.
    private final MBeanServer server = MBeanServerFactory.newMBeanServer();

    private void registerPool(String quotedName, Map<String, Object> attributes) throws JMException {
        server.registerMBean(new AttributeBag(attributes),
                new ObjectName("Catalina:type=ThreadPool,name=" + quotedName));
    }

    private static Map<String, Object> poolAttributes(boolean virtual, int maxThreads) {
        Map<String, Object> attributes = new LinkedHashMap<>();
        attributes.put("maxConnections", 20_000);
        attributes.put("useVirtualThreads", virtual);
        attributes.put("acceptCount", 4096);
        attributes.put("minSpareThreads", 10);
        attributes.put("maxThreads", maxThreads);
        attributes.put("currentThreadCount", 0);
        return attributes;
    }

    @Test
    void readsTheConnectorsNameAndThreadSettingsInOrder() throws JMException {
        registerPool("\"http-nio-127.0.0.1-8080\"", poolAttributes(false, 150));

        assertThat(ConnectorThreadPool.read(server)).as("settings").containsExactly(
                Map.entry("connector", "http-nio-127.0.0.1-8080"), Map.entry("useVirtualThreads", false),
                Map.entry("maxThreads", 150), Map.entry("minSpareThreads", 10),
                Map.entry("maxConnections", 20_000), Map.entry("acceptCount", 4096));
    }

    @Test
    void refusesToGuessAmongSeveralConnectors() throws JMException {
        registerPool("\"http-nio-127.0.0.1-8080\"", poolAttributes(false, 200));
        registerPool("\"http-nio-127.0.0.1-8081\"", poolAttributes(true, 200));

        assertThatThrownBy(() -> ConnectorThreadPool.read(server)).as("two connectors")
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("expected exactly one Tomcat connector thread pool")
                .hasMessageContaining("found 2");
    }

    @Test
    void namesTheMissingMBeanWhenTomcatHasNoConnector() {
        assertThatThrownBy(() -> ConnectorThreadPool.read(server)).as("no connector")
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("Catalina:type=ThreadPool,name=*")
                .hasMessageContaining("found 0");
    }

    @Test
    void namesAnAttributeThisTomcatLacks() throws JMException {
        Map<String, Object> attributes = poolAttributes(true, 200);
        attributes.remove("minSpareThreads");
        registerPool("\"http-nio-127.0.0.1-8080\"", attributes);

        assertThatThrownBy(() -> ConnectorThreadPool.read(server)).as("missing attribute")
                .isInstanceOf(IllegalStateException.class)
                .hasMessageStartingWith("cannot read minSpareThreads of Tomcat's connector MBean");
    }
}
