package dev.vtbench.harness.study;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import java.util.List;
import java.util.Map;

/**
 * A study's result: the original it reruns (cited by seed file and its page in docs/seeds/, with its published
 * conditions), how it was measured, one section per condition, the conditions skipped and why, those that failed, and
 * the findings, every one computed from the data. A study whose claim is a published range ({@link RangeJudge}) also
 * carries its judgement as numbers; any other has none, and its study.json no {@code claim}.
 */
@JsonPropertyOrder({"name", "title", "seedFile", "seedPage"})
public record StudyReport(String name, String title, String seedFile, String published, String command, StudyScale scale,
                          Map<String, String> machine, List<String> method, List<StudySection> sections,
                          List<String> skipped, List<String> failed, List<String> findings,
                          @JsonInclude(JsonInclude.Include.NON_NULL) ClaimJudgement claim) {
    /** A report with findings in words only. */
    public StudyReport(String name, String title, String seedFile, String published, String command, StudyScale scale,
                       Map<String, String> machine, List<String> method, List<StudySection> sections,
                       List<String> skipped, List<String> failed, List<String> findings) {
        this(name, title, seedFile, published, command, scale, machine, method, sections, skipped, failed, findings, null);
    }

    public StudyReport {
        new Seed(seedFile);
        machine = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(machine));
        method = List.copyOf(method);
        sections = List.copyOf(sections);
        skipped = List.copyOf(skipped);
        failed = List.copyOf(failed);
        findings = List.copyOf(findings);
    }

    /** The seed's page in the repository, which study.json holds beside its file name: a report cites nothing outside the checkout. */
    @JsonProperty("seedPage")
    public String seedPage() {
        return new Seed(seedFile).page();
    }
}
