package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.run.Machine;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * Seed 004 (Open Liberty's study): "a significant performance issue with virtual threads was traced to an interaction
 * between the Linux kernel scheduler and Java's ForkJoinPool thread management", worst "on systems with limited CPUs"
 * (the seed names no CPU count and no kernel; kernels of its time, 2023, most likely scheduled with CFS). Here: GET
 * /cpu under a CPU quota, virtual threads with the scheduler's parallelism (its carrier threads) left at the JVM's
 * default and set to each value asked for, one harness run per value since the server's JVM options differ, the
 * runtime's pool mode once beside the default as the reference; the quota's throttling and the server's context
 * switches reported with throughput, and the kernel's CPU scheduler stated with the result.
 */
public final class SchedulerStudy implements Study {
    static final String SEED = "004_d7f560452dafd862.txt";
    static final String SEED_FINDING = "a significant performance issue with virtual threads was traced to an interaction between "
            + "the Linux kernel scheduler and Java's ForkJoinPool thread management";
    /** /cpu on one core rarely settles within the 120 s cap; capped, a cell says NS sooner and the study fits in minutes. */
    static final int WARMUP_CAP_SECONDS = 40;

    record Plan(List<String> runtimes, List<Integer> parallelisms, int users, SteadyWindow window) {}

    /** One harness run: the JVM's default parallelism (empty: the reference, with the pool mode) or one asked for. */
    record SchedulerRun(Optional<Integer> parallelism) {
        String folder() {
            return "run-parallelism-" + parallelism.map(String::valueOf).orElse("default");
        }

        String modes() {
            return parallelism.isPresent() ? Mode.VIRTUAL.name() : Mode.POOL + " " + Mode.VIRTUAL;
        }
    }

    @Override
    public String name() {
        return "scheduler";
    }

    @Override
    public String summary() {
        return "seed 004: virtual threads on CPU-bound /cpu under a CPU quota with the scheduler's parallelism varied; "
                + "throttling and context switches, the kernel's scheduler stated";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("runtimes", "runtimes, comma-separated (default plain-jdk)",
                "users", "closed-model users (default 50, as cpu-throughput; tiny 20)",
                "parallelism", "jdk.virtualThreadScheduler.parallelism values, comma-separated, each measured beside the JVM's "
                        + "default (availableProcessors(), 1 on cpu-0.5 and cpu-1, so 1 would repeat it; default 2,4; tiny 2)",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        List<String> runtimes = options.names("runtimes", List.of("plain-jdk"));
        List<Integer> parallelisms = options.positiveInts("parallelism", scale == StudyScale.TINY ? List.of(2) : List.of(2, 4),
                ServerJvmOptions.MAX_PARALLELISM).stream().distinct().toList();
        int users = options.positiveInt("users", scale == StudyScale.TINY ? 20 : 50, 20_000);
        return new Plan(runtimes, parallelisms, users, SteadyWindow.of(scale, options).cappedAt(WARMUP_CAP_SECONDS));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /cpu on " + String.join(", ", plan.runtimes()) + ", virtual threads at the JVM's default scheduler parallelism "
                + "and at " + plan.parallelisms() + " (the pool mode beside the default), closed model at " + plan.users()
                + " users, " + plan.window().describe();
    }

    static List<SchedulerRun> runs(Plan plan) {
        List<SchedulerRun> runs = new ArrayList<>(List.of(new SchedulerRun(Optional.empty())));
        plan.parallelisms().forEach(p -> runs.add(new SchedulerRun(Optional.of(p))));
        return runs;
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        Map<SchedulerRun, List<CellResult>> measured = new LinkedHashMap<>();
        for (SchedulerRun run : runs(plan)) {
            // Each run describes itself alone: asking for another parallelism later into the same folder keeps these.
            Map<String, String> matrix = plan.window().closedMatrix("Study scheduler (seed 004): GET /cpu, virtual threads with "
                    + run.parallelism().map(p -> "the scheduler's parallelism set to " + p).orElse("the JVM's default scheduler "
                    + "parallelism, and the pool mode") + ", closed model", plan.runtimes(), List.of("cpu"), List.of(plan.users()));
            matrix.put("modes", run.modes());
            run.parallelism().ifPresent(p -> matrix.put(ServerJvmOptions.KEY, ServerJvmOptions.parallelismOption(p)));
            measured.put(run, session.runMatrix(matrix, UnaryOperator.identity(), run.folder()).stream()
                    .filter(c -> c.status() == CellStatus.MEASURED).toList());
        }
        List<StudySection> sections = new ArrayList<>();
        List<ParallelismComparison> comparisons = new ArrayList<>();
        for (CellResult reference : measured.get(runs(plan).get(0))) {
            if (!reference.context().mode().isVirtual()) {
                continue;
            }
            List<ParallelismComparison> here = new ArrayList<>();
            measured.forEach((run, cells) -> run.parallelism().ifPresent(p -> sameConditions(cells, reference, Mode.VIRTUAL)
                    .ifPresent(cell -> here.add(new ParallelismComparison(p, cell, reference)))));
            Optional<CellResult> pool = sameConditions(measured.get(runs(plan).get(0)), reference, Mode.POOL);
            sections.add(section(reference, pool, here));
            comparisons.addAll(here);
        }
        Map<String, String> machine = StudyMachine.describe();
        return new StudyReport(name(), "The kernel's CPU scheduler and the virtual-thread scheduler's carriers under a CPU quota "
                + "(seed 004)", SEED, "Open Liberty 23.0.0.10 on Temurin 21.0.1: \"" + SEED_FINDING + ". This problem persisted "
                + "across different kernel versions\"; worst \"on systems with limited CPUs\"; the CPU count, the kernel (in 2023 most "
                + "likely scheduled with CFS), the parallelism, the quota and the figures behind it not published",
                session.command(), session.scale(), machine, method(plan), sections, session.skipped(), session.failures(),
                List.of(overallFinding(comparisons), schedulerStatement(machine.get("kernel")),
                        unfitStatement(session.profiles(), Machine.cores())));
    }

    /** The cell of {@code cells} in {@code mode} under the reference's runtime, JVM, profile and load, if measured. */
    private static Optional<CellResult> sameConditions(List<CellResult> cells, CellResult reference, Mode mode) {
        CellContext r = reference.context();
        return cells.stream().filter(c -> c.context().mode().equals(mode) && c.context().runtime().equals(r.runtime())
                && c.context().jvm().equals(r.jvm()) && c.context().profile().equals(r.profile())
                && c.context().users() == r.users() && Objects.equals(c.context().simulation(), r.simulation())).findFirst();
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /cpu?n=10000 (sort 10,000 deterministic values, checksum): no blocking, so every request needs a carrier "
                        + "for its whole work, and carriers beyond the quota can only compete for it",
                "one harness run per parallelism (its folder run-parallelism-N): the server's JVM given "
                        + "-D" + ServerJvmOptions.PARALLELISM_PROPERTY + "=N through server.jvm.options, recorded with each "
                        + "result, and each virtual cell verified before load to report that parallelism in /info (JDK 24+: the "
                        + "VirtualThreadScheduler MBean); run-parallelism-default leaves the JVM's default (availableProcessors()) "
                        + "and measures the pool mode beside it as the reference",
                "closed model: " + plan.users() + " users, each sending its next request when the previous one answers",
                plan.window().methodLine("closed"),
                "CFS throttled periods: the share of the quota's 100 ms periods in which the server's cgroup was throttled, and the "
                        + "time it was held back (cgroup cpu.stat, the window's increase); context switches: summed over the "
                        + "server's threads (/proc/TID/status), voluntary (blocked or parked) and involuntary (preempted, "
                        + "throttling included), per second and per completed request; each the median of the repetitions",
                "a parallelism is compared with the default only when both cells are trusted; 'beyond the spread' means their "
                        + "throughput ranges [min-max] do not overlap"));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
    }

    private static StudySection section(CellResult reference, Optional<CellResult> pool, List<ParallelismComparison> rows) {
        CellContext c = reference.context();
        List<List<StudyCell>> table = new ArrayList<>();
        pool.ifPresent(cell -> table.add(row("none (pool mode, platform threads)", cell, label(""))));
        table.add(row("default (availableProcessors() = " + c.availableProcessors() + ")", reference, StudyFigure.ratio(Optional.of(1.0))));
        for (ParallelismComparison row : rows) {
            table.add(row(Integer.toString(row.parallelism()), row.cell(), StudyFigure.ratio(row.ratio())));
        }
        List<String> findings = new ArrayList<>(rows.stream().map(ParallelismComparison::finding).toList());
        pool.flatMap(p -> new ModePair(reference, p).ratio()).ifPresent(r -> findings.add("virtual threads at the default "
                + "parallelism: " + StudyFormat.ratio(r) + " the pool's throughput" + new ModePair(reference, pool.get()).spreadNote()));
        return new StudySection(c.profile() + ", " + c.runtime() + ", " + c.jvm(), StudyCells.conditions(c),
                new StudyTable(List.of("Parallelism asked", "Mode", "Carriers the JVM reported", "req/s median [min-max] flags",
                        "vs default", "CFS throttled periods (time)", "Context switches voluntary · involuntary", "p99 ms"), table),
                findings);
    }

    private static List<StudyCell> row(String parallelism, CellResult cell, StudyCell versusDefault) {
        CpuContention contention = CpuContention.of(cell);
        Integer carriers = cell.context().schedulerParallelism();
        return List.of(label(parallelism), label(cell.context().mode().name()), cell.context().mode().isVirtual() && carriers != null
                        ? StudyFigure.one(carriers, StudyFigure.Unit.COUNT, carriers.toString()) : label("–"),
                StudyCells.throughput(cell), versusDefault, label(contention.throttling()), label(contention.contextSwitches()),
                StudyCells.p99(cell));
    }

    static String overallFinding(List<ParallelismComparison> comparisons) {
        List<ParallelismComparison> comparable = comparisons.stream().filter(c -> c.ratio().isPresent()).toList();
        long notComparable = comparisons.size() - comparable.size();
        String tail = notComparable == 0 ? "" : "; " + notComparable + " not comparable (flagged or not steady)";
        if (comparable.isEmpty()) {
            return "Seed 004's scheduler finding could not be checked: no parallelism comparable with the default" + tail + ".";
        }
        List<Double> ratios = comparable.stream().map(c -> c.ratio().orElseThrow()).toList();
        long beyond = comparable.stream().filter(ParallelismComparison::beyondSpread).count();
        long lowerBeyond = comparable.stream().filter(c -> c.beyondSpread() && c.ratio().orElseThrow() < 1).count();
        long throttledMore = comparable.stream().filter(ParallelismComparison::throttlingRose).count();
        return "Virtual threads with the scheduler's parallelism set away from the JVM's default: throughput "
                + StudyFormat.ratio(ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow()) + " to "
                + StudyFormat.ratio(ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow())
                + " the default's in " + comparable.size() + " comparable cell(s), beyond the repetitions' spread in " + beyond
                + " (lower in " + lowerBeyond + "), throttled more in every repetition in " + throttledMore + tail
                + "; the seed: \"" + SEED_FINDING + "\" (" + SEED_CONDITIONS + ").";
    }

    /** Where the seed found it, in its own words, and what it leaves unsaid: no CPU count, no kernel. */
    static final String SEED_CONDITIONS = "on \"systems with limited CPUs\"; no CPU count or kernel named, its 2023 kernels most likely CFS";

    /** What the kernel's CPU scheduler was, beside the seed's: a finding made on CFS is not checked by a run on EEVDF. */
    static String schedulerStatement(String kernel) {
        String scheduler = StudyMachine.scheduler(kernel);
        if (scheduler.startsWith("EEVDF")) {
            return "This study ran on Linux " + kernel + ", whose CPU scheduler is EEVDF, not CFS: the seed's kernels (2023, not named) most "
                    + "likely used CFS, so what is measured here says nothing on whether the interaction it found persists on CFS, "
                    + "only whether one appears under EEVDF.";
        }
        return "This study ran on Linux " + kernel + ", CPU scheduler " + scheduler + (scheduler.startsWith("CFS")
                ? ", as the seed's kernels most likely were." : ": whether it is the seed's CFS is not known.");
    }

    /** The profiles asked for that this machine cannot run, said plainly: 2 CPUs, the least of "limited CPUs" with more than one, may be among them. */
    static String unfitStatement(List<CpuProfile> profiles, int cores) {
        List<CpuProfile> unfit = profiles.stream().filter(p -> p.whyItDoesNotFit(cores).isPresent()).toList();
        String fits = unfit.isEmpty() ? "Every CPU profile asked for fits this " + cores + "-core machine."
                : "Profiles " + unfit.stream().map(CpuProfile::name).collect(Collectors.joining(", ")) + " cannot run on this "
                + cores + "-core machine (the server's cores and the driver's must not overlap) and are listed as skipped"
                + (unfit.stream().anyMatch(p -> p.cpus() == 2) ? ", 2 CPUs among them: the least multi-core case of the seed's \"limited CPUs\" was not measured here." : ".");
        List<CpuProfile> measured = profiles.stream().filter(p -> p.whyItDoesNotFit(cores).isEmpty()).toList();
        // With one core, carriers beyond the first can only take turns on it, and a quota of one CPU on one core can be
        // overrun only by the kernel's accounting slack: the carriers' competition for several CPUs cannot show here.
        boolean oneCoreEach = !measured.isEmpty() && measured.stream().allMatch(p -> p.serverCpuset().size() == 1);
        return oneCoreEach ? fits + " Every profile measured pins the server to one core: a parallelism above 1 only "
                + "time-slices its carriers on that core, and a quota of 1 CPU on 1 core is overrun only by the kernel's accounting slack "
                + "(see the throttled time, not only the share of periods), so the carriers' competition for several CPUs under a "
                + "quota, where the seed saw its problem, is not exercised here."
                : fits;
    }
}
