package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Scenario;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Concurrency;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of a remote call at each delay ({@code judge = remote-delay}), where the seed published neither its delays,
 * its load nor a figure, only that virtual threads did worse than the pool: there is no range to hold a ratio against,
 * so it counts the pairs where virtual threads were lower and shows each cell beside its Little's-law bound
 * (min(users, pool size, the server's connection limit) / delay, {@code result/Concurrency}) and its 99th percentile. Each delay is a scenario of its own ({@link DelayedScenarios}).
 */
final class RemoteDelayJudge extends MatrixJudge {
    private static final String DELAYS = "delays";
    static final Set<String> KEYS = keys();

    /** The shipped scenario whose delay each of the study's scenarios sets ("bank"). */
    private final String delayed;

    RemoteDelayJudge(StudyClaim claim) {
        super(claim);
        this.delayed = claim.file().required("delay.scenario");
        for (StudyScale scale : List.of(StudyScale.TINY, StudyScale.FULL)) {
            claim.wholeNumbersAt(scale, DELAYS, 1, 10_000);
        }
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(MatrixPlanner.claimKeys());
        keys.addAll(MatrixPlanner.scaled(List.of(DELAYS)));
        keys.add("delay.scenario");
        return Set.copyOf(keys);
    }

    @Override
    Map<String, String> ownOptions() {
        return Map.of(DELAYS, "remote delays in ms, comma-separated (default: those of the scenarios in the preset "
                + StudyPreset.path(claim.matrix().orElseThrow()) + claim.otherScales(DELAYS) + ")");
    }

    /** --delays, or the scale's, or the preset's: one scenario each. */
    @Override
    MatrixPlan shape(MatrixPlan plan, StudyScale scale, StudyOptions options) {
        List<Integer> fallback = claim.wholeNumbersAt(scale, DELAYS, 1, 10_000).orElseGet(() -> DelayedScenarios.delays(plan));
        return DelayedScenarios.declare(plan, DelayedScenarios.shipped(delayed), options.positiveInts(DELAYS, fallback, 10_000));
    }

    @Override
    String describe(MatrixPlan plan) {
        return "GET /" + delayed + " on " + String.join(", ", plan.runtimes()) + ", every mode, remote delays " + DelayedScenarios.delays(plan)
                + " ms, closed model at " + plan.users() + " users, " + plan.window().describe();
    }

    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = ModePair.sections(pairs, p -> p.context().profile() + ", " + p.context().runtime(),
                RemoteDelayJudge::section);
        return new StudyFindings(method(plan, List.of(
                "remote delays " + DelayedScenarios.delays(plan) + " ms, one scenario each (" + String.join(", ", plan.scenarios()) + ")",
                "closed model: " + plan.users() + " users; Little's law bounds each cell at min(users, pool size, the server's "
                        + "connection limit) / D, the pool's 200 threads being the lowest above 200 users: the bound column",
                plan.window().methodLine("closed"))), sections, List.of(overallFinding(pairs)));
    }

    private static StudySection section(String title, List<ModePair> rows) {
        List<List<StudyCell>> table = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (ModePair row : rows.stream().sorted(Comparator.comparingInt((ModePair p) -> delayOf(p.baseline()))
                .thenComparingInt(p -> p.context().users()).thenComparing(p -> p.context().mode())).toList()) {
            int delay = delayOf(row.baseline());
            Optional<Double> ratio = row.ratio();
            StudyFigure pool = StudyCells.throughput(row.baseline());
            StudyFigure virtual = StudyCells.throughput(row.virtual());
            table.add(List.of(label(delay + " ms"), label(Integer.toString(row.context().users())), label(row.context().mode().name()),
                    pool.withText(pool.text() + " (bound " + bound(row.baseline(), delay) + ")"),
                    virtual.withText(virtual.text() + " (bound " + bound(row.virtual(), delay) + ")"),
                    StudyFigure.ratio(ratio), StudyCells.p99(row.baseline()), StudyCells.p99(row.virtual())));
            findings.add(delay + " ms, " + row.context().users() + " users: virtual / " + row.context().mode() + " "
                    + ratio.map(r -> StudyFormat.ratio(r) + row.spreadNote()).orElse("not compared: " + row.untrustedBecause()));
        }
        return new StudySection(title, StudyCells.conditions(rows.get(0).context()), new StudyTable(List.of("Remote delay", "Users",
                "Pool mode", "Pool: req/s median [min-max] flags", "Virtual: req/s median [min-max] flags", "Virtual / pool",
                "Pool: p99 ms", "Virtual: p99 ms"), table), findings);
    }

    private static int delayOf(CellResult cell) {
        return new Scenario(cell.context().scenario(), cell.context().endpoint()).delayMs().orElse(0);
    }

    /** min(users, pool size, connection limit) / delay: what no server can exceed on this request, whatever its threads. */
    static String bound(CellResult cell, int delayMs) {
        return StudyFormat.rate(Concurrency.of(cell.context()).boundPerSecond(delayMs));
    }

    String overallFinding(List<ModePair> pairs) {
        PairRatios ratios = PairRatios.of(pairs);
        if (ratios.none()) {
            return claim.seedLabel() + "'s finding (" + claim.statement() + ") could not be checked: no comparable pair"
                    + ratios.notComparableTail() + ".";
        }
        return claim.seedLabel() + "'s finding, " + claim.statement() + ": lower in " + ratios.count(r -> r < 1) + " of "
                + ratios.ratios().size() + " comparable pair(s), " + ratios.range() + ratios.notComparableTail()
                + "; above the pool's 200 threads, Little's law favours virtual threads on a long enough delay, which the bound "
                + "column shows.";
    }
}
