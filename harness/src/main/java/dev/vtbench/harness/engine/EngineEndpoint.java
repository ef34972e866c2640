package dev.vtbench.harness.engine;

import java.net.URI;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * Where a Docker engine listens, as Docker users name it: {@code unix:///path/to/docker.sock}, or
 * {@code tcp://HOST:PORT} with an optional TLS folder holding ca.pem, cert.pem and key.pem (what DOCKER_CERT_PATH
 * names for the docker CLI). Checked when made, so that a typo is refused before any engine is asked anything.
 */
public record EngineEndpoint(URI host, Optional<Path> tls) {
    public static final String DEFAULT_HOST = "unix:///var/run/docker.sock";
    /** The files a TLS folder must hold, as `docker --tlsverify` reads them from DOCKER_CERT_PATH. */
    public static final List<String> TLS_FILES = List.of("ca.pem", "cert.pem", "key.pem");

    public EngineEndpoint {
        String scheme = host.getScheme();
        if ("unix".equals(scheme)) {
            if (host.getRawAuthority() != null || host.getPath() == null || !host.getPath().startsWith("/") || host.getPath().length() < 2) {
                throw new IllegalArgumentException("'" + host + "' names no socket (expected unix:///path/to/docker.sock, three slashes)");
            }
            if (tls.isPresent()) {
                throw new IllegalArgumentException("TLS folder " + tls.get() + " given for the socket " + host
                        + ": TLS is for tcp:// engines (remove it, or name the engine as tcp://HOST:PORT)");
            }
        } else if ("tcp".equals(scheme)) {
            if (host.getHost() == null || host.getPort() < 1 || !(host.getRawPath() == null || host.getRawPath().isEmpty())
                    || host.getRawQuery() != null || host.getUserInfo() != null) {
                throw new IllegalArgumentException("'" + host + "' is not tcp://HOST:PORT (e.g. tcp://load-1:2376)");
            }
        } else {
            throw new IllegalArgumentException("'" + host + "' is neither unix:///path/to/docker.sock nor tcp://HOST:PORT");
        }
        tls.ifPresent(EngineEndpoint::requireTlsFolder);
    }

    /** An endpoint from text (a topology file's value); IllegalArgumentException says what is wrong with it. */
    public static EngineEndpoint parse(String host, Optional<Path> tls) {
        try {
            return new EngineEndpoint(new URI(host.strip()), tls);
        } catch (URISyntaxException e) {
            throw new IllegalArgumentException("'" + host + "' is not a URI (" + e.getReason() + ")");
        }
    }

    /** The engine the harness itself uses: DOCKER_HOST, else the default socket (its TLS is Testcontainers' business). */
    public static EngineEndpoint local() {
        return new EngineEndpoint(URI.create(System.getenv().getOrDefault("DOCKER_HOST", DEFAULT_HOST)), Optional.empty());
    }

    public boolean isLocal() {
        return equals(local());
    }

    /** "tcp://load-1:2376 (TLS from /home/me/.docker/load-1)" or "unix:///var/run/docker.sock". */
    public String describe() {
        return host + tls.map(folder -> " (TLS from " + folder + ")").orElse("");
    }

    private static void requireTlsFolder(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new IllegalArgumentException("TLS folder " + folder + " does not exist (expected a folder holding "
                    + String.join(", ", TLS_FILES) + ", as DOCKER_CERT_PATH)");
        }
        for (String file : TLS_FILES) {
            if (!Files.isReadable(folder.resolve(file))) {
                throw new IllegalArgumentException("TLS folder " + folder + " has no readable " + file + " (expected "
                        + String.join(", ", TLS_FILES) + ", as DOCKER_CERT_PATH)");
            }
        }
    }
}
