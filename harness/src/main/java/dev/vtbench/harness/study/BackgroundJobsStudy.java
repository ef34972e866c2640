package dev.vtbench.harness.study;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.InProcessContainer;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Seed 001: JobRunr's 2,000 salary slips (a Word template to PDF per employee) on its ScheduledThreadPoolExecutor
 * against a virtual thread per job, 3 runs each; the seed found virtual threads' heap at 64% of the pool's peak on the
 * same JDK. Here each job renders a slip (CPU work with allocation) and hands it to vtbench's backend (a blocking
 * call), in-process in the runtime image under each CPU profile, one forked JVM per executor so their heaps never mix,
 * two ways ({@link BackgroundJobsVariant}): on JobRunr itself, its platform-thread workers against its virtual-thread
 * ones, and on an emulation of the seed's two executors that hands every job over at once.
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
    /** JobRunr refuses a shorter poll interval with its in-memory storage. */
    static final int JOBRUNR_MIN_POLL_MILLIS = 200;
    /** JobRunr's own default poll interval, the seed's. */
    static final int JOBRUNR_DEFAULT_POLL_MILLIS = 15_000;

    /** {@code workers} 0: each executor's default (JobRunr's: availableProcessors() x 8 platform, x 16 virtual threads). */
    record Plan(int jobs, int delayMillis, int workers, int documentKb, int pollMillis) {

        /** The pool's threads under a profile: the option, or JobRunr's default for the CPUs the JVM will see. */
        int workersUnder(int availableProcessors) {
            return workers > 0 ? workers : availableProcessors * 8;
        }

        /** Little's law: at most {@code inProgress} jobs at once, each waiting delayMillis, so whole rounds of delays. */
        double floorMillis(int inProgress) {
            return Math.ceil((double) jobs / inProgress) * delayMillis;
        }
    }

    @Override
    public String name() {
        return "background-jobs";
    }

    @Override
    public String summary() {
        return "seed 001: 2,000 jobs that render a document and call the backend, on JobRunr itself (its platform-thread workers "
                + "against its virtual-thread ones) and on an emulation of its executors (a scheduled pool against a virtual thread "
                + "per job); time per run, heap occupied and peak (JMH, in the image)";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("jobs", "jobs per run (default and full 2000, the seed's; tiny 50)",
                "delay", "milliseconds the backend takes to answer each job's call (default 50)",
                "workers", "the pool's threads and JobRunr's workers of both thread types (default JobRunr's: availableProcessors() "
                        + "x 8 platform threads, x 16 virtual threads; the emulation's virtual threads are one per job)",
                "document-kb", "kilobytes of text in each rendered slip (default 64)",
                "poll-ms", "milliseconds between JobRunr's looks for enqueued jobs (default " + JOBRUNR_MIN_POLL_MILLIS
                        + ", the least JobRunr allows with its in-memory storage; " + JOBRUNR_DEFAULT_POLL_MILLIS + " is its default and the seed's)",
                "variants", "jobrunr, emulation or both, comma-separated (default both)");
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        // The seed's 2,000 jobs already finish in minutes here, so the default is the seed's scale; tiny proves it works.
        int jobs = scale == StudyScale.TINY ? 50 : SEED_JOBS;
        int pollMillis = options.positiveInt("poll-ms", JOBRUNR_MIN_POLL_MILLIS, 3_600_000);
        if (pollMillis < JOBRUNR_MIN_POLL_MILLIS) {
            throw new IllegalArgumentException("--poll-ms must be at least " + JOBRUNR_MIN_POLL_MILLIS + " (JobRunr refuses a shorter "
                    + "poll interval with its in-memory storage), was " + pollMillis);
        }
        return new Plan(options.positiveInt("jobs", jobs, 1_000_000), options.positiveInt("delay", 50, 60_000),
                options.values().containsKey("workers") ? options.positiveInt("workers", 1, 10_000) : 0,
                options.positiveInt("document-kb", 64, 10_000), pollMillis);
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        List<String> variants = new ArrayList<>();
        for (BackgroundJobsVariant variant : BackgroundJobsVariant.of(options)) {
            variants.add(switch (variant) {
                case JOBRUNR -> "JobRunr's platform-thread workers against its virtual-thread ones ("
                        + (plan.workers() > 0 ? plan.workers() + " each" : "its default counts") + ", poll interval " + plan.pollMillis() + " ms)";
                case EMULATION -> "an emulation's scheduled pool of " + (plan.workers() > 0 ? plan.workers() + " threads" : "availableProcessors() x 8")
                        + " against a virtual thread per job";
            });
        }
        return StudyFormat.count(plan.jobs()) + " jobs of a " + plan.documentKb() + " KB slip and a " + plan.delayMillis()
                + " ms backend call, on " + String.join(", then on ", variants) + ", 1 discarded and " + RUNS + " measured runs each";
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        List<BackgroundJobsVariant> variants = BackgroundJobsVariant.of(session.options());
        Map<BackgroundJobsVariant, List<Double>> peakRatios = new EnumMap<>(BackgroundJobsVariant.class);
        variants.forEach(variant -> peakRatios.put(variant, new ArrayList<>()));
        List<StudySection> sections = new ArrayList<>();
        for (StudyCondition condition : session.inProcessConditions()) {
            session.say(name() + ": " + condition.describe() + ": " + plan(session.scale(), session.options()));
            // Both variants render the same slips: their checksums must agree too, or they did not run the same jobs.
            List<BatchHeap> conditionHeap = new ArrayList<>();
            for (BackgroundJobsVariant variant : variants) {
                session.attempt(condition.describe() + ", " + variant.label(),
                        () -> measure(session, condition, variant, plan, peakRatios.get(variant), conditionHeap)).ifPresent(sections::add);
            }
        }
        return new StudyReport(name(), "Background jobs: platform threads against virtual threads on JobRunr and on an emulation of its executors (seed 001)", SEED,
                "JobRunr 0.9.16's example-salary-slip: " + StudyFormat.count(SEED_JOBS) + " salary slips from a Word template to PDF, "
                        + "3 runs per JDK (11.0.8; 16-loom+5-54 without and with virtual threads), machine not stated; heap read "
                        + "from JVisualVM; the seed calls its times not comparable (JobRunr polls for new jobs every 15 s)",
                session.command(), session.scale(), StudyMachine.describe(), method(plan, variants), sections, session.skipped(),
                session.failures(), variants.stream().map(variant -> BackgroundJobsFindings.overallFinding(variant, peakRatios.get(variant))).toList());
    }

    /**
     * One variant under one condition, into its own folder: the backend on the profile's driver cores (never the
     * benchmark's) for this variant's runs, removed after; the benchmark finds it through host networking.
     */
    private StudySection measure(StudySession session, StudyCondition condition, BackgroundJobsVariant variant, Plan plan,
                                 List<Double> peakRatios, List<BatchHeap> conditionHeap) {
        Path folder = session.folder().resolve(condition.folderName() + "-" + variant.option());
        Path heapFile = folder.resolve(HEAP_FILE);
        int workers = plan.workersUnder(condition.profile().expectedAvailableProcessors());
        double virtualEstimateMillis = plan.jobs() * 20.0 / Math.min(1, condition.profile().cpus());
        double batchBoundMillis = plan.floorMillis(workers) * 3 + virtualEstimateMillis + 2.0 * plan.pollMillis();
        try (BackendContainer backend = session.backend(condition.profile().driverCpuset(), folder.resolve("backend.log"))) {
            Files.createDirectories(folder);
            // Appended to per batch: an earlier run's lines in this folder would mix with this run's.
            Files.deleteIfExists(heapFile);
            backend.start();
            Map<String, List<String>> parameters = new LinkedHashMap<>(Map.of("jobs", List.of(Integer.toString(plan.jobs())),
                    "delayMillis", List.of(Integer.toString(plan.delayMillis())), "documentKb", List.of(Integer.toString(plan.documentKb())),
                    "workers", List.of(Integer.toString(plan.workers())), BenchmarkExecutor.PARAMETER, BenchmarkExecutor.keys(),
                    "backendUrl", List.of(backend.baseUrl()), "heapFile", List.of(InProcessContainer.OUT + "/" + HEAP_FILE)));
            if (variant == BackgroundJobsVariant.JOBRUNR) {
                parameters.put("pollIntervalMillis", List.of(Integer.toString(plan.pollMillis())));
            }
            JmhBenchmark benchmark = new JmhBenchmark(variant.benchmarkClass(), parameters, 1, RUNS,
                    Duration.ofMillis((long) batchBoundMillis + 60_000), JmhBenchmark.STUDY_JVM_OPTIONS);
            InProcessRun.Measured measured = InProcessRun.run(condition, benchmark, folder,
                    Duration.ofMinutes(10).plusMillis((long) (2 * (1 + RUNS) * batchBoundMillis)));
            List<BatchHeap> heap = BatchHeap.read(heapFile);
            if (!conditionHeap.isEmpty()) {
                BackgroundJobsTable.requireSameDocuments(java.util.stream.Stream.concat(conditionHeap.stream(), heap.stream()).toList(),
                        heapFile + " and the other variant's beside it");
            }
            StudySection section = BackgroundJobsTable.section(variant, measured, heap, plan, peakRatios);
            conditionHeap.addAll(heap);
            return section;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + folder + " for the background jobs' files", e);
        }
    }

    private static List<String> method(Plan plan, List<BackgroundJobsVariant> variants) {
        List<String> method = new ArrayList<>(List.of("a job renders one employee's salary slip (a text template filled line by line with String.format to "
                        + plan.documentKb() + " KB, laid out in 72-column lines, Base64-encoded, as a PDF embeds a stream), then "
                        + "calls GET /delay?ms=" + plan.delayMillis() + " on vtbench's backend with a blocking HttpURLConnection "
                        + "(the upload), then checksums the slip (the archive): the slip is held across the call, so the heap "
                        + "holds one slip per job in progress; the same job class in both variants"));
        if (variants.contains(BackgroundJobsVariant.JOBRUNR)) {
            method.add(BackgroundJobsVariant.JOBRUNR.label() + ": JobRunr with its in-memory storage (InMemoryStorageProvider, "
                    + "jobs mapped to JSON by Jackson) and one background job server per forked JVM, alive across runs, configured with "
                    + "JobRunr's own DefaultBackgroundJobServerWorkerPolicy for PlatformThreads (its PlatformThreadPoolJobRunrExecutor, a "
                    + "ScheduledThreadPoolExecutor) against VirtualThreads (its VirtualThreadJobRunrExecutor, the seed's executor), at "
                    + (plan.workers() > 0 ? plan.workers() + " workers each" : "the worker counts JobRunr chooses") + "; JobRunr fetches "
                    + "enqueued jobs in pages sized to its idle workers (a worker counts as busy once its job has started); its "
                    + "platform-thread workers are that many threads, while its virtual-thread executor starts a thread for each job "
                    + "it is handed, so the table counts the jobs in progress rather than assuming them; every job enqueued at once (JobScheduler.enqueue of a stream, as the seed's example does), timed from the first "
                    + "enqueue until JobRunr has stored the last as SUCCEEDED (an ApplyStateFilter, then its storage's SUCCEEDED count "
                    + "checked against the jobs); poll interval " + plan.pollMillis() + " ms (JobRunr's default and the seed's is "
                    + JOBRUNR_DEFAULT_POLL_MILLIS / 1000 + " s: a batch's first jobs wait up to one interval), server timeout kept at "
                    + "JobRunr's 60 s; retries off, so a failed job fails the run; each run starts with the previous run's jobs "
                    + "deleted from the storage");
        }
        if (variants.contains(BackgroundJobsVariant.EMULATION)) {
            method.add(BackgroundJobsVariant.EMULATION.label() + ": a ScheduledThreadPoolExecutor of " + (plan.workers() > 0
                    ? plan.workers() + " threads" : "availableProcessors() x 8 threads (JobRunr's default for platform threads)")
                    + ", alive across runs as JobRunr's is, against Thread.startVirtualThread per job (the seed's "
                    + "VirtualThreadJobRunrExecutor, with no worker count between it and the jobs); every job handed over at once, "
                    + "the run ends when the last is done");
        }
        method.addAll(List.of("JMH single-shot: 1 run discarded as warm-up, then " + RUNS + " measured (the seed's 3 runs), each from a "
                        + "collected heap (System.gc() before it, untimed); one forked JVM per executor, so heaps never mix",
                "heap occupied: the most the JVM had committed during a run; peak heap: the most in use, the larger of a "
                        + "platform thread's readings every 10 ms and the heap in use when each collection began (GC notifications); "
                        + "the table gives the largest over the " + RUNS + " runs, as the seed's JVisualVM view spanned its runs",
                "jobs in progress: counted by the job itself as it starts and ends, the most at once over the " + RUNS + " runs; with "
                        + "each job waiting " + plan.delayMillis() + " ms on the backend, Little's law puts a run's floor at ceil(jobs / "
                        + "that count) x " + plan.delayMillis() + " ms",
                "every run's documents must have the same checksum on both executors and in both variants, and every job must be "
                        + "done (on JobRunr: stored as SUCCEEDED)",
                "runs inside the plain-JDK runtime image, pinned to the profile's server cores under its CPU quota and memory "
                        + "limit; the backend runs on the profile's driver cores, without a quota, for each variant's runs"));
        return method;
    }
}
