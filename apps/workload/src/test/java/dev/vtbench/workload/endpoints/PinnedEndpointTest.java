package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.http.WorkloadResponse;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.lang.management.MonitorInfo;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class PinnedEndpointTest {

    private FakeDelayBackend backend;
    private PinnedEndpoint endpoint;

    @BeforeEach
    void startBackend() throws IOException {
        backend = new FakeDelayBackend();
        endpoint = new PinnedEndpoint(backend.client());
    }

    @AfterEach
    void stopBackend() {
        backend.close();
    }

    private WorkloadResponse pinned(Map<String, String> query) {
        return EndpointProbe.get("/pinned", endpoint, query);
    }

    @Test
    void callsTheBackendAndReportsItsStatus() {
        WorkloadResponse response = pinned(Map.of("delayMs", "3"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body").isEqualTo("{\"delayMs\":3,\"backendStatus\":200}");
        assertThat(backend.queries()).as("one backend call for the delay").containsExactly("ms=3");
    }

    @Test
    void holdsAMonitorWhileWaitingForTheBackend() throws InterruptedException {
        CountDownLatch callArrived = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        backend.beforeAnswering(() -> {
            callArrived.countDown();
            release.await(10, TimeUnit.SECONDS);
        });
        AtomicReference<WorkloadResponse> response = new AtomicReference<>();
        Thread caller = Thread.ofPlatform().start(() -> response.set(pinned(Map.of("delayMs", "0"))));

        assertThat(callArrived.await(10, TimeUnit.SECONDS)).as("the call reached the backend").isTrue();
        MonitorInfo[] held = ManagementFactory.getThreadMXBean()
                .getThreadInfo(new long[] {caller.threadId()}, true, false)[0].getLockedMonitors();
        release.countDown();
        caller.join();

        assertThat(held).as("monitors the caller held while blocked on the backend")
                .extracting(MonitorInfo::getClassName).contains("java.lang.Object");
        assertThat(response.get().status()).as("status once released").isEqualTo(200);
    }

    @Test
    void concurrentCallsDoNotWaitForEachOther() throws InterruptedException {
        // Each backend call waits until both have arrived: one shared lock would keep the second
        // request out until the first timed out.
        CountDownLatch bothArrived = new CountDownLatch(2);
        backend.beforeAnswering(() -> {
            bothArrived.countDown();
            bothArrived.await(5, TimeUnit.SECONDS);
        });
        Thread first = Thread.ofPlatform().start(() -> pinned(Map.of("delayMs", "0")));
        Thread second = Thread.ofPlatform().start(() -> pinned(Map.of("delayMs", "0")));

        boolean together = bothArrived.await(5, TimeUnit.SECONDS);
        first.join();
        second.join();

        assertThat(together).as("both calls were at the backend at the same time").isTrue();
    }

    @Test
    void answers400WithoutCallingTheBackendForABadDelay() {
        WorkloadResponse response = pinned(Map.of("delayMs", "-1"));

        assertThat(response.status()).as("status").isEqualTo(400);
        assertThat(response.bodyText()).as("body")
                .contains("\"parameter\":\"delayMs\"", "\"allowed\":\"0..60000\"");
        assertThat(backend.queries()).as("no backend call").isEmpty();
    }

    @Test
    void answers502WhenTheBackendFails() {
        backend.answerWith(500);

        WorkloadResponse response = pinned(Map.of("delayMs", "1"));

        assertThat(response.status()).as("status").isEqualTo(502);
        assertThat(response.bodyText()).as("body").contains("answered HTTP 500 instead of 200");
    }
}
