package dev.vtbench.harness.matrix;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A server runtime under test (images/NAME/runtime.properties beside its Dockerfile): the threading modes it
 * accepts, its bounded pool's size, where its build context is, and how long it may take to start.
 * By convention a mode named "virtual" runs requests on virtual threads and every other mode on platform threads
 * (see {@link Mode}).
 */
public record RuntimeDefinition(String name, String description, List<String> modes, int poolSize, Path dockerfile,
                                Path context, List<String> contextRequires, int startupTimeoutSeconds) {

    static final Set<String> KEYS = Set.of("description", "modes", "pool.size", "context", "context.requires",
            "startup.timeout.seconds");

    public static RuntimeDefinition from(DataFile file, Path repositoryRoot) {
        Path folder = file.path().getParent();
        List<String> modes = file.words("modes");
        if (modes.isEmpty()) {
            throw file.invalid("modes", "", "at least one threading mode, e.g. 'pool virtual'");
        }
        return new RuntimeDefinition(folder.getFileName().toString(), file.required("description"), modes,
                file.integer("pool.size", 1, 100_000), folder.resolve("Dockerfile"),
                repositoryRoot.resolve(file.required("context")), file.words("context.requires"),
                file.integer("startup.timeout.seconds", 1, 3600));
    }

    /**
     * A user's own service in the runtime's place: its name, description, modes and start-up time come from its file;
     * vtbench sizes no pool of it (0) and builds it from no folder of images/ (its images are derived: see
     * dev.vtbench.harness.service.ServiceImages).
     */
    public static RuntimeDefinition forOwnService(String name, String description, List<String> modes, int startupTimeoutSeconds) {
        return new RuntimeDefinition(name, description, modes, 0, null, null, List.of(), startupTimeoutSeconds);
    }

    /** This runtime with its bounded pool cut or grown to {@code size} threads (a study that reruns a seed's pool of 64). */
    public RuntimeDefinition withPoolSize(int size) {
        return new RuntimeDefinition(name, description, modes, size, dockerfile, context, contextRequires, startupTimeoutSeconds);
    }

    public String requireMode(String mode) {
        if (!modes.contains(mode)) {
            throw new UnknownNameException("runtime " + name + " has no threading mode '" + mode + "' (expected one of " + modes + ")");
        }
        return mode;
    }

    public String imageName(String jvm) {
        return "vtbench/" + name + ":" + jvm;
    }
}
