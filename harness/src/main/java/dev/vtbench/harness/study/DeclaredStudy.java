package dev.vtbench.harness.study;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.VtbenchRoot;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A study of the common shape, declared by its claim file ({@link StudyClaim}): it runs the claim's preset matrix
 * through the harness's own run (verification, steady state, honesty flags), pairs each runtime's virtual mode with its
 * platform-thread modes, and lets {@link ClaimJudge} hold the ratios against the published range. Adding such a study
 * is a claim file, a preset, and its name in {@link Studies}.
 */
final class DeclaredStudy implements Study {
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
    public Map<String, String> options() {
        String preset = "the preset harness/matrices/" + claim.matrix() + ".properties";
        return Map.of("runtimes", "runtimes, comma-separated (default: " + preset + scaled(claim.runtimes()) + ")",
                "users", "closed-model users, comma-separated (default: " + preset + scaled(claim.users()) + ")",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    private static String scaled(Map<StudyScale, ? extends List<?>> values) {
        return values.entrySet().stream().sorted(Map.Entry.comparingByKey())
                .map(e -> "; " + e.getKey().option() + " " + e.getValue().stream().map(Object::toString).collect(Collectors.joining(",")))
                .collect(Collectors.joining());
    }

    /** The preset at the default scale, the claim file's runtimes and users at the others, the options over both; the window is the scale's. */
    Plan planOf(StudyScale scale, StudyOptions options) {
        DataFile preset = preset();
        List<String> runtimes = options.names("runtimes", claim.runtimes().getOrDefault(scale, preset.words("runtimes")));
        List<Integer> presetUsers = preset.words("users").stream().map(Integer::valueOf).toList();
        List<Integer> users = options.positiveInts("users", claim.users().getOrDefault(scale, presetUsers), 20_000);
        return new Plan(runtimes, preset.words("scenarios"), users, SteadyWindow.of(scale, options));
    }

    /**
     * The claim's preset, which must be a closed-model matrix of runtimes and scenarios at one list of users: the shape
     * this study runs. Its profiles and JVMs are the study's --profiles and --jvms, its window the study's scale.
     */
    DataFile preset() {
        DataFile preset = DataFile.load(MatrixFile.locate(VtbenchRoot.locate(), claim.matrix()), MatrixFile.KEYS,
                key -> key.startsWith("users."));
        String model = preset.optional("model").orElse("");
        if (!model.equals(LoadModel.CLOSED.jsonName())) {
            throw preset.invalid("model", model, LoadModel.CLOSED.jsonName() + ": study " + name() + " pairs closed-model cells");
        }
        for (String key : List.of("runtimes", "scenarios", "users")) {
            preset.required(key);
        }
        preset.keys().stream().filter(key -> key.startsWith("users.")).findFirst().ifPresent(key -> {
            throw preset.invalid(key, preset.required(key), "no per-scenario users in a study's preset (give the study one list of users)");
        });
        preset.words("users").forEach(word -> {
            if (!word.matches("[1-9][0-9]{0,4}")) {
                throw preset.invalid("users", preset.required("users"), "whole numbers of users separated by spaces");
            }
        });
        return preset;
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
        String description = "Study " + name() + " (" + claim.seedLabel().toLowerCase(java.util.Locale.ROOT) + "): " + planText;
        List<CellResult> cells = session.runMatrix(plan.window().closedMatrix(description, plan.runtimes(), plan.scenarios(), plan.users()));
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
        List<List<String>> table = new ArrayList<>();
        for (ModePair row : rows) {
            Optional<Double> ratio = new dev.vtbench.harness.result.CellPair(row.virtual(), row.baseline()).ratio(claim.metric().figure());
            table.add(List.of(row.baseline().context().runtime(), Integer.toString(row.baseline().context().users()),
                    row.baseline().context().mode().name(), StudyCells.throughput(row.baseline()), StudyCells.throughput(row.virtual()),
                    ratio.map(StudyFormat::ratio).orElse("not comparable"), row.cpuPerRequestRatioText(), claim.rangeText()));
        }
        String ratioHeader = claim.metric() == VerdictMetric.CAPACITY ? "Virtual / pool" : "Virtual / pool, " + claim.metric().figure().label();
        return new StudySection(profile, StudyCells.conditions(rows.get(0).context()), new StudyTable(List.of("Runtime", "Users",
                "Pool mode", "Pool: req/s median [min-max] flags", "Virtual: req/s median [min-max] flags", ratioHeader,
                "CPU per request, virtual / pool", "Study (" + claim.changeText() + ")"), table),
                judged.stream().map(ClaimFinding::text).toList());
    }
}
