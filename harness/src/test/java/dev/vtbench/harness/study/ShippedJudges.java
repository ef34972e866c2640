package dev.vtbench.harness.study;

/** The judge each shipped claim file names, as its study runs it: the tests hold the judgement of each to recorded figures. */
final class ShippedJudges {
    private ShippedJudges() {}

    static <T extends StudyJudge> T of(String study, Class<T> judge) {
        return judge.cast(ClaimedStudy.named(study).judge());
    }

    static RangeClaim range(String study) {
        return of(study, RangeJudge.class).range();
    }
}
