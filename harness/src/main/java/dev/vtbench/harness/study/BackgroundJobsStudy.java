package dev.vtbench.harness.study;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.InProcessContainer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Seed 001: JobRunr's 2,000 salary slips (a Word template to PDF per employee) on its ScheduledThreadPoolExecutor
 * against a virtual thread per job, 3 runs each; the seed found virtual threads' heap at 64% of the pool's peak on the
 * same JDK. Here each job renders a slip (CPU work with allocation) and hands it to vtbench's backend (a blocking
 * call), in-process in the runtime image under each CPU profile, one forked JVM per executor so their heaps never mix.
 */
public final class BackgroundJobsStudy implements Study {
    static final String SEED = "001_a558c763f5aac87a.txt";
    static final int SEED_JOBS = 2_000;
    static final int RUNS = 3;
    /** The seed's seconds per run: JDK 11 (pool), JDK 16 without and with virtual threads. */
    static final List<Double> SEED_JDK11_SECONDS = List.of(140.0, 132.0, 139.0);
    static final List<Double> SEED_JDK16_SECONDS = List.of(146.0, 167.0, 167.0);
    static final List<Double> SEED_LOOM_SECONDS = List.of(151.0, 139.0, 137.0);
    /** The seed's heap occupied and peak use, GB as JVisualVM showed them: JDK 11, JDK 16, JDK 16 with Loom. */
    static final List<Double> SEED_OCCUPIED_GB = List.of(6.8, 4.6, 2.7);
    static final List<Double> SEED_PEAK_GB = List.of(4.7, 3.7, 2.37);
    /** The seed's comparison on one JDK: virtual threads' peak heap over the pool's (2.37 / 3.7 GB = 64%). */
    static final double SEED_PEAK_RATIO = SEED_PEAK_GB.get(2) / SEED_PEAK_GB.get(1);
    /** Virtual threads' peak heap at most this fraction of the pool's counts as the seed's finding reproduced. */
    static final double REPRODUCED_PEAK_RATIO = 0.8;
    static final String HEAP_FILE = "heap.jsonl";

    /** {@code workers} 0: JobRunr's default, availableProcessors() x 8 in the benchmark JVM. */
    record Plan(int jobs, int delayMillis, int workers, int documentKb) {

        /** The pool's threads under a profile: the option, or JobRunr's default for the CPUs the JVM will see. */
        int workersUnder(int availableProcessors) {
            return workers > 0 ? workers : availableProcessors * 8;
        }

        /** Little's law: at most {@code workers} jobs in progress, each waiting delayMillis, so whole rounds of delays. */
        double poolFloorMillis(int workers) {
            return Math.ceil((double) jobs / workers) * delayMillis;
        }
    }

    /** One executor's measured runs and the heap figures of those runs. */
    record Executor(Timings timings, long occupiedBytes, long peakUsedBytes) {}

    @Override
    public String name() {
        return "background-jobs";
    }

    @Override
    public String summary() {
        return "seed 001: 2,000 jobs that render a document and call the backend, JobRunr's scheduled pool against a virtual "
                + "thread per job; time per run, heap occupied and peak (JMH, in the image)";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("jobs", "jobs per run (default and full 2000, the seed's; tiny 50)",
                "delay", "milliseconds the backend takes to answer each job's call (default 50)",
                "workers", "the pool's threads (default JobRunr's: availableProcessors() x 8)",
                "document-kb", "kilobytes of text in each rendered slip (default 64)");
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        // The seed's 2,000 jobs already finish in minutes here, so the default is the seed's scale; tiny proves it works.
        int jobs = scale == StudyScale.TINY ? 50 : SEED_JOBS;
        return new Plan(options.positiveInt("jobs", jobs, 1_000_000), options.positiveInt("delay", 50, 60_000),
                options.values().containsKey("workers") ? options.positiveInt("workers", 1, 10_000) : 0,
                options.positiveInt("document-kb", 64, 10_000));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return StudyFormat.count(plan.jobs()) + " jobs of a " + plan.documentKb() + " KB slip and a " + plan.delayMillis()
                + " ms backend call, a scheduled pool of " + (plan.workers() > 0 ? plan.workers() + " threads" : "availableProcessors() x 8")
                + " against a virtual thread per job, 1 discarded and " + RUNS + " measured runs each";
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        List<Double> peakRatios = new ArrayList<>();
        List<StudySection> sections = session.measureEach(session.inProcessConditions(), condition -> {
            session.say(name() + ": " + condition.describe() + ": " + plan(session.scale(), session.options()));
            return measure(session, condition, plan, peakRatios);
        });
        return new StudyReport(name(), "Background jobs: a scheduled pool against a virtual thread per job (seed 001)", SEED,
                "JobRunr 0.9.16's example-salary-slip: " + StudyFormat.count(SEED_JOBS) + " salary slips from a Word template to PDF, "
                        + "3 runs per JDK (11.0.8; 16-loom+5-54 without and with virtual threads), machine not stated; heap read "
                        + "from JVisualVM; the seed calls its times not comparable (JobRunr polls for new jobs every 15 s)",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(), session.failures(),
                List.of(overallFinding(peakRatios)));
    }

