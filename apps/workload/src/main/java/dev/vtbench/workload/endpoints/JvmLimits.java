package dev.vtbench.workload.endpoints;

import com.sun.management.UnixOperatingSystemMXBean;
import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import java.io.IOException;
import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryUsage;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The limits every runtime shares because they belong to the JVM and the process, read from the running JVM (JMX,
 * its system properties, its threads) and the kernel ({@code /proc}): heap and collector, the virtual-thread
 * scheduler's carriers and the I/O pollers, open files, the kernel's cap on every listen backlog, and the JDK's
 * keep-alive cache of the backend calls.
 */
final class JvmLimits {
    static final String MAX_POOL_SIZE = "jdk.virtualThreadScheduler.maxPoolSize";
    static final String MIN_RUNNABLE = "jdk.virtualThreadScheduler.minRunnable";
    static final String POLLER_MODE = "jdk.pollerMode";
    static final Path SOMAXCONN = Path.of("/proc/sys/net/core/somaxconn");
    private static final String MEMORY_MBEAN = "JMX java.lang:type=Memory, HeapMemoryUsage.";

    private JvmLimits() {}

    static List<ServerLimit> ofThisJvm() {
        List<ServerLimit> limits = new ArrayList<>();
        MemoryUsage heap = ManagementFactory.getMemoryMXBean().getHeapMemoryUsage();
        limits.add(heapSize("heap.max", heap.getMax(), "max"));
        limits.add(heapSize("heap.initial", heap.getInit(), "init"));
        limits.add(new ServerLimit("gc", LimitKind.COLLECTOR, ManagementFactory.getGarbageCollectorMXBeans().stream()
                .map(GarbageCollectorMXBean::getName).collect(Collectors.joining(", ")), "JMX java.lang:type=GarbageCollector, the collectors' names"));
        limits.addAll(carriers(VirtualThreadSchedulerFigures.ofThisJvm(), System.getProperty(MAX_POOL_SIZE), System.getProperty(MIN_RUNNABLE)));
        limits.add(pollers(PollerThreads.ofThisJvm(), System.getProperty(POLLER_MODE)));
        limits.add(openFiles());
        limits.add(somaxconn());
        limits.add(keepAliveCache(System.getProperty(KeepAliveCacheSize.PROPERTY)));
        return limits;
    }

    private static ServerLimit heapSize(String name, long bytes, String attribute) {
        // The MBean answers -1 for a size the JVM leaves undefined.
        return bytes < 0 ? ServerLimit.unread(name, LimitKind.HEAP, MEMORY_MBEAN + attribute + " is undefined (-1)")
                : new ServerLimit(name, LimitKind.HEAP, bytes, MEMORY_MBEAN + attribute);
    }

    /**
     * The scheduler's parallelism as it runs (its MBean from JDK 24, before it the property or availableProcessors()),
     * and its maximum pool and minimum runnable carriers: the property where one was given, else the JDK's default
     * (the same rule in JDK 21 and 25), since no MBean publishes them.
     */
    static List<ServerLimit> carriers(VirtualThreadSchedulerFigures scheduler, String maxPoolSize, String minRunnable) {
        String source = switch (scheduler.source()) {
            case VirtualThreadSchedulerFigures.FROM_MBEAN -> "JMX jdk.management:type=VirtualThreadScheduler, Parallelism";
            case VirtualThreadSchedulerFigures.FROM_PROPERTY -> "system property " + VirtualThreadSchedulerFigures.PARALLELISM_PROPERTY;
            default -> "the JDK's default, availableProcessors() (no MBean before JDK 24, no property set)";
        };
        Long parallelism = scheduler.parallelism();
        List<ServerLimit> limits = new ArrayList<>();
        limits.add(parallelism == null ? ServerLimit.unread(VirtualThreadSchedulerFigures.PARALLELISM_PROPERTY, LimitKind.CARRIERS,
                source + " is not a number") : new ServerLimit(VirtualThreadSchedulerFigures.PARALLELISM_PROPERTY, LimitKind.CARRIERS, parallelism, source));
        limits.add(propertyOrDefault(MAX_POOL_SIZE, maxPoolSize, parallelism == null ? null : Math.max(parallelism, 256),
                "max(parallelism, 256)"));
        limits.add(propertyOrDefault(MIN_RUNNABLE, minRunnable, parallelism == null ? null : Math.max(parallelism / 2, 1),
                "max(parallelism / 2, 1)"));
        return limits;
    }

