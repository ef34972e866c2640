package dev.vtbench.harness.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Seed 003: 100,000 tasks that each block 100 ms, on a fixed pool of 64 platform threads (161,956 ms) against a
 * virtual thread per task (672 ms). Little's law bounds the pool: at most 64 tasks in progress, each 100 ms, so no
 * fewer than ceil(tasks / 64) x 100 ms; a virtual thread per task is bounded only by one task's 100 ms and by how
 * fast threads start. Measured in-process, as in the seed, in the runtime image under each CPU profile.
 */
public final class BlockingFanoutStudy implements Study {
    static final String SEED = "003_5f8efe9c214e5e54.txt";
    static final int SEED_TASKS = 100_000;
    static final double SEED_POOL_MILLIS = 161_956;
    static final double SEED_VIRTUAL_MILLIS = 671.8395;
    /** Virtual threads at least this many times faster than the pool count as the seed's finding reproduced. */
    static final double REPRODUCED_SPEEDUP = 10;

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
        return "seed 003: 100,000 tasks blocking 100 ms each, a fixed pool of 64 against a virtual thread per task (JMH, in the image)";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("tasks", "tasks per batch (default 10000; full 100000, as the seed)",
                "block", "milliseconds each task blocks in Thread.sleep (default 100, as the seed)",
                "pool", "platform threads in the fixed pool (default 64, as the seed)",
                "iterations", "batches measured per executor, after one discarded (default 3)");
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        int tasks = switch (scale) {
            case TINY -> 1_000;
            case DEFAULT -> 10_000;
            case FULL -> SEED_TASKS;
        };
        return new Plan(options.positiveInt("tasks", tasks, 10_000_000), options.positiveInt("block", 100, 60_000),
                options.positiveInt("pool", 64, 10_000), 1, options.positiveInt("iterations", scale == StudyScale.TINY ? 2 : 3, 100));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return StudyFormat.count(plan.tasks()) + " tasks of " + plan.blockMillis() + " ms, a pool of " + plan.poolSize()
                + " against virtual threads, " + plan.warmup() + " discarded and " + plan.measured()
                + " measured batches each (the pool's floor: " + StudyFormat.millis(plan.poolFloorMillis()) + " ms a batch)";
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        JmhBenchmark benchmark = new JmhBenchmark("BlockingFanoutBenchmark",
                Map.of("tasks", List.of(Integer.toString(plan.tasks())), "blockMillis", List.of(Integer.toString(plan.blockMillis())),
                        "poolSize", List.of(Integer.toString(plan.poolSize())), "executor", List.of("pool", "virtual")),
                plan.warmup(), plan.measured(), Duration.ofMillis((long) (plan.poolFloorMillis() * 3) + 60_000),
                JmhBenchmark.STUDY_JVM_OPTIONS);
        double expectedMinutes = (plan.warmup() + plan.measured()) * plan.poolFloorMillis() / 60_000 * 1.5;
        List<Double> speedups = new ArrayList<>();
        List<StudySection> sections = InProcessRun.measureEach(session, name(), plan(session.scale(), session.options()),
                benchmark, Duration.ofMinutes(10 + (long) Math.ceil(expectedMinutes)), measured -> section(measured, plan, speedups));
        return new StudyReport(name(), "100,000 blocking tasks: a pool of 64 against virtual threads (seed 003)", SEED,
                "Kotlin/JVM on JDK 19+ (preview virtual threads), machine not stated; each executor run once on "
                        + StudyFormat.count(SEED_TASKS) + " tasks of Thread.sleep(100): pool of 64 "
                        + StudyFormat.millis(SEED_POOL_MILLIS) + " ms, virtual threads " + StudyFormat.millis(SEED_VIRTUAL_MILLIS) + " ms",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(), session.failures(),
                List.of(overallFinding(speedups, plan)));
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
            if (result.parameter("executor").equals("pool")) {
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
        List<List<String>> rows = new ArrayList<>();
        for (Outcome outcome : List.of(pool, virtual)) {
            boolean isPool = outcome == pool;
            double bound = isPool ? plan.poolSize() * 1000.0 / plan.blockMillis() : plan.tasks() * 1000.0 / plan.blockMillis();
            rows.add(List.of(outcome.executor(),
                    outcome.timings().cell(),
                    StudyFormat.millis(outcome.floorMillis()),
                    StudyFormat.ratio(outcome.timings().mean() / outcome.floorMillis()),
                    StudyFormat.rate(outcome.throughputPerSecond(plan.tasks())), StudyFormat.rate(bound),
                    StudyFormat.millis(isPool ? SEED_POOL_MILLIS : SEED_VIRTUAL_MILLIS)));
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
