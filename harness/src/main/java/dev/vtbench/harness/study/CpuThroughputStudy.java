package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * Seed 004 (Open Liberty's study): on CPU-bound work, 10-40% lower throughput with virtual threads than with Liberty's
 * thread pool, "especially on systems with limited CPUs". Here: GET /cpu (a sort of 10,000 values per request) under
 * a closed model of tens of users, each runtime's pool against its virtual mode, under every CPU profile that fits,
 * through the harness's own run (verification, steady state, honesty flags); only trusted cells are compared.
 */
public final class CpuThroughputStudy implements Study {
    static final String SEED = "004_d7f560452dafd862.txt";
    /** The study's range: virtual threads' throughput 60-90% of the pool's. */
    static final double STUDY_LOW = 0.60;
    static final double STUDY_HIGH = 0.90;

    record Plan(List<String> runtimes, List<Integer> users, SteadyWindow window) {}

    @Override
    public String name() {
        return "cpu-throughput";
    }

    @Override
    public String summary() {
        return "seed 004: CPU-bound /cpu, each runtime's thread pool against virtual threads per CPU profile (the study: 10-40% lower)";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("runtimes", "runtimes, comma-separated (default plain-jdk,tomcat,liberty; tiny: plain-jdk)",
                "users", "closed-model users, comma-separated (default 50; full 50,200: the study's tens to hundreds)",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        List<String> runtimes = options.names("runtimes", scale == StudyScale.TINY ? List.of("plain-jdk")
                : List.of("plain-jdk", "tomcat", "liberty"));
        List<Integer> users = options.positiveInts("users", scale == StudyScale.FULL ? List.of(50, 200) : scale == StudyScale.TINY
                ? List.of(20) : List.of(50), 20_000);
        return new Plan(runtimes, users, SteadyWindow.of(scale, options));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /cpu on " + String.join(", ", plan.runtimes()) + ", every mode, closed model at " + plan.users() + " users, "
                + plan.window().describe();
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        String description = "Study cpu-throughput (seed 004): " + plan(session.scale(), session.options());
        Map<String, String> matrix = plan.window().closedMatrix(description, plan.runtimes(), List.of("cpu"), plan.users());
        List<CellResult> cells = session.runMatrix(matrix);
        List<ModePair> comparisons = ModePair.of(cells);
        List<StudySection> sections = new ArrayList<>();
        comparisons.stream().collect(Collectors.groupingBy(c -> c.context().profile(), LinkedHashMap::new, Collectors.toList()))
                .forEach((profile, rows) -> sections.add(section(profile, rows)));
        return new StudyReport(name(), "CPU-bound throughput: thread pool against virtual threads (seed 004, Open Liberty)", SEED,
                "Open Liberty 23.0.0.10 on Temurin 21.0.1 (and IBM Semeru), REST and MicroProfile benchmark applications at tens "
                        + "to hundreds of threads; \"workloads showed a 10-40% lower throughput with virtual threads compared to "
                        + "Liberty's thread pool\", worst on systems with limited CPUs; CPU counts, kernel and load model not published",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(),
                session.failures(), List.of(overallFinding(comparisons), costFinding(comparisons)));
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /cpu?n=10000 (sort 10,000 deterministic values, checksum): no blocking, so virtual threads can only add "
                        + "scheduling cost",
                "closed model: " + plan.users() + " users, each sending its next request when the previous one answers",
                plan.window().methodLine("closed")));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
    }

    private static StudySection section(String profile, List<ModePair> rows) {
        List<String> conditions = StudyCells.conditions(rows.get(0).context());
        List<List<String>> table = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (ModePair row : rows) {
            Optional<Double> ratio = row.ratio();
            table.add(List.of(row.baseline().context().runtime(), Integer.toString(row.baseline().context().users()),
                    row.baseline().context().mode().name(), StudyCells.throughput(row.baseline()), StudyCells.throughput(row.virtual()),
                    ratio.map(StudyFormat::ratio).orElse("not comparable"), row.cpuPerRequestRatioText(), "0.60x-0.90x"));
            findings.add(label(row) + ": " + ratio.map(r -> verdict(r) + row.spreadNote())
                    .orElse("not compared: " + row.untrustedBecause()));
        }
        return new StudySection(profile, conditions, new StudyTable(List.of("Runtime", "Users", "Pool mode",
                "Pool: req/s median [min-max] flags", "Virtual: req/s median [min-max] flags", "Virtual / pool",
                "CPU per request, virtual / pool", "Study (10-40% lower)"), table), findings);
    }

    static String label(ModePair pair) {
        CellContext c = pair.context();
        return c.runtime() + ", " + c.users() + " users: virtual / " + c.mode();
    }

    static String verdict(double ratio) {
        String change = ratio < 1 ? StudyFormat.percent(1 - ratio) + " lower" : StudyFormat.percent(ratio - 1) + " higher";
        if (ratio < STUDY_LOW) {
            return change + " with virtual threads: lower than the study's 10-40%";
        }
        if (ratio <= STUDY_HIGH) {
            return change + " with virtual threads: within the study's 10-40%";
        }
        if (ratio < 1) {
            return change + " with virtual threads: less than the study's 10%";
        }
        return change + " with virtual threads: not lower, unlike the study";
    }

    /**
     * The seed's claim seen from the server's side: at a CPU quota a server that serves 10-40% fewer requests pays
     * 1/0.9 to 1/0.6 times the CPU per request (1.11x-1.67x). CPU per request holds whatever limited the throughput (a
     * driver-bound pair still has one), so this finding reaches pairs the throughput ratio cannot.
     */
    static String costFinding(List<ModePair> comparisons) {
        PairRatios cost = PairRatios.cpuPerRequest(comparisons);
        double low = 1 / STUDY_HIGH;
        double high = 1 / STUDY_LOW;
        if (cost.none()) {
            return "Seed 004's finding as CPU per request (10-40% lower throughput at a CPU quota is " + StudyFormat.ratio(low) + "-"
                    + StudyFormat.ratio(high) + " the CPU per request with virtual threads) could not be checked: no pair of cells "
                    + "both trusted for their CPU per request" + cost.notComparableTail() + ".";
        }
        return "Seed 004's finding as CPU per request (10-40% lower throughput at a CPU quota is " + StudyFormat.ratio(low) + "-"
                + StudyFormat.ratio(high) + " the CPU per request with virtual threads): " + cost.count(r -> r >= low && r <= high)
                + " of " + cost.ratios().size() + " pair(s) within that range, " + cost.count(r -> r > 1) + " costlier with virtual "
                + "threads at all; " + cost.range() + cost.notComparableTail() + ".";
    }

    static String overallFinding(List<ModePair> comparisons) {
        PairRatios ratios = PairRatios.of(comparisons);
        if (ratios.none()) {
            return "Seed 004's finding (10-40% lower CPU-bound throughput with virtual threads) could not be checked: no "
                    + "comparable pair of cells" + ratios.notComparableTail() + PairRatios.costTail(comparisons) + ".";
        }
        return "Seed 004's finding, 10-40% lower CPU-bound throughput with virtual threads: "
                + ratios.count(r -> r >= STUDY_LOW && r <= STUDY_HIGH) + " of " + ratios.ratios().size()
                + " comparable pair(s) within that range, " + ratios.count(r -> r < 1) + " lower at all; " + ratios.range()
                + ratios.notComparableTail() + PairRatios.costTail(comparisons) + ".";
    }
}
