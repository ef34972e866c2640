package dev.vtbench.harness.study;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * One batch of background-jobs as its benchmark JVM measured it beside JMH's time (apps/inprocess BatchLine, which
 * both of its benchmarks append a JSON line per iteration through): the jobs done, the checksum of every document they
 * rendered, the workers and the most jobs in progress at once, and the heap the JVM had committed at most and used at
 * its peak during the batch; for a JobRunr batch, also what JobRunr reported ({@link JobRunrBatch}), otherwise null.
 */
record BatchHeap(BenchmarkExecutor executor, boolean measured, int iteration, int jobs, int completed, int workers,
                 int mostInProgress, long checksum, long maxCommittedBytes, long peakUsedBytes, long maxHeapBytes, JobRunrBatch jobRunr) {

    /** JobRunr's version, its server's thread type, poll interval and server timeout, and the SUCCEEDED jobs its storage held. */
    record JobRunrBatch(String version, String threadType, long pollIntervalMillis, long serverTimeoutMillis, long succeeded) {}

    static List<BatchHeap> read(Path file) {
        List<String> lines;
        try {
            lines = Files.readAllLines(file);
        } catch (IOException e) {
            throw new IllegalStateException("the benchmark wrote no heap figures to " + file + " (" + e.getMessage()
                    + "): its JVM ended before a batch finished; see jmh.log beside it", e);
        }
        ObjectMapper json = new ObjectMapper();
        List<BatchHeap> batches = new ArrayList<>();
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).isBlank()) {
                continue;
            }
            try {
                JsonNode line = json.readTree(lines.get(i));
                batches.add(new BatchHeap(BenchmarkExecutor.of(required(line, BenchmarkExecutor.PARAMETER).asText()), required(line, "phase").asText().equals("measurement"),
                        required(line, "iteration").asInt(), required(line, "jobs").asInt(), required(line, "completed").asInt(),
                        required(line, "workers").asInt(), required(line, "mostInProgress").asInt(), required(line, "checksum").asLong(),
                        required(line, "maxCommittedBytes").asLong(), required(line, "peakUsedBytes").asLong(),
                        required(line, "maxHeapBytes").asLong(), jobRunr(line.get("jobRunr"))));
            } catch (IOException | IllegalArgumentException e) {
                throw new IllegalStateException(file + " line " + (i + 1) + " is not a batch's heap figures: " + e.getMessage(), e);
            }
        }
        return batches;
    }

    private static JobRunrBatch jobRunr(JsonNode node) {
        if (node == null || node.isNull()) {
            return null;
        }
        return new JobRunrBatch(required(node, "version").asText(), required(node, "threadType").asText(),
                required(node, "pollIntervalMillis").asLong(), required(node, "serverTimeoutMillis").asLong(),
                required(node, "succeeded").asLong());
    }

    private static JsonNode required(JsonNode line, String key) {
        JsonNode value = line.get(key);
        if (value == null || value.isNull()) {
            throw new IllegalArgumentException("no \"" + key + "\"");
        }
        return value;
    }
}
