package dev.vtbench.inprocess;

import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Seed 001's job, one body whatever runs it (an executor of the emulation, or JobRunr's workers): render one employee's
 * salary slip, hand it to the backend (a blocking call), then checksum it (the archive), and count it into the batch's
 * tally. The slip is held across the call, so the heap holds one slip per job in progress, which is what the workers
 * decide. Public, with a public method: JobRunr finds the method by name and calls it on the instance its JobActivator
 * gives.
 */
public final class SalarySlipJob {
    private final BackendCall backend;
    private final int documentKb;
    private final AtomicInteger completed = new AtomicInteger();
    private final AtomicLong checksum = new AtomicLong();
    private final AtomicInteger inProgress = new AtomicInteger();
    private final AtomicInteger mostInProgress = new AtomicInteger();

    SalarySlipJob(BackendCall backend, int documentKb) {
        this.backend = backend;
        this.documentKb = documentKb;
    }

    public void generateAndSend(int employee) {
        mostInProgress.accumulateAndGet(inProgress.incrementAndGet(), Math::max);
        try {
            SalarySlip slip = SalarySlip.render(employee, documentKb);
            backend.call();
            // Summed, so that the total is the same whatever order the jobs finish in.
            checksum.addAndGet(slip.checksum());
            completed.incrementAndGet();
        } finally {
            inProgress.decrementAndGet();
        }
    }

    /** A new batch: its tally starts from nothing. */
    void startBatch() {
        completed.set(0);
        checksum.set(0);
        mostInProgress.set(0);
    }

    /** Jobs of this batch that ran to the end. */
    int completed() {
        return completed.get();
    }

    /**
     * The most jobs of this batch in progress at once: what bounds the batch's time by Little's law (each job waits on
     * the backend), and what the heap holds slips for. Counted, not taken from the workers' number, which bounds it
     * only where the workers are threads.
     */
    int mostInProgress() {
        return mostInProgress.get();
    }

    /** The sum of this batch's slips' checksums: the same for every batch and every executor, or a job's work varied. */
    long checksum() {
        return checksum.get();
    }
}
