package dev.vtbench.harness.engine;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * What Testcontainers (which the harness starts its containers through) reads only from the environment of the JVM it
 * runs in, so that no option, plugin configuration or system property can set it: on a machine with
 * {@code /.dockerenv}, Testcontainers believes it runs inside a container and starts a helper image to find the
 * engine's address, which hangs for minutes where no registry answers. {@code harness/vtbench} sets these variables
 * itself; a Maven build or a test run has to be given them.
 */
final class TestcontainersEnvironment {
    static final String HOST_OVERRIDE = "TESTCONTAINERS_HOST_OVERRIDE";
    private static final Path CONTAINER_MARKER = Path.of("/.dockerenv");

    private TestcontainersEnvironment() {}

    /** Why the goal would hang rather than run, with the remedy; empty when it will not. */
    static Optional<String> problem(Map<String, String> environment, boolean looksLikeContainer) {
        if (!looksLikeContainer || !environment.getOrDefault(HOST_OVERRIDE, "").isBlank()) {
            return Optional.empty();
        }
        return Optional.of("this machine has " + CONTAINER_MARKER + ", so Testcontainers would start a helper image to find the "
                + "Docker engine (minutes of waiting where no registry answers) unless " + HOST_OVERRIDE + " is set: run Maven with "
                + HOST_OVERRIDE + "=localhost in its environment, and where no registry can be reached also "
                + "TESTCONTAINERS_RYUK_DISABLED=true TESTCONTAINERS_CHECKS_DISABLE=true (docs/in-your-build.md)");
    }

    static Optional<String> problem() {
        return problem(System.getenv(), Files.exists(CONTAINER_MARKER));
    }
}
