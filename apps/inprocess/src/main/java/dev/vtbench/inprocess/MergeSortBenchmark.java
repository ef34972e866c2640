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

import java.util.SplittableRandom;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;

/**
 * Seed 002 ("Java Virtual Threads: Worth the wait?"): one sort of a fresh random array per iteration, timed alone
 * (single-shot), with the seed's discipline as the defaults: 60 sorts, the first 10 discarded as warm-up, the
 * remaining 50 averaged. The harness passes fewer for its default scale, and says so.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 10)
@Measurement(iterations = 50)
@Fork(1)
public class MergeSortBenchmark {

    @Param({"100000", "1000000", "10000000"})
    public int size;

    @Param({"ARRAYS_SORT", "NO_TASKS", "INLINE_TASKS", "FORK_JOIN", "VIRTUAL_THREADS"})
    public SortImplementation implementation;

    /** Partitions of at most this many elements are sorted without a task; the seed's is 1. */
    @Param({"1"})
    public int leaf;

    private SortImplementation.Sorter sorter;
    private double[] data;
    private double[] scratch;
    private final SplittableRandom random = new SplittableRandom(2002);

    @Setup(Level.Trial)
    public void openSorter() {
        sorter = implementation.open(leaf);
        data = new double[size];
        scratch = new double[size];
    }

    @Setup(Level.Invocation)
    public void fillWithRandomDoubles() {
        for (int i = 0; i < data.length; i++) {
            data[i] = random.nextDouble();
        }
    }

    @Benchmark
    public double[] sort() throws InterruptedException, ExecutionException {
        sorter.sort(data, scratch);
        return data;
    }

    /** Untimed: a sort that did not sort fails the benchmark instead of yielding a fast wrong figure. */
    @TearDown(Level.Invocation)
    public void checkSorted() {
        for (int i = 1; i < data.length; i++) {
            if (data[i - 1] > data[i]) {
                throw new IllegalStateException(implementation.label() + " left data[" + (i - 1) + "] = " + data[i - 1]
                        + " before data[" + i + "] = " + data[i]);
            }
        }
    }

    @TearDown(Level.Trial)
    public void closeSorter() {
        sorter.close();
    }
}
