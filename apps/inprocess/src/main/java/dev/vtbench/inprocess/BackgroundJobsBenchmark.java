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
import org.openjdk.jmh.infra.IterationParams;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Seed 001 (JobRunr on Project Loom): a batch of background jobs, each rendering one employee's salary slip (CPU work
 * with allocation) and handing it to the backend (a blocking call), on JobRunr's ScheduledThreadPoolExecutor against
 * a virtual thread per job (the seed's VirtualThreadJobRunrExecutor: {@code Thread.startVirtualThread}). One
 * iteration is one batch, timed from the first job handed over to the last one done. The rendered slip is held across
 * the call and checksummed after it, as a job that uploads its document and then archives it: so the heap holds one
 * document per job in progress, which is what the executor decides.
 *
 * <p>JMH measures the time; the heap occupied and its peak, which the seed read from JVisualVM, are measured per batch
 * by {@link HeapWatch} and appended to {@link #heapFile} as one JSON line per iteration (warm-up included, marked so).
 * A side file rather than JMH's @AuxCounters: counters are a Throughput/AverageTime feature, and a maximum is not a
 * count JMH should add up or divide by time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public class BackgroundJobsBenchmark {

    @Param({"2000"})
    public int jobs;

    /** Milliseconds the backend takes to answer each job's call. */
    @Param({"50"})
    public int delayMillis;

    /** Kilobytes of text in each slip before layout and encoding (the delivered document is about 1.4x larger). */
    @Param({"64"})
    public int documentKb;

    /** {@code pool} (JobRunr's ScheduledThreadPoolExecutor of {@link #workers}) or {@code virtual} (a virtual thread per job). */
    @Param({"pool", "virtual"})
    public String executor;

    /** The pool's threads; 0 for JobRunr's default, availableProcessors() x 8 (its DefaultBackgroundJobServerWorkerPolicy). */
    @Param({"0"})
    public int workers;

    /** Where vtbench's backend delay service answers. */
    @Param({"http://127.0.0.1:9090"})
    public String backendUrl;

    /** The file each iteration's heap figures are appended to. */
    @Param({"background-jobs-heap.jsonl"})
    public String heapFile;

    private Executor jobExecutor;
    private ScheduledThreadPoolExecutor pool;
    private BackendCall backend;
    private HeapWatch heapWatch;
    private int workerCount;
    private int iteration;
    private final AtomicInteger completed = new AtomicInteger();
    private final AtomicLong checksum = new AtomicLong();

    @Setup(Level.Trial)
    public void startExecutor() {
        workerCount = workers > 0 ? workers : Runtime.getRuntime().availableProcessors() * 8;
        backend = new BackendCall(backendUrl, delayMillis);
        // One call before anything is timed: a backend that is not there fails the trial at once, not job by job.
        backend.call();
        jobExecutor = switch (executor) {
            // Like JobRunr's ScheduledThreadPoolJobRunrExecutor, alive for the server's life, so across batches.
            case "pool" -> pool = new ScheduledThreadPoolExecutor(workerCount, Thread.ofPlatform().name("backgroundjob-worker-", 0).factory());
            case "virtual" -> Thread::startVirtualThread;
            default -> throw new IllegalArgumentException("executor must be pool or virtual, was '" + executor + "'");
        };
    }

    /**
     * Each batch starts from a collected heap, so that its heap figures are its own and not the previous batch's
     * garbage; untimed, like the watch's start.
     */
    @Setup(Level.Iteration)
    public void startWatchingTheHeap() {
        completed.set(0);
        checksum.set(0);
        System.gc();
        heapWatch = new HeapWatch();
    }

    @Benchmark
    public long runBatch() throws InterruptedException {
        CountDownLatch done = new CountDownLatch(jobs);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int employee = 0; employee < jobs; employee++) {
            int id = employee;
            jobExecutor.execute(() -> {
                try {
                    SalarySlip slip = SalarySlip.render(id, documentKb);
                    backend.call();
                    // Summed, so that the total is the same whatever order the jobs finish in.
                    checksum.addAndGet(slip.checksum());
                    completed.incrementAndGet();
                } catch (Throwable t) {
                    failure.compareAndSet(null, t);
                } finally {
                    done.countDown();
                }
            });
        }
        done.await();
        if (failure.get() != null) {
            throw new IllegalStateException("a job of the " + executor + " batch failed: " + failure.get(), failure.get());
        }
        return checksum.get();
    }

    @TearDown(Level.Iteration)
    public void recordTheHeap(IterationParams params) {
        heapWatch.close();
        HeapWatch.Figures heap = heapWatch.figures();
        String line = String.format(java.util.Locale.ROOT, "{\"executor\":\"%s\",\"phase\":\"%s\",\"iteration\":%d,\"jobs\":%d,"
                        + "\"completed\":%d,\"workers\":%d,\"checksum\":%d,\"maxCommittedBytes\":%d,\"peakUsedBytes\":%d,"
                        + "\"maxHeapBytes\":%d,\"samples\":%d,\"collections\":%d}%n",
                executor, params.getType().name().toLowerCase(java.util.Locale.ROOT), ++iteration, jobs, completed.get(),
                executor.equals("pool") ? workerCount : 0, checksum.get(), heap.maxCommittedBytes(), heap.peakUsedBytes(),
                heap.maxHeapBytes(), heap.samples(), heap.collections());
        try {
            Files.writeString(Path.of(heapFile), line, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append the heap figures to " + heapFile, e);
        }
    }

    @TearDown(Level.Trial)
    public void stopExecutor() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
