package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.UnknownNameException;

import java.util.List;

/**
 * Every study `harness/vtbench study NAME` runs. A study of the common shape (pair the modes, a ratio against a published
 * range) is a claim file in studies/ and its {@link DeclaredStudy#named} below; any other is its own class.
 */
public final class Studies {
    private static final List<Study> ALL = List.of(new HelloConcurrencyStudy(), new MergeSortStudy(),
            new BlockingFanoutStudy(), DeclaredStudy.named("cpu-throughput"), new RampUpStudy(), new BankingStudy(), new PinningStudy(),
            new MemoryUnderLoadStudy(), new BackgroundJobsStudy(), new SchedulerStudy(), DeclaredStudy.named("blocking-io"));

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
            study.options().entrySet().stream().sorted(java.util.Map.Entry.comparingByKey())
                    .forEach(option -> text.append("    --").append(option.getKey()).append("  ").append(option.getValue()).append('\n'));
        }
        return text.toString();
    }
}
