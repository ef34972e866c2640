package dev.vtbench.harness.verdict;

import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;
import org.junit.jupiter.api.Test;

import java.util.List;

import static dev.vtbench.harness.verdict.Samples.list;
import static dev.vtbench.harness.verdict.Samples.sample;
import static org.assertj.core.api.Assertions.assertThat;

/**
 * A comparison of two modes reads the limits each server reported before load: where only the threads differed it says
 * so; where another limit differed, each figure that limit can cap is not compared, and the sentence names the limit.
 */
class LimitsInTheVerdictTest {

    /** Tomcat-like limits: its connections, its accept queue, its heap, and the threads (which differ on purpose). */
    private static ParityRecord limits(String maxConnections, boolean virtual) {
        return new ParityRecord(List.of(
                new ParityLimit("maxConnections", LimitKind.CONNECTIONS, maxConnections, "JMX Catalina:type=ThreadPool"),
                new ParityLimit("acceptCount", LimitKind.ACCEPT_QUEUE, "4096", "JMX Catalina:type=ThreadPool"),
                new ParityLimit("heap.max", LimitKind.HEAP, "536870912", "JMX java.lang:type=Memory"),
                new ParityLimit("maxThreads", LimitKind.REQUEST_THREADS, virtual ? "-" : "200", "JMX Catalina:type=ThreadPool")));
    }

    private static final ModeSample VIRTUAL = sample("virtual", list(3000, 3100, 3050), list(300, 305, 298), list(120, 121, 119));
    private static final ModeSample POOL = sample("pool", list(2000, 2050, 2020), list(340, 338, 342), list(118, 119, 120));

    @Test
    void limitsEqualButForTheThreadsAreSaidAndChangeNoFinding() {
        ModeComparison equal = ModeComparison.of(VIRTUAL.withLimits(limits("8192", true)), POOL.withLimits(limits("8192", false)));
        ModeComparison unread = ModeComparison.of(VIRTUAL, POOL);

        assertThat(equal.sentence()).contains("; limits beyond the threads equal (3 compared).");
        assertThat(equal.findings()).as("the same findings as without limits").isEqualTo(unread.findings());
        assertThat(unread.sentence()).as("no limits reported, none said").doesNotContain("limits");
    }

    @Test
    void aConnectionLimitThatDifferedLeavesOutWhatItCanCapAndNamesIt() {
        ModeComparison differed = ModeComparison.of(VIRTUAL.withLimits(limits("8192", true)), POOL.withLimits(limits("100", false)));

        MetricFinding capacity = differed.finding(VerdictMetric.CAPACITY, null).orElseThrow();
        assertThat(capacity).as("connections cap capacity").isInstanceOf(MetricFinding.NotCompared.class);
        assertThat(((MetricFinding.NotCompared) capacity).reason()).isEqualTo("a limit other than the threads differed (LIM): "
                + "maxConnections 8192 (virtual threads) against 100 (the pool), which can cap capacity and p99 latency");
        assertThat(differed.finding(VerdictMetric.CPU_PER_REQUEST, null).orElseThrow())
                .as("a connection limit does not cap the CPU each request costs").isInstanceOf(MetricFinding.Compared.class);
        assertThat(differed.undecided()).as("more rounds cannot make the limits equal").isFalse();
        assertThat(differed.sentence()).contains("limits other than the threads differ (LIM): maxConnections 8192 (virtual threads) "
                + "against 100 (the pool)").contains("(2 others equal)");
    }
}
