package dev.vtbench.harness.report;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Reads a run's results.json back into the records the harness wrote it from, to render or compare runs after the
 * fact. Fields added by a later harness are ignored rather than refused, so an older reader can still show a newer
 * run; NaN figures, which Jackson writes as the string "NaN", read back as NaN.
 */
public final class ResultsJson {
    public static final String FILE_NAME = "results.json";

    private static final ObjectMapper JSON = JsonMapper.builder()
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    private ResultsJson() {}

    /** {@code file} is results.json itself, or the run folder holding it. */
    public static RecordedRun read(Path file) throws IOException {
        Path json = file.toFile().isDirectory() ? file.resolve(FILE_NAME) : file;
        try {
            return JSON.readValue(json.toFile(), RecordedRun.class);
        } catch (IOException e) {
            throw new IOException("cannot read the results of " + json + ": " + e.getMessage(), e);
        }
    }
}
