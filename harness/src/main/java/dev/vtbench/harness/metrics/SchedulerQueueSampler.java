package dev.vtbench.harness.metrics;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * Reads the virtual-thread scheduler's queue and mounted counts from the server's {@code /info} twice a second while a
 * virtual-thread cell is loaded, so that a cell whose CPU had headroom can be told limited by its carriers. Two small
 * requests a second to a server serving hundreds or thousands: their cost is below what the window can resolve. A
 * platform-thread cell is asked the same, and its answers dropped: both modes serve the same extra requests, so that
 * not even this difference lies between them. One daemon thread on the harness's cores; a reading that fails (the
 * server busy beyond the timeout) is simply missing.
 */
public final class SchedulerQueueSampler implements AutoCloseable {
    private static final long PERIOD_MILLIS = 500;
    private static final ObjectMapper JSON = new ObjectMapper();

    private record Reading(long wallMillis, long queued, long mounted) {}

    private final List<Reading> readings = new CopyOnWriteArrayList<>();
    private final Thread thread;
    private final String whyNone;
    private volatile boolean stopped;

    /**
     * @param infoUrl the /info to ask twice a second, or null for none
     * @param whyNone why the scheduler's load is unknown whatever is read ("platform threads: ..."), or "" when it is read
     */
    private SchedulerQueueSampler(String infoUrl, String whyNone) {
        this.whyNone = whyNone;
        if (infoUrl == null) {
            thread = null;
            return;
        }
        thread = Thread.ofPlatform().daemon().name("vtbench-scheduler-sampler").start(() -> sample(infoUrl));
    }

    /**
     * Samples {@code baseUrl}'s /info for any cell of one of vtbench's runtimes (a platform-thread cell's readings
     * dropped, its scheduler unknown); samples nothing for a service with no /info, saying why.
     */
    public static SchedulerQueueSampler of(String baseUrl, boolean virtualThreads, boolean hasInfoEndpoint) {
        if (!hasInfoEndpoint) {
            return new SchedulerQueueSampler(null, "the service has no /info endpoint to read its scheduler from");
        }
        return new SchedulerQueueSampler(baseUrl + "/info", virtualThreads ? "" : "platform threads: no virtual-thread scheduler to read");
    }

    /** How many /info requests were answered with a scheduler reading (a platform-thread cell's included, though dropped). */
    int answered() {
        return readings.size();
    }

    private void sample(String infoUrl) {
        try (HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build()) {
            HttpRequest request = HttpRequest.newBuilder(URI.create(infoUrl)).timeout(Duration.ofSeconds(2)).build();
            while (!stopped) {
                long started = System.currentTimeMillis();
                try {
                    HttpResponse<String> reply = client.send(request, HttpResponse.BodyHandlers.ofString());
                    JsonNode scheduler = JSON.readTree(reply.body()).path("virtualThreadScheduler");
                    if (reply.statusCode() == 200 && scheduler.path("queuedVirtualThreads").isNumber()) {
                        readings.add(new Reading(started, scheduler.path("queuedVirtualThreads").asLong(),
                                scheduler.path("mountedVirtualThreads").asLong(-1)));
                    }
                } catch (java.io.IOException e) {
                    // A reading the server could not answer in time is missing, not zero.
                }
                Thread.sleep(Math.max(1, PERIOD_MILLIS - (System.currentTimeMillis() - started)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The scheduler's load from the readings taken between two wall-clock instants (epoch milliseconds). */
    public SchedulerLoad within(long fromMillis, long toMillis) {
        if (!whyNone.isEmpty()) {
            return SchedulerLoad.unknown(whyNone);
        }
        List<Reading> inside = readings.stream().filter(r -> r.wallMillis() >= fromMillis && r.wallMillis() <= toMillis).toList();
        if (inside.isEmpty()) {
            return SchedulerLoad.unknown("no /info reading with the scheduler's queue in the window (a JDK before 24 has no "
                    + "scheduler MBean, or /info did not answer within 2 s)");
        }
        return new SchedulerLoad(inside.size(), inside.stream().mapToLong(Reading::queued).average().orElse(Double.NaN),
                inside.stream().mapToLong(Reading::queued).max().orElse(-1),
                inside.stream().filter(r -> r.mounted() >= 0).mapToLong(Reading::mounted).average().orElse(Double.NaN), "");
    }

    @Override
    public void close() {
        stopped = true;
        if (thread != null) {
            thread.interrupt();
        }
    }
}
