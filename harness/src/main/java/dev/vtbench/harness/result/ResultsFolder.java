package dev.vtbench.harness.result;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The folder of one run. Every finished cell is written at once (its own JSON, then results.json, results.csv and
 * summary.md rewritten), atomically, so that a crash, a failed cell or Ctrl-C loses nothing already measured.
 */
public final class ResultsFolder {
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private final Path folder;
    private final Map<String, Object> run;
    private final List<CellResult> cells = new ArrayList<>();

    public ResultsFolder(Path folder, Map<String, Object> run) {
        this.folder = folder;
        this.run = run;
        try {
            Files.createDirectories(folder.resolve("cells"));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot create the results folder " + folder, e);
        }
    }

    public Path path() {
        return folder;
    }

    public Path cellFolder(String folderName) {
        return folder.resolve("cells").resolve(folderName);
    }

    public synchronized void add(CellResult result, String folderName) {
        cells.add(result);
        try {
            Files.createDirectories(cellFolder(folderName));
            write(cellFolder(folderName).resolve("result.json"), JSON.writeValueAsString(result));
            write(folder.resolve("results.json"), JSON.writeValueAsString(Map.of("run", run, "cells", cells)));
            write(folder.resolve("results.csv"), ResultsCsv.render(cells));
            write(folder.resolve("summary.md"), SummaryTable.render(run, cells, folder));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the results of " + result.cell() + " to " + folder, e);
        }
    }

    public synchronized List<CellResult> cells() {
        return List.copyOf(cells);
    }

    private static void write(Path file, String content) throws IOException {
        Path temporary = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(temporary, content);
        Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
