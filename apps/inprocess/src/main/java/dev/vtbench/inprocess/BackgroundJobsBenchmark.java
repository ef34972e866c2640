package dev.vtbench.inprocess;

import org.openjdk.jmh.annotations.Benchmark;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Seed 001 (JobRunr on Project Loom) emulated: the batch's salary-slip jobs on JobRunr's ScheduledThreadPoolExecutor
 * against a virtual thread per job (the seed's VirtualThreadJobRunrExecutor: {@code Thread.startVirtualThread}),
 * every job handed to the executor at once, without JobRunr ({@link JobRunrBackgroundJobsBenchmark} runs JobRunr
 * itself). Timed from the first job handed over to the last one done. The job holds its slip across the backend call,
 * so the heap holds one document per job in progress, which is what the executor decides: here the pool's threads, or
 * every job at once on virtual threads.
 */
public class BackgroundJobsBenchmark extends SalarySlipBatchBenchmark {
    private Executor jobExecutor;
    private ScheduledThreadPoolExecutor pool;
    private int workerCount;

    @Override
    protected void startWorkers() {
        workerCount = workers > 0 ? workers : Runtime.getRuntime().availableProcessors() * 8;
        jobExecutor = switch (executor) {
            // Like JobRunr's ScheduledThreadPoolJobRunrExecutor, alive for the server's life, so across batches.
            case "pool" -> pool = new ScheduledThreadPoolExecutor(workerCount, Thread.ofPlatform().name("backgroundjob-worker-", 0).factory());
            case "virtual" -> Thread::startVirtualThread;
            default -> throw new IllegalArgumentException("executor must be pool or virtual, was '" + executor + "'");
        };
    }

    @Benchmark
    public long runBatch() throws InterruptedException {
        CountDownLatch done = new CountDownLatch(jobs);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        for (int employee = 0; employee < jobs; employee++) {
            int id = employee;
            jobExecutor.execute(() -> {
                try {
                    job.generateAndSend(id);
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
        return job.checksum();
    }

    @Override
    protected int workerCount() {
        return pool != null ? workerCount : 0;
    }

    @Override
    protected void stopWorkers() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }
}
