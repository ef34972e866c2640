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

    SalarySlipJob(BackendCall backend, int documentKb) {
        this.backend = backend;
        this.documentKb = documentKb;
    }

    public void generateAndSend(int employee) {
        SalarySlip slip = SalarySlip.render(employee, documentKb);
        backend.call();
        // Summed, so that the total is the same whatever order the jobs finish in.
        checksum.addAndGet(slip.checksum());
        completed.incrementAndGet();
    }

    /** A new batch: its tally starts from nothing. */
    void startBatch() {
        completed.set(0);
        checksum.set(0);
    }

    /** Jobs of this batch that ran to the end. */
    int completed() {
        return completed.get();
    }

    /** The sum of this batch's slips' checksums: the same for every batch and every executor, or a job's work varied. */
    long checksum() {
        return checksum.get();
    }
}
