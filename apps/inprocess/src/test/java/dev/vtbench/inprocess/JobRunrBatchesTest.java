package dev.vtbench.inprocess;

import dev.vtbench.backend.BackendServer;
import org.jobrunr.server.configuration.BackgroundJobServerThreadType;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.stream.IntStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * JobRunr itself, in this JVM, on the real backend delay service over loopback: a batch of salary slips succeeds on
 * both of JobRunr's thread types with the same documents, the workers are JobRunr's defaults, and a job that fails, or
 * a batch that gets stuck, fails the batch with JobRunr's own account of it.
 */
class JobRunrBatchesTest {
    private static final int JOBS = 24;
    private static final int DOCUMENT_KB = 4;
    private static final Duration POLL = Duration.ofMillis(200);

    @Test
    void everyJobSucceedsOnBothThreadTypesWithTheSameDocuments() throws Exception {
        long expected = IntStream.range(0, JOBS).mapToLong(employee -> SalarySlip.render(employee, DOCUMENT_KB).checksum()).sum();
        try (BackendServer backend = BackendServer.start("127.0.0.1", 0)) {
            String url = "http://" + backend.address();
            int cpus = Runtime.getRuntime().availableProcessors();
            assertThat(twoBatches(url, BackgroundJobServerThreadType.PlatformThreads, cpus * 8)).as("platform workers' checksum")
                    .isEqualTo(expected);
            assertThat(twoBatches(url, BackgroundJobServerThreadType.VirtualThreads, cpus * 16)).as("virtual workers' checksum")
                    .isEqualTo(expected);
        }
    }

    /** Two batches on one server, as the benchmark runs them: the second starts from an emptied storage. */
    private static long twoBatches(String backendUrl, BackgroundJobServerThreadType threadType, int defaultWorkers) throws Exception {
        SalarySlipJob job = new SalarySlipJob(new BackendCall(backendUrl, 5), DOCUMENT_KB);
        try (JobRunrBatches jobRunr = new JobRunrBatches(job, threadType, 0, POLL)) {
            jobRunr.awaitReady(Duration.ofSeconds(30));
            assertThat(jobRunr.workers()).as("JobRunr's default workers for %s", threadType).isEqualTo(defaultWorkers);
            assertThat(jobRunr.pollInterval()).isEqualTo(POLL);
            assertThat(jobRunr.serverTimeout()).as("JobRunr's default 60 s, kept at a short poll").isEqualTo(Duration.ofSeconds(60));
            long first = 0;
            for (int batch = 0; batch < 2; batch++) {
                jobRunr.startBatch();
                assertThat(jobRunr.run(JOBS, Duration.ofSeconds(30))).as("SUCCEEDED jobs in JobRunr's storage").isEqualTo(JOBS);
                assertThat(job.completed()).isEqualTo(JOBS);
                if (threadType == BackgroundJobServerThreadType.PlatformThreads) {
                    assertThat(job.mostInProgress()).as("jobs in progress at once on %d platform threads", defaultWorkers)
                            .isBetween(1, defaultWorkers);
                }
                first = batch == 0 ? job.checksum() : first;
                assertThat(job.checksum()).as("batch %d's checksum", batch + 1).isEqualTo(first);
            }
            return first;
        }
    }

    @Test
    void aJobThatFailsFailsTheBatchWithJobRunrsAccount() throws Exception {
        int closedPort;
        try (ServerSocket socket = new ServerSocket(0)) {
            closedPort = socket.getLocalPort();
        }
        SalarySlipJob job = new SalarySlipJob(new BackendCall("http://127.0.0.1:" + closedPort, 5), DOCUMENT_KB);
        try (JobRunrBatches jobRunr = new JobRunrBatches(job, BackgroundJobServerThreadType.VirtualThreads, 2, POLL)) {
            jobRunr.awaitReady(Duration.ofSeconds(30));
            jobRunr.startBatch();
            assertThatThrownBy(() -> jobRunr.run(3, Duration.ofSeconds(30))).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("3 of 3 JobRunr jobs FAILED").hasMessageContaining("is vtbench's backend running there?");
        }
    }

    @Test
    void aBatchWhoseJobsHangIsReportedStuckWithItsUnfinishedJobs() throws Exception {
        // A backend whose port takes connections (the kernel's backlog) and never answers: the jobs block in their call.
        ServerSocket silent = new ServerSocket(0);
        SalarySlipJob job = new SalarySlipJob(new BackendCall("http://127.0.0.1:" + silent.getLocalPort(), 5), DOCUMENT_KB);
        try (JobRunrBatches jobRunr = new JobRunrBatches(job, BackgroundJobServerThreadType.VirtualThreads, 2, POLL)) {
            // Closed before JobRunr stops, so that the blocked calls fail instead of holding its stop for its 10 s.
            try (silent) {
                jobRunr.awaitReady(Duration.ofSeconds(30));
                jobRunr.startBatch();
                assertThatThrownBy(() -> jobRunr.run(2, Duration.ofSeconds(1))).isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("JobRunr's batch is stuck: it ended 0 of 2 jobs, none in the last 1 s")
                        .hasMessageContaining("PROCESSING 2").hasMessageContaining("ENQUEUED at").hasMessageContaining(" -> PROCESSING at");
            }
        }
    }

    @Test
    void theVersionIsJobRunrsOwn() throws IOException {
        assertThat(JobRunrBatches.version()).matches("\\d+\\.\\d+\\.\\d+");
    }
}
