package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.VtbenchRoot;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A matrix study's preset, harness/matrices/NAME.properties: the study's matrix at its default scale, which the study
 * reads rather than repeats, so that `harness/vtbench run --matrix NAME` and `harness/vtbench study NAME` measure the
 * same cells. Its JVMs are the study's default for --jvms; its other scales are what the claim file says differs.
 */
record StudyPreset(DataFile file) {
    /** What the session sets for every study rather than the preset: its description, profiles and JVMs. */
    private static final Set<String> SESSION_KEYS = Set.of("description", "profiles", "jvms");

    /** The preset {@code name}, which must hold runtimes, JVMs, scenarios and one list of users: the shape a study runs. */
    static StudyPreset named(String name) {
        DataFile file = DataFile.load(MatrixFile.locate(VtbenchRoot.locate(), name), MatrixFile.KEYS,
                key -> key.startsWith("users.") || key.startsWith("scenario."));
        for (String key : List.of("runtimes", "jvms", "scenarios", "users")) {
            file.required(key);
        }
        file.keys().stream().filter(key -> key.startsWith("users.")).findFirst().ifPresent(key -> {
            throw file.invalid(key, file.required(key), "no per-scenario users in a study's preset (give the study one list of users)");
        });
        file.words("users").forEach(word -> {
            if (!word.matches("[1-9][0-9]{0,4}")) {
                throw file.invalid("users", file.required("users"), "whole numbers of users separated by spaces");
            }
        });
        return new StudyPreset(file);
    }

    List<String> jvms() {
        return file.words("jvms");
    }

    /** The preset's keys in its order, but those the session sets: the study's matrix at its default scale. */
    MatrixPlan plan() {
        return planAt(StudyScale.DEFAULT, new StudyOptions(Map.of()));
    }

    /** The same, as the start of the matrix at {@code scale} with {@code options}. */
    MatrixPlan planAt(StudyScale scale, StudyOptions options) {
        Map<String, String> keys = new LinkedHashMap<>();
        file.keys().stream().filter(key -> !SESSION_KEYS.contains(key)).forEach(key -> keys.put(key, file.optional(key).orElse("")));
        return new MatrixPlan(scale, options, keys);
    }

    /** "harness/matrices/pinning.properties", as a study's help names where its defaults are. */
    static String path(String name) {
        return "harness/matrices/" + name + ".properties";
    }
}
