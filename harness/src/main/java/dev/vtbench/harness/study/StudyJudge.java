package dev.vtbench.harness.study;

import java.util.List;
import java.util.Map;

/**
 * The Java a claim file's {@code judge} names ({@link StudyJudgeKind}): how its study runs at each scale and how it
 * holds what it measured against the claim, reading every number of the claim (a range, a seed's table, a threshold)
 * from the claim file. All else a study is, its name, words and seed, is the claim file's ({@link ClaimedStudy}).
 */
interface StudyJudge {

    /** Its own options (for example "sizes" for --sizes) with what each means and where its default is. */
    Map<String, String> options();

    /** What it will run at this scale with these options, printed before anything is built; a bad option value is refused here. */
    String plan(StudyScale scale, StudyOptions options);

    /** Measures through the session and judges what was measured. */
    StudyFindings run(StudySession session);

    /** The JVMs it runs under when --jvms is not given. */
    default List<String> defaultJvms() {
        return List.of("temurin-25");
    }
}
