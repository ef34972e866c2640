package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.run.Machine;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of the virtual-thread scheduler's parallelism under a CPU quota ({@code judge = parallelism}): virtual
 * threads with the scheduler's carriers left at the JVM's default and set to each value asked for, one harness run per
 * value since the server's JVM options differ (the preset is the default's run, the pool mode beside it as the
 * reference); each parallelism against the default on trusted cells, with the quota's throttling and the server's
 * context switches, and the kernel's CPU scheduler stated beside the seed's, whose words are the claim file's.
 */
final class ParallelismJudge extends MatrixJudge {
    private static final String PARALLELISM = "parallelism";
    static final Set<String> KEYS = keys();

    /** The seed's finding in its own words, quoted by the findings. */
    private final String seedFinding;
    /** Where the seed found it, in its words, and what it leaves unsaid. */
    private final String seedConditions;

    /** One harness run: the JVM's default parallelism (empty: the reference, with the pool mode) or one asked for. */
    record SchedulerRun(Optional<Integer> parallelism) {
        String folder() {
            return "run-parallelism-" + parallelism.map(String::valueOf).orElse("default");
        }

        /** The reference runs the plan as it is; a parallelism, the plan's virtual cells with the scheduler so sized. */
        MatrixPlan matrix(MatrixPlan reference) {
            return parallelism.map(p -> reference.with("modes", Mode.VIRTUAL.name())
                    .with(ServerJvmOptions.KEY, ServerJvmOptions.parallelismOption(p))
                    // Each run describes itself alone: asking for another parallelism later into the same folder keeps these.
                    .with("description", "Study scheduler: GET /" + String.join(", /", reference.scenarios())
                            + ", virtual threads with the scheduler's parallelism set to " + p + ", closed model")).orElse(reference);
        }
    }

    ParallelismJudge(StudyClaim claim) {
        super(claim, MatrixPlan.WARMUP_MAX);
        this.seedFinding = claim.file().required("published.finding");
        this.seedConditions = claim.file().required("published.conditions");
        for (StudyScale scale : StudyScale.values()) {
            claim.wholeNumbersAt(scale, PARALLELISM, 1, ServerJvmOptions.MAX_PARALLELISM);
        }
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(MatrixPlanner.claimKeys(MatrixPlan.WARMUP_MAX));
        keys.addAll(MatrixPlanner.scaled(List.of(PARALLELISM)));
        keys.addAll(Set.of(PARALLELISM, "published.finding", "published.conditions"));
        return Set.copyOf(keys);
    }

    @Override
    Map<String, String> ownOptions() {
        return Map.of(PARALLELISM, claim.optionHelp(PARALLELISM, "jdk.virtualThreadScheduler.parallelism values, comma-separated, each "
                + "measured beside the JVM's default, availableProcessors(): 1 on cpu-0.5 and cpu-1, so 1 would repeat it"));
    }

    /** The parallelisms asked for: --parallelism, or the scale's, each once. */
    List<Integer> parallelisms(StudyScale scale, StudyOptions options) {
        List<Integer> fallback = claim.wholeNumbersOrDefault(scale, PARALLELISM, 1, ServerJvmOptions.MAX_PARALLELISM);
        return options.positiveInts(PARALLELISM, fallback, ServerJvmOptions.MAX_PARALLELISM).stream().distinct().toList();
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        MatrixPlan plan = planAt(scale, options);
        return "GET /" + String.join(", /", plan.scenarios()) + " on " + String.join(", ", plan.runtimes()) + ", virtual threads at the "
                + "JVM's default scheduler parallelism and at " + parallelisms(scale, options) + " (the pool mode beside the default), "
                + "closed model at " + plan.users() + " users, " + plan.window().describe();
    }

    /** The reference run first, then one per parallelism. */
    List<SchedulerRun> runs(StudyScale scale, StudyOptions options) {
        List<SchedulerRun> runs = new ArrayList<>(List.of(new SchedulerRun(Optional.empty())));
        parallelisms(scale, options).forEach(p -> runs.add(new SchedulerRun(Optional.of(p))));
        return runs;
    }

