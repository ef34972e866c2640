package dev.vtbench.workload.endpoints;

import java.lang.management.ManagementFactory;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * The virtual-thread scheduler's size and load, as {@code /info} reports them: how many carriers it
 * may use (its parallelism), how many it has started, and how many virtual threads are mounted or
 * waiting for a carrier. Under a CPU quota the parallelism says how many carriers compete for it.
 *
 * <p>JDK 24 and later publish these through the {@code jdk.management:type=VirtualThreadScheduler}
 * MBean. It is read by name through the platform MBeanServer because the workload is compiled for
 * Java 21, whose API has no such interface. On JDK 21-23 only the parallelism can be told, from the
 * system property that sets it or else the scheduler's default ({@code availableProcessors()}), and
 * {@code source} says which.
 *
 * @param source {@value #FROM_MBEAN}, {@value #FROM_PROPERTY} or {@value #FROM_DEFAULT}
 * @param parallelism the scheduler's target parallelism, or {@code null} if the property is not a number
 * @param poolSize carrier threads started and not terminated, {@code null} where unknown
 * @param mounted virtual threads mounted on a carrier now (an estimate), {@code null} where unknown
 * @param queued virtual threads queued to start or continue (an estimate), {@code null} where unknown
 */
record VirtualThreadSchedulerFigures(String source, Long parallelism, Long poolSize, Long mounted, Long queued) {

    static final String FROM_MBEAN = "mbean";
    static final String FROM_PROPERTY = "system-property";
    static final String FROM_DEFAULT = "default";

    private static final String MBEAN_NAME = "jdk.management:type=VirtualThreadScheduler";
    static final String PARALLELISM_PROPERTY = "jdk.virtualThreadScheduler.parallelism";

    static VirtualThreadSchedulerFigures ofThisJvm() {
        try {
            MBeanServer server = ManagementFactory.getPlatformMBeanServer();
            ObjectName name = new ObjectName(MBEAN_NAME);
            if (server.isRegistered(name)) {
                return new VirtualThreadSchedulerFigures(FROM_MBEAN, known(server.getAttribute(name, "Parallelism")),
                        known(server.getAttribute(name, "PoolSize")),
                        known(server.getAttribute(name, "MountedVirtualThreadCount")),
                        known(server.getAttribute(name, "QueuedVirtualThreadCount")));
            }
        } catch (JMException | RuntimeException e) {
            // An MBean that exists but cannot be read leaves the fallback below, which is still true.
        }
        return withoutMBean(System.getProperty(PARALLELISM_PROPERTY), Runtime.getRuntime().availableProcessors());
    }

    /** What can be told without the MBean: the parallelism the property sets, else the scheduler's default. */
    static VirtualThreadSchedulerFigures withoutMBean(String parallelismProperty, int availableProcessors) {
        if (parallelismProperty != null) {
            return new VirtualThreadSchedulerFigures(FROM_PROPERTY, parsed(parallelismProperty), null, null, null);
        }
        return new VirtualThreadSchedulerFigures(FROM_DEFAULT, (long) availableProcessors, null, null, null);
    }

    // The MBean answers -1 for a figure it does not know; that is written as null, not as a count.
    private static Long known(Object value) {
        return value instanceof Number number && number.longValue() >= 0 ? number.longValue() : null;
    }

    private static Long parsed(String text) {
        try {
            return Long.valueOf(text.strip());
        } catch (NumberFormatException e) {
            return null;
        }
    }
}
