package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.MatrixOwnDefinitions;
import dev.vtbench.harness.result.CellResult;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The judge of blocking tasks on a fixed pool against a virtual thread per task ({@code judge = blocking-fanout}),
 * two ways: in-process as the seed ran them (apps/inprocess's BlockingFanoutBenchmark, JMH, in the runtime image under
 * each CPU profile), where Little's law holds the pool to whole rounds of its threads, and as requests to /io through
 * each runtime with its bounded pool cut to the seed's size ({@link BlockingFanoutThroughIo}), the preset's matrix.
 * The pool's size and the block's length are the preset's (pool.size and its scenario's delay) for both halves; the
 * seed's figures and the rule ({@link FanoutSeed}) are the claim file's.
 */
final class BlockingFanoutJudge extends MatrixJudge {
    private static final List<String> SCALED = List.of("tasks", "iterations");
    static final Set<String> KEYS = keys();

    private final FanoutSeed seed;
    /** The shipped scenario the /io half sets the block's delay of ("io"). */
    private final String delayed;

    /** The two ways the seed's tasks run: as tasks in one JVM, and as requests through a runtime. */
    enum Through {
        IN_PROCESS, IO;

        String option() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }

        static Set<Through> of(StudyOptions options) {
            Set<Through> chosen = EnumSet.noneOf(Through.class);
            for (String name : options.names("through", List.of("in-process", "io"))) {
                chosen.add(Arrays.stream(values()).filter(t -> t.option().equals(name)).findFirst()
                        .orElseThrow(() -> new IllegalArgumentException("--through must name in-process, io or both, comma-separated, was '"
                                + name + "'")));
            }
            return chosen;
        }
    }

    /** The in-process batch: {@code tasks} tasks of {@code blockMillis}, a pool of {@code poolSize}, warm-up and measured batches. */
    record Plan(int tasks, int blockMillis, int poolSize, int warmup, int measured) {

        /** Little's law: with at most poolSize tasks in progress for blockMillis each, the batch needs whole rounds. */
        double poolFloorMillis() {
            return Math.ceil((double) tasks / poolSize) * blockMillis;
        }
    }

    /** What a run measured and what bounds it. */
    record Outcome(String executor, Timings timings, double floorMillis) {
        double throughputPerSecond(int tasks) {
            return tasks / (timings.mean() / 1000);
        }
    }

    BlockingFanoutJudge(StudyClaim claim) {
        super(claim);
        this.seed = FanoutSeed.read(claim);
        this.delayed = claim.file().required("delay.scenario");
        SCALED.forEach(key -> Arrays.stream(StudyScale.values()).forEach(scale -> claim.wholeNumbersOrDefault(scale, key, 1, 10_000_000)));
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(MatrixPlanner.claimKeys());
        keys.addAll(FanoutSeed.KEYS);
        keys.addAll(SCALED);
        keys.addAll(MatrixPlanner.scaled(SCALED));
        keys.add("delay.scenario");
        return Set.copyOf(keys);
    }

    @Override
    public Map<String, String> options() {
        Map<String, String> options = new LinkedHashMap<>();
        options.put("tasks", claim.optionHelp("tasks", "tasks per batch in-process, and the N of /io's derived time for N requests"));
        options.put("block", "milliseconds each task blocks: Thread.sleep in-process, the backend's delay behind /io (default: the delay "
                + "of the scenario in the preset " + StudyPreset.path(claim.matrix().orElseThrow()) + ")");
        options.put("pool", "platform threads in the fixed pool in-process, and in each runtime's bounded pool behind /io (default: "
                + MatrixOwnDefinitions.POOL_SIZE + " in the preset " + StudyPreset.path(claim.matrix().orElseThrow()) + ")");
        options.put("iterations", claim.optionHelp("iterations", "in-process batches measured per executor, after one discarded"));
        options.put("through", "in-process, io or both, comma-separated (default both)");
        planner.options().forEach((name, help) -> options.put(name, "/io: " + help));
        return options;
    }

    /** The preset's pool size, or --pool. */
    private int poolSize(MatrixPlan preset, StudyOptions options) {
        return options.positiveInt("pool", preset.integer(MatrixOwnDefinitions.POOL_SIZE), 10_000);
    }

    /** The preset's block, or --block; 10 s at most: a request blocked longer would meet the driver's request timeout. */
    private int blockMillis(MatrixPlan preset, StudyOptions options) {
        return options.positiveInt("block", DelayedScenarios.delays(preset).get(0), 10_000);
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        MatrixPlan preset = planner.preset().plan();
        return new Plan(options.positiveInt("tasks", claim.wholeNumberOrDefault(scale, "tasks", 1, 10_000_000), 10_000_000),
                blockMillis(preset, options), poolSize(preset, options), 1,
                options.positiveInt("iterations", claim.wholeNumberOrDefault(scale, "iterations", 1, 100), 100));
    }

    /** The /io half's matrix: the pool and the block asked for, and users that outnumber the pool and fit the machine. */
    @Override
    MatrixPlan shape(MatrixPlan plan, StudyScale scale, StudyOptions options) {
        MatrixPlan preset = planner.preset().plan();
        int pool = poolSize(preset, options);
        BlockingFanoutThroughIo.requireBacklogThatFits(plan.users(), pool);
        return DelayedScenarios.declare(plan.with(MatrixOwnDefinitions.POOL_SIZE, Integer.toString(pool)), DelayedScenarios.shipped(delayed),
                List.of(blockMillis(preset, options)));
    }

    BlockingFanoutThroughIo.Plan ioPlanOf(StudyScale scale, StudyOptions options) {
        return BlockingFanoutThroughIo.Plan.of(planAt(scale, options), planOf(scale, options).tasks(), seed);
    }

    @Override
    String describe(MatrixPlan plan) {
        return BlockingFanoutThroughIo.Plan.of(plan, 0, seed).describe();
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Set<Through> through = Through.of(options);
        List<String> halves = new ArrayList<>();
        if (through.contains(Through.IN_PROCESS)) {
            halves.add("in-process: " + inProcessPlan(planOf(scale, options)));
        }
        if (through.contains(Through.IO)) {
            halves.add("through /io: " + ioPlanOf(scale, options).describe());
        }
        return String.join("; ", halves);
    }

    private static String inProcessPlan(Plan plan) {
        return StudyFormat.count(plan.tasks()) + " tasks of " + plan.blockMillis() + " ms, a pool of " + plan.poolSize()
                + " against virtual threads, " + plan.warmup() + " discarded and " + plan.measured()
                + " measured batches each (the pool's floor: " + StudyFormat.millis(plan.poolFloorMillis()) + " ms a batch)";
    }

    @Override
    public StudyFindings run(StudySession session) {
        Set<Through> through = Through.of(session.options());
        Plan plan = planOf(session.scale(), session.options());
        List<String> method = new ArrayList<>();
        List<StudySection> sections = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        // The /io half first: a runtime name the matrix refuses then stops the study before minutes of in-process batches.
        Optional<StudyFindings> io = Optional.empty();
        if (through.contains(Through.IO)) {
            MatrixPlan matrix = planAt(session.scale(), session.options());
            session.say(claim.name() + ": through /io: " + describe(matrix));
            io = Optional.of(judge(session.runMatrix(matrix.keys()), matrix));
        }
        if (through.contains(Through.IN_PROCESS)) {
            List<Double> speedups = new ArrayList<>();
            sections.addAll(inProcess(session, plan, speedups));
            method.addAll(method(plan).stream().map(line -> "in-process: " + line).toList());
            findings.add(overallFinding(speedups, plan));
        }
        io.ifPresent(found -> {
            sections.addAll(found.sections());
            method.addAll(found.method());
            findings.addAll(found.findings());
        });
        return new StudyFindings(method, sections, findings);
    }

    /** The /io half's sections, method and finding. */
    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan matrix) {
        BlockingFanoutThroughIo.Plan plan = BlockingFanoutThroughIo.Plan.of(matrix, planOf(matrix.scale(), matrix.options()).tasks(), seed);
        return new StudyFindings(BlockingFanoutThroughIo.method(plan).stream().map(line -> "through /io: " + line).toList(),
                BlockingFanoutThroughIo.sections(cells, plan), List.of(BlockingFanoutThroughIo.overallFinding(cells, plan)));
    }

    private List<StudySection> inProcess(StudySession session, Plan plan, List<Double> speedups) {
        JmhBenchmark benchmark = new JmhBenchmark("BlockingFanoutBenchmark",
                Map.of("tasks", List.of(Integer.toString(plan.tasks())), "blockMillis", List.of(Integer.toString(plan.blockMillis())),
                        "poolSize", List.of(Integer.toString(plan.poolSize())), BenchmarkExecutor.PARAMETER, BenchmarkExecutor.keys()),
                plan.warmup(), plan.measured(), Duration.ofMillis((long) (plan.poolFloorMillis() * 3) + 60_000),
                JmhBenchmark.STUDY_JVM_OPTIONS);
        double expectedMinutes = (plan.warmup() + plan.measured()) * plan.poolFloorMillis() / 60_000 * 1.5;
        return InProcessRun.measureEach(session, claim.name(), inProcessPlan(plan), benchmark,
                Duration.ofMinutes(10 + (long) Math.ceil(expectedMinutes)), measured -> section(measured, plan, speedups));
    }

    private static List<String> method(Plan plan) {
        return List.of("JMH single-shot: each iteration submits every task to an ExecutorCompletionService and takes every "
                        + "result, as the seed's Java version does; one forked JVM",
                plan.warmup() + " batch discarded, " + plan.measured() + " measured per executor; the figure is their mean with [min-max]",
                "Little's law floor: a pool of " + plan.poolSize() + " holds at most " + plan.poolSize() + " tasks in progress, so "
                        + StudyFormat.count(plan.tasks()) + " tasks of " + plan.blockMillis() + " ms need at least ceil(tasks/"
                        + plan.poolSize() + ") x " + plan.blockMillis() + " ms = " + StudyFormat.millis(plan.poolFloorMillis())
                        + " ms; a virtual thread per task, at least one task's " + plan.blockMillis() + " ms",
                "runs inside the plain-JDK runtime image, pinned to the profile's server cores under its CPU quota and memory limit");
    }

    StudySection section(InProcessRun.Measured measured, Plan plan, List<Double> speedups) {
        Outcome pool = null;
        Outcome virtual = null;
        for (JmhResult result : measured.results()) {
            if (BenchmarkExecutor.of(result) == BenchmarkExecutor.POOL) {
                pool = new Outcome("Fixed pool of " + plan.poolSize(), result.timings(), plan.poolFloorMillis());
            } else {
                virtual = new Outcome("Virtual thread per task", result.timings(), plan.blockMillis());
            }
        }
        if (pool == null || virtual == null) {
            throw new IllegalStateException("JMH's results in " + measured.folder() + " lack the pool or the virtual run");
        }
        List<String> header = List.of("Executor", "Time per batch: mean ms [min-max] CV", "Little's-law floor (ms)", "Time / floor",
                "Throughput (tasks/s)", "Throughput bound (tasks/s)", "Seed, " + StudyFormat.count(seed.tasks()) + " tasks (ms)");
        List<List<StudyCell>> rows = new ArrayList<>();
        for (Outcome outcome : List.of(pool, virtual)) {
            boolean isPool = outcome == pool;
            double bound = isPool ? plan.poolSize() * 1000.0 / plan.blockMillis() : plan.tasks() * 1000.0 / plan.blockMillis();
            double seedMillis = isPool ? seed.poolMillis() : seed.virtualMillis();
            rows.add(List.of(StudyCell.label(outcome.executor()),
                    outcome.timings().figure(),
                    StudyFigure.one(outcome.floorMillis(), StudyFigure.Unit.MILLISECONDS, StudyFormat.millis(outcome.floorMillis())),
                    StudyFigure.ratio(Optional.of(outcome.timings().mean() / outcome.floorMillis())),
                    rate(outcome.throughputPerSecond(plan.tasks())), rate(bound),
                    StudyFigure.one(seedMillis, StudyFigure.Unit.MILLISECONDS, StudyFormat.millis(seedMillis))));
        }
        double speedup = pool.timings().mean() / virtual.timings().mean();
        speedups.add(speedup);
        List<String> findings = List.of(
                "the pool of " + plan.poolSize() + " took " + StudyFormat.ratio(pool.timings().mean() / pool.floorMillis())
                        + " its Little's-law floor (seed: " + StudyFormat.ratio(seed.poolMillis() / seed.poolFloorMillis()) + " of "
                        + StudyFormat.millis(seed.poolFloorMillis()) + " ms)",
                "virtual threads finished " + StudyFormat.count(plan.tasks()) + " tasks in " + StudyFormat.millis(virtual.timings().mean())
                        + " ms, " + StudyFormat.ratio(speedup) + " faster than the pool (seed, at " + StudyFormat.count(seed.tasks())
                        + " tasks: " + StudyFormat.ratio(seed.speedup())
                        + "; the pool's time grows with the task count, the virtual threads' barely, so the ratio does too)");
        return measured.section("", new StudyTable(header, rows), findings);
    }

    private static StudyFigure rate(double tasksPerSecond) {
        return StudyFigure.one(tasksPerSecond, StudyFigure.Unit.TASKS_PER_SECOND, StudyFormat.rate(tasksPerSecond));
    }

    String overallFinding(List<Double> speedups, Plan plan) {
        if (speedups.isEmpty()) {
            return "Nothing measured: no condition fitted this machine (see skipped).";
        }
        ThresholdCount count = ThresholdCount.atLeast(speedups, seed.reproducedSpeedup());
        return claim.seedLabel() + "'s finding, " + claim.statement() + " (" + StudyFormat.ratio(seed.speedup()) + " at "
                + StudyFormat.count(seed.tasks()) + " tasks): " + count.verdict("conditions") + " here at " + StudyFormat.count(plan.tasks())
                + " tasks, virtual threads " + count.span(StudyFormat::ratio) + " faster ('reproduced' means at least "
                + StudyFormat.ratio(seed.reproducedSpeedup()) + ").";
    }
}
