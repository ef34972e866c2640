package dev.vtbench.harness.view;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The schemas published in docs/schemas/, and a results folder held to them: its results.json, each cell's
 * result.json and each stats.json the driver wrote. Used by the unit tests on real files kept in the repository and by
 * SmallMatrixIT on the folder it has just written, so that what `bash .ci/run` checks is a real run's output.
 */
public final class PublishedSchemas {
    /** The harness module's folder is the tests' working directory (surefire's and failsafe's); the schemas are the repository's. */
    public static final Path FOLDER = Path.of("..", "docs", "schemas");
    private static final ObjectMapper JSON = new ObjectMapper();

    private PublishedSchemas() {}

    public static Schema schema(String file) throws IOException {
        return SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_2020_12).getSchema(Files.readString(FOLDER.resolve(file)));
    }

    /**
     * What the schemas find wrong in {@code resultsFolder}, file by file.
     * @param cellResults the cells' result.json files checked
     * @param statsFiles the driver's stats.json files checked (not those inside Gatling's own report, which are Gatling's)
     * @param problems each file the schemas find wrong, with what they find; empty when all hold
     */
    public record FolderCheck(List<Path> cellResults, List<Path> statsFiles, Map<Path, List<String>> problems) {}

    public static FolderCheck check(Path resultsFolder) throws IOException {
        Schema results = schema("results.schema.json");
        Schema stats = schema("stats.schema.json");
        Map<Path, List<String>> problems = new LinkedHashMap<>();
        Path resultsJson = resultsFolder.resolve("results.json");
        note(problems, resultsJson, results.validate(Files.readString(resultsJson), InputFormat.JSON));
        JsonNode run = JSON.readTree(resultsJson.toFile()).path("run");
        List<Path> cellResults = cellResults(resultsFolder.resolve("cells"));
        for (Path cell : cellResults) {
            note(problems, cell, results.validate(asOneCellRecord(run, cell), InputFormat.JSON));
        }
        List<Path> statsFiles = driverStats(resultsFolder.resolve("cells"));
        for (Path file : statsFiles) {
            note(problems, file, stats.validate(Files.readString(file), InputFormat.JSON));
        }
        return new FolderCheck(cellResults, statsFiles, problems);
    }

    /** A cell's result.json is one element of results.json's "cells": held to the schema inside a record of that one cell. */
    private static String asOneCellRecord(JsonNode run, Path cell) throws IOException {
        ObjectNode record = JSON.createObjectNode();
        record.set("run", run);
        record.putArray("cells").add(JSON.readTree(cell.toFile()));
        return JSON.writeValueAsString(record);
    }

    private static void note(Map<Path, List<String>> problems, Path file, List<?> errors) {
        if (!errors.isEmpty()) {
            problems.put(file, errors.stream().map(Object::toString).toList());
        }
    }

    private static List<Path> cellResults(Path cells) throws IOException {
        if (!Files.isDirectory(cells)) {
            return List.of();
        }
        try (Stream<Path> folders = Files.list(cells)) {
            return folders.map(cell -> cell.resolve("result.json")).filter(Files::isRegularFile).sorted().toList();
        }
    }

    /** Every stats.json under cells/ but those of Gatling's report (its js/stats.json), which sits in a folder named gatling. */
    private static List<Path> driverStats(Path cells) throws IOException {
        // A recorded run (src/test/resources/recorded/) keeps results.json only: no cell folder to walk.
        if (!Files.isDirectory(cells)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(cells)) {
            return files.filter(file -> file.getFileName().toString().equals("stats.json"))
                    .filter(file -> !insideGatlingReport(cells.relativize(file))).sorted().toList();
        } catch (UncheckedIOException e) {
            throw e.getCause();
        }
    }

    private static boolean insideGatlingReport(Path relative) {
        for (Path part : relative) {
            if (part.toString().equals("gatling")) {
                return true;
            }
        }
        return false;
    }
}
