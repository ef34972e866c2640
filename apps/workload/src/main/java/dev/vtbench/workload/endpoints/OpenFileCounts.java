package dev.vtbench.workload.endpoints;

import com.sun.management.UnixOperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.OperatingSystemMXBean;

/**
 * The process's file descriptor limit and use. Every connection costs one descriptor, so a
 * container whose limit sits below the benchmark's connection count fails for that reason alone;
 * {@code /info} reports both so a run can be checked for it.
 *
 * @param max the descriptor limit, or {@code null} where the JVM cannot tell (not a Unix)
 * @param open descriptors open now, or {@code null} where the JVM cannot tell
 */
record OpenFileCounts(Long max, Long open) {

    static OpenFileCounts ofThisProcess() {
        OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
        if (os instanceof UnixOperatingSystemMXBean unix) {
            return new OpenFileCounts(unix.getMaxFileDescriptorCount(), unix.getOpenFileDescriptorCount());
        }
        return new OpenFileCounts(null, null);
    }
}
