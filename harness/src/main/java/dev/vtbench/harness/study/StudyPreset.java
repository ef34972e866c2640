package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.VtbenchRoot;

import java.util.List;

/**
 * A matrix study's preset, harness/matrices/NAME.properties: the study's matrix at its default scale, which the study
 * reads rather than repeats, so that `harness/vtbench run --matrix NAME` and `harness/vtbench study NAME` measure the
 * same cells. Its profiles and JVMs are the study's defaults for --profiles and --jvms; the study's other scales are its
 * own (tiny proves the path, full is the seed's size).
 */
record StudyPreset(DataFile file) {

    /** The preset {@code name}, which must hold runtimes, JVMs, scenarios and one list of users: the shape a study runs. */
    static StudyPreset named(String name) {
        DataFile file = DataFile.load(MatrixFile.locate(VtbenchRoot.locate(), name), MatrixFile.KEYS, key -> key.startsWith("users."));
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

    List<String> runtimes() {
        return file.words("runtimes");
    }

    List<String> jvms() {
        return file.words("jvms");
    }

    List<String> scenarios() {
        return file.words("scenarios");
    }

    List<Integer> users() {
        return file.words("users").stream().map(Integer::valueOf).toList();
    }

    /** A whole number of seconds the preset holds (a ramp's ramp.seconds, say). */
    int seconds(String key) {
        return file.integer(key, 0, 36_000);
    }

    /** The window at a scale: the preset's at the default scale, the scale's own at the others; --repetitions over both. */
    SteadyWindow windowAt(StudyScale scale, StudyOptions options) {
        if (scale != StudyScale.DEFAULT) {
            return SteadyWindow.of(scale, options);
        }
        int repetitions = options.positiveInt(SteadyWindow.REPETITIONS, file.integer("repetitions", 1, 100), 100);
        int duration = seconds("duration.seconds");
        return file.optional("warmup.seconds").isPresent()
                ? new SteadyWindow(seconds("warmup.seconds"), seconds("warmup.seconds"), duration, repetitions)
                : new SteadyWindow(seconds("warmup.min.seconds"), seconds("warmup.max.seconds"), duration, repetitions);
    }

    /** "harness/matrices/pinning.properties", as a study's help names where its defaults are. */
    static String path(String name) {
        return "harness/matrices/" + name + ".properties";
    }
}
