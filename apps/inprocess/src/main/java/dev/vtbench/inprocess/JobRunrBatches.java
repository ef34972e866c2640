package dev.vtbench.inprocess;

import org.jobrunr.configuration.JobRunr;
import org.jobrunr.jobs.filters.RetryFilter;
import org.jobrunr.jobs.states.StateName;
import org.jobrunr.scheduling.JobScheduler;
import org.jobrunr.server.BackgroundJobServer;
import org.jobrunr.server.BackgroundJobServerConfiguration;
import org.jobrunr.server.JobActivator;
import org.jobrunr.server.configuration.BackgroundJobServerThreadType;
import org.jobrunr.server.configuration.DefaultBackgroundJobServerWorkerPolicy;
import org.jobrunr.storage.InMemoryStorageProvider;
import org.jobrunr.storage.Paging;
import org.jobrunr.storage.StorageProvider;
import org.jobrunr.utils.mapper.jackson.JacksonJsonMapper;

import java.time.Duration;
import java.time.Instant;
import java.util.Arrays;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * Seed 001's system itself: JobRunr with its in-memory storage and a background job server whose workers are of one
 * thread type, configured with JobRunr's own worker policy ({@link DefaultBackgroundJobServerWorkerPolicy}: its
 * default worker count for the type unless one is given), running batches of {@link SalarySlipJob}s. JobRunr fetches
 * enqueued jobs in pages sized to its idle workers, so at most its worker count of jobs are in progress, whatever the
 * thread type. Its jobs go through JobRunr's JSON mapping (Jackson) into the storage and back, as in any JobRunr.
 */
final class JobRunrBatches implements AutoCloseable {
    /**
     * JobRunr's default server timeout (its 15 s poll interval x 4), kept whatever the poll interval: a server that
     * misses its heartbeats that long has its jobs taken as orphaned and failed, and a short poll interval with the
     * default multiplicand (4 x 200 ms) would call a collection pause on a half-CPU quota a dead server.
     */
    static final Duration SERVER_TIMEOUT = Duration.ofSeconds(60);

    private final SalarySlipJob job;
    private final JobEnds ends = new JobEnds();
    private final JobScheduler scheduler;
    private final StorageProvider storage;
    private final BackgroundJobServer server;

    /**
     * Starts JobRunr: {@code workers} 0 takes JobRunr's default for the thread type; {@code pollInterval} is how often
     * it looks for enqueued jobs (200 ms at least, JobRunr's floor for its in-memory storage).
     */
    JobRunrBatches(SalarySlipJob job, BackgroundJobServerThreadType threadType, int workers, Duration pollInterval) {
        this.job = job;
        this.storage = new InMemoryStorageProvider();
        BackgroundJobServerConfiguration configuration = BackgroundJobServerConfiguration.usingStandardBackgroundJobServerConfiguration()
                .andBackgroundJobServerWorkerPolicy(workers > 0 ? new DefaultBackgroundJobServerWorkerPolicy(workers, threadType)
                        : new DefaultBackgroundJobServerWorkerPolicy(threadType))
                .andPollInterval(pollInterval)
                .andServerTimeoutPollIntervalMultiplicand((int) Math.max(4, Math.ceil((double) SERVER_TIMEOUT.toMillis() / pollInterval.toMillis())));
        this.scheduler = JobRunr.configure()
                .useJsonMapper(new JacksonJsonMapper())
                .useStorageProvider(storage)
                .useJobActivator(new SingleJobActivator(job))
                // No retries: a job that fails fails the batch, instead of coming back after JobRunr's back-off inside the timing.
                .withJobFilter(new RetryFilter(0), ends)
                .useBackgroundJobServer(configuration)
                .initialize()
                .getJobScheduler();
        this.server = JobRunr.getBackgroundJobServer();
    }

    /** Waits until the server has announced itself and can take jobs: not part of any batch's time. */
    void awaitReady(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (server.isNotReadyToProcessJobs()) {
            if (System.nanoTime() > deadline) {
                throw new IllegalStateException("JobRunr's background job server was not ready to process jobs within " + timeout
                        + " (running: " + server.isRunning() + ", announced: " + server.isAnnounced() + ")");
            }
            Thread.sleep(10);
        }
    }

    /** A new batch: the previous batch's jobs leave the storage, so that neither their heap nor their count stays. */
    void startBatch() {
        storage.deleteJobsPermanently(StateName.SUCCEEDED, Instant.now().plusSeconds(1));
        long left = Arrays.stream(StateName.values()).mapToLong(storage::countJobs).sum();
        if (left > 0) {
            throw new IllegalStateException("JobRunr's storage still holds " + left + " jobs of the previous batch (" + counts()
                    + "): its jobs did not all succeed");
        }
        job.startBatch();
        ends.startBatch(Instant.now());
    }

