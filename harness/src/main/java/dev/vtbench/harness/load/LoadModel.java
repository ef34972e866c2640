package dev.vtbench.harness.load;

import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Arrays;

/**
 * Gatling's workload models: closed (a fixed number of users, each sending as soon as its last request is answered)
 * and open (requests arriving at a rate whatever the server does). Written to results and matrix files by {@link #key()}.
 */
public enum LoadModel {
    CLOSED("closed"),
    OPEN("open");

    private final String key;

    LoadModel(String key) {
        this.key = key;
    }

    public static LoadModel parse(String key) {
        return Arrays.stream(values()).filter(m -> m.key.equals(key)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("load model '" + key + "' is unknown (expected closed or open)"));
    }

    /** "closed" or "open": how matrix files, results and the simulations' vtbench.model name it. */
    @JsonValue
    public String key() {
        return key;
    }

    @Override
    public String toString() {
        return key;
    }
}
