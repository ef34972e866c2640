package dev.vtbench.harness.result;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The machine a run happened on, as {@code run/Machine.describe} read it. Written as the flat object results.json has
 * always held (`"cores" : "4"`, a string): the known facts under their own names, then any other fact under its own
 * key, so that a fact this version does not know (an older or newer harness's) is kept rather than dropped. A fact
 * an older folder did not record is null and not written.
 */
public record MachineFacts(String hostname, String kernel, Integer cores, String cpuModel, String memTotal, String harnessJvm,
                           Map<String, String> other) {
    public MachineFacts {
        other = other == null ? Map.of() : Collections.unmodifiableMap(new LinkedHashMap<>(other));
    }

    @JsonCreator
    public static MachineFacts from(Map<String, String> facts) {
        Map<String, String> other = new LinkedHashMap<>(facts);
        String hostname = other.remove("hostname");
        String kernel = other.remove("kernel");
        String cores = other.remove("cores");
        String cpuModel = other.remove("cpuModel");
        String memTotal = other.remove("memTotal");
        String harnessJvm = other.remove("harnessJvm");
        return new MachineFacts(hostname, kernel, cores(cores), cpuModel, memTotal, harnessJvm, other);
    }

    private static Integer cores(String text) {
        if (text == null) {
            return null;
        }
        try {
            return Integer.valueOf(text.strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("the machine's cores '" + text + "' is not a whole number: correct it in results.json's run.machine");
        }
    }

    /** The facts as written: known ones first, in the order the harness reads them, then the others. */
    @JsonValue
    public Map<String, String> toJson() {
        Map<String, String> facts = new LinkedHashMap<>();
        put(facts, "hostname", hostname);
        put(facts, "kernel", kernel);
        put(facts, "cores", cores == null ? null : cores.toString());
        put(facts, "cpuModel", cpuModel);
        put(facts, "memTotal", memTotal);
        put(facts, "harnessJvm", harnessJvm);
        facts.putAll(other);
        return facts;
    }

    /** One line for a page or a summary: "hostname: bench-1 · cores: 4 · ...". */
    public String describe() {
        return toJson().entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining(" · "));
    }

    private static void put(Map<String, String> facts, String key, String value) {
        if (value != null) {
            facts.put(key, value);
        }
    }
}
