package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellResult;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Seed 003: 100,000 tasks that each block 100 ms, on a fixed pool of 64 platform threads (161,956 ms) against a
 * virtual thread per task (672 ms). Little's law bounds the pool: at most 64 tasks in progress, each 100 ms, so no
 * fewer than ceil(tasks / 64) x 100 ms; a virtual thread per task is bounded only by one task's 100 ms and by how
 * fast threads start. Measured in-process, as in the seed, in the runtime image under each CPU profile, and as
 * requests to /io through each runtime ({@link BlockingFanoutThroughIo}); --through picks the halves.
 */
public final class BlockingFanoutStudy implements Study {
    static final String SEED = "003_5f8efe9c214e5e54.txt";
    static final int SEED_TASKS = 100_000;
    static final double SEED_POOL_MILLIS = 161_956;
    static final double SEED_VIRTUAL_MILLIS = 671.8395;
    /** Virtual threads at least this many times faster than the pool count as the seed's finding reproduced. */
    static final double REPRODUCED_SPEEDUP = 10;

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

    @Override
    public String name() {
        return "blocking-fanout";
    }

    @Override
    public String summary() {
        return "seed 003: 100,000 tasks blocking 100 ms each, a fixed pool of 64 against a virtual thread per task, in-process "
                + "(JMH, in the image) and as /io requests through each runtime with its pool cut to 64";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("tasks", "tasks per batch in-process, and the N of /io's derived time for N requests (default 10000; full 100000, as the seed)",
                "block", "milliseconds each task blocks: Thread.sleep in-process, the backend's delay behind /io (default 100, as the seed)",
                "pool", "platform threads in the fixed pool in-process, and in each runtime's bounded pool behind /io (default 64, as the seed)",
                "iterations", "in-process batches measured per executor, after one discarded (default 3)",
                "through", "in-process, io or both, comma-separated (default both)",
                "runtimes", "runtimes /io goes through, comma-separated (default plain-jdk; full plain-jdk,tomcat,liberty)",
                "users", "closed-model users sending /io, comma-separated, more than the pool (default 400; full 400,1000; tiny 200)",
                SteadyWindow.REPETITIONS, "/io " + SteadyWindow.REPETITIONS_HELP);
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        int tasks = switch (scale) {
            case TINY -> 1_000;
            case DEFAULT -> 10_000;
            case FULL -> SEED_TASKS;
        };
        // 10 s at most: a request blocked longer would meet the load driver's request timeout, not the pool's limit.
        return new Plan(options.positiveInt("tasks", tasks, 10_000_000), options.positiveInt("block", 100, 10_000),
                options.positiveInt("pool", 64, 10_000), 1, options.positiveInt("iterations", scale == StudyScale.TINY ? 2 : 3, 100));
    }

    BlockingFanoutThroughIo.Plan ioPlanOf(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return BlockingFanoutThroughIo.planOf(scale, options, plan.poolSize(), plan.blockMillis(), plan.tasks());
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Set<Through> through = Through.of(options);
        List<String> halves = new ArrayList<>();
        if (through.contains(Through.IN_PROCESS)) {
            halves.add("in-process: " + inProcessPlan(scale, options));
        }
        if (through.contains(Through.IO)) {
            halves.add("through /io: " + ioPlanOf(scale, options).describe());
        }
        return String.join("; ", halves);
    }

