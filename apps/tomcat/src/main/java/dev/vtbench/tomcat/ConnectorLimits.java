package dev.vtbench.tomcat;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.RuntimeLimits;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * The limits of Tomcat's HTTP connector as it runs, read from the MBean Tomcat registers for its endpoint each time
 * {@code /limits} is asked: its connection limit and accept queue (the same in every mode, and the first thing to
 * cap a run of thousands of clients), its keep-alive limits, and its request threads.
 */
final class ConnectorLimits implements RuntimeLimits {

    /** The endpoint's attributes {@code /limits} reports, each with what it caps. */
    static final Map<String, LimitKind> ATTRIBUTES = attributes();

    private final MBeanServer server;

    ConnectorLimits(MBeanServer server) {
        this.server = server;
    }

    private static Map<String, LimitKind> attributes() {
        Map<String, LimitKind> attributes = new LinkedHashMap<>();
        attributes.put("maxConnections", LimitKind.CONNECTIONS);
        attributes.put("acceptCount", LimitKind.ACCEPT_QUEUE);
        attributes.put("maxKeepAliveRequests", LimitKind.KEEP_ALIVE);
        attributes.put("keepAliveTimeout", LimitKind.KEEP_ALIVE);
        attributes.put("connectionTimeout", LimitKind.KEEP_ALIVE);
        attributes.put("maxThreads", LimitKind.REQUEST_THREADS);
        attributes.put("minSpareThreads", LimitKind.REQUEST_THREADS);
        attributes.put("useVirtualThreads", LimitKind.REQUEST_THREADS);
        attributes.put("currentThreadCount", LimitKind.REQUEST_THREADS);
        return attributes;
    }

    @Override
    public List<ServerLimit> read() {
        ObjectName pool;
        try {
            pool = ConnectorThreadPool.theOnlyPool(server);
        } catch (IllegalStateException noConnector) {
            return ATTRIBUTES.entrySet().stream().map(a -> ServerLimit.unread(a.getKey(), a.getValue(), noConnector.getMessage())).toList();
        }
        List<ServerLimit> limits = new ArrayList<>();
        ATTRIBUTES.forEach((attribute, kind) -> limits.add(read(pool, attribute, kind)));
        return limits;
    }

    private ServerLimit read(ObjectName pool, String attribute, LimitKind kind) {
        String source = "JMX " + pool + ", " + attribute;
        try {
            return switch (server.getAttribute(pool, attribute)) {
                case null -> ServerLimit.unread(attribute, kind, source + " has no value");
                case Number number -> new ServerLimit(attribute, kind, number.longValue(), source);
                case Boolean flag -> new ServerLimit(attribute, kind, flag, source);
                case Object other -> new ServerLimit(attribute, kind, other.toString(), source);
            };
        } catch (JMException | RuntimeException unreadable) {
            return ServerLimit.unread(attribute, kind, source + " cannot be read (" + unreadable + "): this Tomcat version may "
                    + "have renamed it; update " + ConnectorLimits.class.getSimpleName() + ".ATTRIBUTES");
        }
    }
}
