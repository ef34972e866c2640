package dev.vtbench.harness.study;

import java.util.List;

/** What a study measured under one condition: the condition, the table, and the findings computed from it. */
public record StudySection(String heading, List<String> conditions, StudyTable table, List<String> findings) {
    public StudySection {
        conditions = List.copyOf(conditions);
        findings = List.copyOf(findings);
    }

    /** The same section headed "heading: label", for a study that measures one condition more than one way. */
    public StudySection labelled(String label) {
        return new StudySection(heading + ": " + label, conditions, table, findings);
    }
}
