package dev.vtbench.tomcat;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.MalformedObjectNameException;
import javax.management.ObjectName;

/**
 * The thread settings Tomcat's HTTP connector really runs with, read from the ThreadPool MBean
 * Tomcat registers for it.
 *
 * <p>Why not echo the environment: Tomcat substitutes {@code ${VTBENCH_POOL_SIZE}} in server.xml,
 * and a substitution that fails leaves a value Tomcat cannot parse, which it only logs before
 * falling back to its default. The benchmark would then compare a pool it did not ask for; the
 * connector's own values in /info make that visible.
 */
final class ConnectorThreadPool {

    /** Tomcat's name for its connectors' thread pools; the domain is the Service's name in server.xml. */
    static final String MBEAN_QUERY = "Catalina:type=ThreadPool,name=*";

    /** The connector attributes /info reports, under Tomcat's names. */
    static final List<String> ATTRIBUTES =
            List.of("useVirtualThreads", "maxThreads", "minSpareThreads", "maxConnections", "acceptCount");

    private ConnectorThreadPool() {
    }

    /**
     * Reads the settings of the one HTTP connector.
     *
     * @param server where Tomcat registered its MBeans: the platform MBean server
     * @return {@code connector} (the connector's name, for example {@code http-nio-127.0.0.1-8080})
     *     followed by {@link #ATTRIBUTES}, in that order
     * @throws IllegalStateException if there is not exactly one connector, or it cannot be read
     */
    static Map<String, Object> read(MBeanServer server) {
        ObjectName pool = theOnlyPool(server);
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("connector", ObjectName.unquote(pool.getKeyProperty("name")));
        for (String attribute : ATTRIBUTES) {
            try {
                settings.put(attribute, server.getAttribute(pool, attribute));
            } catch (JMException | RuntimeException unreadable) {
                throw new IllegalStateException("cannot read " + attribute + " of Tomcat's connector MBean " + pool
                        + " (" + unreadable + "): this Tomcat version may have renamed it; update "
                        + ConnectorThreadPool.class.getSimpleName() + ".ATTRIBUTES", unreadable);
            }
        }
        return settings;
    }

    static ObjectName theOnlyPool(MBeanServer server) {
        Set<ObjectName> pools;
        try {
            pools = server.queryNames(new ObjectName(MBEAN_QUERY), null);
        } catch (MalformedObjectNameException impossible) {
            throw new IllegalStateException("the MBean query " + MBEAN_QUERY + " is malformed", impossible);
        }
        if (pools.size() != 1) {
            throw new IllegalStateException("expected exactly one Tomcat connector thread pool (MBean " + MBEAN_QUERY
                    + "), found " + pools.size() + " " + pools + ": conf/server.xml must declare one HTTP"
                    + " Connector in the Service named Catalina, as vtbench's does, so /info can tell which"
                    + " pool served the benchmark");
        }
        return pools.iterator().next();
    }
}