    private String inProcessPlan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return StudyFormat.count(plan.tasks()) + " tasks of " + plan.blockMillis() + " ms, a pool of " + plan.poolSize()
                + " against virtual threads, " + plan.warmup() + " discarded and " + plan.measured()
                + " measured batches each (the pool's floor: " + StudyFormat.millis(plan.poolFloorMillis()) + " ms a batch)";
    }

    @Override
    public StudyReport run(StudySession session) {
        Set<Through> through = Through.of(session.options());
        Plan plan = planOf(session.scale(), session.options());
        BlockingFanoutThroughIo.Plan io = ioPlanOf(session.scale(), session.options());
        List<String> method = new ArrayList<>();
        List<StudySection> sections = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        // The /io half first: a runtime name the matrix refuses then stops the study before minutes of in-process batches.
        List<CellResult> cells = List.of();
        if (through.contains(Through.IO)) {
            session.say(name() + ": through /io: " + io.describe());
            cells = BlockingFanoutThroughIo.measure(session, io, "Study blocking-fanout (seed 003) through /io: " + io.describe());
        }
        if (through.contains(Through.IN_PROCESS)) {
            List<Double> speedups = new ArrayList<>();
            sections.addAll(inProcess(session, plan, speedups));
            method.addAll(method(plan).stream().map(line -> "in-process: " + line).toList());
            findings.add(overallFinding(speedups, plan));
        }
        if (through.contains(Through.IO)) {
            sections.addAll(BlockingFanoutThroughIo.sections(cells, io));
            method.addAll(BlockingFanoutThroughIo.method(io).stream().map(line -> "through /io: " + line).toList());
            findings.add(BlockingFanoutThroughIo.overallFinding(cells, io));
        }
        return new StudyReport(name(), "100,000 blocking tasks: a pool of 64 against virtual threads, in-process and through /io (seed 003)",
                SEED, "Kotlin/JVM on JDK 19+ (preview virtual threads), machine not stated; each executor run once on "
                        + StudyFormat.count(SEED_TASKS) + " tasks of Thread.sleep(100): pool of 64 "
                        + StudyFormat.millis(SEED_POOL_MILLIS) + " ms, virtual threads " + StudyFormat.millis(SEED_VIRTUAL_MILLIS)
                        + " ms; in-process only (the seed sent no requests)",
                session.command(), session.scale(), StudyMachine.describe(), method, sections, session.skipped(), session.failures(),
                findings);
    }

    private List<StudySection> inProcess(StudySession session, Plan plan, List<Double> speedups) {
        JmhBenchmark benchmark = new JmhBenchmark("BlockingFanoutBenchmark",
                Map.of("tasks", List.of(Integer.toString(plan.tasks())), "blockMillis", List.of(Integer.toString(plan.blockMillis())),
                        "poolSize", List.of(Integer.toString(plan.poolSize())), BenchmarkExecutor.PARAMETER, BenchmarkExecutor.keys()),
                plan.warmup(), plan.measured(), Duration.ofMillis((long) (plan.poolFloorMillis() * 3) + 60_000),
                JmhBenchmark.STUDY_JVM_OPTIONS);
        double expectedMinutes = (plan.warmup() + plan.measured()) * plan.poolFloorMillis() / 60_000 * 1.5;
        return InProcessRun.measureEach(session, name(), inProcessPlan(session.scale(), session.options()),
                benchmark, Duration.ofMinutes(10 + (long) Math.ceil(expectedMinutes)), measured -> section(measured, plan, speedups));
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

    private StudySection section(InProcessRun.Measured measured, Plan plan, List<Double> speedups) {
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
                "Throughput (tasks/s)", "Throughput bound (tasks/s)", "Seed, " + StudyFormat.count(SEED_TASKS) + " tasks (ms)");
        List<List<StudyCell>> rows = new ArrayList<>();
        for (Outcome outcome : List.of(pool, virtual)) {
            boolean isPool = outcome == pool;
            double bound = isPool ? plan.poolSize() * 1000.0 / plan.blockMillis() : plan.tasks() * 1000.0 / plan.blockMillis();
            double seed = isPool ? SEED_POOL_MILLIS : SEED_VIRTUAL_MILLIS;
            rows.add(List.of(StudyCell.label(outcome.executor()),
                    outcome.timings().figure(),
                    StudyFigure.one(outcome.floorMillis(), StudyFigure.Unit.MILLISECONDS, StudyFormat.millis(outcome.floorMillis())),
                    StudyFigure.ratio(Optional.of(outcome.timings().mean() / outcome.floorMillis())),
                    rate(outcome.throughputPerSecond(plan.tasks())), rate(bound),
                    StudyFigure.one(seed, StudyFigure.Unit.MILLISECONDS, StudyFormat.millis(seed))));
        }
        double speedup = pool.timings().mean() / virtual.timings().mean();
        speedups.add(speedup);
        double seedPoolFloor = Math.ceil(SEED_TASKS / 64.0) * 100;
        List<String> findings = List.of(
                "the pool of " + plan.poolSize() + " took " + StudyFormat.ratio(pool.timings().mean() / pool.floorMillis())
                        + " its Little's-law floor (seed: " + StudyFormat.ratio(SEED_POOL_MILLIS / seedPoolFloor) + " of "
                        + StudyFormat.millis(seedPoolFloor) + " ms)",
                "virtual threads finished " + StudyFormat.count(plan.tasks()) + " tasks in " + StudyFormat.millis(virtual.timings().mean())
                        + " ms, " + StudyFormat.ratio(speedup) + " faster than the pool (seed, at " + StudyFormat.count(SEED_TASKS)
                        + " tasks: " + StudyFormat.ratio(SEED_POOL_MILLIS / SEED_VIRTUAL_MILLIS)
                        + "; the pool's time grows with the task count, the virtual threads' barely, so the ratio does too)");
        return measured.section("", new StudyTable(header, rows), findings);
    }

    private static StudyFigure rate(double tasksPerSecond) {
        return StudyFigure.one(tasksPerSecond, StudyFigure.Unit.TASKS_PER_SECOND, StudyFormat.rate(tasksPerSecond));
    }

    static String overallFinding(List<Double> speedups, Plan plan) {
        if (speedups.isEmpty()) {
            return "Nothing measured: no condition fitted this machine (see skipped).";
        }
        long reproduced = speedups.stream().filter(s -> s >= REPRODUCED_SPEEDUP).count();
        String verdict = reproduced == speedups.size() ? "reproduced"
                : reproduced == 0 ? "not reproduced" : "reproduced in " + reproduced + " of " + speedups.size() + " conditions";
        double low = speedups.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = speedups.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return "Seed 003's finding, a pool of 64 held to its Little's-law floor while virtual threads finish the same blocking "
                + "tasks in under a second (" + StudyFormat.ratio(SEED_POOL_MILLIS / SEED_VIRTUAL_MILLIS) + " at "
                + StudyFormat.count(SEED_TASKS) + " tasks): " + verdict + " here at " + StudyFormat.count(plan.tasks())
                + " tasks, virtual threads " + (low == high ? StudyFormat.ratio(low) : StudyFormat.ratio(low) + "-" + StudyFormat.ratio(high))
                + " faster ('reproduced' means at least " + StudyFormat.ratio(REPRODUCED_SPEEDUP) + ").";
    }
}