    private static ServerLimit propertyOrDefault(String property, String given, Long byDefault, String rule) {
        if (given != null) {
            Long value = number(given);
            return value == null ? ServerLimit.unread(property, LimitKind.CARRIERS, "system property " + property + " = '" + given
                    + "' is not a number") : new ServerLimit(property, LimitKind.CARRIERS, value, "system property " + property);
        }
        return byDefault == null ? ServerLimit.unread(property, LimitKind.CARRIERS, "the JDK's default, " + rule + ", of an unknown parallelism")
                : new ServerLimit(property, LimitKind.CARRIERS, byDefault, "the JDK's default, " + rule + " (no property set)");
    }

    /** The pollers as their threads show them; before any has started, the mode asked for, if one was. */
    static ServerLimit pollers(PollerThreads running, String asked) {
        if (running.mode() != null) {
            return new ServerLimit(POLLER_MODE, LimitKind.POLLERS, running.mode(), "live platform threads (JMX java.lang:type=Threading): "
                    + running.evidence());
        }
        return asked == null ? ServerLimit.unread(POLLER_MODE, LimitKind.POLLERS, running.evidence() + ", and no property asks for a mode")
                : new ServerLimit(POLLER_MODE, LimitKind.POLLERS, asked.strip(), "system property " + POLLER_MODE + " (" + running.evidence() + ")");
    }

    private static ServerLimit openFiles() {
        String name = "openFiles.max";
        return ProcessFileLimit.ofThisProcess().<ServerLimit>map(soft -> new ServerLimit(name, LimitKind.FILE_DESCRIPTORS,
                        number(soft) == null ? soft : number(soft), ProcessFileLimit.LIMITS + ", Max open files (soft)"))
                .orElseGet(() -> ManagementFactory.getOperatingSystemMXBean() instanceof UnixOperatingSystemMXBean unix
                        ? new ServerLimit(name, LimitKind.FILE_DESCRIPTORS, unix.getMaxFileDescriptorCount(),
                                "JMX java.lang:type=OperatingSystem, MaxFileDescriptorCount")
                        : ServerLimit.unread(name, LimitKind.FILE_DESCRIPTORS, "neither " + ProcessFileLimit.LIMITS + " nor a Unix OS MBean"));
    }

    private static ServerLimit somaxconn() {
        String name = "net.core.somaxconn";
        try {
            // By lines: Files.readString of a /proc/sys file was seen to return its first byte only ("4" of "4096").
            List<String> lines = Files.readAllLines(SOMAXCONN);
            Long value = lines.isEmpty() ? null : number(lines.get(0));
            return value == null ? ServerLimit.unread(name, LimitKind.ACCEPT_QUEUE, SOMAXCONN + " holds no number")
                    : new ServerLimit(name, LimitKind.ACCEPT_QUEUE, value, SOMAXCONN + " (the kernel caps every listen backlog at it)");
        } catch (IOException | UnsupportedOperationException e) {
            return ServerLimit.unread(name, LimitKind.ACCEPT_QUEUE, SOMAXCONN + " cannot be read: " + e.getMessage());
        }
    }

    /** The JDK's keep-alive cache for HttpURLConnection: idle connections kept per destination, the backend's pool. */
    static ServerLimit keepAliveCache(String property) {
        String name = KeepAliveCacheSize.PROPERTY;
        String meaning = ": idle connections HttpURLConnection keeps per destination, the pool of the backend calls";
        Long value = property == null ? null : number(property);
        if (property == null) {
            return new ServerLimit(name, LimitKind.CONNECTION_POOL, 5L, "the JDK's default (no property set)" + meaning);
        }
        return value == null ? ServerLimit.unread(name, LimitKind.CONNECTION_POOL, "system property " + name + " = '" + property + "' is not a number")
                : new ServerLimit(name, LimitKind.CONNECTION_POOL, value, "system property " + name + meaning);
    }

    static Long number(String text) {
        try {
            return Long.valueOf(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
