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
 * Per application server, a short Gatling-driven /io?delayMs=100 comparison of every mode with a pool size and of
 * virtual threads, checked only against what physics guarantees: a bounded pool of P threads cannot exceed P / 0.1 s
 * (Little's law), over any stretch of time, steady or not. The pools are cut to 30 threads here (300 req/s) so that the bound binds well below what one CPU can
 * serve: a pool whose size setting were ignored (200 threads by default) would serve the 60 clients at up to 600 req/s
 * and break it. Virtual threads, bounded by the 60 clients alone (twice the pool), must clear it by 10%.
 * <p>A fixed warm-up, then an 8 s window: the bounds hold on any window, so waiting for a steady rate and a quiet JIT
 * (SmallMatrixIT's path; Liberty's cells here often did not get there within 45 s) would prove nothing more. The warm-up
 * only has to get a cold server past its first seconds, in which its one CPU runs code not yet compiled, so that a pool
 * whose size were ignored would show it: a cold Liberty served 100 clients at 100-200 req/s in its first 8 s whatever
 * its mode, about 300 by its 12th second and 500-600 from its 20th (measured on a 2-core machine, every mode alike), so
 * Liberty's is {@value #LIBERTY_WARMUP_SECONDS} s; Tomcat, which starts serving compiled code within seconds, gets
 * {@value #WARMUP_SECONDS} s. 60 clients, not more, so that what virtual threads must show (330 req/s) is reached well
 * before the window opens; the rates of the load's every second are in each message.
 * <p>(The plain-JDK server at its default pool of 200, with 400 clients, is SmallMatrixIT's.)
 */
class LittlesLawIT {
    private static final int WARMUP_SECONDS = 10;
    private static final int LIBERTY_WARMUP_SECONDS = 20;
    private static final int USERS = 60;
    private static final int DELAY_MS = 100;
    private static final int POOL_SIZE = 30;

    @TempDir
    Path folder;

    static Stream<String> applicationServers() {
        return TestMatrix.DEFINITIONS.runtimes().names().stream().filter(name -> !name.equals("plain-jdk"));
    }

    /**
     * Liberty's pool mode is its self-tuning Default Executor: it sizes itself, reports no pool size, and so has no
     * bound to be held to (its own rate is no test of anything here).
     */
    private static boolean isSelfSizing(String runtimeName, String mode) {
        return runtimeName.equals("liberty") && mode.equals("pool");
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("applicationServers")
    void boundedPoolsStayUnderTheirBoundAndVirtualThreadsBeatThem(String runtimeName) {
        RuntimeDefinition defined = TestMatrix.DEFINITIONS.runtimes().get(runtimeName);
        RuntimeDefinition runtime = new RuntimeDefinition(defined.name(), defined.description(), defined.modes(), POOL_SIZE,
                defined.dockerfile(), defined.context(), defined.contextRequires(), defined.startupTimeoutSeconds());
        LoadSpec spec = LoadSpec.closed(USERS, Warmup.fixed(runtimeName.equals("liberty") ? LIBERTY_WARMUP_SECONDS : WARMUP_SECONDS), 8);
        List<Cell> cells = runtime.modes().stream().filter(mode -> !isSelfSizing(runtimeName, mode)).map(mode -> {
            Cell cell = TestMatrix.cell(runtimeName, "temurin-25", mode, "cpu-1", "io", spec);
            return new Cell(runtime, cell.jvm(), cell.mode(), cell.profile(), cell.scenario(), spec);
        }).toList();
        List<CellResult> results = new MatrixRun(TestMatrix.DEFINITIONS, new RunSettings(1, ImageSource.HERMETIC))
                .run(cells, folder.resolve(runtimeName)).cells();
        double virtual = Double.NaN;
        String virtualSeconds = "";
        double bestBounded = 0;
        for (CellResult result : results) {
            assertThat(result.status()).as("%s: %s", result.cell(), result.reason()).isEqualTo(CellStatus.MEASURED);
            var load = result.repetitions().get(0).load();
            assertThat(load.steadyState().warmup()).as("%s warm-up", result.cell()).isEqualTo("fixed");
            assertThat(load.errorPercent()).as("%s failed requests %%", result.cell()).isLessThan(1.0);
            double throughput = load.throughputPerSecond();
            String seconds = "its window; the load's seconds " + load.timelineOkPerSecond();
            Integer poolSize = result.context().poolSize();
            if (result.context().mode().isVirtual()) {
                virtual = throughput;
                virtualSeconds = seconds;
            } else if (poolSize != null) {
                assertThat(poolSize).as("%s reports the pool size it was given", result.cell()).isEqualTo(POOL_SIZE);
                double bound = Math.min(USERS, poolSize) / (DELAY_MS / 1000.0);
                // The edges: a request that started before the window and completed inside it counts.
                assertThat(throughput).as("%s: %.0f req/s within pool %d / %d ms = %.0f req/s (%s)", result.cell(), throughput, poolSize,
                        DELAY_MS, bound, seconds).isLessThanOrEqualTo(bound * 1.02);
                bestBounded = Math.max(bestBounded, throughput);
            }
        }
        assertThat(bestBounded).as("%s has a bounded pool mode that reports its size in /info", runtimeName).isPositive();
        // Beyond every pool's bound: only threads not bounded by the pool's 30 can serve 60 clients faster than 300 req/s.
        double poolBound = Math.min(USERS, POOL_SIZE) / (DELAY_MS / 1000.0);
        assertThat(virtual).as("%s virtual threads (%.0f req/s, %s) against the pools' bound (%.0f req/s) and the best pool (%.0f req/s)",
                runtimeName, virtual, virtualSeconds, poolBound, bestBounded).isGreaterThan(Math.max(bestBounded, poolBound * 1.1));
    }

}
