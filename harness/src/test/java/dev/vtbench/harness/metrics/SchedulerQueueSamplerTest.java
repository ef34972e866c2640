package dev.vtbench.harness.metrics;

import com.sun.net.httpserver.HttpServer;
import org.junit.jupiter.api.Test;

import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The scheduler's queue is read from /info through the window, and is unknown, with the reason, where it cannot be. */
class SchedulerQueueSamplerTest {

    /** An /info answering queues 0, 4, 8, ...: the mean over the readings is what the sampler must report. */
    private static HttpServer info(AtomicInteger calls) throws java.io.IOException {
        HttpServer info = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        info.createContext("/info", exchange -> {
            byte[] body = ("{\"virtualThreadScheduler\":{\"queuedVirtualThreads\":" + 4 * calls.getAndIncrement()
                    + ",\"mountedVirtualThreads\":1}}").getBytes(StandardCharsets.UTF_8);
            exchange.sendResponseHeaders(200, body.length);
            exchange.getResponseBody().write(body);
            exchange.close();
        });
        info.start();
        return info;
    }

    @Test
    void readsTheQueueFromInfoAndCutsItToTheWindow() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        HttpServer info = info(calls);
        long from = System.currentTimeMillis();
        SchedulerLoad load;
        try (SchedulerQueueSampler sampler = SchedulerQueueSampler.of("http://127.0.0.1:" + info.getAddress().getPort(), true, true)) {
            Thread.sleep(1_300);
            load = sampler.within(from, System.currentTimeMillis());
        } finally {
            info.stop(0);
        }
        // Two readings a second are asked for; a busy machine may give fewer in 1.3 s, never none (the first is at once).
        assertThat(load.samples()).as("readings over 1.3 s").isBetween(1, 4);
        assertThat(load.maxQueued()).as("the largest queue read").isEqualTo(4L * (load.samples() - 1));
        assertThat(load.meanQueued()).as("the mean of 0, 4, 8...").isEqualTo(2.0 * (load.samples() - 1));
        assertThat(load.meanMounted()).isEqualTo(1.0);
        assertThat(load.unknown()).isEmpty();
    }

    @Test
    void aPlatformThreadCellIsAskedTheSameRequestsThoughItsSchedulerIsUnknown() throws Exception {
        AtomicInteger calls = new AtomicInteger();
        HttpServer info = info(calls);
        try (SchedulerQueueSampler pool = SchedulerQueueSampler.of("http://127.0.0.1:" + info.getAddress().getPort(), false, true)) {
            long deadline = System.nanoTime() + java.util.concurrent.TimeUnit.SECONDS.toNanos(10);
            while (pool.answered() == 0 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(calls.get()).as("the pool's /info asked as a virtual-thread cell's is").isPositive();
            assertThat(pool.within(0, Long.MAX_VALUE).unknown()).contains("platform threads");
        } finally {
            info.stop(0);
        }
    }

    @Test
    void platformThreadsAndServicesWithoutInfoAreUnknownAndSayWhy() {
        try (SchedulerQueueSampler pool = SchedulerQueueSampler.of("http://127.0.0.1:1", false, true)) {
            assertThat(pool.within(0, Long.MAX_VALUE).known()).isFalse();
            assertThat(pool.within(0, Long.MAX_VALUE).unknown()).contains("platform threads");
        }
        try (SchedulerQueueSampler service = SchedulerQueueSampler.of("http://127.0.0.1:1", true, false)) {
            assertThat(service.within(0, Long.MAX_VALUE).unknown()).contains("no /info");
        }
    }
}