    /**
     * Enqueues {@code jobs} salary slips (employees 0 to jobs - 1) and returns when JobRunr has stored every one as
     * SUCCEEDED; a job that failed, or a batch in which no job ended for {@code quiet}, fails with JobRunr's own account
     * of its jobs.
     */
    long run(int jobs, Duration quiet) throws InterruptedException {
        scheduler.<SalarySlipJob, Integer>enqueue(IntStream.range(0, jobs).boxed(), (slips, employee) -> slips.generateAndSend(employee));
        if (!ends.awaitEnded(jobs, () -> succeededThisBatch(jobs) >= jobs, quiet)) {
            throw new IllegalStateException("JobRunr's batch is stuck: it ended " + ends.ended() + " of " + jobs + " jobs, none in the last "
                    + quiet.toSeconds() + " s, and the job ran to its end " + job.completed() + " times (its storage: " + counts()
                    + "; its oldest unfinished jobs: " + unfinished(3) + ")");
        }
        if (ends.failed() > 0) {
            throw new IllegalStateException(ends.failed() + " of " + jobs + " JobRunr jobs FAILED; the first: " + ends.firstFailure());
        }
        long succeeded = succeededThisBatch(jobs);
        if (succeeded != jobs || job.completed() != jobs) {
            throw new IllegalStateException("JobRunr's storage holds " + succeeded + " SUCCEEDED jobs of this batch and the job ran "
                    + "to its end " + job.completed() + " times, where " + jobs + " were enqueued (its storage: " + counts() + ")");
        }
        return succeeded;
    }

    /**
     * The SUCCEEDED jobs of this batch in the storage: its count, unless a job of an earlier batch came back into it
     * (JobEnds), which only a listing of the jobs by their creation tells apart. Read only once every job has ended, so
     * the listing costs the workers nothing.
     */
    private long succeededThisBatch(int jobs) {
        long stored = storage.countJobs(StateName.SUCCEEDED);
        if (stored == jobs && ends.earlierJobsSeen() == 0 || stored < jobs) {
            return stored;
        }
        return storage.getJobList(StateName.SUCCEEDED, Paging.AmountBasedList.ascOnUpdatedAt((int) stored)).stream()
                .filter(each -> !ends.ofAnEarlierBatch(each)).count();
    }

    /** The workers JobRunr's policy chose, as its server reports them. */
    int workers() {
        return server.getServerStatus().getWorkerPoolSize();
    }

    Duration pollInterval() {
        return server.getConfiguration().getPollInterval();
    }

    Duration serverTimeout() {
        return pollInterval().multipliedBy(server.getConfiguration().getServerTimeoutPollIntervalMultiplicand());
    }

    /** JobRunr's version, from its jar's manifest. */
    static String version() {
        String version = JobRunr.class.getPackage().getImplementationVersion();
        return version == null ? "unknown (no Implementation-Version in JobRunr's jar)" : version;
    }

    /** Up to {@code most} jobs per unfinished state, each with its version and its states as JobRunr stored them. */
    private String unfinished(int most) {
        return Stream.of(StateName.AWAITING, StateName.SCHEDULED, StateName.ENQUEUED, StateName.PROCESSING)
                .flatMap(state -> storage.getJobList(state, Paging.AmountBasedList.ascOnUpdatedAt(most)).stream())
                .map(stuck -> stuck.getId() + " v" + stuck.getVersion() + " " + stuck.getJobStates().stream()
                        .map(state -> state.getName() + " at " + state.getUpdatedAt()).collect(Collectors.joining(" -> ")))
                .collect(Collectors.joining("; "));
    }

    /** Jobs per state in JobRunr's storage, for an error: "ENQUEUED 3, PROCESSING 5, ...". */
    private String counts() {
        return Arrays.stream(StateName.values()).map(state -> state + " " + storage.countJobs(state)).collect(Collectors.joining(", "));
    }

    @Override
    public void close() {
        JobRunr.destroy();
    }

    /** JobRunr asks for the job's instance by its class: there is one, which keeps the batch's tally. */
    private record SingleJobActivator(SalarySlipJob job) implements JobActivator {
        @Override
        public <T> T activateJob(Class<T> type) {
            if (type != SalarySlipJob.class) {
                throw new IllegalArgumentException("JobRunr asked for a " + type.getName() + ", but the only jobs here are "
                        + SalarySlipJob.class.getName());
            }
            return type.cast(job);
        }
    }
}
