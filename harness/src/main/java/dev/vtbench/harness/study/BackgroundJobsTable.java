package dev.vtbench.harness.study;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import static dev.vtbench.harness.study.BackgroundJobsJudge.HEAP_FILE;
import static dev.vtbench.harness.study.StudyCell.label;

/**
 * One variant's section of the background-jobs report under one condition, shaped like the seed's: seconds per run
 * for each executor beside the seed's three JDKs, then heap occupied and peak, and the findings. Every job of every
 * batch must have succeeded, and every batch rendered the same documents, or there is no section.
 */
final class BackgroundJobsTable {
    private BackgroundJobsTable() {}

    /**
     * One executor's measured runs and, over those runs, the heap figures, its workers (0: a virtual thread per job) and
     * the most jobs it had in progress at once.
     */
    record Executor(Timings timings, long occupiedBytes, long peakUsedBytes, int workers, int mostInProgress) {}

    static StudySection section(JobsSeed seed, BackgroundJobsVariant variant, InProcessRun.Measured measured, List<BatchHeap> heap,
                                BackgroundJobsJudge.Plan plan, List<Double> peakRatios) {
        Path heapFile = measured.folder().resolve(HEAP_FILE);
        Executor pool = executor(measured, heap, BenchmarkExecutor.POOL, plan);
        Executor virtual = executor(measured, heap, BenchmarkExecutor.VIRTUAL, plan);
        requireSameDocuments(heap, heapFile.toString());
        List<String> header = List.of("Run", pool == null ? "Pool (s)" : variant.column(BenchmarkExecutor.POOL, pool.workers()),
                virtual == null ? "Virtual (s)" : variant.column(BenchmarkExecutor.VIRTUAL, virtual.workers()),
                "Seed: JDK 11, pool", "Seed: JDK 16, pool", "Seed: JDK 16, virtual threads");
        List<List<StudyCell>> rows = new ArrayList<>();
        for (int run = 0; run < seed.runs(); run++) {
            rows.add(List.of(label(Integer.toString(run + 1)), seconds(pool, run), seconds(virtual, run),
                    seedSeconds(seed.jdk11Seconds().get(run)), seedSeconds(seed.jdk16Seconds().get(run)),
                    seedSeconds(seed.loomSeconds().get(run))));
        }
        rows.add(heapRow("Heap occupied (most committed)", pool == null ? 0 : pool.occupiedBytes(),
                virtual == null ? 0 : virtual.occupiedBytes(), seed.occupiedGb()));
        rows.add(heapRow("Peak heap used", pool == null ? 0 : pool.peakUsedBytes(), virtual == null ? 0 : virtual.peakUsedBytes(), seed.peakGb()));
        rows.add(List.of(label("Most jobs in progress at once"), inProgress(pool), inProgress(virtual), label("not reported"),
                label("not reported"), label("not reported")));
        List<String> findings = new ArrayList<>();
        if (pool != null && virtual != null) {
            peakRatios.add((double) virtual.peakUsedBytes() / pool.peakUsedBytes());
            findings.add(BackgroundJobsFindings.peakFinding(seed, variant, pool, virtual));
            findings.add(BackgroundJobsFindings.timeFinding(seed, variant, pool, virtual, plan));
        }
        long maxHeap = heap.stream().mapToLong(BatchHeap::maxHeapBytes).max().orElse(0);
        return measured.section(", heap limit seen by the benchmark " + StudyFormat.bytes(maxHeap), jobRunrContext(heap, heapFile),
                new StudyTable(header, rows), findings).labelled(variant.label());
    }

    /** An executor's runs, or null when JMH has no result for it (the log says why: see the section's "did not finish"). */
    private static Executor executor(InProcessRun.Measured measured, List<BatchHeap> heap, BenchmarkExecutor executor,
                                     BackgroundJobsJudge.Plan plan) {
        JmhResult result = measured.results().stream().filter(r -> BenchmarkExecutor.of(r) == executor).findFirst().orElse(null);
        if (result == null) {
            return null;
        }
        Path heapFile = measured.folder().resolve(HEAP_FILE);
        List<BatchHeap> runs = heap.stream().filter(b -> b.executor() == executor && b.measured()).toList();
        if (runs.size() != result.timings().iterations()) {
            throw new IllegalStateException(heapFile + " holds " + runs.size() + " measured " + executor
                    + " runs where JMH measured " + result.timings().iterations() + ": the figures cannot be paired");
        }
        for (BatchHeap run : runs) {
            if (run.completed() != plan.jobs()) {
                throw new IllegalStateException(executor + " run " + run.iteration() + " completed " + run.completed() + " of "
                        + plan.jobs() + " jobs (" + heapFile + ")");
            }
            if (run.jobRunr() != null && run.jobRunr().succeeded() != plan.jobs()) {
                throw new IllegalStateException(executor + " run " + run.iteration() + ": JobRunr's storage held "
                        + run.jobRunr().succeeded() + " of " + plan.jobs() + " jobs as SUCCEEDED (" + heapFile + ")");
            }
        }
        return new Executor(result.timings(), runs.stream().mapToLong(BatchHeap::maxCommittedBytes).max().orElseThrow(),
                runs.stream().mapToLong(BatchHeap::peakUsedBytes).max().orElseThrow(), runs.get(0).workers(),
                runs.stream().mapToInt(BatchHeap::mostInProgress).max().orElseThrow());
    }

