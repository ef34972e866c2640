package dev.vtbench.harness.view;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.RunContext;
import java.util.Objects;
import java.util.function.Function;

/**
 * One thing a run was set up with, as {@code compare} names it and reads it from one side ({@link CellContext} or
 * {@link RunContext}): its display text, or null where the side did not record it (older results). A setting held
 * once per something (an image's id, a matrix JVM's build) names that thing, its subject, and is compared only between
 * sides of the same subject: the id of vtbench/liberty:temurin-21 says nothing about vtbench/liberty:temurin-25's.
 *
 * @param subject the thing the setting belongs to ("" for a setting of the whole cell or run)
 */
record Setting<T>(String name, Function<T, String> subject, Function<T, String> text) {
    static final String NOT_RECORDED = "not recorded";

    /** A setting of the whole cell or run. */
    static <T> Setting<T> of(String name, Function<T, String> text) {
        return new Setting<>(name, side -> "", text);
    }

    /** A setting held once per subject (per image, per JVM). */
    static <T> Setting<T> per(String name, Function<T, String> subject, Function<T, String> text) {
        return new Setting<>(name, subject, text);
    }

    /** "warm-up", or "image id of vtbench/liberty:temurin-25". */
    String label(T side) {
        String of = subjectOf(side);
        return of.isEmpty() ? name : name + " " + of;
    }

    boolean sameSubject(T a, T b) {
        return subjectOf(a).equals(subjectOf(b));
    }

    private String subjectOf(T side) {
        return Objects.toString(subject.apply(side), "");
    }

    /** What a reader is shown for this side: the text, or {@value #NOT_RECORDED}. */
    String shown(T side) {
        String shown = text.apply(side);
        return shown == null ? NOT_RECORDED : shown;
    }
}
