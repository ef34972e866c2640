package dev.vtbench.harness.result;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two modes differ only in their threads, or the limit that differed is named with both values and flags the figures it
 * can cap: Tomcat's records as its pool and virtual modes report them, and a planted maxConnections.
 */
class ParityCheckTest {
    private static final Mode CAPPED = Mode.of("virtual-capped");

    /** Tomcat's limits in one of its modes: the connector's, the threads', and the JVM's. */
    private static ParityRecord tomcat(boolean virtual, String maxConnections) {
        return new ParityRecord(List.of(
                new ParityLimit("maxConnections", LimitKind.CONNECTIONS, maxConnections, "JMX Catalina:type=ThreadPool"),
                new ParityLimit("acceptCount", LimitKind.ACCEPT_QUEUE, "4096", "JMX Catalina:type=ThreadPool"),
                new ParityLimit("maxKeepAliveRequests", LimitKind.KEEP_ALIVE, "-1", "JMX Catalina:type=ThreadPool"),
                new ParityLimit("maxThreads", LimitKind.REQUEST_THREADS, "200", "JMX Catalina:type=ThreadPool"),
                new ParityLimit("useVirtualThreads", LimitKind.REQUEST_THREADS, Boolean.toString(virtual), "JMX Catalina:type=ThreadPool"),
                new ParityLimit("currentThreadCount", LimitKind.REQUEST_THREADS, virtual ? "0" : "10", "JMX Catalina:type=ThreadPool"),
                new ParityLimit("heap.max", LimitKind.HEAP, "536870912", "JMX java.lang:type=Memory"),
                new ParityLimit("gc", LimitKind.COLLECTOR, "G1 Young Generation, G1 Old Generation", "JMX"),
                new ParityLimit("jdk.virtualThreadScheduler.parallelism", LimitKind.CARRIERS, virtual ? "2" : "1", "JMX"),
                new ParityLimit("jdk.pollerMode", LimitKind.POLLERS, virtual ? "2" : null, "live platform threads")));
    }

    private static ParityRecord with(ParityRecord record, ParityLimit replaced) {
        List<ParityLimit> limits = new ArrayList<>(record.limits());
        limits.replaceAll(limit -> limit.name().equals(replaced.name()) ? replaced : limit);
        return new ParityRecord(limits);
    }

    @Test
    void modesThatDifferOnlyInTheirThreadsAreEqualButForThemAndFlagNothing() {
        ParityComparison same = ParityCheck.between(Mode.VIRTUAL, tomcat(true, "20000"), Mode.POOL, tomcat(false, "20000"));

        assertThat(same.equalButForTheThreads()).as("threads, carriers and pollers differ by design").isTrue();
        assertThat(same.equal()).containsExactly("maxConnections", "acceptCount", "maxKeepAliveRequests", "heap.max", "gc");
        assertThat(same.capped()).isEmpty();
        assertThat(Figure.values()).allSatisfy(figure -> assertThat(same.flagFor(figure)).isEmpty());
        assertThat(same.sentence()).isEqualTo("limits beyond the threads equal (5 compared: maxConnections, acceptCount, "
                + "maxKeepAliveRequests, heap.max, gc)");
    }

    @Test
    void aPlantedConnectionLimitIsNamedWithBothValuesAndFlagsTheCapacityAndTheP99Only() {
        ParityComparison planted = ParityCheck.between(CAPPED, tomcat(true, "1000"), Mode.POOL, tomcat(false, "20000"));

        assertThat(planted.equalButForTheThreads()).isFalse();
        assertThat(planted.known()).singleElement().satisfies(difference -> {
            assertThat(difference.name()).isEqualTo("maxConnections");
            assertThat(difference.subjectValue()).isEqualTo("1000");
            assertThat(difference.baselineValue()).isEqualTo("20000");
        });
        assertThat(planted.flagFor(Figure.CAPACITY)).contains(Flag.LIMITS_DIFFER);
        assertThat(planted.flagFor(Figure.LATENCY)).contains(Flag.LIMITS_DIFFER);
        assertThat(planted.flagFor(Figure.MEMORY)).as("a connection limit caps no memory figure").isEmpty();
        assertThat(planted.flagFor(Figure.CPU_PER_REQUEST)).isEmpty();
        assertThat(planted.sentence()).isEqualTo("limits other than the threads differ: maxConnections 1000 (virtual-capped) against "
                + "20000 (pool), which can cap capacity and p99 latency; equal: acceptCount, maxKeepAliveRequests, heap.max, gc");
    }

