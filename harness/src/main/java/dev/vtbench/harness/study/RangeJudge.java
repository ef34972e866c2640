package dev.vtbench.harness.study;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.result.CellPair;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of a published range ({@code judge = range}, {@link RangeClaim}): each runtime's virtual mode against its
 * platform-thread modes on the preset's closed-model cells, the ratio of the claim's figure held against the range by
 * {@link ClaimJudge}, worded by {@link ClaimText}.
 */
final class RangeJudge extends MatrixJudge {
    static final Set<String> KEYS = keys();

    private final RangeClaim range;
    private final ClaimText text;

    RangeJudge(StudyClaim claim) {
        super(claim);
        this.range = RangeClaim.read(claim);
        this.text = ClaimText.of(range);
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(MatrixPlanner.claimKeys());
        keys.addAll(RangeClaim.KEYS);
        return Set.copyOf(keys);
    }

    RangeClaim range() {
        return range;
    }

    /** The cells this judge pairs are closed-model cells: a preset of another model is refused with its line. */
    @Override
    MatrixPlan shape(MatrixPlan plan, StudyScale scale, StudyOptions options) {
        String model = plan.get("model").orElse("");
        if (!model.equals(LoadModel.CLOSED.jsonName())) {
            StudyPreset preset = planner.preset();
            throw preset.file().invalid("model", model, LoadModel.CLOSED.jsonName() + ": study " + claim.name() + " pairs closed-model cells");
        }
        return plan;
    }

    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        List<ModePair> pairs = ModePair.of(cells);
        ClaimJudgement judgement = ClaimJudge.judge(range, pairs, text);
        List<StudySection> sections = new ArrayList<>();
        Map<String, List<Integer>> byProfile = new LinkedHashMap<>();
        for (int i = 0; i < pairs.size(); i++) {
            byProfile.computeIfAbsent(pairs.get(i).context().profile(), profile -> new ArrayList<>()).add(i);
        }
        byProfile.forEach((profile, indexes) -> sections.add(section(profile, indexes.stream().map(pairs::get).toList(),
                indexes.stream().map(judgement.pairs()::get).toList())));
        List<String> findings = new ArrayList<>(List.of(text.overallFinding(pairs)));
        if (range.alsoAsCpuPerRequest()) {
            findings.add(text.costFinding(pairs));
        }
        findings.add(text.reproducedFinding(judgement));
        return new StudyFindings(method(plan, List.of(closedModel(plan), plan.window().methodLine("closed"))), sections, findings, judgement);
    }

    private StudySection section(String profile, List<ModePair> rows, List<ClaimFinding> judged) {
        List<List<StudyCell>> table = new ArrayList<>();
        for (ModePair row : rows) {
            Optional<Double> ratio = new CellPair(row.virtual(), row.baseline()).ratio(range.metric().figure());
            table.add(List.of(label(row.baseline().context().runtime()), label(Integer.toString(row.baseline().context().users())),
                    label(row.baseline().context().mode().name()), StudyCells.throughput(row.baseline()), StudyCells.throughput(row.virtual()),
                    StudyFigure.ratio(ratio), row.cpuPerRequestRatioFigure(), label(range.rangeText())));
        }
        String ratioHeader = range.metric() == VerdictMetric.CAPACITY ? "Virtual / pool" : "Virtual / pool, " + range.metric().figure().label();
        return new StudySection(profile, StudyCells.conditions(rows.get(0).context()), new StudyTable(List.of("Runtime", "Users",
                "Pool mode", "Pool: req/s median [min-max] flags", "Virtual: req/s median [min-max] flags", ratioHeader,
                "CPU per request, virtual / pool", "Study (" + range.changeText() + ")"), table),
                judged.stream().map(ClaimFinding::text).toList());
    }
}
