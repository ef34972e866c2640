package dev.vtbench.harness.study;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * What counts as reproduced, as a claim file states it ({@code reproduced.when = most}): how many of the comparable
 * pairs must have their ratio within the published range. Pairs that are not comparable never count either way.
 */
public enum ReproducedWhen {
    /** Every comparable pair within the range. */
    EVERY("every comparable pair"),
    /** More than half of the comparable pairs within the range. */
    MOST("most comparable pairs"),
    /** At least one comparable pair within the range. */
    ANY("at least one comparable pair");

    private final String wording;

    ReproducedWhen(String wording) {
        this.wording = wording;
    }

    /** "most comparable pairs", as the report states the rule. */
    String wording() {
        return wording;
    }

    boolean holds(long within, long comparable) {
        return switch (this) {
            case EVERY -> within == comparable;
            case MOST -> within * 2 > comparable;
            case ANY -> within > 0;
        };
    }

    String key() {
        return name().toLowerCase(Locale.ROOT);
    }

    static Optional<ReproducedWhen> parse(String key) {
        return Arrays.stream(values()).filter(rule -> rule.key().equals(key)).findFirst();
    }

    static String allowed() {
        return Arrays.stream(values()).map(ReproducedWhen::key).collect(Collectors.joining(", "));
    }
}
