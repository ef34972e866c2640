package dev.vtbench.harness.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A study as its claim file declares it: its name, words and seed are the file's, and the judge the file names runs it
 * and holds the figures against the claim. Adding a study is a claim file (and its preset, for one that runs a matrix)
 * and its name in {@link Studies}.
 */
final class ClaimedStudy implements Study {
    private final StudyClaim claim;
    private final StudyJudge judge;

    ClaimedStudy(StudyClaim claim) {
        this.claim = claim;
        this.judge = claim.judge().judgeOf(claim);
    }

    /** The study declared by studies/NAME.properties on the class path. */
    static ClaimedStudy named(String name) {
        return new ClaimedStudy(StudyClaimFile.load(name));
    }

    StudyClaim claim() {
        return claim;
    }

    StudyJudge judge() {
        return judge;
    }

    @Override
    public String name() {
        return claim.name();
    }

    @Override
    public String summary() {
        return claim.summary();
    }

    @Override
    public String seedFile() {
        return claim.seedFile();
    }

    @Override
    public Map<String, String> options() {
        return judge.options();
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        return judge.plan(scale, options);
    }

    @Override
    public List<String> defaultJvms() {
        return judge.defaultJvms();
    }

    @Override
    public StudyReport run(StudySession session) {
        StudyFindings found = judge.run(session);
        List<String> method = new ArrayList<>(List.of(claim.method()));
        method.addAll(found.method());
        claim.methodNote().ifPresent(method::add);
        return new StudyReport(claim.name(), claim.title(), claim.seedFile(), claim.published(), session.command(), session.scale(),
                StudyMachine.describe(), method, found.sections(), session.skipped(), session.failures(), found.findings(), found.claim());
    }
}
