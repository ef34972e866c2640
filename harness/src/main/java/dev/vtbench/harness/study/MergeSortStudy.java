package dev.vtbench.harness.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Seed 002: a parallel merge sort of random doubles where every partition is a task, on five implementations. The
 * seed found virtual threads about 10x slower than a fork-join pool (100x at 10,000,000 elements) on 12 hardware
 * threads; here the same sort runs in the runtime image under each CPU profile.
 */
public final class MergeSortStudy implements Study {
    static final String SEED = "002_25b42d3b047ee89b.txt";

    /** The implementations, in the seed table's row order, as apps/inprocess names them, with the seed's labels. */
    private static final Map<String, String> ROWS = rows();

    /** Seed 002's table: milliseconds per sort, mean of 50 after 10 discarded, by implementation and array size. */
    private static final Map<String, Map<Integer, Double>> PUBLISHED = Map.of(
            "ARRAYS_SORT", Map.of(100_000, 4.0, 1_000_000, 55.0, 10_000_000, 738.0),
            "NO_TASKS", Map.of(100_000, 9.0, 1_000_000, 106.0, 10_000_000, 1_433.0),
            "INLINE_TASKS", Map.of(100_000, 14.0, 1_000_000, 186.0, 10_000_000, 2_157.0),
            "FORK_JOIN", Map.of(100_000, 4.0, 1_000_000, 43.0, 10_000_000, 555.0),
            "VIRTUAL_THREADS", Map.of(100_000, 36.0, 1_000_000, 437.0, 10_000_000, 36_032.0));

    /** A virtual thread this many times slower than the fork-join pool or more counts as the seed's finding reproduced. */
    static final double REPRODUCED_RATIO = 3;

    record Plan(List<Integer> sizes, int warmup, int measured, int leaf) {}

    @Override
    public String name() {
        return "merge-sort";
    }

    @Override
    public String summary() {
        return "seed 002: a merge sort with a task per partition; Arrays.sort, no tasks, inline, fork-join, virtual threads (JMH, in the image)";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("sizes", "array sizes, comma-separated (default 100000; full 100000,1000000,10000000, as the seed)",
                "warmup", "sorts discarded as warm-up per implementation and size (default 10, as the seed)",
                "iterations", "sorts measured and averaged (default 20; full 50, as the seed)",
                "leaf", "partitions of at most this many elements get no task (default 1, as the seed)");
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        List<Integer> sizes = switch (scale) {
            case TINY -> List.of(10_000);
            // 1,000,000 is the seed's too, but a virtual thread per partition keeps about a million threads blocked at
            // once, which outgrows a 1-2 GiB container's heap (measured: minutes of collection, then out of memory).
            case DEFAULT -> List.of(100_000);
            case FULL -> List.of(100_000, 1_000_000, 10_000_000);
        };
        // The seed's 10 discarded sorts at every scale but the tiny one: fewer leave the JIT still compiling in the figures.
        int warmup = scale == StudyScale.TINY ? 1 : 10;
        int measured = switch (scale) {
            case TINY -> 3;
            case DEFAULT -> 20;
            case FULL -> 50;
        };
        return new Plan(options.positiveInts("sizes", sizes, 100_000_000), options.positiveInt("warmup", warmup, 1_000) ,
                options.positiveInt("iterations", measured, 1_000), options.positiveInt("leaf", 1, 1_000_000));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "sizes " + plan.sizes().stream().map(StudyFormat::count).toList() + ", " + plan.warmup() + " warm-up and "
                + plan.measured() + " measured sorts per implementation and size, leaf " + plan.leaf();
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        JmhBenchmark benchmark = new JmhBenchmark("MergeSortBenchmark",
                Map.of("size", plan.sizes().stream().map(String::valueOf).toList(),
                        "implementation", List.copyOf(ROWS.keySet()),
                        "leaf", List.of(Integer.toString(plan.leaf()))),
                plan.warmup(), plan.measured(), iterationTimeout(session.scale()), JmhBenchmark.STUDY_JVM_OPTIONS);
        List<Double> ratios = new ArrayList<>();
        List<String> unfinished = new ArrayList<>();
        List<StudySection> sections = InProcessRun.measureEach(session, name(), plan(session.scale(), session.options()),
                benchmark, timeout(session.scale()), measured -> section(measured, plan, ratios, unfinished));
        return new StudyReport(name(), "Parallel merge sort: a task per partition (seed 002)", SEED,
                "Intel Core i9-8950HK, 6 cores / 12 hardware threads at 2.9 GHz, Ubuntu 20.04, Amazon Corretto (its version not stated); "
                        + "60 sorts per implementation, the first 10 discarded, the other 50 averaged; times in ms",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(), session.failures(),
                List.of(overallFinding(ratios, unfinished)));
    }

