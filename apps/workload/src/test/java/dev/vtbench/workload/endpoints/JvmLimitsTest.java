package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class JvmLimitsTest {

    @Test
    void theCarriersAreTheSchedulersParallelismAndTheJdksDefaultsWhereNoPropertyIsGiven() {
        List<ServerLimit> carriers = JvmLimits.carriers(new VirtualThreadSchedulerFigures("mbean", 1L, 1L, 0L, 0L), null, null);

        assertThat(carriers).extracting(ServerLimit::name, ServerLimit::value).containsExactly(
                org.assertj.core.groups.Tuple.tuple("jdk.virtualThreadScheduler.parallelism", 1L),
                org.assertj.core.groups.Tuple.tuple("jdk.virtualThreadScheduler.maxPoolSize", 256L),
                org.assertj.core.groups.Tuple.tuple("jdk.virtualThreadScheduler.minRunnable", 1L));
        assertThat(carriers.get(0).source()).contains("jdk.management:type=VirtualThreadScheduler");
        assertThat(carriers.get(1).source()).isEqualTo("the JDK's default, max(parallelism, 256) (no property set)");
        assertThat(carriers).allSatisfy(limit -> assertThat(limit.kind()).isEqualTo(LimitKind.CARRIERS));
    }

    @Test
    void aPropertyGivenIsReadAsGivenAndOneThatIsNoNumberIsUnread() {
        List<ServerLimit> carriers = JvmLimits.carriers(new VirtualThreadSchedulerFigures("system-property", 8L, null, null, null),
                "512", "many");

        assertThat(carriers.get(0).source()).isEqualTo("system property jdk.virtualThreadScheduler.parallelism");
        assertThat(carriers.get(1).value()).isEqualTo(512L);
        assertThat(carriers.get(1).source()).isEqualTo("system property jdk.virtualThreadScheduler.maxPoolSize");
        assertThat(carriers.get(2).value()).as("minRunnable 'many'").isNull();
        assertThat(carriers.get(2).source()).contains("'many' is not a number");
    }

    @Test
    void thePollersAreReadFromTheirThreadsAndBeforeAnyStartedFromThePropertyAskedFor() {
        assertThat(JvmLimits.pollers(PollerThreads.fromThreadNames(Set.of("main", "MasterPoller")), "1").value())
                .as("what runs wins over what was asked").isEqualTo(2L);
        ServerLimit asked = JvmLimits.pollers(PollerThreads.fromThreadNames(Set.of("main")), "1");
        assertThat(asked.value()).isEqualTo("1");
        assertThat(asked.source()).startsWith("system property jdk.pollerMode (no poller thread runs yet");
        assertThat(JvmLimits.pollers(PollerThreads.fromThreadNames(Set.of("main")), null).value()).as("nothing to tell").isNull();
    }

    @Test
    void theBackendsPoolIsTheJdksKeepAliveCache() {
        assertThat(JvmLimits.keepAliveCache(null).value()).as("the JDK's default").isEqualTo(5L);
        assertThat(JvmLimits.keepAliveCache("20000").value()).isEqualTo(20_000L);
        assertThat(JvmLimits.keepAliveCache("20000").kind()).isEqualTo(LimitKind.CONNECTION_POOL);
        assertThat(JvmLimits.keepAliveCache("lots").value()).isNull();
    }

    @Test
    void thisJvmReportsEveryLimitOnceWithASource() {
        List<ServerLimit> limits = JvmLimits.ofThisJvm();

        assertThat(limits).extracting(ServerLimit::name).doesNotHaveDuplicates().contains("heap.max", "heap.initial", "gc",
                "jdk.virtualThreadScheduler.parallelism", "jdk.pollerMode", "openFiles.max", "net.core.somaxconn", "http.maxConnections");
        assertThat(limits).filteredOn(limit -> limit.name().equals("heap.max")).singleElement()
                .satisfies(heap -> assertThat((Long) heap.value()).isEqualTo(Runtime.getRuntime().maxMemory()));
    }

    @Test
    void theKernelsCapOnABacklogIsItsWholeNumber() throws java.io.IOException {
        long written = Long.parseLong(java.nio.file.Files.readAllLines(JvmLimits.SOMAXCONN).get(0).strip());

        assertThat(JvmLimits.ofThisJvm()).filteredOn(limit -> limit.name().equals("net.core.somaxconn")).singleElement()
                .satisfies(limit -> assertThat(limit.value()).as("every digit, not the first byte").isEqualTo(written));
    }
}
