package dev.vtbench.harness.study;

import java.util.List;

/**
 * What a judge found in a study's run: its method lines (after the claim's own first line), one section per
 * condition, the findings, and, for a claim of a published range, the judgement as numbers (null otherwise).
 */
record StudyFindings(List<String> method, List<StudySection> sections, List<String> findings, ClaimJudgement claim) {
    StudyFindings {
        method = List.copyOf(method);
        sections = List.copyOf(sections);
        findings = List.copyOf(findings);
    }

    /** These findings and one more after them. */
    StudyFindings plus(String finding) {
        List<String> more = new java.util.ArrayList<>(findings);
        more.add(finding);
        return new StudyFindings(method, sections, more, claim);
    }

    /** Findings in words only, without a range's judgement. */
    StudyFindings(List<String> method, List<StudySection> sections, List<String> findings) {
        this(method, sections, findings, null);
    }
}