    private static Duration timeout(StudyScale scale) {
        return switch (scale) {
            case TINY -> Duration.ofMinutes(10);
            case DEFAULT -> Duration.ofMinutes(30);
            case FULL -> Duration.ofHours(24);
        };
    }

    /** JMH gives up on one sort after this long and goes on with the next benchmark. */
    private static Duration iterationTimeout(StudyScale scale) {
        return switch (scale) {
            case TINY -> Duration.ofMinutes(1);
            case DEFAULT -> Duration.ofMinutes(2);
            case FULL -> Duration.ofMinutes(30);
        };
    }

    private static List<String> method(Plan plan) {
        return List.of("JMH single-shot: each iteration sorts a fresh array of random doubles once (filling and the sortedness "
                        + "check are outside the timed part; an unsorted result fails the run); one forked JVM per benchmark",
                plan.warmup() + " sort(s) discarded as warm-up, the next " + plan.measured()
                        + " measured; the figure is their mean with [min-max] and CV, as the seed reports means",
                "a partition of more than " + plan.leaf() + " element(s) becomes a task that submits both halves and blocks on "
                        + "their futures (the seed's design: about 2N tasks per sort); fork-join is Executors.newWorkStealingPool(), "
                        + "virtual threads Executors.newVirtualThreadPerTaskExecutor(), as in the seed",
                "runs inside the plain-JDK runtime image, pinned to the profile's server cores under its CPU quota and memory limit; "
                        + "maximum heap 75% of the memory limit (-XX:MaxRAMPercentage=75), the collector the JVM's ergonomics pick "
                        + "(both stated per condition); a sort that runs out of memory or past JMH's iteration timeout is reported "
                        + "as not finished, with its error");
    }

