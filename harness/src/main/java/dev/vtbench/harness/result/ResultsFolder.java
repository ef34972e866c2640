package dev.vtbench.harness.result;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * The folder of one run: its cells' own files, the cells in memory, and reading it all back. Every finished cell's
 * cells/NAME/result.json is written first (atomically, {@link AtomicFile}), then {@code view.ResultsWriter} writes
 * results.json and the other views from these cells, so that a crash, a failed cell or Ctrl-C loses nothing already
 * measured, and `--resume` can read it all back. Since a cell's own file is written first, it is never older than
 * results.json: reading back, a cell file that results.json lacks or holds differently (the run stopped between the
 * two writes) wins, and {@link #repairs()} says so. A file that is not JSON is refused with its name and the remedy,
 * never skipped, and so is a results.json of a newer {@link ResultsFormat}.
 */
public final class ResultsFolder {
    /** The one mapper of a results folder's JSON: the cells' own files here, results.json in {@code view.JsonView}. */
    public static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
            .disable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES);
    public static final String MATRIX_FILE = "matrix.properties";
    public static final String RESULTS_FILE = "results.json";
    private static final String CELL_FILE = "result.json";

    private final Path folder;
    private final RunContext run;
    private final List<CellResult> cells;
    private final List<String> repairs;

    private ResultsFolder(Path folder, RunContext run, List<CellResult> cells, List<String> repairs) {
        this.folder = folder;
        this.run = run;
        this.cells = cells;
        this.repairs = List.copyOf(repairs);
    }

    /** A new run's folder; refused where a run is already recorded, which it would overwrite. */
    public static ResultsFolder create(Path folder, RunContext run) {
        if (Files.exists(folder.resolve(RESULTS_FILE))) {
            throw new IllegalArgumentException(folder + " already holds a run (" + RESULTS_FILE + "): give --out another folder, "
                    + "or finish that run with `harness/vtbench run --resume " + folder + "`");
        }
        try {
            Files.createDirectories(folder.resolve("cells"));
        } catch (IOException e) {
            throw new ResultsWriteException(folder, e);
        }
        return new ResultsFolder(folder, run, new ArrayList<>(), List.of());
    }

    /** Reads back a run folder: its run description and every cell result written so far. */
    public static ResultsFolder open(Path folder) {
        if (!Files.exists(folder.resolve(RESULTS_FILE))) {
            throw new IllegalArgumentException(folder + " holds no results.json: not a vtbench results folder, or no cell finished yet");
        }
        return read(folder, null);
    }

    /**
     * A folder to resume: as {@link #open}, or, where no results.json was written (the run stopped before its first
     * cell was recorded), a fresh run description and whatever cell files are there.
     */
    public static ResultsFolder reopen(Path folder, Supplier<RunContext> freshRun) {
        return read(folder, Files.exists(folder.resolve(RESULTS_FILE)) ? null : freshRun);
    }

    private static ResultsFolder read(Path folder, Supplier<RunContext> freshRun) {
        JsonNode runNode = null;
        int format = ResultsFormat.CURRENT;
        List<JsonNode> indexed = new ArrayList<>();
        if (freshRun == null) {
            Path file = folder.resolve(RESULTS_FILE);
            String remedy = "restore it from a copy, or delete it and `harness/vtbench run --resume " + folder
                    + "` rebuilds it from cells/*/result.json";
            JsonNode root = readJson(file, remedy);
            format = ResultsFormat.requireReadable(root, file);
            runNode = root.path("run");
            if (!runNode.isObject()) {
                throw new IllegalArgumentException(file + " holds no \"run\" object (what the run was): " + remedy);
            }
            root.path("cells").forEach(indexed::add);
        }
        List<String> repairs = new ArrayList<>();
        List<JsonNode> merged = merge(indexed, cellFiles(folder), repairs);
        try {
            RunContext run = runNode == null ? freshRun.get() : JSON.treeToValue(runNode, RunContext.class).inFormat(format);
            List<CellResult> cells = new ArrayList<>();
            for (JsonNode node : merged) {
                cells.add(JSON.treeToValue(node, CellResult.class));
            }
            return new ResultsFolder(folder, run, cells, repairs);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the results in " + folder + " do not match vtbench's format (" + e.getOriginalMessage()
                    + "): was the folder written by another version?", e);
        }
    }

    /** results.json's cells, each replaced by its own file where that differs, and the cell files results.json lacks. */
    private static List<JsonNode> merge(List<JsonNode> indexed, Map<String, JsonNode> files, List<String> repairs) {
        Map<String, JsonNode> byId = new LinkedHashMap<>();
        indexed.forEach(node -> byId.put(node.path("cell").asText(), node));
        files.forEach((id, node) -> {
            JsonNode recorded = byId.get(id);
            if (recorded == null) {
                repairs.add(id + " was missing from results.json (the run stopped between its two writes): taken from its own result.json");
            } else if (!recorded.equals(node)) {
                repairs.add(id + " differs in results.json from its own result.json (the run stopped between its two writes): "
                        + "the cell's own file, written first, is taken");
            }
            byId.put(id, node);
        });
        return new ArrayList<>(byId.values());
    }

    /** Every cells/NAME/result.json, by cell id, in the order of the folders' names. */
    private static Map<String, JsonNode> cellFiles(Path folder) {
        Map<String, JsonNode> files = new LinkedHashMap<>();
        Path cellsFolder = folder.resolve("cells");
        if (!Files.isDirectory(cellsFolder)) {
            return files;
        }
        List<Path> found;
        try (var entries = Files.list(cellsFolder)) {
            found = entries.map(cell -> cell.resolve(CELL_FILE)).filter(Files::isRegularFile).sorted().toList();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + cellsFolder + ": " + AtomicFile.reason(e), e);
        }
        for (Path file : found) {
            JsonNode node = readJson(file, "restore it from a copy, or delete it (results.json's copy of that cell is then used "
                    + "if it has one; otherwise `--resume` measures the cell again)");
            files.put(node.path("cell").asText(), node);
        }
        return files;
    }

    private static JsonNode readJson(Path file, String remedy) {
        try {
            JsonNode node = JSON.readTree(file.toFile());
            if (node == null || !node.isObject()) {
                throw new IllegalArgumentException(file + " is empty or not a JSON object (torn by a crash or a full disk?): " + remedy);
            }
            return node;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(file + " is torn or not JSON (" + e.getOriginalMessage() + "): " + remedy, e);
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + ": " + AtomicFile.reason(e), e);
        }
    }

    public Path path() {
        return folder;
    }

    public RunContext run() {
        return run;
    }

    /** What reading the folder back had to put right, one line each (empty for a folder written whole). */
    public List<String> repairs() {
        return repairs;
    }

    public Path cellFolder(String folderName) {
        return folder.resolve("cells").resolve(folderName);
    }

    public void keepMatrix(String resolvedMatrix) {
        AtomicFile.write(folder.resolve(MATRIX_FILE), resolvedMatrix);
    }

    /**
     * Records a cell's result, replacing an earlier result of the same cell (a failed cell run again): its own
     * cells/NAME/result.json, then the cells in memory. Only {@code view.ResultsWriter.record} calls it, and writes the
     * views (results.json first) from these cells right after.
     */
    public synchronized void add(CellResult result, String folderName) {
        try {
            AtomicFile.write(cellFolder(folderName).resolve(CELL_FILE), JSON.writeValueAsString(result));
        } catch (ResultsWriteException e) {
            throw e.keeping(cells.size(), folder);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot turn the result of " + result.cell() + " into JSON: " + e.getOriginalMessage(), e);
        }
        int earlier = indexOf(result.cell());
        if (earlier >= 0) {
            cells.set(earlier, result);
        } else {
            cells.add(result);
        }
    }

    private int indexOf(String cellId) {
        for (int i = 0; i < cells.size(); i++) {
            if (cells.get(i).cell().equals(cellId)) {
                return i;
            }
        }
        return -1;
    }

    public synchronized List<CellResult> cells() {
        return List.copyOf(cells);
    }

    public synchronized Set<String> cellIds() {
        return cells.stream().map(CellResult::cell).collect(Collectors.toSet());
    }
}
