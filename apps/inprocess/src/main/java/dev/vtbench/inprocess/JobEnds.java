package dev.vtbench.inprocess;

import org.jobrunr.jobs.Job;
import org.jobrunr.jobs.filters.ApplyStateFilter;
import org.jobrunr.jobs.states.FailedState;
import org.jobrunr.jobs.states.JobState;
import org.jobrunr.jobs.states.SucceededState;

import java.time.Duration;
import java.time.Instant;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;

/**
 * Where a batch learns that JobRunr has finished its jobs, from JobRunr's own job states: JobRunr runs this filter
 * when it applies a job's state, so the benchmark waits on it rather than polling the storage, which would take CPU
 * from the workers on the same cores. JobRunr also runs it when its steward stores a job in progress, which can be
 * while the job's worker has marked it SUCCEEDED but not yet stored that (seen with JobRunr 8.1.0), so a job is counted
 * once by its id, and the end of a batch is confirmed against the storage. Such a store can also come after the batch
 * has ended and its jobs were deleted, bringing a job of the last batch back: a job created before this batch started is
 * not one of its own, and is only counted as such a return ({@link #earlierJobsSeen()}).
 */
final class JobEnds implements ApplyStateFilter {
    private final Set<UUID> succeeded = ConcurrentHashMap.newKeySet();
    private final Set<UUID> failed = ConcurrentHashMap.newKeySet();
    private final AtomicReference<String> firstFailure = new AtomicReference<>();
    private final Set<UUID> earlier = ConcurrentHashMap.newKeySet();
    /** When this batch started: its jobs were all created since. */
    private volatile Instant batchStart = Instant.MIN;
    /** How often the storage is looked at once every job has ended and only its stored states are awaited. */
    private static final long STORAGE_RECHECK_MILLIS = 5;
    /** Notified at every job that ends. */
    private final Object ending = new Object();
    /** When a job last ended (System.nanoTime()). */
    private volatile long lastEnd = System.nanoTime();

    @Override
    public void onStateApplied(Job job, JobState oldState, JobState newState) {
        if (ofAnEarlierBatch(job)) {
            earlier.add(job.getId());
            return;
        }
        if (newState instanceof FailedState failure) {
            firstFailure.compareAndSet(null, job.getJobName() + ": " + failure.getExceptionType() + ": " + failure.getExceptionMessage());
            failed.add(job.getId());
        } else if (newState instanceof SucceededState) {
            succeeded.add(job.getId());
        } else {
            return;
        }
        lastEnd = System.nanoTime();
        synchronized (ending) {
            ending.notifyAll();
        }
    }

    /** A new batch, whose jobs are all created from {@code start} on: none of them has ended yet. */
    void startBatch(Instant start) {
        batchStart = start;
        succeeded.clear();
        failed.clear();
        earlier.clear();
        firstFailure.set(null);
    }

    /** Whether {@code job} was created before this batch started: one of an earlier batch, stored again late. */
    boolean ofAnEarlierBatch(Job job) {
        return job.getCreatedAt() != null && job.getCreatedAt().isBefore(batchStart);
    }

    /** The jobs of earlier batches that JobRunr stored again during this one: none, but for a late store. */
    int earlierJobsSeen() {
        return earlier.size();
    }

    /**
     * Waits until {@code jobs} jobs have ended and, unless one failed, {@code stored} says the storage holds them all as
     * SUCCEEDED; false once no job has ended for {@code quiet}: the batch is stuck.
     */
    boolean awaitEnded(int jobs, BooleanSupplier stored, Duration quiet) throws InterruptedException {
        lastEnd = Math.max(lastEnd, System.nanoTime());
        synchronized (ending) {
            while (ended() < jobs || (failed.isEmpty() && !stored.getAsBoolean())) {
                long left = TimeUnit.NANOSECONDS.toMillis(lastEnd + quiet.toNanos() - System.nanoTime());
                if (left <= 0) {
                    return false;
                }
                // Every job has ended but the storage has not yet stored them all: no filter call will come to wake
                // this wait, so look at the storage again shortly rather than sleeping out the quiet time.
                ending.wait(ended() >= jobs ? Math.min(left, STORAGE_RECHECK_MILLIS) : left);
            }
        }
        return true;
    }

    /** The batch's jobs that ended so far, each once. */
    int ended() {
        return succeeded.size() + failed.size();
    }

    int failed() {
        return failed.size();
    }

    /** The first failed job's name and exception, or null. */
    String firstFailure() {
        return firstFailure.get();
    }
}
