package dev.vtbench.inprocess;

import org.jobrunr.jobs.Job;
import org.jobrunr.jobs.filters.ApplyStateFilter;
import org.jobrunr.jobs.states.FailedState;
import org.jobrunr.jobs.states.JobState;
import org.jobrunr.jobs.states.SucceededState;

import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Where a batch learns that JobRunr has finished its jobs, from JobRunr's own job states: JobRunr runs this filter
 * once a state is saved in its storage, so a job counts as ended when its SUCCEEDED (or FAILED) state is stored. The
 * benchmark waits on it rather than polling the storage, which would take CPU from the workers on the same cores.
 */
final class JobEnds implements ApplyStateFilter {
    private final Semaphore ended = new Semaphore(0);
    private final AtomicInteger failed = new AtomicInteger();
    private final AtomicReference<String> firstFailure = new AtomicReference<>();

    @Override
    public void onStateApplied(Job job, JobState oldState, JobState newState) {
        if (newState instanceof FailedState failure) {
            failed.incrementAndGet();
            firstFailure.compareAndSet(null, job.getJobName() + ": " + failure.getExceptionType() + ": " + failure.getExceptionMessage());
            ended.release();
        } else if (newState instanceof SucceededState) {
            ended.release();
        }
    }

    /** A new batch: no job of it has ended yet. */
    void startBatch() {
        ended.drainPermits();
        failed.set(0);
        firstFailure.set(null);
    }

    /** Waits until {@code jobs} jobs have ended, or the timeout has passed; true when they all did. */
    boolean awaitEnded(int jobs, Duration timeout) throws InterruptedException {
        return ended.tryAcquire(jobs, timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    int ended() {
        return ended.availablePermits();
    }

    int failed() {
        return failed.get();
    }

    /** The first failed job's name and exception, or null. */
    String firstFailure() {
        return firstFailure.get();
    }
}
