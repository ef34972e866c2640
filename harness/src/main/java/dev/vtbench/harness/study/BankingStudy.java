package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Scenario;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.HonestyChecks;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * Seed 004 (Open Liberty's study): an online-banking application whose transactions call a remote system with a
 * configurable delay, so that threads block on I/O and virtual threads unmount and mount. Here: GET /bank (a little
 * CPU work, a call to the backend delay service, a little more work) at each remote delay asked for, each runtime's
 * pool against its virtual mode, per CPU profile: throughput against its Little's-law bound, and the 99th percentile.
 */
public final class BankingStudy implements Study {
    static final String SEED = "004_d7f560452dafd862.txt";
    /** The CPU work around the remote call, as in harness/scenarios/bank.properties. */
    static final int WORK = 1_000;

    record Plan(List<String> runtimes, List<Integer> delays, List<Integer> users, SteadyWindow window) {}

    @Override
    public String name() {
        return "banking";
    }

    @Override
    public String summary() {
        return "seed 004: /bank calling a remote system with delays from a few ms to hundreds, pool against virtual threads";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("runtimes", "runtimes, comma-separated (default plain-jdk,tomcat,liberty; tiny: plain-jdk)",
                "delays", "remote delays in ms, comma-separated (default 5,100,300; full 5,20,100,300; tiny 20)",
                "users", "closed-model users, comma-separated (default 400: above the pools' 200 threads)",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        List<String> runtimes = options.names("runtimes", scale == StudyScale.TINY ? List.of("plain-jdk")
                : List.of("plain-jdk", "tomcat", "liberty"));
        List<Integer> delays = options.positiveInts("delays", switch (scale) {
            case TINY -> List.of(20);
            case DEFAULT -> List.of(5, 100, 300);
            case FULL -> List.of(5, 20, 100, 300);
        }, 10_000);
        List<Integer> users = options.positiveInts("users", scale == StudyScale.TINY ? List.of(50) : List.of(400), 20_000);
        return new Plan(runtimes, delays, users, SteadyWindow.of(scale, options));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /bank on " + String.join(", ", plan.runtimes()) + ", every mode, remote delays " + plan.delays()
                + " ms, closed model at " + plan.users() + " users, " + plan.window().describe();
    }

    /** The study's own scenario for one delay: named bank-NNms so cells and results say which delay they measured. */
    static Scenario scenario(int delayMs) {
        return new Scenario("bank-" + delayMs + "ms", "/bank?delayMs=" + delayMs + "&n=" + WORK);
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        List<Scenario> scenarios = plan.delays().stream().map(BankingStudy::scenario).toList();
        String description = "Study banking (seed 004): " + plan(session.scale(), session.options());
        Map<String, String> matrix = plan.window().closedMatrix(description, plan.runtimes(),
                scenarios.stream().map(Scenario::name).toList(), plan.users());
        List<ModePair> pairs = ModePair.of(session.runMatrix(matrix, scenarios));
        List<StudySection> sections = new ArrayList<>();
        pairs.stream().collect(Collectors.groupingBy(p -> p.context().profile() + ", " + p.context().runtime(), LinkedHashMap::new,
                        Collectors.toList()))
                .forEach((title, rows) -> sections.add(section(title, rows)));
        return new StudyReport(name(), "Online banking calling a remote system: thread pool against virtual threads (seed 004)", SEED,
                "Open Liberty 23.0.0.10 on Temurin 21.0.1: \"an online banking app simulated requests to a remote system with "
                        + "configurable delays, allowing threads to be blocked on I/O\"; delays, load and figures not published; the "
                        + "study's summary: virtual threads performed worse than Liberty's thread pool across its applications, "
                        + "the gap depending on CPUs, task duration, kernel and scheduler tuning",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(),
                session.failures(), List.of(overallFinding(pairs)));
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /bank?delayMs=D&n=" + WORK + ": a little CPU work, a blocking call to the backend delay service that "
                        + "answers after D ms (on the driver's cores), a little more work; delays " + plan.delays() + " ms",
                "closed model: " + plan.users() + " users; Little's law bounds each cell at min(users, pool size) / D, the "
                        + "pool's 200 threads being the lower of the two above 200 users: the bound column",
                plan.window().methodLine("closed")));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
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

    /** min(users, pool size) / delay: what no server can exceed on this request, whatever its threads. */
    static String bound(CellResult cell, int delayMs) {
        return StudyFormat.rate(HonestyChecks.littleBound(cell.context().users(), cell.context().poolSize(), delayMs));
    }

    static String overallFinding(List<ModePair> pairs) {
        PairRatios ratios = PairRatios.of(pairs);
        if (ratios.none()) {
            return "Seed 004's banking finding (virtual threads no better than the pool) could not be checked: no comparable pair"
                    + ratios.notComparableTail() + ".";
        }
        return "Seed 004's finding, virtual threads performed worse than the pool: lower in " + ratios.count(r -> r < 1) + " of "
                + ratios.ratios().size() + " comparable pair(s), " + ratios.range() + ratios.notComparableTail()
                + "; above the pool's 200 threads, Little's law favours virtual threads on a long enough delay, which the bound "
                + "column shows.";
    }
}
