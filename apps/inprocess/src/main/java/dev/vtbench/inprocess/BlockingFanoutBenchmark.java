package dev.vtbench.inprocess;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * Seed 003 ("Exploring Project Loom"): submit {@code tasks} tasks that each block {@code blockMillis} in
 * {@code Thread.sleep}, through an ExecutorCompletionService, and take every result; timed from the first submit to
 * the last take. The seed ran it once per executor (a pool of 64: 161,956 ms; a virtual thread per task: 672 ms for
 * 100,000 tasks); here one untimed warm-up run precedes the timed ones.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class BlockingFanoutBenchmark {

    @Param({"100000"})
    public int tasks;

    @Param({"100"})
    public int blockMillis;

    /** {@code pool} (a fixed pool of {@link #poolSize} platform threads) or {@code virtual} (a virtual thread per task). */
    @Param({"pool", "virtual"})
    public String executor;

    @Param({"64"})
    public int poolSize;

    private ExecutorService executorService;

    @Setup(Level.Trial)
    public void openExecutor() {
        executorService = switch (executor) {
            case "pool" -> Executors.newFixedThreadPool(poolSize);
            case "virtual" -> Executors.newVirtualThreadPerTaskExecutor();
            default -> throw new IllegalArgumentException("executor must be pool or virtual, was '" + executor + "'");
        };
    }

    @Benchmark
    public int submitAllAndTakeAll() throws InterruptedException, ExecutionException {
        CompletionService<Void> completion = new ExecutorCompletionService<>(executorService);
        for (int i = 0; i < tasks; i++) {
            completion.submit(() -> {
                Thread.sleep(blockMillis);
                return null;
            });
        }
        for (int i = 0; i < tasks; i++) {
            completion.take().get();
        }
        return tasks;
    }

    @TearDown(Level.Trial)
    public void closeExecutor() {
        executorService.shutdownNow();
    }
}
