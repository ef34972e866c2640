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
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The judge of background jobs ({@code judge = background-jobs}): JobRunr's salary slips, in-process with JMH in the
 * runtime image under each CPU profile, one forked JVM per executor so their heaps never mix, two ways
 * ({@link BackgroundJobsVariant}): on JobRunr itself, its platform-thread workers against its virtual-thread ones, and on
 * an emulation of the seed's two executors that hands every job over at once. Each job renders a slip (CPU work with
 * allocation) and hands it to vtbench's backend (a blocking call). The seed's figures and rule are the claim file's
 * ({@link JobsSeed}).
 */
final class BackgroundJobsJudge implements StudyJudge {
    static final Set<String> KEYS = keys();
    static final String HEAP_FILE = "heap.jsonl";
    /** JobRunr refuses a shorter poll interval with its in-memory storage. */
    static final int JOBRUNR_MIN_POLL_MILLIS = 200;
    /** JobRunr's own default poll interval, the seed's. */
    static final int JOBRUNR_DEFAULT_POLL_MILLIS = 15_000;

    private final StudyClaim claim;
    private final JobsSeed seed;

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

    BackgroundJobsJudge(StudyClaim claim) {
        this.claim = claim;
        this.seed = JobsSeed.read(claim);
        for (StudyScale scale : StudyScale.values()) {
            claim.wholeNumberOrDefault(scale, "jobs", 1, 1_000_000);
        }
        claim.wholeNumberOrDefault(StudyScale.DEFAULT, "delay", 1, 60_000);
        claim.wholeNumberOrDefault(StudyScale.DEFAULT, "document.kb", 1, 10_000);
        int poll = claim.wholeNumberOrDefault(StudyScale.DEFAULT, "poll.ms", 1, 3_600_000);
        if (poll < JOBRUNR_MIN_POLL_MILLIS) {
            throw claim.file().invalid("poll.ms", Integer.toString(poll), "at least " + JOBRUNR_MIN_POLL_MILLIS
                    + " (JobRunr refuses a shorter poll interval with its in-memory storage)");
        }
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(JobsSeed.KEYS);
        keys.addAll(Set.of("jobs", "delay", "document.kb", "poll.ms"));
        keys.addAll(MatrixPlanner.scaled(List.of("jobs")));
        return Set.copyOf(keys);
    }

    JobsSeed seed() {
        return seed;
    }

    @Override
    public Map<String, String> options() {
        return Map.of("jobs", claim.optionHelp("jobs", "jobs per run"),
                "delay", claim.optionHelp("delay", "milliseconds the backend takes to answer each job's call"),
                "workers", "the pool's threads and JobRunr's workers of both thread types (default JobRunr's: availableProcessors() "
                        + "x 8 platform threads, x 16 virtual threads; the emulation's virtual threads are one per job)",
                "document-kb", claim.optionHelp("document.kb", "kilobytes of text in each rendered slip"),
                "poll-ms", claim.optionHelp("poll.ms", "milliseconds between JobRunr's looks for enqueued jobs, at least "
                        + JOBRUNR_MIN_POLL_MILLIS + " with its in-memory storage; " + JOBRUNR_DEFAULT_POLL_MILLIS + " is JobRunr's own default and the seed's"),
                "variants", "jobrunr, emulation or both, comma-separated (default both)");
    }

    Plan planOf(StudyScale scale, StudyOptions options) {
        int jobs = claim.wholeNumberOrDefault(scale, "jobs", 1, 1_000_000);
        int pollMillis = options.positiveInt("poll-ms", claim.wholeNumberOrDefault(scale, "poll.ms", 1, 3_600_000), 3_600_000);
        if (pollMillis < JOBRUNR_MIN_POLL_MILLIS) {
            throw new IllegalArgumentException("--poll-ms must be at least " + JOBRUNR_MIN_POLL_MILLIS + " (JobRunr refuses a shorter "
                    + "poll interval with its in-memory storage), was " + pollMillis);
        }
        return new Plan(options.positiveInt("jobs", jobs, 1_000_000),
                options.positiveInt("delay", claim.wholeNumberOrDefault(scale, "delay", 1, 60_000), 60_000),
                options.values().containsKey("workers") ? options.positiveInt("workers", 1, 10_000) : 0,
                options.positiveInt("document-kb", claim.wholeNumberOrDefault(scale, "document.kb", 1, 10_000), 10_000), pollMillis);
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
                + " ms backend call, on " + String.join(", then on ", variants) + ", 1 discarded and " + seed.runs() + " measured runs each";
    }

