package dev.vtbench.harness.engine;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.core.DefaultDockerClientConfig;
import com.github.dockerjava.core.DockerClientImpl;
import com.github.dockerjava.zerodep.ZerodepDockerHttpClient;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A Docker engine with the part it plays in a run ("server", "driver-2", "backend"): every container of that part
 * is made, watched and measured through its {@link #client()}. The harness's own engine keeps Testcontainers'
 * client; any other gets a docker-java client of its own, so that nothing about it goes through the local one.
 */
public final class Engine {
    /** The API version Docker Engine 20.10 (Debian 12's docker.io) speaks; newer engines still accept it. */
    static final String API_VERSION = "1.41";
    private static final Duration PING_TIMEOUT = Duration.ofSeconds(10);

    private final String name;
    private final EngineEndpoint endpoint;
    private DockerClient client;

    private Engine(String name, EngineEndpoint endpoint) {
        this.name = name;
        this.endpoint = endpoint;
    }

    /** The engine at {@code endpoint}, playing {@code name} ("server", "driver-1", "backend"). */
    /** Asked of the engine once: a host's CPU count and engine version do not change within a run. */
    private Integer cores;
    private Long memoryBytes;
    private String description;

    public static Engine of(String name, EngineEndpoint endpoint) {
        return new Engine(name, endpoint);
    }

    /** The harness's own engine (DOCKER_HOST or the default socket), playing {@code name}. */
    public static Engine local(String name) {
        return new Engine(name, EngineEndpoint.local());
    }

    public String name() {
        return name;
    }

    public EngineEndpoint endpoint() {
        return endpoint;
    }

    public boolean isLocal() {
        return endpoint.isLocal();
    }

    /**
     * Whether the engine runs on this machine's kernel (its socket is a file here), so that this machine's /proc, cores
     * and loopback are its too; an engine reached over TCP is taken as another host.
     */
    public boolean onThisMachine() {
        return "unix".equals(endpoint.host().getScheme());
    }

    /** Whether this and {@code other} are the same engine, whatever parts they play (so they share its cores). */
    public boolean sameEngineAs(Engine other) {
        return endpoint.equals(other.endpoint);
    }

    /** The client of this engine, made on first use; the local engine's is Testcontainers' (checked to answer). */
    public synchronized DockerClient client() {
        if (isLocal()) {
            return DockerEngine.client();
        }
        if (client == null) {
            client = remoteClient(endpoint);
        }
        return client;
    }

    /** Throws {@link DockerUnavailableException} naming this engine's part, endpoint and remedy if it does not answer. */
    public void requireAvailable() {
        if (isLocal()) {
            DockerEngine.requireAvailable();
            return;
        }
        DockerClient remote = client();
        try {
            CompletableFuture.runAsync(() -> remote.pingCmd().exec()).get(PING_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw unavailable(e instanceof ExecutionException ? e.getCause() : e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw unavailable(e);
        }
    }

    /** How many CPUs the engine's host has, as the engine reports them. */
    public synchronized int cores() {
        if (cores == null) {
            requireAvailable();
            cores = client().infoCmd().exec().getNCPU();
        }
        return cores;
    }

    /** The memory of the engine's host, in bytes, as the engine reports it. */
    public synchronized long memoryBytes() {
        if (memoryBytes == null) {
            requireAvailable();
            Long total = client().infoCmd().exec().getMemTotal();
            memoryBytes = total == null ? 0L : total;
        }
        return memoryBytes;
    }

    /** "driver-1 tcp://load-1:2376 (Docker 20.10.24, 16 CPUs)". */
    public synchronized String describe() {
        if (description == null) {
            requireAvailable();
            String version = client().versionCmd().exec().getVersion();
            description = name + " " + endpoint.describe() + " (Docker " + version + ", " + cores() + " CPUs)";
        }
        return description;
    }

    /** "the server's engine", "driver 2's engine". */
    public String part() {
        return name.startsWith("driver-") ? "driver " + name.substring("driver-".length()) + "'s engine" : "the " + name + "'s engine";
    }

    @Override
    public String toString() {
        return name + " " + endpoint.describe();
    }

    private DockerUnavailableException unavailable(Throwable cause) {
        String remedy = endpoint.host().getScheme().equals("unix")
                ? "start that engine (for an extra engine on this machine: `harness/extra-engines.sh start NAME`, as root) or correct the socket's path"
                : "start that engine and check its host and port" + endpoint.tls()
                        .map(folder -> ", and that " + folder + " holds this engine's " + String.join(", ", EngineEndpoint.TLS_FILES))
                        .orElse(" (an engine on tcp:// usually needs its TLS folder: the .tls key beside the .engine key)");
        return new DockerUnavailableException(part() + " (" + name + ") did not answer at " + endpoint.describe() + ": "
                + cause.getMessage() + ". " + Character.toUpperCase(remedy.charAt(0)) + remedy.substring(1)
                + "; DOCKER_HOST names the harness's own engine, topology.properties the others.");
    }

    private static DockerClient remoteClient(EngineEndpoint endpoint) {
        DefaultDockerClientConfig config = DefaultDockerClientConfig.createDefaultConfigBuilder()
                .withDockerHost(endpoint.host().toString())
                .withDockerTlsVerify(endpoint.tls().isPresent())
                .withDockerCertPath(endpoint.tls().map(Path::toString).orElse(null))
                .withApiVersion(API_VERSION)
                .build();
        // No response timeout: stats and logs are followed for a whole run, and an image's transfer takes its time.
        ZerodepDockerHttpClient http = new ZerodepDockerHttpClient.Builder()
                .dockerHost(config.getDockerHost())
                .sslConfig(config.getSSLConfig())
                .connectionTimeout(Duration.ofSeconds(5))
                .maxConnections(64)
                .build();
        return DockerClientImpl.getInstance(config, http);
    }
}