    @Test
    void aHeapOrACollectorThatDifferedCapsEveryFigure() {
        ParityComparison heap = ParityCheck.between(Mode.VIRTUAL, with(tomcat(true, "20000"),
                new ParityLimit("heap.max", LimitKind.HEAP, "1073741824", "JMX")), Mode.POOL, tomcat(false, "20000"));

        assertThat(heap.capped()).containsExactlyInAnyOrder(Figure.values());
        assertThat(heap.sentence()).contains("heap.max 1073741824 (virtual) against 536870912 (pool), which can cap capacity, "
                + "CPU per request, p99 latency and memory (RSS)");
    }

    @Test
    void aLimitOneServerCouldNotReadIsNamedButNotFlagged() {
        ParityComparison unread = ParityCheck.between(Mode.VIRTUAL, with(tomcat(true, "20000"),
                new ParityLimit("acceptCount", LimitKind.ACCEPT_QUEUE, null, "cannot be read")), Mode.POOL, tomcat(false, "20000"));

        assertThat(unread.equalButForTheThreads()).as("not ruled out").isFalse();
        assertThat(unread.known()).isEmpty();
        assertThat(unread.unread()).extracting(LimitDifference::name).containsExactly("acceptCount");
        assertThat(unread.capped()).as("a difference not found flags nothing").isEmpty();
        assertThat(unread.sentence()).startsWith("not compared, as one server did not read them: acceptCount not read (virtual) against "
                + "4096 (pool); equal: ");
    }

    @Test
    void aLimitOnlyOneServerReportsIsADifferenceNotRuledOut() {
        List<ParityLimit> more = new ArrayList<>(tomcat(false, "20000").limits());
        more.add(new ParityLimit("openFiles.max", LimitKind.FILE_DESCRIPTORS, "20000", "/proc/self/limits"));

        ParityComparison comparison = ParityCheck.between(Mode.VIRTUAL, tomcat(true, "20000"), Mode.POOL, new ParityRecord(more));

        assertThat(comparison.unread()).extracting(LimitDifference::name).containsExactly("openFiles.max");
    }

    @Test
    void withoutBothRecordsNothingIsComparedOrFlagged() {
        ParityComparison none = ParityCheck.between(Mode.VIRTUAL, ParityRecord.NOT_READ, Mode.POOL, tomcat(false, "20000"));

        assertThat(none.read()).isFalse();
        assertThat(none.equalButForTheThreads()).isFalse();
        assertThat(none.capped()).isEmpty();
        assertThat(none.sentence()).isEqualTo("limits not compared: virtual and pool did not both report them (GET /limits)");
    }

    @Test
    void twoCellsContextsAreComparedByTheirRecordsAndModes() {
        CellContext virtual = Contexts.of("tomcat/temurin-25/virtual-capped/cpu-1/io").parity(tomcat(true, "1000")).build();
        CellContext pool = Contexts.of("tomcat/temurin-25/pool/cpu-1/io").parity(tomcat(false, "20000")).build();

        ParityComparison comparison = ParityCheck.between(virtual, pool);

        assertThat(comparison.subject()).isEqualTo(CAPPED);
        assertThat(comparison.baseline()).isEqualTo(Mode.POOL);
        assertThat(comparison.caps(Figure.CAPACITY)).isTrue();
    }

    @Test
    void eachKindCapsTheFiguresItCanAndTheThreadsOwnNone() {
        assertThat(ParityCheck.figuresCappedBy(LimitKind.CONNECTIONS)).containsExactlyInAnyOrder(Figure.CAPACITY, Figure.LATENCY);
        assertThat(ParityCheck.figuresCappedBy(LimitKind.KEEP_ALIVE)).contains(Figure.CPU_PER_REQUEST).doesNotContain(Figure.MEMORY);
        assertThat(ParityCheck.figuresCappedBy(LimitKind.COLLECTOR)).containsExactlyInAnyOrder(Figure.values());
        for (LimitKind kind : LimitKind.values()) {
            assertThat(ParityCheck.figuresCappedBy(kind).isEmpty()).as("%s caps nothing exactly when it is the threads'", kind)
                    .isEqualTo(kind.isThreads());
        }
        assertThat(Flag.LIMITS_DIFFER.code()).isEqualTo("LIM");
    }
}
