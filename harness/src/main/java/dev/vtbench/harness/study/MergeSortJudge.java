package dev.vtbench.harness.study;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The judge of a parallel merge sort where every partition is a task ({@code judge = merge-sort}), run in-process with
 * JMH (apps/inprocess's MergeSortBenchmark) in the runtime image under each CPU profile: the seed's five
 * implementations beside its table, and virtual threads' time over the fork-join pool's against the claim file's
 * threshold. The benchmark's implementations are this class's, as apps/inprocess names them; every number is the
 * claim file's.
 */
final class MergeSortJudge implements StudyJudge {
    /** The implementations, in the seed table's row order, as apps/inprocess names them, with the seed's labels. */
    private static final Map<String, String> ROWS = rows();
    private static final List<String> SCALED = List.of("sizes", "warmup", "iterations", "leaf", "timeout.minutes", "sort.timeout.minutes");
    static final Set<String> KEYS = keys();

    private final StudyClaim claim;
    /** The seed's milliseconds per sort, by implementation and array size. */
    private final Map<String, Map<Integer, Double>> published = new HashMap<>();
    /** Virtual threads this many times slower than the fork-join pool or more count as the seed's finding reproduced. */
    private final double reproducedRatio;

    record Plan(List<Integer> sizes, int warmup, int measured, int leaf) {}

    MergeSortJudge(StudyClaim claim) {
        this.claim = claim;
        List<Integer> sizes = claim.wholeNumbersOrDefault(StudyScale.DEFAULT, "published.sizes", 1, 100_000_000);
        ROWS.keySet().forEach(row -> {
            String key = publishedKey(row);
            List<Double> millis = claim.numbers(key, 0, 10_000_000);
            if (millis.size() != sizes.size()) {
                throw claim.file().invalid(key, claim.file().required(key), "one figure for each of the " + sizes.size() + " published.sizes");
            }
            Map<Integer, Double> bySize = new HashMap<>();
            for (int i = 0; i < sizes.size(); i++) {
                bySize.put(sizes.get(i), millis.get(i));
            }
            published.put(row, bySize);
        });
        reproducedRatio = claim.file().number("reproduced.ratio", 1, 1000);
        SCALED.forEach(key -> java.util.Arrays.stream(StudyScale.values()).forEach(scale -> claim.wholeNumbersOrDefault(scale, key, 1, 100_000_000)));
    }

    private static Set<String> keys() {
        List<String> keys = new ArrayList<>(SCALED);
        keys.addAll(MatrixPlanner.scaled(SCALED));
        keys.addAll(List.of("published.sizes", "reproduced.ratio"));
        ROWS.keySet().forEach(row -> keys.add(publishedKey(row)));
        return Set.copyOf(keys);
    }

    /** "published.fork-join": the key of the seed's figures for FORK_JOIN. */
    private static String publishedKey(String row) {
        return "published." + row.toLowerCase(java.util.Locale.ROOT).replace('_', '-');
    }

    @Override
    public Map<String, String> options() {
        return Map.of("sizes", claim.optionHelp("sizes", "array sizes, comma-separated"),
                "warmup", claim.optionHelp("warmup", "sorts discarded as warm-up per implementation and size"),
                "iterations", claim.optionHelp("iterations", "sorts measured and averaged"),
                "leaf", claim.optionHelp("leaf", "partitions of at most this many elements get no task"));
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        return new Plan(options.positiveInts("sizes", claim.wholeNumbersOrDefault(scale, "sizes", 1, 100_000_000), 100_000_000),
                options.positiveInt("warmup", claim.wholeNumberOrDefault(scale, "warmup", 1, 1_000), 1_000),
                options.positiveInt("iterations", claim.wholeNumberOrDefault(scale, "iterations", 1, 1_000), 1_000),
                options.positiveInt("leaf", claim.wholeNumberOrDefault(scale, "leaf", 1, 1_000_000), 1_000_000));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "sizes " + plan.sizes().stream().map(StudyFormat::count).toList() + ", " + plan.warmup() + " warm-up and "
                + plan.measured() + " measured sorts per implementation and size, leaf " + plan.leaf();
    }

    @Override
    public StudyFindings run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        // JMH gives up on one sort after its timeout and goes on with the next benchmark.
        Duration sortTimeout = Duration.ofMinutes(claim.wholeNumberOrDefault(session.scale(), "sort.timeout.minutes", 1, 100_000_000));
        JmhBenchmark benchmark = new JmhBenchmark("MergeSortBenchmark",
                Map.of("size", plan.sizes().stream().map(String::valueOf).toList(),
                        "implementation", List.copyOf(ROWS.keySet()),
                        "leaf", List.of(Integer.toString(plan.leaf()))),
                plan.warmup(), plan.measured(), sortTimeout, JmhBenchmark.STUDY_JVM_OPTIONS);
        List<Double> ratios = new ArrayList<>();
        List<String> unfinished = new ArrayList<>();
        List<StudySection> sections = InProcessRun.measureEach(session, claim.name(), plan(session.scale(), session.options()),
                benchmark, Duration.ofMinutes(claim.wholeNumberOrDefault(session.scale(), "timeout.minutes", 1, 100_000_000)),
                measured -> section(measured, plan, ratios, unfinished));
        return new StudyFindings(method(plan), sections, List.of(overallFinding(ratios, unfinished)));
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

    StudySection section(InProcessRun.Measured measured, Plan plan, List<Double> ratios, List<String> unfinished) {
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
                Double seed = published.get(row).get(size);
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
            Double seedVirtual = published.get("VIRTUAL_THREADS").get(size);
            Double seedForkJoin = published.get("FORK_JOIN").get(size);
            findings.add(StudyFormat.count(size) + " elements: virtual threads took " + StudyFormat.ratio(ratio)
                    + " the fork-join pool's time" + (seedVirtual == null ? "" : " (seed: " + StudyFormat.ratio(seedVirtual / seedForkJoin) + ")")
                    + "; the fork-join pool took " + StudyFormat.ratio(forkJoin.mean() / serial.mean())
                    + " the single-threaded sort's time (seed: " + (seedForkJoin == null ? "–"
                    : StudyFormat.ratio(seedForkJoin / published.get("NO_TASKS").get(size))) + " with 12 hardware threads)");
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

    /** "9.0x at 100,000, 10.2x at 1,000,000 and 65x at 10,000,000 elements": the seed's virtual / fork-join per size. */
    private String seedRatios() {
        List<Integer> sizes = published.get("FORK_JOIN").keySet().stream().sorted().toList();
        List<String> each = sizes.stream().map(size -> StudyFormat.ratio(published.get("VIRTUAL_THREADS").get(size)
                / published.get("FORK_JOIN").get(size)) + " at " + StudyFormat.count(size)).toList();
        return each.size() == 1 ? each.get(0) + " elements"
                : String.join(", ", each.subList(0, each.size() - 1)) + " and " + each.get(each.size() - 1) + " elements";
    }

    String overallFinding(List<Double> ratios, List<String> unfinished) {
        String notFinished = unfinished.isEmpty() ? "" : " Virtual threads did not finish at all at " + String.join("; ", unfinished) + ".";
        if (ratios.isEmpty()) {
            return unfinished.isEmpty() ? "Nothing measured: no condition fitted this machine (see skipped)."
                    : claim.seedLabel() + "'s finding, " + claim.statement() + ", could not be compared here:" + notFinished;
        }
        ThresholdCount count = ThresholdCount.atLeast(ratios, reproducedRatio);
        return claim.seedLabel() + "'s finding, " + claim.statement() + " (" + seedRatios() + "): " + count.verdict("measurements")
                + " here, virtual threads took " + count.span(StudyFormat::ratio) + " the fork-join pool's time (" + ratios.size()
                + " measurement(s); 'reproduced' means at least " + StudyFormat.ratio(reproducedRatio) + ")." + notFinished;
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
