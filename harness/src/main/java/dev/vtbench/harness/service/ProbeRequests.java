package dev.vtbench.harness.service;

import dev.vtbench.harness.matrix.ServiceRequest;
import dev.vtbench.harness.verify.HttpProbe;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ExecutionException;

/**
 * The requests of the thread-kind probe: {@code count} of them, taken from the list in proportion to the lines'
 * weights (spread evenly, not at random, so that every run of a cell probes the same mix), sent a few at once as
 * the load driver would, never as one lone client. Each goes on a connection of its own: a server may read a
 * kept-alive connection's next request on the thread that answered the previous one (Tomcat does when it has already
 * arrived; a server may also run all of a connection's requests on one virtual thread), so requests on shared
 * connections would start fewer virtual threads than requests, by a share that depends on timing (a fresh-clone CI
 * run saw 20 for 64).
 */
public final class ProbeRequests {
    /** Requests in flight at once, each on its own connection. */
    static final int IN_FLIGHT = 4;

    private ProbeRequests() {}

    /** {@code count} lines of {@code list}, each line about count * weight / total times, line by line in the list's order (sent on several connections at once). */
    public static List<ServiceRequest> pick(List<ServiceRequest> list, int count) {
        if (list.isEmpty()) {
            throw new IllegalArgumentException("the request list is empty: it needs at least one request to probe the service");
        }
        long total = list.stream().mapToLong(ServiceRequest::weight).sum();
        List<ServiceRequest> picked = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            // The line whose cumulative weight covers the middle of the i-th of count equal slices of the total.
            double point = (i + 0.5) * total / count;
            long cumulative = 0;
            for (ServiceRequest line : list) {
                cumulative += line.weight();
                if (point < cumulative) {
                    picked.add(line);
                    break;
                }
            }
        }
        return picked;
    }

    /** Sends {@code requests}, {@value #IN_FLIGHT} at a time, each on a new connection; the replies, or what went wrong, by request. */
    public static List<HttpProbe.Reply> send(HttpProbe probe, List<ServiceRequest> requests) {
        try (ExecutorService senders = Executors.newFixedThreadPool(IN_FLIGHT)) {
            List<Future<HttpProbe.Reply>> replies = requests.stream().map(line -> senders.submit(() -> probe.sendOnItsOwnConnection(line))).toList();
            List<HttpProbe.Reply> answered = new ArrayList<>(replies.size());
            for (Future<HttpProbe.Reply> reply : replies) {
                answered.add(reply.get());
            }
            return answered;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while probing the service", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a probe request failed unexpectedly: " + e.getCause(), e.getCause());
        }
    }
}
