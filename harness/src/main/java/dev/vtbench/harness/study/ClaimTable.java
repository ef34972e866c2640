package dev.vtbench.harness.study;

import java.util.List;

/** A declared claim's judgement as the table study.md and study.html show under the findings: each pair's numbers. */
final class ClaimTable {
    private ClaimTable() {}

    static StudyTable of(ClaimJudgement judgement) {
        // Words only: study.json holds these pairs' numbers under "claim".
        List<List<StudyCell>> rows = judgement.pairs().stream().map(pair -> List.of(pair.runtime(), pair.jvm(), pair.profile(),
                Integer.toString(pair.users()), pair.baselineMode(),
                pair.ratio() == null ? "not comparable" : StudyFormat.ratio(pair.ratio()),
                pair.intervalLower() == null ? "–" : StudyFormat.ratio(pair.intervalLower()) + "-" + StudyFormat.ratio(pair.intervalUpper()),
                StudyFormat.ratio(pair.publishedLow()) + "-" + StudyFormat.ratio(pair.publishedHigh()),
                pair.reproduced().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' '))
                .stream().map(StudyCell::label).toList()).toList();
        return new StudyTable(List.of("Runtime", "JVM", "Profile", "Users", "Pool mode",
                "Virtual / pool, " + judgement.metric().figure().label(), "95% interval",
                // The range the claim file holds the ratio to: a published one, or one derived from it (blocking-io: Little's law).
                "Claimed range", "Reproduced"), rows);
    }
}
