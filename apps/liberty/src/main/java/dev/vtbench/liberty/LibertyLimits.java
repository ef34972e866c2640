package dev.vtbench.liberty;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.RuntimeLimits;
import dev.vtbench.workload.limits.ServerLimit;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * Open Liberty's limits that can cap one mode and not another: its Default Executor as configured (the resolved
 * server.xml, see {@link ServerXml}) and as running (its live threads), the HTTP endpoint's keep-alive options and
 * open-connection limit, and in virtual mode the managed executor's limit on tasks at once. An attribute server.xml
 * leaves out is Liberty's default from its configuration metadata, and its source says so.
 */
final class LibertyLimits implements RuntimeLimits {
    static final String EXECUTOR_THREAD = "Default Executor-thread-";

    private final ThreadingMode mode;

    LibertyLimits(ThreadingMode mode) {
        this.mode = mode;
    }

    @Override
    public List<ServerLimit> read() {
        String configDir = System.getProperty("server.config.dir");
        Path file = configDir == null ? null : Path.of(configDir, "server.xml");
        List<String> threadNames = platformThreadNames();
        if (file == null) {
            return List.of(ServerLimit.unread("executor.coreThreads", LimitKind.REQUEST_THREADS,
                    "no system property server.config.dir: not running in Liberty"), running(threadNames));
        }
        try {
            ServerXml xml = ServerXml.parse(Files.readString(file), ServerXml.commandLineVariables(System.getProperty("sun.java.command")),
                    System.getenv());
            return of(xml, file.toString(), mode, threadNames);
        } catch (IOException | IllegalArgumentException unreadable) {
            return List.of(ServerLimit.unread("executor.coreThreads", LimitKind.REQUEST_THREADS, file + " cannot be read: "
                    + unreadable.getMessage()), running(threadNames));
        }
    }

    /** The limits a server of {@code mode} runs with under {@code xml} (read from {@code file}), beside these live threads. */
    static List<ServerLimit> of(ServerXml xml, String file, ThreadingMode mode, Collection<String> threadNames) {
        List<ServerLimit> limits = new ArrayList<>();
        limits.add(configured(xml, file, "executor", "coreThreads", "executor.coreThreads", LimitKind.REQUEST_THREADS, "-1"));
        limits.add(configured(xml, file, "executor", "maxThreads", "executor.maxThreads", LimitKind.REQUEST_THREADS, "-1"));
        limits.add(running(threadNames));
        limits.add(configured(xml, file, "tcpOptions", "maxOpenConnections", "tcpOptions.maxOpenConnections", LimitKind.CONNECTIONS, "128000"));
        limits.add(configured(xml, file, "httpOptions", "maxKeepAliveRequests", "httpOptions.maxKeepAliveRequests", LimitKind.KEEP_ALIVE, "-1"));
        limits.add(configured(xml, file, "httpOptions", "persistTimeout", "httpOptions.persistTimeout", LimitKind.KEEP_ALIVE, "30s"));
        if (mode == ThreadingMode.VIRTUAL) {
            limits.add(new ServerLimit("managedExecutor.maxAsync", LimitKind.REQUEST_THREADS, (long) VirtualThreadResource.MAX_ASYNC,
                    "@ManagedExecutorDefinition(virtual = true, maxAsync) of " + VirtualThreadResource.EXECUTOR + " (-1: no limit)"));
        }
        return limits;
    }

    private static ServerLimit configured(ServerXml xml, String file, String element, String attribute, String name, LimitKind kind,
                                          String byDefault) {
        return xml.attribute(element, attribute)
                .map(value -> new ServerLimit(name, kind, number(value), file + ", <" + element + " " + attribute + ">, variables resolved"))
                .orElseGet(() -> new ServerLimit(name, kind, number(byDefault), "Liberty's default (" + file + " sets no <" + element + " "
                        + attribute + ">; the default of its configuration metadata)"));
    }

    /** The Default Executor's threads alive now: Liberty's self-tuning pool sizes itself, so only its threads show its size. */
    static ServerLimit running(Collection<String> threadNames) {
        long count = threadNames.stream().filter(name -> name.startsWith(EXECUTOR_THREAD)).count();
        return new ServerLimit("executor.threads", LimitKind.REQUEST_THREADS, count,
                "live platform threads named " + EXECUTOR_THREAD + "N (JMX java.lang:type=Threading)");
    }

    private static List<String> platformThreadNames() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        return Arrays.stream(threads.getThreadInfo(threads.getAllThreadIds())).filter(Objects::nonNull).map(ThreadInfo::getThreadName).toList();
    }

    private static Object number(String value) {
        try {
            return Long.valueOf(value.strip());
        } catch (NumberFormatException e) {
            return value;
        }
    }
}
