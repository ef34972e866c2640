package dev.vtbench.harness.study;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * A study of the common shape, declared by its claim file ({@link StudyClaim}): it runs the claim's preset matrix
 * through the harness's own run (verification, steady state, honesty flags), pairs each runtime's virtual mode with its
 * platform-thread modes, and lets {@link ClaimJudge} hold the ratios against the published range. Adding such a study
 * is a claim file, a preset, and its name in {@link Studies}.
 */
final class DeclaredStudy implements PresetStudy {
    private final StudyClaim claim;
    private final ClaimText text;

    record Plan(List<String> runtimes, List<String> scenarios, List<Integer> users, SteadyWindow window) {}

    DeclaredStudy(StudyClaim claim) {
        this.claim = claim;
        this.text = ClaimText.of(claim);
    }

    /** The study declared by studies/NAME.properties on the class path. */
    static DeclaredStudy named(String name) {
        return new DeclaredStudy(StudyClaimFile.load(name));
    }

    StudyClaim claim() {
        return claim;
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
    public String presetName() {
        return claim.matrix();
    }

    @Override
    public Map<String, String> options() {
        String preset = "the preset " + StudyPreset.path(claim.matrix());
        return Map.of("runtimes", "runtimes, comma-separated (default: " + preset + scaled(claim.runtimes()) + ")",
                "users", "closed-model users, comma-separated (default: " + preset + scaled(claim.users()) + ")",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    private static String scaled(Map<StudyScale, ? extends List<?>> values) {
        return values.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> "; " + e.getKey().option() + " " + e.getValue().stream().map(Object::toString).collect(Collectors.joining(",")))
                .collect(Collectors.joining());
    }

    /** The preset at the default scale, the claim file's runtimes and users at the others, the options over both; the window is the preset's at the default scale, the scale's at the others. */
    Plan planOf(StudyScale scale, StudyOptions options) {
        StudyPreset preset = preset();
        List<String> runtimes = options.names("runtimes", claim.runtimes().getOrDefault(scale, preset.runtimes()));
        List<Integer> users = options.positiveInts("users", claim.users().getOrDefault(scale, preset.users()), 20_000);
        return new Plan(runtimes, preset.scenarios(), users, preset.windowAt(scale, options));
    }

    /** The claim's preset, which must be a closed-model matrix ({@link StudyPreset}): the cells this study pairs. */
    @Override
    public StudyPreset preset() {
        StudyPreset preset = StudyPreset.named(claim.matrix());
        String model = preset.file().optional("model").orElse("");
        if (!model.equals(LoadModel.CLOSED.jsonName())) {
            throw preset.file().invalid("model", model, LoadModel.CLOSED.jsonName() + ": study " + name() + " pairs closed-model cells");
        }
        return preset;
    }

    @Override
    public Map<String, String> matrix(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        String description = "Study " + name() + " (" + claim.seedLabel().toLowerCase(java.util.Locale.ROOT) + "): " + plan(scale, options);
        return plan.window().closedMatrix(description, plan.runtimes(), plan.scenarios(), plan.users());
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /" + String.join(", /", plan.scenarios()) + " on " + String.join(", ", plan.runtimes()) + ", every mode, closed model at "
                + plan.users() + " users, " + plan.window().describe();
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        String planText = plan(session.scale(), session.options());
        session.say(name() + ": " + planText);
        List<CellResult> cells = session.runMatrix(matrix(session.scale(), session.options()));
        List<ModePair> pairs = ModePair.of(cells);
        ClaimJudgement judgement = ClaimJudge.judge(claim, pairs, text);
        List<StudySection> sections = new ArrayList<>();
        Map<String, List<Integer>> byProfile = new LinkedHashMap<>();
        for (int i = 0; i < pairs.size(); i++) {
            byProfile.computeIfAbsent(pairs.get(i).context().profile(), profile -> new ArrayList<>()).add(i);
        }
        byProfile.forEach((profile, indexes) -> sections.add(section(profile, indexes.stream().map(pairs::get).toList(),
                indexes.stream().map(judgement.pairs()::get).toList())));
        List<String> findings = new ArrayList<>(List.of(text.overallFinding(pairs)));
        if (claim.alsoAsCpuPerRequest()) {
            findings.add(text.costFinding(pairs));
        }
        findings.add(text.reproducedFinding(judgement));
        return new StudyReport(name(), claim.title(), claim.seedFile(), claim.published(), session.command(), session.scale(),
                StudyMachine.describe(), method(plan), sections, session.skipped(), session.failures(), findings, judgement);
    }

    private List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(claim.method(),
                "closed model: " + plan.users() + " users, each sending its next request when the previous one answers",
                plan.window().methodLine("closed")));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
    }

    private StudySection section(String profile, List<ModePair> rows, List<ClaimFinding> judged) {
        List<List<StudyCell>> table = new ArrayList<>();
        for (ModePair row : rows) {
            Optional<Double> ratio = new dev.vtbench.harness.result.CellPair(row.virtual(), row.baseline()).ratio(claim.metric().figure());
            table.add(List.of(label(row.baseline().context().runtime()), label(Integer.toString(row.baseline().context().users())),
                    label(row.baseline().context().mode().name()), StudyCells.throughput(row.baseline()), StudyCells.throughput(row.virtual()),
                    StudyFigure.ratio(ratio), row.cpuPerRequestRatioFigure(), label(claim.rangeText())));
        }
        String ratioHeader = claim.metric() == VerdictMetric.CAPACITY ? "Virtual / pool" : "Virtual / pool, " + claim.metric().figure().label();
        return new StudySection(profile, StudyCells.conditions(rows.get(0).context()), new StudyTable(List.of("Runtime", "Users",
                "Pool mode", "Pool: req/s median [min-max] flags", "Virtual: req/s median [min-max] flags", ratioHeader,
                "CPU per request, virtual / pool", "Study (" + claim.changeText() + ")"), table),
                judged.stream().map(ClaimFinding::text).toList());
    }
}
