package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A judge of a study that runs one harness matrix, its preset ({@link MatrixPlanner}): the options, the plan and the
 * run are the same for every such study; what it makes of the cells is each judge's own.
 */
abstract class MatrixJudge implements StudyJudge {
    final StudyClaim claim;
    final MatrixPlanner planner;

    /** @param ownScaledKeys the matrix keys beyond runtimes and users its claim file may set per scale */
    MatrixJudge(StudyClaim claim, String... ownScaledKeys) {
        this.claim = claim;
        this.planner = new MatrixPlanner(claim, List.of(ownScaledKeys));
    }

    @Override
    public Map<String, String> options() {
        Map<String, String> options = new LinkedHashMap<>(planner.options());
        options.putAll(ownOptions());
        return options;
    }

    /** The options of this study alone, beyond --runtimes, --users and --repetitions. */
    Map<String, String> ownOptions() {
        return Map.of();
    }

    /** The matrix at this scale with these options, described as the session keeps it. */
    MatrixPlan planAt(StudyScale scale, StudyOptions options) {
        MatrixPlan plan = shape(planner.planAt(scale, options), scale, options);
        return plan.with("description", "Study " + claim.name() + " (" + claim.seedLabel().toLowerCase(Locale.ROOT) + "): " + describe(plan));
    }

    /** What this study changes in the planned matrix (its own options, a ramp's window); refuses what it cannot run. */
    MatrixPlan shape(MatrixPlan plan, StudyScale scale, StudyOptions options) {
        return plan;
    }

    /** "GET /cpu on plain-jdk, every mode, closed model at [50] users, 10 s measured once steady (10-120 s warm-up), 2 repetition(s)". */
    String describe(MatrixPlan plan) {
        return "GET /" + String.join(", /", plan.scenarios()) + " on " + String.join(", ", plan.runtimes()) + ", "
                + (plan.modes().isEmpty() ? "every mode" : String.join(" and ", plan.modes())) + ", closed model at " + plan.users()
                + " users, " + plan.window().describe();
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        return describe(planAt(scale, options));
    }

    @Override
    public StudyFindings run(StudySession session) {
        MatrixPlan plan = planAt(session.scale(), session.options());
        session.say(claim.name() + ": " + describe(plan));
        return judge(session.runMatrix(plan.keys()), plan);
    }

    /** The sections, findings and method lines of the cells the run kept. */
    abstract StudyFindings judge(List<CellResult> cells, MatrixPlan plan);

    /** The preset's JVMs: a study about a JDK change names both sides of it there. */
    @Override
    public List<String> defaultJvms() {
        return planner.preset().jvms();
    }

    /** The study's own method lines, then what pool and virtual mean in each runtime it ran. */
    static List<String> method(MatrixPlan plan, List<String> own) {
        List<String> method = new ArrayList<>(own);
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
    }

    /** "closed model: [50] users, each sending its next request when the previous one answers". */
    static String closedModel(MatrixPlan plan) {
        return "closed model: " + plan.users() + " users, each sending its next request when the previous one answers";
    }
}
