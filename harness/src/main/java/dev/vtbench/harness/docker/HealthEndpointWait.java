package dev.vtbench.harness.docker;

import org.testcontainers.containers.ContainerLaunchException;
import org.testcontainers.containers.wait.strategy.AbstractWaitStrategy;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Waits until GET http://127.0.0.1:PORT/health (or a service's own health path; or at the container's address on
 * another engine) answers 200. Testcontainers' own HTTP wait needs mapped ports, which host networking does not
 * have. If the container stops while we wait, this says how it ended (exit code, OOMKilled) at once instead of
 * waiting out the timeout.
 */
final class HealthEndpointWait extends AbstractWaitStrategy {
    private final java.util.function.Supplier<String> address;
    private final int port;
    private final String path;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();

    HealthEndpointWait(int port) {
        this(port, "/health");
    }

    HealthEndpointWait(int port, String path) {
        this(() -> "127.0.0.1", port, path);
    }

    /** At {@code address} (read when the wait starts: a container may be placed on another engine after it is made). */
    HealthEndpointWait(java.util.function.Supplier<String> address, int port, String path) {
        this.address = address;
        this.port = port;
        this.path = path;
    }

    @Override
    protected void waitUntilReady() {
        long deadline = System.nanoTime() + startupTimeout.toNanos();
        String url = "http://" + address.get() + ":" + port + path;
        HttpRequest request = HttpRequest.newBuilder(URI.create(url))
                .timeout(Duration.ofSeconds(2)).build();
        while (System.nanoTime() < deadline) {
            if (!waitStrategyTarget.isRunning()) {
                throw new ContainerLaunchException("the container stopped before GET " + path + " answered: "
                        + ContainerEnd.describe(waitStrategyTarget.getDockerClient()
                        .inspectContainerCmd(waitStrategyTarget.getContainerId()).exec()));
            }
            try {
                if (client.send(request, HttpResponse.BodyHandlers.discarding()).statusCode() == 200) {
                    return;
                }
            } catch (java.io.IOException e) {
                // not listening yet
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new ContainerLaunchException("interrupted while waiting for GET " + path, e);
            }
            sleep();
        }
        throw new ContainerLaunchException("GET " + url + " did not answer 200 within "
                + startupTimeout.toSeconds() + " s");
    }

    private static void sleep() {
        try {
            Thread.sleep(100);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

}