    /** Every run into its own folder, then the judgement of them all, with what this machine could not run. */
    @Override
    public StudyFindings run(StudySession session) {
        MatrixPlan plan = planAt(session.scale(), session.options());
        session.say(claim.name() + ": " + plan(session.scale(), session.options()));
        List<CellResult> cells = new ArrayList<>();
        for (SchedulerRun run : runs(session.scale(), session.options())) {
            cells.addAll(session.runMatrix(run.matrix(plan).keys(), run.folder()));
        }
        return judge(cells, plan).plus(unfitStatement(session.profiles(), Machine.cores()));
    }

    /**
     * Each virtual cell at the JVM's default parallelism (no server.jvm.options) against the same cell at each
     * parallelism asked for, with the pool mode beside it; the runs told apart by the options each cell recorded.
     */
    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        Map<Optional<Integer>, List<CellResult>> byParallelism = cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .collect(Collectors.groupingBy(c -> ServerJvmOptions.parse(c.context().serverJvmOptions()).virtualSchedulerParallelism(),
                        LinkedHashMap::new, Collectors.toList()));
        List<CellResult> byDefault = byParallelism.getOrDefault(Optional.<Integer>empty(), List.of());
        List<StudySection> sections = new ArrayList<>();
        List<ParallelismComparison> comparisons = new ArrayList<>();
        for (CellResult reference : byDefault) {
            if (!reference.context().mode().isVirtual()) {
                continue;
            }
            List<ParallelismComparison> here = new ArrayList<>();
            byParallelism.forEach((parallelism, measured) -> parallelism.ifPresent(p -> sameConditions(measured, reference, Mode.VIRTUAL)
                    .ifPresent(cell -> here.add(new ParallelismComparison(p, cell, reference)))));
            sections.add(section(reference, sameConditions(byDefault, reference, Mode.POOL), here));
            comparisons.addAll(here);
        }
        return new StudyFindings(method(plan), sections, List.of(overallFinding(comparisons),
                schedulerStatement(StudyMachine.describe().get("kernel"))));
    }

    /** The cell of {@code cells} in {@code mode} under the reference's runtime, JVM, profile and load, if measured. */
    private static Optional<CellResult> sameConditions(List<CellResult> cells, CellResult reference, Mode mode) {
        CellContext r = reference.context();
        return cells.stream().filter(c -> c.context().mode().equals(mode) && c.context().runtime().equals(r.runtime())
                && c.context().jvm().equals(r.jvm()) && c.context().profile().equals(r.profile())
                && c.context().users() == r.users() && Objects.equals(c.context().simulation(), r.simulation())).findFirst();
    }

    private static List<String> method(MatrixPlan plan) {
        return method(plan, List.of(
                "one harness run per parallelism (its folder run-parallelism-N): the server's JVM given "
                        + "-D" + ServerJvmOptions.PARALLELISM_PROPERTY + "=N through server.jvm.options, recorded with each "
                        + "result, and each virtual cell verified before load to report that parallelism in /info (JDK 24+: the "
                        + "VirtualThreadScheduler MBean); run-parallelism-default leaves the JVM's default (availableProcessors()) "
                        + "and measures the pool mode beside it as the reference",
                closedModel(plan),
                plan.window().methodLine("closed"),
                "CFS throttled periods: the share of the quota's 100 ms periods in which the server's cgroup was throttled, and the "
                        + "time it was held back (cgroup cpu.stat, the window's increase); context switches: summed over the "
                        + "server's threads (/proc/TID/status), voluntary (blocked or parked) and involuntary (preempted, "
                        + "throttling included), per second and per completed request; each the median of the repetitions",
                "a parallelism is compared with the default only when both cells are trusted; 'beyond the spread' means their "
                        + "throughput ranges [min-max] do not overlap"));
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

    String overallFinding(List<ParallelismComparison> comparisons) {
        List<ParallelismComparison> comparable = comparisons.stream().filter(c -> c.ratio().isPresent()).toList();
        long notComparable = comparisons.size() - comparable.size();
        String tail = notComparable == 0 ? "" : "; " + notComparable + " not comparable (flagged or not steady)";
        if (comparable.isEmpty()) {
            return claim.seedLabel() + "'s scheduler finding could not be checked: no parallelism comparable with the default" + tail + ".";
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
                + "; the seed: \"" + seedFinding + "\" (" + seedConditions + ").";
    }

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
