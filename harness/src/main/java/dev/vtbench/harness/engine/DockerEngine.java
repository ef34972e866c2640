package dev.vtbench.harness.engine;

import com.github.dockerjava.api.DockerClient;
import org.testcontainers.DockerClientFactory;

import java.io.IOException;
import java.net.UnixDomainSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;

/**
 * The Docker engine every cell runs on. Checked once, up front, at the address the user means (DOCKER_HOST,
 * else the default socket), so that a missing engine is one clear error with the remedy instead of a
 * Testcontainers stack trace in the middle of a run, or a silent fallback to some other engine.
 */
public final class DockerEngine {
    private static final String DEFAULT_HOST = "unix:///var/run/docker.sock";

    private DockerEngine() {}

    public static DockerClient client() {
        requireAvailable();
        return DockerClientFactory.instance().client();
    }

    public static void requireAvailable() {
        String host = System.getenv().getOrDefault("DOCKER_HOST", DEFAULT_HOST);
        boolean answers = answersPing(host);
        if (answers) {
            // Before Testcontainers is asked anything: where it would wait minutes for a helper image, say why now.
            TestcontainersEnvironment.problem().ifPresent(problem -> {
                throw new DockerUnavailableException(problem);
            });
        }
        if (!(answers && testcontainersSeesIt())) {
            throw new DockerUnavailableException("the Docker engine is not reachable at " + host
                    + ". Start it (as root: `harness/setup-machine.sh`, which installs Debian's docker.io if needed and runs "
                    + "`dockerd --bridge=none --iptables=false`), or point DOCKER_HOST at a running engine; "
                    + "vtbench cannot measure anything without it.");
        }
    }

    /** Whether the engine at DOCKER_HOST (else the default socket) answers, without asking Testcontainers. */
    public static boolean isReachable() {
        return answersPing(System.getenv().getOrDefault("DOCKER_HOST", DEFAULT_HOST));
    }

    /** For a unix socket, a real GET /_ping; other transports are left to docker-java. */
    private static boolean answersPing(String host) {
        if (!host.startsWith("unix://")) {
            return true;
        }
        try (SocketChannel channel = SocketChannel.open(UnixDomainSocketAddress.of(host.substring("unix://".length())))) {
            channel.write(ByteBuffer.wrap("GET /_ping HTTP/1.0\r\nHost: docker\r\n\r\n".getBytes(StandardCharsets.US_ASCII)));
            ByteBuffer reply = ByteBuffer.allocate(512);
            channel.read(reply);
            return new String(reply.array(), 0, reply.position(), StandardCharsets.US_ASCII).contains(" 200 ");
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    private static boolean testcontainersSeesIt() {
        try {
            return DockerClientFactory.instance().isDockerAvailable();
        } catch (RuntimeException | LinkageError e) {
            return false;
        }
    }
}
