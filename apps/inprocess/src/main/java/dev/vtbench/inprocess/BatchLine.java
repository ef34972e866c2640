package dev.vtbench.inprocess;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One batch of background jobs as its benchmark JVM saw it beside JMH's time, appended as one JSON line to the heap
 * file the harness reads back (harness study/BatchHeap): the jobs done, the checksum of every document they rendered,
 * the workers and the most jobs in progress at once, and the heap ({@link HeapWatch}). Both background-jobs
 * benchmarks write it through here, so the file has one shape. {@code jobRunr} is there only for JobRunr's batches.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
record BatchLine(String executor, String phase, int iteration, int jobs, int completed, int workers, int mostInProgress,
                 long checksum, long maxCommittedBytes, long peakUsedBytes, long maxHeapBytes, long samples, long collections,
                 JobRunrBatch jobRunr) {

    /**
     * What JobRunr reported for the batch: its version, the settings its server ran with, and how many jobs its storage
     * held as SUCCEEDED when the batch ended.
     */
    record JobRunrBatch(String version, String threadType, long pollIntervalMillis, long serverTimeoutMillis, long succeeded) {}

    private static final ObjectMapper JSON = new ObjectMapper();

    BatchLine(String executor, String phase, int iteration, int jobs, int completed, int workers, int mostInProgress,
              long checksum, HeapWatch.Figures heap, JobRunrBatch jobRunr) {
        this(executor, phase, iteration, jobs, completed, workers, mostInProgress, checksum, heap.maxCommittedBytes(), heap.peakUsedBytes(),
                heap.maxHeapBytes(), heap.samples(), heap.collections(), jobRunr);
    }

    void appendTo(Path file) {
        try {
            Files.writeString(file, JSON.writeValueAsString(this) + System.lineSeparator(), StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot append the batch's heap figures to " + file, e);
        }
    }
}
