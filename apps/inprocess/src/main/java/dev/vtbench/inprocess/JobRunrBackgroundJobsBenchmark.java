package dev.vtbench.inprocess;

import org.jobrunr.server.configuration.BackgroundJobServerThreadType;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Param;

import java.time.Duration;

/**
 * Seed 001 on the seed's own system: JobRunr (its in-memory storage, one background job server) running the batch's
 * salary-slip jobs, with JobRunr's platform-thread workers ({@code pool}) against its virtual-thread ones
 * ({@code virtual}; its {@code BackgroundJobServerThreadType}, whose {@code VirtualThreadJobRunrExecutor} is the seed's
 * executor, shipped). Every job is enqueued at once and the batch is timed from the first enqueue until JobRunr has
 * stored the last one as SUCCEEDED. The server lives across batches, as a JobRunr application's does; each batch
 * starts from an emptied storage. Its batch lines add JobRunr's version, thread type, poll interval and server timeout.
 */
public class JobRunrBackgroundJobsBenchmark extends SalarySlipBatchBenchmark {

    /** How often JobRunr looks for enqueued jobs; 200 ms is the least it allows with its in-memory storage. */
    @Param({"200"})
    public int pollIntervalMillis;

    /**
     * A batch in which no job ended for this long is stuck (its jobs end every few tens of milliseconds while it runs):
     * it fails with JobRunr's account of its unfinished jobs, well before JMH's iteration timeout interrupts it blind.
     */
    static final Duration STUCK_AFTER = Duration.ofSeconds(30);

    private JobRunrBatches jobRunr;
    private BackgroundJobServerThreadType threadType;
    private long succeeded;

    @Override
    protected void startWorkers() throws InterruptedException {
        threadType = switch (executor) {
            case "pool" -> BackgroundJobServerThreadType.PlatformThreads;
            case "virtual" -> BackgroundJobServerThreadType.VirtualThreads;
            default -> throw new IllegalArgumentException("executor must be pool or virtual, was '" + executor + "'");
        };
        jobRunr = new JobRunrBatches(job, threadType, workers, Duration.ofMillis(pollIntervalMillis));
        jobRunr.awaitReady(Duration.ofSeconds(30));
    }

    /** The previous batch's jobs leave JobRunr's storage, so that neither their heap nor their count stays. */
    @Override
    protected void prepareBatch() {
        jobRunr.startBatch();
        succeeded = 0;
    }

    @Benchmark
    public long runBatch() throws InterruptedException {
        succeeded = jobRunr.run(jobs, STUCK_AFTER);
        return job.checksum();
    }

    @Override
    protected int workerCount() {
        return jobRunr.workers();
    }

    @Override
    protected BatchLine.JobRunrBatch jobRunrBatch() {
        return new BatchLine.JobRunrBatch(JobRunrBatches.version(), threadType.name(), jobRunr.pollInterval().toMillis(),
                jobRunr.serverTimeout().toMillis(), succeeded);
    }

    @Override
    protected void stopWorkers() {
        jobRunr.close();
    }
}