    /**
     * Every executor rendered the same slips: each run's checksum, warm-up included, is the same on all of them
     * ({@code where}: the files the runs are in).
     */
    static void requireSameDocuments(List<BatchHeap> heap, String where) {
        List<Long> checksums = heap.stream().map(BatchHeap::checksum).distinct().toList();
        if (checksums.size() > 1) {
            throw new IllegalStateException("the runs in " + where + " rendered different documents (checksums "
                    + checksums + "): a job's work depends on what runs it, so the figures are not comparable");
        }
    }

    /**
     * What JobRunr reported about itself, as its batches recorded it: its version, the workers its policy chose for each
     * thread type, its poll interval and server timeout; none for the emulation's batches.
     */
    static List<String> jobRunrContext(List<BatchHeap> heap, Path heapFile) {
        List<BatchHeap> jobRunr = heap.stream().filter(b -> b.jobRunr() != null).toList();
        if (jobRunr.isEmpty()) {
            return List.of();
        }
        List<String> settings = jobRunr.stream().map(b -> "JobRunr " + b.jobRunr().version() + ", poll interval "
                + b.jobRunr().pollIntervalMillis() + " ms, server timeout " + b.jobRunr().serverTimeoutMillis() / 1000 + " s").distinct().toList();
        if (settings.size() > 1) {
            throw new IllegalStateException("the batches in " + heapFile + " ran on differently configured JobRunr servers "
                    + settings + ": the harness and the apps/inprocess jar are from different builds; rebuild both with ./mvnw package");
        }
        List<String> workers = jobRunr.stream().map(b -> b.jobRunr().threadType() + " " + b.workers()).distinct().toList();
        return List.of(settings.get(0) + " (in-memory storage, Jackson; retries off); the workers JobRunr's "
                + "DefaultBackgroundJobServerWorkerPolicy chose for each thread type: " + String.join(", ", workers));
    }

    private static StudyCell seconds(Executor executor, int run) {
        if (executor == null) {
            return label("did not finish (see jmh.log)");
        }
        if (run >= executor.timings().iterations()) {
            return label("–");
        }
        double millis = executor.timings().millis().get(run);
        return StudyFigure.one(millis / 1000, StudyFigure.Unit.SECONDS, seconds(millis));
    }

    private static StudyFigure seedSeconds(double seconds) {
        return StudyFigure.one(seconds, StudyFigure.Unit.SECONDS, StudyFormat.seconds(seconds));
    }

    /** Seconds from milliseconds, with two decimals below 10 s: a small batch's runs and floor differ by tenths. */
    static String seconds(double millis) {
        return millis < 10_000 ? String.format(Locale.ROOT, "%.2f s", millis / 1000) : StudyFormat.seconds(millis / 1000);
    }

    private static StudyCell inProgress(Executor executor) {
        return executor == null ? label("–")
                : StudyFigure.one(executor.mostInProgress(), StudyFigure.Unit.COUNT, StudyFormat.count(executor.mostInProgress()));
    }

    /** The measured heap in bytes (none when the executor did not finish) beside the seed's three, in its words ("GB"). */
    private static List<StudyCell> heapRow(String label, long pool, long virtual, List<Double> seedGb) {
        return List.of(label(label), bytes(pool), bytes(virtual), label(seedGb.get(0) + " GB"), label(seedGb.get(1) + " GB"),
                label(seedGb.get(2) + " GB"));
    }

    private static StudyCell bytes(long bytes) {
        return bytes <= 0 ? label(StudyFormat.bytes(bytes)) : StudyFigure.one(bytes, StudyFigure.Unit.BYTES, StudyFormat.bytes(bytes));
    }
}
