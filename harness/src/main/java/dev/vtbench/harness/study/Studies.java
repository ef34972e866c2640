package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.UnknownNameException;

import java.util.List;
import java.util.Map;

/**
 * Every study `harness/vtbench study NAME` runs, each declared by its claim file in studies/ ({@link ClaimedStudy}),
 * in the order `study --list` shows them.
 */
public final class Studies {
    private static final List<String> NAMES = List.of("hello-concurrency", "merge-sort", "blocking-fanout", "cpu-throughput",
            "ramp-up", "banking", "pinning", "memory-under-load", "background-jobs", "scheduler", "blocking-io", "jdk-knobs");
    private static final List<Study> ALL = NAMES.stream().<Study>map(ClaimedStudy::named).toList();

    private Studies() {}

    public static List<Study> all() {
        return ALL;
    }

    public static Study get(String name) {
        return ALL.stream().filter(study -> study.name().equals(name)).findFirst()
                .orElseThrow(() -> new UnknownNameException("unknown study '" + name + "' (expected one of "
                        + ALL.stream().map(Study::name).toList() + "; `harness/vtbench study --list` describes them)"));
    }

    /** The `study --list` text: each study, its seed, its own options. */
    public static String list() {
        StringBuilder text = new StringBuilder();
        for (Study study : ALL) {
            text.append(study.name()).append(": ").append(study.summary()).append(" [").append(study.seed().citation()).append("]\n");
            study.options().entrySet().stream().sorted(Map.Entry.comparingByKey())
                    .forEach(option -> text.append("    --").append(option.getKey()).append("  ").append(option.getValue()).append('\n'));
        }
        return text.toString();
    }
}
