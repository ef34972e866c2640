package dev.vtbench.workload.jdkhttp;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.RuntimeLimits;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.List;
import java.util.function.Function;

/**
 * The JDK HttpServer's limits that can cap one threading mode and not another: its listen backlog, its connection
 * limit, and how many idle keep-alive connections it keeps and for how long. The JDK reads its properties once, when
 * the first server starts, and publishes no figure of them, so they are read here as that start left them, each with
 * the JDK's default where none was set.
 */
public final class JdkHttpServerLimits implements RuntimeLimits {
    static final String MAX_CONNECTIONS = "jdk.httpserver.maxConnections";
    static final String IDLE_INTERVAL = "sun.net.httpserver.idleInterval";

    private final int backlog;
    private final Function<String, String> properties;

    /**
     * @param backlog the listen backlog the server was created with
     * @param properties the JVM's system properties ({@code System::getProperty}; a map's {@code get} in tests)
     */
    public JdkHttpServerLimits(int backlog, Function<String, String> properties) {
        this.backlog = backlog;
        this.properties = properties;
    }

    @Override
    public List<ServerLimit> read() {
        return List.of(
                new ServerLimit("backlog", LimitKind.ACCEPT_QUEUE, (long) backlog,
                        "the backlog HttpServer.create was given (VTBENCH_BACKLOG); the kernel caps it at net.core.somaxconn"),
                property(MAX_CONNECTIONS, LimitKind.CONNECTIONS, -1, "-1: no limit"),
                property(JdkHttpServerDefaults.MAX_IDLE_CONNECTIONS, LimitKind.KEEP_ALIVE, 200,
                        "idle keep-alive connections kept; any beyond are closed"),
                property(IDLE_INTERVAL, LimitKind.KEEP_ALIVE, 30, "seconds an idle connection is kept"));
    }

    private ServerLimit property(String name, LimitKind kind, long byDefault, String meaning) {
        String given = properties.apply(name);
        if (given == null) {
            return new ServerLimit(name, kind, byDefault, "the JDK's default, " + byDefault + " (no property set; " + meaning + ")");
        }
        try {
            return new ServerLimit(name, kind, Long.valueOf(given.strip()), "system property " + name + ", read when the server started ("
                    + meaning + ")");
        } catch (NumberFormatException e) {
            // The JDK falls back to its default on a value it cannot parse: say so rather than report the text as a limit.
            return new ServerLimit(name, kind, byDefault, "the JDK's default, " + byDefault + ": system property " + name + " = '"
                    + given + "' is not a number (" + meaning + ")");
        }
    }
}
