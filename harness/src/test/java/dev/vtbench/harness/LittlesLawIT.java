package dev.vtbench.harness;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.run.MatrixRun;
import dev.vtbench.harness.run.RunSettings;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Per application server, a short Gatling-driven /io?delayMs=100 comparison of every mode, checked only against what
 * physics guarantees: a bounded pool of P threads cannot exceed P / 0.1 s (Little's law), steady or not. The pools are
 * cut to 50 threads here (500 req/s) so that the bound binds well below what one CPU can serve: a pool whose size
 * setting were ignored (200 threads by default) would serve the 100 clients at about 1,000 req/s and break it. Virtual
 * threads, bounded by the 100 clients alone (twice the pool: 1,000 req/s), must clear it by 10%: each cell's window
 * opens only when its rate is steady and its JIT quiet, within 45 s of load; a cell that never got there is held to the
 * same bounds over its last 10 s, which Little's law bounds whether the rate settled or not. A longer cap would open
 * more windows (Liberty's cells often take a minute or more) but prove nothing more: the bounds are the same.
 * <p>100 clients, not 400: at a quarter of the rate the server has the headroom to settle within seconds. At 400
 * clients (about 4,000 req/s on one core) Liberty's virtual mode swung by about 10% from second to second and was not
 * steady within 120 s in about half the runs, and the test then compared nothing. A cold Liberty on one core
 * can still trail even a pool of 50 in its first seconds (seen in CI with a fixed 5 s warm-up), hence until-steady.
 * (The plain-JDK server at its default pool of 200, with 400 clients, is SmallMatrixIT's.)
 */
class LittlesLawIT {
    private static final LoadSpec LOAD = LoadSpec.closed(100, Warmup.untilSteady(5, 45), 8);
    private static final int DELAY_MS = 100;
    private static final int POOL_SIZE = 50;
    /** Where a cell's rate never settled: its last seconds, which Little's law bounds as well as a window. */
    private static final int TAIL_SECONDS = 10;

    @TempDir
    Path folder;

    static Stream<String> applicationServers() {
        return TestMatrix.DEFINITIONS.runtimes().names().stream().filter(name -> !name.equals("plain-jdk"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("applicationServers")
    void boundedPoolsStayUnderTheirBoundAndVirtualThreadsBeatThem(String runtimeName) {
        RuntimeDefinition defined = TestMatrix.DEFINITIONS.runtimes().get(runtimeName);
        RuntimeDefinition runtime = new RuntimeDefinition(defined.name(), defined.description(), defined.modes(), POOL_SIZE,
                defined.dockerfile(), defined.context(), defined.contextRequires(), defined.startupTimeoutSeconds());
        List<Cell> cells = runtime.modes().stream().map(mode -> {
            Cell cell = TestMatrix.cell(runtimeName, "temurin-25", mode, "cpu-1", "io", LOAD);
            return new Cell(runtime, cell.jvm(), cell.mode(), cell.profile(), cell.scenario(), LOAD);
        }).toList();
        List<CellResult> results = new MatrixRun(TestMatrix.DEFINITIONS, new RunSettings(1, ImageSource.HERMETIC))
                .run(cells, folder.resolve(runtimeName)).cells();
        double virtual = Double.NaN;
        double bestBounded = 0;
        for (CellResult result : results) {
            assertThat(result.status()).as("%s: %s", result.cell(), result.reason()).isEqualTo(CellStatus.MEASURED);
            var steadyState = result.repetitions().get(0).load().steadyState();
            assertThat(steadyState.warmup()).as("%s waited for a steady rate", result.cell()).isEqualTo("until-steady");
            assertThat(result.repetitions().get(0).load().errorPercent()).as("%s failed requests %%", result.cell()).isLessThan(1.0);
            // The window's rate where it opened; else the last seconds' mean, which Little's law bounds all the same.
            double throughput = steadyState.neverSteady() ? tailMean(result, TAIL_SECONDS)
                    : result.repetitions().get(0).load().throughputPerSecond();
            Integer poolSize = result.context().poolSize();
            if (result.context().mode().isVirtual()) {
                virtual = throughput;
            } else if (poolSize != null) {
                assertThat(poolSize).as("%s reports the pool size it was given", result.cell()).isEqualTo(POOL_SIZE);
                double bound = Math.min(LOAD.users(), poolSize) / (DELAY_MS / 1000.0);
                // The edges: a request that started before the window (or second) and completed inside it counts; over
                // the last seconds' mean each thread can finish one more request per second than 1 s / 100 ms.
                double edge = steadyState.neverSteady() ? 1.1 : 1.02;
                assertThat(throughput).as("%s: %.0f req/s within pool %d / %d ms = %.0f req/s (%s)", result.cell(), throughput, poolSize,
                        DELAY_MS, bound, steadyState.neverSteady() ? "its last " + TAIL_SECONDS + " s: never steady" : "its window")
                        .isLessThanOrEqualTo(bound * edge);
                bestBounded = Math.max(bestBounded, throughput);
            }
        }
        assertThat(bestBounded).as("%s has a bounded pool mode that reports its size in /info", runtimeName).isPositive();
        // Beyond every pool's bound: only threads not bounded by the pool's 50 can serve 100 clients faster than 500 req/s.
        double poolBound = Math.min(LOAD.users(), POOL_SIZE) / (DELAY_MS / 1000.0);
        assertThat(virtual).as("%s virtual threads (%.0f req/s) against the pools' bound (%.0f req/s) and the best pool (%.0f req/s)",
                runtimeName, virtual, poolBound, bestBounded).isGreaterThan(Math.max(bestBounded, poolBound * 1.1));
    }

    /** The mean rate of the load's last {@code seconds} full seconds (its very last, partial second left out). */
    private static double tailMean(CellResult result, int seconds) {
        List<Long> timeline = result.repetitions().get(0).load().timelineOkPerSecond();
        List<Long> full = timeline.subList(0, Math.max(0, timeline.size() - 1));
        return full.subList(Math.max(0, full.size() - seconds), full.size()).stream().mapToLong(Long::longValue).average().orElse(Double.NaN);
    }

}