    @Override
    public StudyFindings run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        List<BackgroundJobsVariant> variants = BackgroundJobsVariant.of(session.options());
        Map<BackgroundJobsVariant, List<Double>> peakRatios = new EnumMap<>(BackgroundJobsVariant.class);
        variants.forEach(variant -> peakRatios.put(variant, new ArrayList<>()));
        List<StudySection> sections = new ArrayList<>();
        for (StudyCondition condition : session.inProcessConditions()) {
            session.say(claim.name() + ": " + condition.describe() + ": " + plan(session.scale(), session.options()));
            // Both variants render the same slips: their checksums must agree too, or they did not run the same jobs.
            List<BatchHeap> conditionHeap = new ArrayList<>();
            for (BackgroundJobsVariant variant : variants) {
                session.attempt(condition.describe() + ", " + variant.label(),
                        () -> measure(session, condition, variant, plan, peakRatios.get(variant), conditionHeap)).ifPresent(sections::add);
            }
        }
        return new StudyFindings(method(plan, variants), sections, variants.stream()
                .map(variant -> BackgroundJobsFindings.overallFinding(seed, variant, peakRatios.get(variant))).toList());
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
            JmhBenchmark benchmark = new JmhBenchmark(variant.benchmarkClass(), parameters, 1, seed.runs(),
                    Duration.ofMillis((long) batchBoundMillis + 60_000), JmhBenchmark.STUDY_JVM_OPTIONS);
            InProcessRun.Measured measured = InProcessRun.run(condition, benchmark, folder,
                    Duration.ofMinutes(10).plusMillis((long) (2 * (1 + seed.runs()) * batchBoundMillis)));
            List<BatchHeap> heap = BatchHeap.read(heapFile);
            if (!conditionHeap.isEmpty()) {
                BackgroundJobsTable.requireSameDocuments(java.util.stream.Stream.concat(conditionHeap.stream(), heap.stream()).toList(),
                        heapFile + " and the other variant's beside it");
            }
            StudySection section = BackgroundJobsTable.section(seed, variant, measured, heap, plan, peakRatios);
            conditionHeap.addAll(heap);
            return section;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot prepare " + folder + " for the background jobs' files", e);
        }
    }

    private List<String> method(Plan plan, List<BackgroundJobsVariant> variants) {
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
        method.addAll(List.of("JMH single-shot: 1 run discarded as warm-up, then " + seed.runs() + " measured (the seed's " + seed.runs() + " runs), each from a "
                        + "collected heap (System.gc() before it, untimed); one forked JVM per executor, so heaps never mix",
                "heap occupied: the most the JVM had committed during a run; peak heap: the most in use, the larger of a "
                        + "platform thread's readings every 10 ms and the heap in use when each collection began (GC notifications); "
                        + "the table gives the largest over the " + seed.runs() + " runs, as the seed's JVisualVM view spanned its runs",
                "jobs in progress: counted by the job itself as it starts and ends, the most at once over the " + seed.runs() + " runs; with "
                        + "each job waiting " + plan.delayMillis() + " ms on the backend, Little's law puts a run's floor at ceil(jobs / "
                        + "that count) x " + plan.delayMillis() + " ms",
                "every run's documents must have the same checksum on both executors and in both variants, and every job must be "
                        + "done (on JobRunr: stored as SUCCEEDED)",
                "runs inside the plain-JDK runtime image, pinned to the profile's server cores under its CPU quota and memory "
                        + "limit; the backend runs on the profile's driver cores, without a quota, for each variant's runs"));
        return method;
    }
}
