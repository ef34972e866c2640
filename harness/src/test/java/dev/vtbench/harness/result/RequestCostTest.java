package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.metrics.jvm.NativeMemorySummary;
import dev.vtbench.harness.metrics.jvm.VirtualThreadEvents;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Cost per request from a window's figures: the formulas, what stays unknown, and the cell's spread. */
class RequestCostTest {

    private static ResourceUse serverCpu(double percentOfOneCore) {
        return new ResourceUse(20, percentOfOneCore, 1, 0.01, 300L << 20, 8, 60, 60, 350L << 20, false, 70);
    }

    /** 20 s in which the JVM switched 1.2 million times, paused 0.5 s for GC and, where counted, spent 0.9 s of CPU on it. */
    private static JvmUse jvm(double gcCpuSeconds) {
        return new JvmUse(20, 30, 0.5, Map.of(), -1, -1, -1, 1, 1, 30, 30, 50, 0.2, 1_000_000, 200_000, 31, "", gcCpuSeconds, Double.NaN, Double.NaN);
    }

    private static Repetition repetition(int index, double throughput, double serverCpuPercent, boolean steady) {
        SteadyState state = steady ? SteadyState.fixed(10)
                : new SteadyState("until-steady", 10, 90, false, null, null, new SteadyState.Criterion(10, null, 0.05, null, 0.05));
        LoadResult load = new LoadResult("ThroughputSimulation", "closed", 20, Math.round(throughput * 20), 0, Map.of(), throughput,
                Map.of("p99", 9_000.0), List.of(), 1, "3.15.1", "", "", "", null, null, List.of(), null, null, null, state);
        return new Repetition(index, load, "", "", true, "running", serverCpu(serverCpuPercent), jvm(Double.NaN),
                new JvmDiagnostics(NativeMemorySummary.unknown("-"), VirtualThreadEvents.unknown("-")), Map.of(), List.of(), "none");
    }

    @Test
    void dividesTheServersCpuByTheWindowsOkRate() {
        // The issue's /hello on one CPU: 98% of a core for 55,000 req/s.
        RequestCost cost = RequestCost.of(55_000, serverCpu(98), jvm(0.9));

        assertThat(cost.cpuMicrosPerRequest()).as("0.98 s of CPU a second / 55,000 requests").isCloseTo(17.818, within(1e-3));
        assertThat(cost.contextSwitchesPerRequest()).as("1.2 M switches / 20 s / 55,000 req/s").isCloseTo(60_000.0 / 55_000, within(1e-9));
        assertThat(cost.gcPauseShare()).as("0.5 s paused of 20 s").isCloseTo(0.025, within(1e-12));
        assertThat(cost.gcCpuShare()).as("0.045 core of GC threads out of 0.98").isCloseTo(0.045 / 0.98, within(1e-9));
    }

    @Test
    void leavesTheJitCompilersCpuOutOfWhatARequestCosts() {
        // An equal-load /io step on one CPU: the server at 25% of its core, its compiler threads 0.1 s of a 20 s window.
        JvmUse compiling = new JvmUse(20, 30, 0.5, Map.of(), -1, -1, -1, 1, 1, 30, 30, 50, 0.2, 1_000_000, 200_000, 31, "",
                Double.NaN, 0.1, 0.012);

        RequestCost cost = RequestCost.of(1_000, serverCpu(25), compiling);
        RequestCost unread = RequestCost.of(1_000, serverCpu(25), jvm(Double.NaN));

        assertThat(cost.jitCpuShare()).as("0.005 core of the compiler out of 0.25").isCloseTo(0.02, within(1e-12));
        assertThat(cost.cpuMicrosPerRequest()).as("0.245 s of CPU a second / 1,000 requests").isCloseTo(245, within(1e-9));
        assertThat(unread.jitCpuShare()).as("compiler threads not read").isNaN();
        assertThat(unread.cpuMicrosPerRequest()).as("then the cgroup's whole CPU").isCloseTo(250, within(1e-9));
    }

    @Test
    void leavesEveryUnknownPartUnknownRatherThanZero() {
        RequestCost noCpu = RequestCost.of(55_000, ResourceUse.UNKNOWN, JvmUse.unknown("no JVM"));
        RequestCost noRequests = RequestCost.of(0, serverCpu(98), jvm(Double.NaN));

        assertThat(noCpu.cpuMicrosPerRequest()).isNaN();
        assertThat(noCpu.contextSwitchesPerRequest()).isNaN();
        assertThat(noCpu.gcPauseShare()).isNaN();
        assertThat(noRequests.cpuMicrosPerRequest()).as("no OK request: no cost per one").isNaN();
        assertThat(noRequests.gcCpuShare()).as("GC CPU not counted (Serial, ZGC, JDK 21)").isNaN();
        assertThat(noRequests.gcPauseShare()).as("pauses are known whatever the collector").isCloseTo(0.025, within(1e-12));
    }

    @Test
    void theCellsSpreadCountsOnlyWindowsThatOpenedWithAKnownCost() {
        List<Repetition> repetitions = List.of(repetition(1, 10_000, 50, true), repetition(2, 10_000, 60, true),
                repetition(3, 10_000, 99, false), repetition(4, 10_000, Double.NaN, true));

        Spread spread = RequestCost.cpuMicrosPerRequest(repetitions);

        assertThat(spread.samples()).as("the unsteady and the unread ones left out").isEqualTo(2);
        assertThat(spread.min()).isCloseTo(50, within(1e-9));
        assertThat(spread.max()).isCloseTo(60, within(1e-9));
        assertThat(repetitions.get(2).cost()).as("no window, no cost").isEqualTo(RequestCost.UNKNOWN);
    }
}
