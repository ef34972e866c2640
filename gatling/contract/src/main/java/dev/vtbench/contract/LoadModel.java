package dev.vtbench.contract;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * How load is offered to the server.
 *
 * <p>The two differ in what happens when the server slows down, which is exactly what the
 * benchmark is about, so every result says which one produced it. In JSON and in system properties it is
 * {@link #jsonName()}: {@code closed} or {@code open}.
 */
public enum LoadModel {
    /**
     * A fixed number of users, each sending its next request as soon as the previous one answered
     * (like {@code wrk -c N}). A slow server slows the senders down with it: requests that would
     * have been sent during a stall are never sent, so their waiting time is never measured
     * (coordinated omission). Good for finding the maximum throughput.
     */
    CLOSED,

    /**
     * Requests arrive at a constant rate whatever the server does, one request per user. A stall
     * delays every request that arrives during it and each of those delays is measured, so this is
     * the model without coordinated omission. Good for honest latency at a given load. The users
     * share one connection pool without a size limit, so no request waits in the driver for a
     * connection; what the driver itself can still do is start users late, which the stats report
     * rather than hide.
     */
    OPEN;

    /** The name used in system properties, matrix files and the stats JSON. */
    @JsonValue
    public String jsonName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** {@link #jsonName()}, so that a model reads the same in a file, a table and a sentence. */
    @Override
    public String toString() {
        return jsonName();
    }

    /** Reads {@link #jsonName()} back, as JSON holds it. */
    @JsonCreator
    public static LoadModel fromJsonName(String value) {
        return fromJsonName("model", value);
    }

    /** @param property where the value came from, for the error: a system property, a matrix key */
    public static LoadModel fromJsonName(String property, String value) {
        for (LoadModel model : values()) {
            if (model.jsonName().equals(value)) {
                return model;
            }
        }
        throw new IllegalArgumentException(property + "=" + value + " is not a load model: expected one of "
                + Arrays.stream(values()).map(LoadModel::jsonName).collect(Collectors.joining(", ")));
    }
}
