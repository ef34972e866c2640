package dev.vtbench.harness.study;

import java.util.List;
import java.util.Map;

/**
 * A study's result: the original it reruns (cited by seed file, with its published conditions), how it was measured,
 * one section per condition, the conditions skipped and why, those that failed, and the findings, every one computed from the data.
 */
public record StudyReport(String name, String title, String seedFile, String published, String command, StudyScale scale,
                          Map<String, String> machine, List<String> method, List<StudySection> sections,
                          List<String> skipped, List<String> failed, List<String> findings) {
    public StudyReport {
        machine = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(machine));
        method = List.copyOf(method);
        sections = List.copyOf(sections);
        skipped = List.copyOf(skipped);
        failed = List.copyOf(failed);
        findings = List.copyOf(findings);
    }
}