    /**
     * The backend on the profile's driver cores (never the benchmark's) for this condition's runs, removed after; the
     * benchmark finds it through host networking.
     */
    private StudySection measure(StudySession session, StudyCondition condition, Plan plan, List<Double> peakRatios) {
        Path folder = session.folder().resolve(condition.folderName());
        Path heapFile = folder.resolve(HEAP_FILE);
        int workers = plan.workersUnder(condition.profile().expectedAvailableProcessors());
        double virtualEstimateMillis = plan.jobs() * 20.0 / Math.min(1, condition.profile().cpus());
        double batchBoundMillis = plan.poolFloorMillis(workers) * 3 + virtualEstimateMillis;
        try (BackendContainer backend = session.backend(condition.profile().driverCpuset(), folder.resolve("backend.log"))) {
            Files.createDirectories(folder);
            // Appended to per batch: an earlier run's lines in this folder would mix with this run's.
            Files.deleteIfExists(heapFile);
            backend.start();
            JmhBenchmark benchmark = new JmhBenchmark("BackgroundJobsBenchmark",
                    Map.of("jobs", List.of(Integer.toString(plan.jobs())), "delayMillis", List.of(Integer.toString(plan.delayMillis())),
                            "documentKb", List.of(Integer.toString(plan.documentKb())), "workers", List.of(Integer.toString(plan.workers())),
                            BenchmarkExecutor.PARAMETER, BenchmarkExecutor.keys(), "backendUrl", List.of(backend.baseUrl()),
                            "heapFile", List.of(InProcessContainer.OUT + "/" + HEAP_FILE)),
                    1, RUNS, Duration.ofMillis((long) batchBoundMillis + 60_000), JmhBenchmark.STUDY_JVM_OPTIONS);
            InProcessRun.Measured measured = InProcessRun.run(condition, benchmark, folder,
                    Duration.ofMinutes(10).plusMillis((long) (2 * (1 + RUNS) * batchBoundMillis)));
            return section(measured, BatchHeap.read(heapFile), plan, workers, peakRatios);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + folder + " for the background jobs' files", e);
        }
    }

    private static List<String> method(Plan plan) {
        return List.of("a job renders one employee's salary slip (a text template filled line by line with String.format to "
                        + plan.documentKb() + " KB, laid out in 72-column lines, Base64-encoded, as a PDF embeds a stream), then "
                        + "calls GET /delay?ms=" + plan.delayMillis() + " on vtbench's backend with a blocking HttpURLConnection "
                        + "(the upload), then checksums the slip (the archive): the slip is held across the call, so the heap "
                        + "holds one slip per job in progress; a job that fails, or a backend answer other than 200 'ok', fails the run",
                "pool: a ScheduledThreadPoolExecutor of " + (plan.workers() > 0 ? plan.workers() + " threads"
                        : "availableProcessors() x 8 threads (JobRunr's DefaultBackgroundJobServerWorkerPolicy)")
                        + ", alive across runs as JobRunr's is; virtual: Thread.startVirtualThread per job, the seed's "
                        + "VirtualThreadJobRunrExecutor; every job handed over at once, the run ends when the last is done",
                "JMH single-shot: 1 run discarded as warm-up, then " + RUNS + " measured (the seed's 3 runs), each from a "
                        + "collected heap (System.gc() before it, untimed); one forked JVM per executor, so heaps never mix",
                "heap occupied: the most the JVM had committed during a run; peak heap: the most in use, the larger of a "
                        + "platform thread's readings every 10 ms and the heap in use when each collection began (GC notifications); "
                        + "the table gives the largest over the " + RUNS + " runs, as the seed's JVisualVM view spanned its runs",
                "every run's documents must have the same checksum on both executors, and every job must be done",
                "runs inside the plain-JDK runtime image, pinned to the profile's server cores under its CPU quota and memory "
                        + "limit; the backend runs on the profile's driver cores, without a quota, for the condition's runs");
    }

    private StudySection section(InProcessRun.Measured measured, List<BatchHeap> heap, Plan plan, int expectedWorkers,
                                 List<Double> peakRatios) {
        Executor pool = executor(measured, heap, BenchmarkExecutor.POOL, plan);
        Executor virtual = executor(measured, heap, BenchmarkExecutor.VIRTUAL, plan);
        requireSameDocuments(heap, measured.folder());
        int workers = heap.stream().filter(b -> b.executor() == BenchmarkExecutor.POOL).mapToInt(BatchHeap::workers).findFirst().orElse(expectedWorkers);
        List<String> header = List.of("Run", "Pool of " + workers + " (s)", "Virtual thread per job (s)",
                "Seed: JDK 11, pool", "Seed: JDK 16, pool", "Seed: JDK 16, virtual threads");
        List<List<String>> rows = new ArrayList<>();
        for (int run = 0; run < RUNS; run++) {
            rows.add(List.of(Integer.toString(run + 1), seconds(pool, run), seconds(virtual, run),
                    StudyFormat.seconds(SEED_JDK11_SECONDS.get(run)), StudyFormat.seconds(SEED_JDK16_SECONDS.get(run)),
                    StudyFormat.seconds(SEED_LOOM_SECONDS.get(run))));
        }
        rows.add(heapRow("Heap occupied (most committed)", pool == null ? 0 : pool.occupiedBytes(),
                virtual == null ? 0 : virtual.occupiedBytes(), SEED_OCCUPIED_GB));
        rows.add(heapRow("Peak heap used", pool == null ? 0 : pool.peakUsedBytes(), virtual == null ? 0 : virtual.peakUsedBytes(), SEED_PEAK_GB));
        List<String> findings = new ArrayList<>();
        if (pool != null && virtual != null) {
            double peakRatio = (double) virtual.peakUsedBytes() / pool.peakUsedBytes();
            peakRatios.add(peakRatio);
            findings.add(peakFinding(peakRatio, (double) virtual.occupiedBytes() / pool.occupiedBytes()));
            findings.add(timeFinding(pool.timings(), virtual.timings(), plan.poolFloorMillis(workers), plan, workers));
        }
        long maxHeap = heap.stream().mapToLong(BatchHeap::maxHeapBytes).max().orElse(0);
        return measured.section(", heap limit seen by the benchmark " + StudyFormat.bytes(maxHeap), new StudyTable(header, rows), findings);
    }

    /** An executor's runs, or null when JMH has no result for it (the log says why: see the section's "did not finish"). */
    private static Executor executor(InProcessRun.Measured measured, List<BatchHeap> heap, BenchmarkExecutor executor, Plan plan) {
        JmhResult result = measured.results().stream().filter(r -> BenchmarkExecutor.of(r) == executor).findFirst().orElse(null);
        if (result == null) {
            return null;
        }
        List<BatchHeap> runs = heap.stream().filter(b -> b.executor() == executor && b.measured()).toList();
        if (runs.size() != result.timings().iterations()) {
            throw new IllegalStateException(measured.folder().resolve(HEAP_FILE) + " holds " + runs.size() + " measured " + executor
                    + " runs where JMH measured " + result.timings().iterations() + ": the figures cannot be paired");
        }
        for (BatchHeap run : runs) {
            if (run.completed() != plan.jobs()) {
                throw new IllegalStateException(executor + " run " + run.iteration() + " completed " + run.completed() + " of "
                        + plan.jobs() + " jobs (" + measured.folder().resolve(HEAP_FILE) + ")");
            }
        }
        return new Executor(result.timings(), runs.stream().mapToLong(BatchHeap::maxCommittedBytes).max().orElseThrow(),
                runs.stream().mapToLong(BatchHeap::peakUsedBytes).max().orElseThrow());
    }

    /** Both executors rendered the same slips: each run's checksum, warm-up included, is the same on both. */
    static void requireSameDocuments(List<BatchHeap> heap, Path folder) {
        List<Long> checksums = heap.stream().map(BatchHeap::checksum).distinct().toList();
        if (checksums.size() > 1) {
            throw new IllegalStateException("the runs in " + folder.resolve(HEAP_FILE) + " rendered different documents (checksums "
                    + checksums + "): a job's work depends on its executor, so the figures are not comparable");
        }
    }

    private static String seconds(Executor executor, int run) {
        return executor == null ? "did not finish (see jmh.log)"
                : run < executor.timings().iterations() ? seconds(executor.timings().millis().get(run)) : "–";
    }

    /** Seconds from milliseconds, with two decimals below 10 s: a small batch's runs and floor differ by tenths. */
    static String seconds(double millis) {
        return millis < 10_000 ? String.format(java.util.Locale.ROOT, "%.2f s", millis / 1000) : StudyFormat.seconds(millis / 1000);
    }

    private static List<String> heapRow(String label, long pool, long virtual, List<Double> seedGb) {
        return List.of(label, StudyFormat.bytes(pool), StudyFormat.bytes(virtual),
                seedGb.get(0) + " GB", seedGb.get(1) + " GB", seedGb.get(2) + " GB");
    }

    static String peakFinding(double peakRatio, double occupiedRatio) {
        String verdict = peakRatio <= REPRODUCED_PEAK_RATIO ? "reproduced" : "not reproduced";
        return "virtual threads' peak heap was " + StudyFormat.percent(peakRatio) + " of the pool's (seed: "
                + StudyFormat.percent(SEED_PEAK_RATIO) + " on JDK 16) and their heap occupied " + StudyFormat.percent(occupiedRatio)
                + " (seed: " + StudyFormat.percent(SEED_OCCUPIED_GB.get(2) / SEED_OCCUPIED_GB.get(1)) + "): " + verdict
                + " ('reproduced' means a peak at most " + StudyFormat.percent(REPRODUCED_PEAK_RATIO) + " of the pool's)";
    }

    static String timeFinding(Timings pool, Timings virtual, double poolFloorMillis, Plan plan, int workers) {
        double seedPool = SEED_JDK16_SECONDS.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        double seedVirtual = SEED_LOOM_SECONDS.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        return "time per run: the pool " + seconds(pool.mean()) + ", " + StudyFormat.ratio(pool.mean() / poolFloorMillis)
                + " its Little's-law floor of " + seconds(poolFloorMillis) + " (ceil(" + StudyFormat.count(plan.jobs())
                + " / " + workers + ") x " + plan.delayMillis() + " ms); virtual threads " + seconds(virtual.mean())
                + ", " + StudyFormat.ratio(virtual.mean() / pool.mean()) + " the pool's time (seed: " + StudyFormat.ratio(seedVirtual / seedPool)
                + " on JDK 16, which it calls not comparable)";
    }

    static String overallFinding(List<Double> peakRatios) {
        if (peakRatios.isEmpty()) {
            return "Nothing compared: no condition measured both executors (see skipped and failed).";
        }
        long reproduced = peakRatios.stream().filter(r -> r <= REPRODUCED_PEAK_RATIO).count();
        String verdict = reproduced == peakRatios.size() ? "reproduced"
                : reproduced == 0 ? "not reproduced" : "reproduced in " + reproduced + " of " + peakRatios.size() + " conditions";
        double low = peakRatios.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = peakRatios.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return "Seed 001's finding, virtual threads' peak heap at " + StudyFormat.percent(SEED_PEAK_RATIO) + " of the pool's on the "
                + "same JDK (2.37 GB against 3.7 GB): " + verdict + " here, at " + (low == high ? StudyFormat.percent(low)
                : StudyFormat.percent(low) + "-" + StudyFormat.percent(high)) + " of the pool's peak (" + peakRatios.size()
                + " condition(s); 'reproduced' means at most " + StudyFormat.percent(REPRODUCED_PEAK_RATIO) + ").";
    }
}
