package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Flag;

import java.util.ArrayList;
import java.util.Comparator;
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

    /** What "virtual" means in each runtime: the study replaced Liberty's pool itself, vtbench's Liberty mode cannot. */
    private static final Map<String, String> VIRTUAL_MEANS = Map.of(
            "liberty", "Liberty: each request's work handed from Liberty's platform request thread to a Jakarta Concurrency "
                    + "executor declared virtual = true (Liberty has no supported way to run its request threads virtually; the "
                    + "study replaced Liberty's thread pool itself, so its figures and these measure different things)",
            "tomcat", "Tomcat: the connector runs each whole request on a virtual thread (useVirtualThreads=\"true\")",
            "plain-jdk", "plain-jdk: a virtual thread per request (Executors.newThreadPerTaskExecutor)");

    record Plan(List<String> runtimes, List<Integer> users, int warmupMin, int warmupMax, int duration, int repetitions) {}

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
                "repetitions", "repetitions per cell (default 2; full 3)");
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        List<String> runtimes = options.values().containsKey("runtimes")
                ? List.of(options.values().get("runtimes").split(","))
                : scale == StudyScale.TINY ? List.of("plain-jdk") : List.of("plain-jdk", "tomcat", "liberty");
        List<Integer> users = options.positiveInts("users", scale == StudyScale.FULL ? List.of(50, 200) : scale == StudyScale.TINY
                ? List.of(20) : List.of(50), 20_000);
        int repetitions = options.positiveInt("repetitions", switch (scale) {
            case TINY -> 1;
            case DEFAULT -> 2;
            case FULL -> 3;
        }, 100);
        return switch (scale) {
            case TINY -> new Plan(runtimes, users, 5, 30, 4, repetitions);
            case DEFAULT -> new Plan(runtimes, users, 10, 120, 10, repetitions);
            // Liberty on one core warms up slowly: the study's scale gives it the liberty-study preset's cap.
            case FULL -> new Plan(runtimes, users, 10, 180, 30, repetitions);
        };
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /cpu on " + String.join(", ", plan.runtimes()) + ", every mode, closed model at " + plan.users() + " users, "
                + plan.duration() + " s measured once steady (" + plan.warmupMin() + "-" + plan.warmupMax() + " s warm-up), "
                + plan.repetitions() + " repetition(s)";
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        Map<String, String> matrix = new LinkedHashMap<>();
        matrix.put("description", "Study cpu-throughput (seed 004): " + plan(session.scale(), session.options()));
        matrix.put("runtimes", String.join(" ", plan.runtimes()));
        matrix.put("scenarios", "cpu");
        matrix.put("model", "closed");
        matrix.put("users", plan.users().stream().map(String::valueOf).collect(Collectors.joining(" ")));
        matrix.put("warmup.min.seconds", Integer.toString(plan.warmupMin()));
        matrix.put("warmup.max.seconds", Integer.toString(plan.warmupMax()));
        matrix.put("duration.seconds", Integer.toString(plan.duration()));
        matrix.put("repetitions", Integer.toString(plan.repetitions()));
        List<CellResult> cells = session.runMatrix(matrix);
        List<Comparison> comparisons = compare(cells);
        List<StudySection> sections = new ArrayList<>();
        comparisons.stream().collect(Collectors.groupingBy(c -> c.virtual().context().profile(), LinkedHashMap::new, Collectors.toList()))
                .forEach((profile, rows) -> sections.add(section(profile, rows)));
        return new StudyReport(name(), "CPU-bound throughput: thread pool against virtual threads (seed 004, Open Liberty)", SEED,
                "Open Liberty 23.0.0.10 on Temurin 21.0.1 (and IBM Semeru), REST and MicroProfile benchmark applications at tens "
                        + "to hundreds of threads; \"workloads showed a 10-40% lower throughput with virtual threads compared to "
                        + "Liberty's thread pool\", worst on systems with limited CPUs; CPU counts, kernel and load model not published",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(),
                session.failures(), List.of(overallFinding(comparisons)));
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /cpu?n=10000 (sort 10,000 deterministic values, checksum): no blocking, so virtual threads can only add "
                        + "scheduling cost",
                "closed workload model: " + plan.users() + " users, each sending its next request when the previous one answers; "
                        + "the figure is requests per second over " + plan.duration() + " s once the rate is steady (vtbench's steady "
                        + "criterion, " + plan.warmupMin() + "-" + plan.warmupMax() + " s), the median of " + plan.repetitions()
                        + " repetition(s) with [min-max]; a fresh server per repetition",
                "each cell verified before load (endpoints, availableProcessors() equal to the profile's CPUs, the thread kind); "
                        + "server and Gatling driver on disjoint cores; a cell with a disqualifying flag (NS, DRV, CV, ERR, NOISE, "
                        + "LL!) is shown but not compared",
                "pool sizes: plain-jdk and Tomcat 200 threads, Liberty's self-tuning executor (pool) and a fixed 200 (fixed)"));
        VIRTUAL_MEANS.entrySet().stream().sorted(Map.Entry.comparingByKey()).filter(e -> plan.runtimes().contains(e.getKey()))
                .forEach(e -> method.add("virtual mode, " + e.getValue()));
        return method;
    }

    /** One runtime's virtual cell against one of its platform-thread modes, at one profile and user count. */
    record Comparison(CellResult virtual, CellResult baseline) {
        Optional<Double> ratio() {
            return virtual.trusted() && baseline.trusted()
                    ? Optional.of(virtual.throughput().median() / baseline.throughput().median()) : Optional.empty();
        }

        /** Whether the two spreads [min-max] do not overlap: the difference is beyond the repetitions' own variation. */
        boolean beyondSpread() {
            return virtual.throughput().max() < baseline.throughput().min() || virtual.throughput().min() > baseline.throughput().max();
        }

        String label() {
            CellContext c = baseline.context();
            return c.runtime() + ", " + c.users() + " users: virtual / " + c.mode();
        }
    }

    static List<Comparison> compare(List<CellResult> cells) {
        List<CellResult> measured = cells.stream().filter(c -> c.status() == CellStatus.MEASURED).toList();
        List<Comparison> comparisons = new ArrayList<>();
        for (CellResult virtual : measured.stream().filter(c -> c.context().mode().equals("virtual")).toList()) {
            CellContext v = virtual.context();
            measured.stream().filter(c -> !c.context().mode().equals("virtual"))
                    .filter(c -> c.context().runtime().equals(v.runtime()) && c.context().profile().equals(v.profile())
                            && c.context().jvm().equals(v.jvm()) && c.context().users() == v.users())
                    .sorted(Comparator.comparing(c -> c.context().mode()))
                    .forEach(baseline -> comparisons.add(new Comparison(virtual, baseline)));
        }
        return comparisons;
    }

    private static StudySection section(String profile, List<Comparison> rows) {
        CellContext any = rows.get(0).virtual().context();
        List<String> conditions = List.of(profile + ": " + StudyFormat.cpus(any.cpus()) + " of CFS quota on core(s) " + any.serverCpuset()
                        + ", memory limit " + StudyFormat.bytes(any.memoryBytes()) + ", availableProcessors() " + any.availableProcessors()
                        + "; Gatling driver on core(s) " + any.driverCpuset(),
                "JVM: " + any.jvmVendor() + " " + any.jvmVersion() + " (" + any.jvm() + ")");
        List<List<String>> table = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (Comparison row : rows) {
            Optional<Double> ratio = row.ratio();
            table.add(List.of(row.baseline().context().runtime(), Integer.toString(row.baseline().context().users()),
                    row.baseline().context().mode(), figure(row.baseline()), figure(row.virtual()),
                    ratio.map(StudyFormat::ratio).orElse("not comparable"), "0.60x-0.90x"));
            findings.add(row.label() + ": " + ratio.map(r -> verdict(r) + (row.beyondSpread() ? "" : " (within the repetitions' spread)"))
                    .orElse("not compared: " + untrustedBecause(row)));
        }
        return new StudySection(profile, conditions, new StudyTable(List.of("Runtime", "Users", "Pool mode",
                "Pool: req/s median [min-max] flags", "Virtual: req/s median [min-max] flags", "Virtual / pool",
                "Study (10-40% lower)"), table), findings);
    }

    private static String figure(CellResult cell) {
        String flags = cell.flags().isEmpty() ? "" : " " + cell.flags().stream().map(Flag::code).collect(Collectors.joining(" "));
        if (cell.throughput().isMissing()) {
            return "no figure" + flags;
        }
        return StudyFormat.rate(cell.throughput().median()) + " [" + StudyFormat.rate(cell.throughput().min()) + "-"
                + StudyFormat.rate(cell.throughput().max()) + "]" + flags;
    }

    private static String untrustedBecause(Comparison row) {
        List<String> reasons = new ArrayList<>();
        for (CellResult cell : List.of(row.baseline(), row.virtual())) {
            if (!cell.trusted()) {
                reasons.add(cell.context().mode() + " " + (cell.throughput().isMissing() ? "has no figure"
                        : "is flagged " + cell.flags().stream().filter(Flag::disqualifies).map(Flag::code).collect(Collectors.joining(" "))));
            }
        }
        return String.join(", ", reasons);
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

    static String overallFinding(List<Comparison> comparisons) {
        List<Double> ratios = comparisons.stream().flatMap(c -> c.ratio().stream()).toList();
        long untrusted = comparisons.size() - ratios.size();
        String notCompared = untrusted == 0 ? "" : "; " + untrusted + " pair(s) not comparable (flagged or not steady)";
        if (ratios.isEmpty()) {
            return "Seed 004's finding (10-40% lower CPU-bound throughput with virtual threads) could not be checked: no "
                    + "comparable pair of cells" + notCompared + ".";
        }
        long within = ratios.stream().filter(r -> r >= STUDY_LOW && r <= STUDY_HIGH).count();
        long lower = ratios.stream().filter(r -> r < 1).count();
        double low = ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return "Seed 004's finding, 10-40% lower CPU-bound throughput with virtual threads: " + within + " of " + ratios.size()
                + " comparable pair(s) within that range, " + lower + " lower at all; virtual / pool from "
                + StudyFormat.ratio(low) + " to " + StudyFormat.ratio(high) + notCompared + ".";
    }
}
