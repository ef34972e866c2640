package dev.vtbench.workload.endpoints;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadInfo;
import java.lang.management.ThreadMXBean;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * How the JDK's I/O pollers run, told from the platform threads they start, since the JDK publishes no figure of it:
 * with {@code jdk.pollerMode=1} (and on JDK 21, which has no such property) platform threads named
 * {@value #READ_POLLER} wait on the sockets; with {@code 2} (Linux's default from JDK 22) the pollers are virtual
 * threads under one platform {@value #MASTER_POLLER}. The pollers start with the first virtual thread that waits on a
 * socket, so a server whose virtual threads have done no I/O yet shows neither.
 *
 * @param mode 1 or 2 as running, or {@code null} when no poller has started
 * @param evidence the thread names that told it, or why nothing did
 */
record PollerThreads(Long mode, String evidence) {
    static final String MASTER_POLLER = "MasterPoller";
    static final String READ_POLLER = "Read-Poller";

    /** The mode the named platform threads show. */
    static PollerThreads fromThreadNames(Collection<String> platformThreadNames) {
        if (platformThreadNames.contains(MASTER_POLLER)) {
            return new PollerThreads(2L, "a platform thread named " + MASTER_POLLER + " runs: the pollers are virtual threads "
                    + "(jdk.pollerMode 2)");
        }
        if (platformThreadNames.contains(READ_POLLER)) {
            return new PollerThreads(1L, "platform threads named " + READ_POLLER + " run: the pollers are platform threads "
                    + "(jdk.pollerMode 1, and JDK 21's only kind)");
        }
        return new PollerThreads(null, "no poller thread runs yet: no virtual thread has waited on a socket");
    }

    /** The pollers of this JVM now, from the names of its live platform threads (JMX java.lang:type=Threading). */
    static PollerThreads ofThisJvm() {
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        List<String> names = Arrays.stream(threads.getThreadInfo(threads.getAllThreadIds())).filter(Objects::nonNull)
                .map(ThreadInfo::getThreadName).toList();
        return fromThreadNames(names);
    }
}
