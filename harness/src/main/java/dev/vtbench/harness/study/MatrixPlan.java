package dev.vtbench.harness.study;

import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.MatrixFile;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The matrix a study runs at one scale with its options, as the keys of a matrix file (the session adds the profiles
 * and JVMs), read back typed: what a study's plan, method and findings say it measured. The scale and options it was
 * made for come with it, for what a judge reads of them beyond the matrix (the N of a derived time, say).
 */
record MatrixPlan(StudyScale scale, StudyOptions options, Map<String, String> keys) {
    static final String WARMUP_FIXED = MatrixFile.WARMUP_FIXED;
    static final String WARMUP_MIN = MatrixFile.WARMUP_MIN;
    static final String WARMUP_MAX = MatrixFile.WARMUP_MAX;
    static final String DURATION = "duration.seconds";
    static final String REPETITIONS = "repetitions";

    MatrixPlan {
        keys = Collections.unmodifiableMap(new LinkedHashMap<>(keys));
    }

    MatrixPlan with(String key, String value) {
        Map<String, String> changed = new LinkedHashMap<>(keys);
        changed.put(key, value);
        return new MatrixPlan(scale, options, changed);
    }

    MatrixPlan with(String key, List<?> values) {
        return with(key, values.stream().map(Object::toString).collect(Collectors.joining(" ")));
    }

    MatrixPlan without(String... removed) {
        Map<String, String> changed = new LinkedHashMap<>(keys);
        List.of(removed).forEach(changed::remove);
        return new MatrixPlan(scale, options, changed);
    }

    /** This plan with the window's keys (warm-up, duration, repetitions) in place of its own. */
    MatrixPlan withWindow(SteadyWindow window) {
        Map<String, String> changed = new LinkedHashMap<>(without(WARMUP_FIXED, WARMUP_MIN, WARMUP_MAX, DURATION, REPETITIONS).keys);
        changed.putAll(window.keys());
        return new MatrixPlan(scale, options, changed);
    }

    Optional<String> get(String key) {
        return Optional.ofNullable(keys.get(key)).filter(value -> !value.isBlank());
    }

    List<String> words(String key) {
        return get(key).map(value -> List.of(value.strip().split("\\s+"))).orElse(List.of());
    }

    int integer(String key) {
        return Integer.parseInt(get(key).orElseThrow(() -> new IllegalStateException("the study's matrix has no " + key)));
    }

    List<String> runtimes() {
        return words("runtimes");
    }

    List<String> scenarios() {
        return words("scenarios");
    }

    List<Integer> users() {
        return words("users").stream().map(Integer::valueOf).toList();
    }

    /** The modes asked for ("pool virtual"); empty: every mode of each runtime. */
    List<String> modes() {
        return words("modes");
    }

    /** How each cell is measured: a fixed warm-up, or until steady between its bounds (the matrix's defaults unless set). */
    SteadyWindow window() {
        int repetitions = get(REPETITIONS).map(Integer::parseInt).orElse(1);
        if (get(WARMUP_FIXED).isPresent()) {
            int warmup = integer(WARMUP_FIXED);
            return new SteadyWindow(warmup, warmup, integer(DURATION), repetitions);
        }
        return new SteadyWindow(get(WARMUP_MIN).map(Integer::parseInt).orElse(Warmup.DEFAULT_MIN_SECONDS),
                get(WARMUP_MAX).map(Integer::parseInt).orElse(Warmup.DEFAULT_MAX_SECONDS), integer(DURATION), repetitions);
    }
}