    private StudySection section(InProcessRun.Measured measured, Plan plan, List<Double> ratios, List<String> unfinished) {
        Map<String, Map<Integer, Timings>> byRow = new LinkedHashMap<>();
        for (JmhResult result : measured.results()) {
            byRow.computeIfAbsent(result.parameter("implementation"), k -> new LinkedHashMap<>())
                    .put(Integer.parseInt(result.parameter("size")), result.timings());
        }
        List<String> header = new ArrayList<>(List.of("Implementation"));
        plan.sizes().forEach(size -> header.add(StudyFormat.count(size) + " elements: mean ms [min-max] CV (seed)"));
        List<List<StudyCell>> rows = new ArrayList<>();
        ROWS.forEach((row, label) -> {
            List<StudyCell> cells = new ArrayList<>(List.of(StudyCell.label(label)));
            for (int size : plan.sizes()) {
                Timings t = byRow.getOrDefault(row, Map.of()).get(size);
                Double seed = PUBLISHED.get(row).get(size);
                String seedText = " (" + (seed == null ? "–" : StudyFormat.count(Math.round(seed))) + ")";
                cells.add(t == null ? StudyCell.label("did not finish (see jmh.log)" + seedText) : t.figure().withText(t.cell() + seedText));
            }
            rows.add(cells);
        });
        List<String> findings = new ArrayList<>();
        for (int size : plan.sizes()) {
            Timings virtual = byRow.getOrDefault("VIRTUAL_THREADS", Map.of()).get(size);
            Timings forkJoin = byRow.getOrDefault("FORK_JOIN", Map.of()).get(size);
            Timings serial = byRow.getOrDefault("NO_TASKS", Map.of()).get(size);
            if (virtual == null && forkJoin != null) {
                String error = failureAt(measured.failures(), "VIRTUAL_THREADS", size);
                unfinished.add(StudyFormat.count(size) + " elements under " + measured.condition().profile().name());
                findings.add(StudyFormat.count(size) + " elements: virtual threads did not finish (" + error
                        + ") where the fork-join pool took " + StudyFormat.millis(forkJoin.mean()) + " ms: a task per partition "
                        + "keeps about as many virtual threads blocked at once as there are elements, each holding its stack");
                continue;
            }
            if (virtual == null || forkJoin == null || serial == null) {
                continue;
            }
            double ratio = virtual.mean() / forkJoin.mean();
            ratios.add(ratio);
            Double seedVirtual = PUBLISHED.get("VIRTUAL_THREADS").get(size);
            Double seedForkJoin = PUBLISHED.get("FORK_JOIN").get(size);
            findings.add(StudyFormat.count(size) + " elements: virtual threads took " + StudyFormat.ratio(ratio)
                    + " the fork-join pool's time" + (seedVirtual == null ? "" : " (seed: " + StudyFormat.ratio(seedVirtual / seedForkJoin) + ")")
                    + "; the fork-join pool took " + StudyFormat.ratio(forkJoin.mean() / serial.mean())
                    + " the single-threaded sort's time (seed: " + (seedForkJoin == null ? "–"
                    : StudyFormat.ratio(seedForkJoin / PUBLISHED.get("NO_TASKS").get(size))) + " with 12 hardware threads)");
        }
        // The fork-join pool is as wide as availableProcessors(): the quota rounded up, within the cpuset.
        return measured.section(", availableProcessors() from the quota: " + measured.condition().profile().expectedAvailableProcessors(),
                new StudyTable(header, rows), findings);
    }

    /** The error JMH gave for one implementation and size, or "see jmh.log". */
    static String failureAt(List<String> failures, String implementation, int size) {
        return failures.stream().filter(f -> f.contains("implementation = " + implementation) && f.matches(".*size = " + size + "\\b.*"))
                .map(f -> f.substring(f.indexOf("): ") + 3)).findFirst().orElse("no result; see jmh.log");
    }

    static String overallFinding(List<Double> ratios, List<String> unfinished) {
        String notFinished = unfinished.isEmpty() ? "" : " Virtual threads did not finish at all at " + String.join("; ", unfinished) + ".";
        if (ratios.isEmpty()) {
            return unfinished.isEmpty() ? "Nothing measured: no condition fitted this machine (see skipped)."
                    : "Seed 002's virtual threads were about 10x slower than a fork-join pool; here they could not be compared:" + notFinished;
        }
        double low = ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        long reproduced = ratios.stream().filter(r -> r >= REPRODUCED_RATIO).count();
        String range = low == high ? StudyFormat.ratio(low) : StudyFormat.ratio(low) + "-" + StudyFormat.ratio(high);
        String verdict = reproduced == ratios.size() ? "reproduced"
                : reproduced == 0 ? "not reproduced" : "reproduced in " + reproduced + " of " + ratios.size() + " measurements";
        return "Seed 002's finding, virtual threads about 10x slower than a fork-join pool on this sort (9.0x at 100,000 and "
                + "10.2x at 1,000,000 elements, 65x at 10,000,000): " + verdict + " here, virtual threads took " + range
                + " the fork-join pool's time (" + ratios.size() + " measurement(s); 'reproduced' means at least "
                + StudyFormat.ratio(REPRODUCED_RATIO) + ")." + notFinished;
    }

    private static Map<String, String> rows() {
        Map<String, String> rows = new LinkedHashMap<>();
        rows.put("ARRAYS_SORT", "Arrays.sort()");
        rows.put("NO_TASKS", "No tasks");
        rows.put("INLINE_TASKS", "Inline tasks");
        rows.put("FORK_JOIN", "Fork-join thread pool");
        rows.put("VIRTUAL_THREADS", "Virtual threads");
        return rows;
    }
}
