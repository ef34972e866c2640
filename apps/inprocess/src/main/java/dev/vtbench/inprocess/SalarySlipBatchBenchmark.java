package dev.vtbench.inprocess;

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

import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Seed 001's measurement, whatever runs the jobs (JMH inherits this class's parameters, settings and fixtures into
 * each subclass): one iteration is one batch of {@link #jobs} {@link SalarySlipJob}s, each rendering one employee's
 * salary slip and handing it to the backend (a blocking call), timed by JMH from the batch's start to its last job's
 * end. Each batch starts from a collected heap, untimed, so that its heap figures are its own and not the previous
 * batch's garbage.
 *
 * <p>JMH measures the time; the heap occupied and its peak, which the seed read from JVisualVM, are measured per batch
 * by {@link HeapWatch} and appended to {@link #heapFile} as one {@link BatchLine} per iteration (warm-up included,
 * marked so). A side file rather than JMH's @AuxCounters: counters are a Throughput/AverageTime feature, and a maximum
 * is not a count JMH should add up or divide by time.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 1)
@Measurement(iterations = 3)
@Fork(1)
public abstract class SalarySlipBatchBenchmark {

    @Param({"2000"})
    public int jobs;

    /** Milliseconds the backend takes to answer each job's call. */
    @Param({"50"})
    public int delayMillis;

    /** Kilobytes of text in each slip before layout and encoding (the delivered document is about 1.4x larger). */
    @Param({"64"})
    public int documentKb;

    /** {@code pool} (platform threads, as many as the workers) or {@code virtual} (virtual threads). */
    @Param({"pool", "virtual"})
    public String executor;

    /** The pool's threads, or JobRunr's workers; 0 for the default (JobRunr's, for the CPUs this JVM sees). */
    @Param({"0"})
    public int workers;

    /** Where vtbench's backend delay service answers. */
    @Param({"http://127.0.0.1:9090"})
    public String backendUrl;

    /** The file each iteration's heap figures are appended to. */
    @Param({"background-jobs-heap.jsonl"})
    public String heapFile;

    /** The job every batch runs, with the batch's tally. */
    protected SalarySlipJob job;
    private HeapWatch heapWatch;
    private int iteration;

    @Setup(Level.Trial)
    public void startTrial() throws InterruptedException {
        BackendCall backend = new BackendCall(backendUrl, delayMillis);
        // One call before anything is timed: a backend that is not there fails the trial at once, not job by job.
        backend.call();
        job = new SalarySlipJob(backend, documentKb);
        startWorkers();
    }

    @Setup(Level.Iteration)
    public void startBatch() {
        prepareBatch();
        job.startBatch();
        System.gc();
        heapWatch = new HeapWatch();
    }

    @TearDown(Level.Iteration)
    public void recordTheHeap(IterationParams params) {
        heapWatch.close();
        new BatchLine(executor, params.getType().name().toLowerCase(Locale.ROOT), ++iteration, jobs, job.completed(), workerCount(),
                job.mostInProgress(), job.checksum(), heapWatch.figures(), jobRunrBatch()).appendTo(Path.of(heapFile));
    }

    @TearDown(Level.Trial)
    public void stopTrial() {
        stopWorkers();
    }

    /** Starts what runs the jobs, once for the trial: it lives across batches, as a job server's workers do. */
    protected abstract void startWorkers() throws InterruptedException;

    /** Readies the workers for a new batch, untimed; nothing by default. */
    protected void prepareBatch() {}

    /** The workers that ran the batch: 0 for a virtual thread per job. */
    protected abstract int workerCount();

    /** What JobRunr reported for the batch, or null when JobRunr did not run it. */
    protected BatchLine.JobRunrBatch jobRunrBatch() {
        return null;
    }

    protected abstract void stopWorkers();
}
