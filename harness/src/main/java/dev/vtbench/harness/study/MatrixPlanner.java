package dev.vtbench.harness.study;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * A matrix study's matrix at each scale: its preset at the default scale; at the others, the preset with the scale's
 * window and what the claim file says differs there ({@code tiny.users = 20}, {@code full.runtimes = ...}); then the
 * options every matrix study takes (--runtimes, --users, --repetitions) over both.
 */
final class MatrixPlanner {
    static final String MATRIX = "matrix";
    static final String RUNTIMES = "runtimes";
    static final String USERS = "users";
    static final String REPETITIONS = "repetitions";
    /** The most closed-model users a study may ask for: the matrix's own limit. */
    static final int MAX_USERS = 20_000;

    private final StudyClaim claim;
    private final List<String> scaledKeys;

    /** @param ownScaledKeys the matrix keys beyond runtimes and users the study's claim file may set per scale */
    MatrixPlanner(StudyClaim claim, List<String> ownScaledKeys) {
        this.claim = claim;
        this.scaledKeys = Stream.concat(Stream.of(RUNTIMES, USERS), ownScaledKeys.stream()).toList();
        for (StudyScale scale : List.of(StudyScale.TINY, StudyScale.FULL)) {
            claim.wholeNumbersAt(scale, USERS, 1, MAX_USERS);
        }
    }

    /** A matrix study's claim keys: its preset, and {@code tiny.KEY} and {@code full.KEY} of runtimes, users and {@code ownScaledKeys}. */
    static Set<String> claimKeys(String... ownScaledKeys) {
        Set<String> keys = new java.util.HashSet<>(Set.of(MATRIX));
        keys.addAll(scaled(Stream.concat(Stream.of(RUNTIMES, USERS), Stream.of(ownScaledKeys)).toList()));
        return Set.copyOf(keys);
    }

    /** {@code tiny.KEY} and {@code full.KEY} of each key: what a claim file sets for the scales that differ from the default. */
    static Set<String> scaled(List<String> keys) {
        return keys.stream().flatMap(key -> Stream.of(StudyClaim.keyAt(StudyScale.TINY, key), StudyClaim.keyAt(StudyScale.FULL, key)))
                .collect(Collectors.toSet());
    }

    StudyPreset preset() {
        return StudyPreset.named(claim.matrix().orElseThrow(() -> new IllegalStateException(claim.name() + " names no preset")));
    }

    /** The study's matrix at this scale with these options, less the session's profiles and JVMs. */
    MatrixPlan planAt(StudyScale scale, StudyOptions options) {
        MatrixPlan plan = preset().planAt(scale, options);
        if (scale != StudyScale.DEFAULT) {
            plan = plan.withWindow(SteadyWindow.at(scale));
            for (String key : scaledKeys) {
                String value = claim.file().optional(StudyClaim.keyAt(scale, key)).orElse(null);
                plan = value == null ? plan : plan.with(key, value);
            }
        }
        plan = plan.with(RUNTIMES, options.names(RUNTIMES, plan.runtimes()));
        plan = plan.with(USERS, options.positiveInts(USERS, plan.users(), MAX_USERS));
        return plan.with(REPETITIONS, Integer.toString(options.positiveInt(REPETITIONS, plan.integer(REPETITIONS), 100)));
    }

    /** The options every matrix study takes, with where their defaults are. */
    Map<String, String> options() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put(RUNTIMES, help(RUNTIMES, "runtimes, comma-separated"));
        options.put(USERS, help(USERS, "closed-model users, comma-separated"));
        options.put(REPETITIONS, "repetitions per cell (default: " + REPETITIONS + " in the preset " + StudyPreset.path(claim.matrix().orElseThrow())
                + "; tiny " + SteadyWindow.repetitionsAt(StudyScale.TINY) + "; full " + SteadyWindow.repetitionsAt(StudyScale.FULL) + ")");
        return options;
    }

    /** "MEANING (default: KEY in the preset harness/matrices/NAME.properties; tiny 20; full 50,200)". */
    String help(String key, String meaning) {
        return meaning + " (default: " + key + " in the preset " + StudyPreset.path(claim.matrix().orElseThrow()) + claim.otherScales(key) + ")";
    }
}
