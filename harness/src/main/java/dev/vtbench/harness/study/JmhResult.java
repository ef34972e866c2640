package dev.vtbench.harness.study;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** One benchmark's outcome as JMH's JSON result file holds it: its parameters, every measured iteration, its JVM. */
public record JmhResult(String benchmark, Map<String, String> parameters, Timings timings, String jdkVersion,
                        String vmName, String vmVersion) {

    public static List<JmhResult> read(Path file) {
        JsonNode root;
        try {
            root = new ObjectMapper().readTree(file.toFile());
        } catch (IOException e) {
            throw new IllegalStateException("cannot read JMH's result file " + file + ": " + e.getMessage(), e);
        }
        List<JmhResult> results = new ArrayList<>();
        for (JsonNode entry : root) {
            String unit = entry.path("primaryMetric").path("scoreUnit").asText();
            if (!unit.equals("ms/op")) {
                throw new IllegalStateException(file + ": expected single-shot times in ms/op, found " + unit);
            }
            Map<String, String> parameters = new LinkedHashMap<>();
            entry.path("params").properties().forEach(p -> parameters.put(p.getKey(), p.getValue().asText()));
            List<Double> millis = new ArrayList<>();
            for (JsonNode fork : entry.path("primaryMetric").path("rawData")) {
                fork.forEach(iteration -> millis.add(iteration.asDouble()));
            }
            results.add(new JmhResult(entry.path("benchmark").asText(), parameters, Timings.of(millis),
                    entry.path("jdkVersion").asText(), entry.path("vmName").asText(), entry.path("vmVersion").asText()));
        }
        if (results.isEmpty()) {
            throw new IllegalStateException(file + " holds no benchmark result: JMH ran nothing (see the log beside it)");
        }
        return results;
    }

    public String parameter(String name) {
        String value = parameters.get(name);
        if (value == null) {
            throw new IllegalStateException(benchmark + " has no parameter " + name + " (it has " + parameters.keySet() + ")");
        }
        return value;
    }

    /** "Temurin-style" identity of the JVM that ran it: "OpenJDK 64-Bit Server VM 25.0.3+9-LTS". */
    public String jvm() {
        return vmName + " " + vmVersion;
    }
}
