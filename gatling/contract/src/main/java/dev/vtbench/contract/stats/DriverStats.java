package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.Objects;

/**
 * The Gatling driver's {@code stats.json}, whole: its schema and version, the fields every simulation writes, and
 * the figures only a rate search, a ramp-up or an equal-load run adds next to them, at the top level of the same JSON
 * object ({@code null} parts are simply absent). The driver writes it and the harness reads it through
 * {@link StatsFile}, so there is one definition of the file.
 *
 * @param schema {@link #SCHEMA}, the URI of {@code docs/schemas/stats.schema.json}, by which a regression tool
 *     (Horreum) recognises the file; {@code null} in a file of version 1
 * @param schemaVersion {@link #VERSION}; a file without one is version 1, which has the same fields
 */
@JsonPropertyOrder({"$schema", "schemaVersion", "run", "rateSearch", "rampUp", "equalLoad"})
public record DriverStats(
        @JsonProperty("$schema") @JsonInclude(JsonInclude.Include.NON_NULL) String schema,
        int schemaVersion,
        @JsonUnwrapped SimulationStats run,
        @JsonUnwrapped RateSearchFigures rateSearch,
        @JsonUnwrapped RampUpFigures rampUp,
        @JsonUnwrapped EqualLoadFigures equalLoad) {

    /**
     * The version this code writes. 1: the files written before the version existed (no {@code $schema}, no
     * {@code schemaVersion}), read as they are. 2: the same fields with those two.
     */
    public static final int VERSION = 2;

    /** The {@code $id} of docs/schemas/stats.schema.json. */
    public static final String SCHEMA = "urn:vtbench:stats:" + VERSION;

    public DriverStats {
        Objects.requireNonNull(run, "run");
    }

    /** The stats of a simulation with nothing to add: throughput, soak, own traffic. */
    public static DriverStats of(SimulationStats run) {
        return new DriverStats(SCHEMA, VERSION, run, null, null, null);
    }

    public static DriverStats of(SimulationStats run, RateSearchFigures rateSearch) {
        return new DriverStats(SCHEMA, VERSION, run, Objects.requireNonNull(rateSearch), null, null);
    }

    public static DriverStats of(SimulationStats run, RampUpFigures rampUp) {
        return new DriverStats(SCHEMA, VERSION, run, null, Objects.requireNonNull(rampUp), null);
    }

    public static DriverStats of(SimulationStats run, EqualLoadFigures equalLoad) {
        return new DriverStats(SCHEMA, VERSION, run, null, null, Objects.requireNonNull(equalLoad));
    }
}
