package dev.vtbench.harness.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a run was, as results.json's "run" holds it: when, on what machine, with which images and loads, how many
 * repetitions, on which engines, and which cells it planned. Written under the keys it has always had; a key an
 * older folder lacks is null (or 0) and not written. {@code format} is the folder's {@link ResultsFormat} (written at
 * the top of results.json, not here). {@code legacyLoad} is the one load older folders described for the whole run
 * (before each cell carried its own): read, shown, never written.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"date", "machine", "imageSource", "loads", "repetitions", "topology", "engines", "cells"})
public record RunContext(@JsonIgnore int format, String date, MachineFacts machine, String imageSource, List<String> loads,
                         int repetitions, String topology, List<String> engines, List<String> cells, @JsonIgnore LegacyLoad legacyLoad) {
    public RunContext {
        loads = loads == null ? null : List.copyOf(loads);
        engines = engines == null ? null : List.copyOf(engines);
        cells = cells == null ? List.of() : List.copyOf(cells);
    }

    /** A run described now, by this version; {@code topology} and {@code engines} are null where the drivers run on the harness's own engine. */
    public static RunContext of(String date, MachineFacts machine, String imageSource, List<String> loads, int repetitions,
                                String topology, List<String> engines, List<String> cells) {
        return new RunContext(ResultsFormat.CURRENT, date, machine, imageSource, loads, repetitions, topology, engines, cells, null);
    }

    @JsonCreator
    static RunContext fromJson(@JsonProperty("date") String date, @JsonProperty("machine") MachineFacts machine,
                               @JsonProperty("imageSource") String imageSource, @JsonProperty("loads") List<String> loads,
                               @JsonProperty("repetitions") int repetitions, @JsonProperty("topology") String topology,
                               @JsonProperty("engines") List<String> engines, @JsonProperty("cells") List<String> cells,
                               @JsonProperty("loadModel") String loadModel, @JsonProperty("users") Integer users,
                               @JsonProperty("rate") Integer rate, @JsonProperty("warmupSeconds") Integer warmupSeconds,
                               @JsonProperty("durationSeconds") Integer durationSeconds) {
        LegacyLoad legacy = loadModel == null && users == null && rate == null && warmupSeconds == null && durationSeconds == null
                ? null : new LegacyLoad(loadModel, users, rate, warmupSeconds, durationSeconds);
        return new RunContext(ResultsFormat.CURRENT, date, machine, imageSource, loads, repetitions, topology, engines, cells, legacy);
    }

    /** This description as read from a folder of {@code format}. */
    public RunContext inFormat(int format) {
        return new RunContext(format, date, machine, imageSource, loads, repetitions, topology, engines, cells, legacyLoad);
    }

    /**
     * The facts a reader is shown, label to text, in the order they were recorded: the page's header and summary.md's
     * top list. A fact the run did not record is left out; the planned cells are not listed (each has its own row).
     */
    @JsonIgnore
    public Map<String, String> entries() {
        Map<String, String> entries = new LinkedHashMap<>();
        put(entries, "date", date);
        put(entries, "machine", machine == null ? null : machine.describe());
        put(entries, "image source", imageSource);
        put(entries, "loads", loads == null ? null : String.join("; ", loads));
        if (legacyLoad != null) {
            put(entries, "load model", legacyLoad.model());
            put(entries, "users (closed model)", text(legacyLoad.users(), ""));
            put(entries, "arrival rate per second (open model)", text(legacyLoad.rate(), ""));
            put(entries, "warm-up", text(legacyLoad.warmupSeconds(), " s"));
            put(entries, "measured duration", text(legacyLoad.durationSeconds(), " s"));
        }
        put(entries, "repetitions per cell", repetitions > 0 ? Integer.toString(repetitions) : null);
        put(entries, "topology", topology);
        put(entries, "engines", engines == null ? null : String.join("; ", engines));
        return entries;
    }

    private static String text(Integer value, String unit) {
        return value == null ? null : value + unit;
    }

    private static void put(Map<String, String> entries, String label, String text) {
        if (text != null) {
            entries.put(label, text);
        }
    }

    /** The whole run's load, as folders recorded it before each cell carried its own ("loadModel", "users", ...). */
    public record LegacyLoad(String model, Integer users, Integer rate, Integer warmupSeconds, Integer durationSeconds) {}
}
