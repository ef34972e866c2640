package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * Seed 000 (Lucee on a Project Loom JDK 17 build, a quad-core CPU): a hello-world request at 10, 100, 1,000 and
 * 10,000 concurrent requests, throughput falling from 83,000 to 10,000 requests per second as concurrency rose. Here:
 * GET /hello under a closed model at the same four levels, each runtime's pool against its virtual mode, one table per
 * runtime and CPU profile shaped like the seed's four lines.
 */
public final class HelloConcurrencyStudy implements PresetStudy {
    static final String SEED = "000_10ab1b03cb27055d.txt";
    /** The seed's four lines: concurrent requests to requests per second, virtual threads on Lucee. */
    static final Map<Integer, Integer> SEED_RATES = Map.of(10, 83_000, 100, 79_000, 1_000, 39_000, 10_000, 10_000);

    record Plan(List<String> runtimes, List<Integer> users, SteadyWindow window) {}

    @Override
    public String name() {
        return "hello-concurrency";
    }

    @Override
    public String summary() {
        return "seed 000: /hello at 10, 100, 1,000 and 10,000 concurrent clients, pool against virtual threads per runtime";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public String presetName() {
        return name();
    }

    @Override
    public Map<String, String> options() {
        String preset = StudyPreset.path(presetName());
        return Map.of("runtimes", "runtimes, comma-separated (default: the preset " + preset + "; full plain-jdk,tomcat,liberty)",
                "users", "concurrent clients, comma-separated (default: the preset " + preset + ", the seed's levels; tiny 10,100)",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    /** The preset at the default scale (its warm-up capped at 60 s: /hello rarely settles here), its own lists at the others. */
    Plan planOf(StudyScale scale, StudyOptions options) {
        StudyPreset preset = preset();
        List<String> runtimes = options.names("runtimes", scale == StudyScale.FULL ? List.of("plain-jdk", "tomcat", "liberty")
                : preset.runtimes());
        List<Integer> users = options.positiveInts("users", scale == StudyScale.TINY ? List.of(10, 100) : preset.users(), 20_000);
        return new Plan(runtimes, users, preset.windowAt(scale, options));
    }

    @Override
    public Map<String, String> matrix(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return plan.window().closedMatrix("Study hello-concurrency (seed 000): " + plan(scale, options), plan.runtimes(),
                List.of("hello"), plan.users());
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /hello on " + String.join(", ", plan.runtimes()) + ", every mode, closed model at " + plan.users()
                + " concurrent clients, " + plan.window().describe();
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        List<CellResult> cells = session.runMatrix(matrix(session.scale(), session.options()));
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = new ArrayList<>();
        pairs.stream().collect(Collectors.groupingBy(p -> p.context().profile() + ", " + p.context().runtime() + " on "
                        + p.context().jvm(), LinkedHashMap::new, Collectors.toList()))
                .forEach((title, rows) -> sections.add(section(title, rows)));
        List<String> findings = new ArrayList<>(falls(cells));
        findings.add(overallFinding(pairs));
        findings.add(costFinding(pairs));
        return new StudyReport(name(), "Hello world from 10 to 10,000 concurrent requests (seed 000, Lucee on Project Loom)", SEED,
                "Lucee (CFML) request threads made virtual on a Project Loom early-access build of JDK 17, a quad-core CPU, a "
                        + "trivial hello-world script, 1 million requests per level; the seed gives one figure per level (virtual "
                        + "threads) and says they were \"up to 4 times faster\" than regular threads without a table for them; "
                        + "load generator and its placement not published",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(),
                session.failures(), findings);
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /hello (a fixed short text, no work): what is measured is the runtime's request path and its threads",
                "closed model: " + plan.users() + " concurrent clients, each sending its next request when the previous one "
                        + "answers, like the seed's concurrent requests",
                plan.window().methodLine("closed"),
                "on a 2-core machine the Gatling driver has one core: /hello is often driver-bound here (flag DRV: its "
                        + "throughput is a lower bound, shown but not compared), yet its CPU per request is still compared; a server "
                        + "at its CPU quota with a busy driver is server-bound (DRV+) and compared; the seed's load generator shared "
                        + "its 4 cores with the server"));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
    }

    private static StudySection section(String title, List<ModePair> rows) {
        List<List<StudyCell>> table = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (ModePair row : rows.stream().sorted(Comparator.comparingInt((ModePair p) -> p.context().users())
                .thenComparing(p -> p.context().mode())).toList()) {
            int users = row.context().users();
            Optional<Double> ratio = row.ratio();
            table.add(List.of(label(StudyFormat.count(users)), Optional.ofNullable(SEED_RATES.get(users))
                            .<StudyCell>map(rate -> StudyFigure.one(rate, StudyFigure.Unit.REQUESTS_PER_SECOND, StudyFormat.rate(rate)))
                            .orElse(label("-")),
                    label(row.context().mode().name()), StudyCells.throughput(row.baseline()), StudyCells.throughput(row.virtual()),
                    StudyFigure.ratio(ratio), row.cpuPerRequestRatioFigure()));
            findings.add(StudyFormat.count(users) + " clients: virtual / " + row.context().mode() + " "
                    + ratio.map(r -> StudyFormat.ratio(r) + row.spreadNote()).orElse("not compared: " + row.untrustedBecause()));
        }
        return new StudySection(title, StudyCells.conditions(rows.get(0).context()), new StudyTable(List.of("Concurrent clients",
                "Seed: virtual req/s (Lucee, 4 cores)", "Pool mode", "Pool: req/s median [min-max] flags",
                "Virtual: req/s median [min-max] flags", "Virtual / pool", "CPU per request, virtual / pool"), table), findings);
    }

    /**
     * The seed's shape: throughput at the highest level as a share of the lowest (83,000 to 10,000: 12%), for each
     * runtime and mode whose two end cells are both trusted.
     */
    static List<String> falls(List<CellResult> cells) {
        List<String> lines = new ArrayList<>();
        Map<String, List<CellResult>> series = cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .collect(Collectors.groupingBy(c -> seriesOf(c.context()), LinkedHashMap::new, Collectors.toList()));
        series.forEach((name, points) -> {
            CellResult lowest = points.stream().min(Comparator.comparingInt(c -> c.context().users())).orElseThrow();
            CellResult highest = points.stream().max(Comparator.comparingInt(c -> c.context().users())).orElseThrow();
            if (lowest == highest) {
                return;
            }
            String span = "from " + StudyFormat.count(lowest.context().users()) + " to " + StudyFormat.count(highest.context().users())
                    + " clients";
            if (lowest.trusted() && highest.trusted()) {
                double share = highest.throughput().median() / lowest.throughput().median();
                lines.add(name + ": " + span + ", throughput went from " + StudyFormat.rate(lowest.throughput().median()) + " to "
                        + StudyFormat.rate(highest.throughput().median()) + " req/s (" + StudyFormat.percent(share)
                        + " of it); the seed's went from 83,000 to 10,000 (12%) over 10 to 10,000");
            } else {
                lines.add(name + ": " + span + ", the fall could not be checked (an end cell is flagged or not steady)");
            }
        });
        return lines;
    }

    private static String seriesOf(CellContext context) {
        return context.runtime() + " " + context.mode() + " (" + context.profile() + ", " + context.jvm() + ")";
    }

    static String overallFinding(List<ModePair> pairs) {
        PairRatios ratios = PairRatios.of(pairs);
        if (ratios.none()) {
            return "Seed 000's claim (virtual threads up to 4x faster than regular threads on hello world) could not be checked: "
                    + "no comparable pair of cells" + ratios.notComparableTail() + PairRatios.costTail(pairs) + ".";
        }
        return "Seed 000's claim, virtual threads up to 4x faster than regular threads on hello world: " + ratios.range() + " over "
                + ratios.ratios().size() + " comparable pair(s), " + ratios.count(r -> r > 1) + " faster with virtual threads"
                + (ratios.high() >= 4 ? "; a 4x gain was reached" : "; no 4x gain") + ratios.notComparableTail()
                + PairRatios.costTail(pairs) + ".";
    }
    /**
     * The seed's claim seen from the server's side: a server at its CPU quota that serves 4x the requests pays a quarter
     * of the CPU per request (0.25x). CPU per request holds whatever limited the throughput, so a driver-bound pair,
     * which has no throughput ratio, still answers.
     */
    static String costFinding(List<ModePair> pairs) {
        PairRatios cost = PairRatios.cpuPerRequest(pairs);
        if (cost.none()) {
            return "Seed 000's claim as CPU per request (4x faster at a CPU quota is 0.25x the CPU per request) could not be "
                    + "checked: no pair of cells both trusted for their CPU per request" + cost.notComparableTail() + ".";
        }
        return "Seed 000's claim as CPU per request (4x faster at a CPU quota is 0.25x the CPU per request): " + cost.range()
                + " over " + cost.ratios().size() + " pair(s), " + cost.count(r -> r < 1) + " cheaper with virtual threads"
                + (cost.low() <= 0.25 ? "; a quarter of the cost was reached" : "; never a quarter of the cost")
                + cost.notComparableTail() + ".";
    }

}
