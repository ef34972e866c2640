package dev.vtbench.harness.result;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The folder of one run. Every finished cell is written at once (its own JSON, then results.json, results.csv and
 * summary.md rewritten), atomically, so that a crash, a failed cell or Ctrl-C loses nothing already measured,
 * and `--resume` can read it all back.
 */
public final class ResultsFolder {
    static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    public static final String MATRIX_FILE = "matrix.properties";
    public static final String RESULTS_FILE = "results.json";

    private final Path folder;
    private final Map<String, Object> run;
    private final List<CellResult> cells;

    private ResultsFolder(Path folder, Map<String, Object> run, List<CellResult> cells) {
        this.folder = folder;
        this.run = run;
        this.cells = cells;
    }

    public static ResultsFolder create(Path folder, Map<String, Object> run) {
        try {
            Files.createDirectories(folder.resolve("cells"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the results folder " + folder, e);
        }
        return new ResultsFolder(folder, run, new ArrayList<>());
    }

    /** Reads back a run folder: its run description and every cell result written so far. */
    public static ResultsFolder open(Path folder) {
        Path results = folder.resolve(RESULTS_FILE);
        if (!Files.exists(results)) {
            throw new IllegalArgumentException(folder + " holds no results.json: not a vtbench results folder, or no cell finished yet");
        }
        try {
            JsonNode root = JSON.readTree(results.toFile());
            Map<String, Object> run = JSON.convertValue(root.path("run"), new TypeReference<LinkedHashMap<String, Object>>() {});
            List<CellResult> cells = new ArrayList<>(JSON.convertValue(root.path("cells"), new TypeReference<List<CellResult>>() {}));
            return new ResultsFolder(folder, run, cells);
        } catch (IOException | IllegalArgumentException e) {
            throw new IllegalArgumentException("cannot read the results in " + results + ": " + e.getMessage(), e);
        }
    }

    public Path path() {
        return folder;
    }

    public Map<String, Object> run() {
        return run;
    }

    public Path cellFolder(String folderName) {
        return folder.resolve("cells").resolve(folderName);
    }

    public void keepMatrix(String resolvedMatrix) {
        try {
            write(folder.resolve(MATRIX_FILE), resolvedMatrix);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + folder.resolve(MATRIX_FILE), e);
        }
    }

    public synchronized void add(CellResult result, String folderName) {
        cells.add(result);
        try {
            Files.createDirectories(cellFolder(folderName));
            write(cellFolder(folderName).resolve("result.json"), JSON.writeValueAsString(result));
            write(folder.resolve(RESULTS_FILE), JSON.writeValueAsString(Map.of("run", run, "cells", cells)));
            write(folder.resolve("results.csv"), ResultsCsv.render(cells));
            write(folder.resolve("summary.md"), SummaryTable.render(run, cells, folder));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the results of " + result.cell() + " to " + folder, e);
        }
    }

    public synchronized List<CellResult> cells() {
        return List.copyOf(cells);
    }

    public synchronized Set<String> cellIds() {
        return cells.stream().map(CellResult::cell).collect(Collectors.toSet());
    }

    private static void write(Path file, String content) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(temporary, content);
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
