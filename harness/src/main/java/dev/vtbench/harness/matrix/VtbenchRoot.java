package dev.vtbench.harness.matrix;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

/**
 * The folder the harness reads its data files and image build contexts from (matrices, scenarios, CPU profiles,
 * Dockerfiles, the apps' and the driver's built jars), in this order: the system property {@value #PROPERTY} (a
 * checkout, as {@code harness/vtbench} and the tests give it); the {@code vtbench-distribution} artifact on the class
 * path (a user's build that depends on the harness or runs vtbench-maven-plugin), unpacked once by
 * {@link DistributionCache}; a checkout found upwards from the working folder.
 */
public final class VtbenchRoot {
    public static final String PROPERTY = "vtbench.root";
    /** A file every root holds, whichever way it came: a checkout's top folder, or an unpacked distribution. */
    static final String MARKER = "docker-bake.hcl";

    private VtbenchRoot() {}

    public static Path locate() {
        String configured = System.getProperty(PROPERTY);
        if (configured != null && !configured.isBlank()) {
            return Path.of(configured).toAbsolutePath().normalize();
        }
        Optional<Distribution> distribution = Distribution.onClassPath();
        if (distribution.isPresent()) {
            return DistributionCache.atDefaultLocation().root(distribution.get());
        }
        return checkoutAbove(Path.of("").toAbsolutePath()).orElseThrow(() -> new IllegalStateException(
                "cannot find vtbench's data files and Dockerfiles: no -D" + PROPERTY + ", no vtbench-distribution jar on the"
                        + " class path, and no vtbench checkout (a folder with " + MARKER + ") in " + Path.of("").toAbsolutePath()
                        + " or above. Depend on dev.vtbench:vtbench-harness (it brings the distribution) after `./mvnw install`"
                        + " in a vtbench checkout, run from inside a checkout, or set -D" + PROPERTY + "=CHECKOUT"));
    }

    static Optional<Path> checkoutAbove(Path start) {
        for (Path dir = start; dir != null; dir = dir.getParent()) {
            if (Files.exists(dir.resolve(MARKER))) {
                return Optional.of(dir);
            }
        }
        return Optional.empty();
    }
}
