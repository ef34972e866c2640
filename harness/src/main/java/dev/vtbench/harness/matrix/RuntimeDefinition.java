package dev.vtbench.harness.matrix;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * A server runtime under test (images/NAME/runtime.properties beside its Dockerfile): the threading modes it
 * accepts, its bounded pool's size, where its build context is, and how long it may take to start.
 * By convention a mode named "virtual" (or a variant of it, "virtual-par2") runs requests on virtual threads and every
 * other mode on platform threads (see {@link Mode}).
 *
 * @param modes the modes "every mode" means: what a matrix runs when it names none
 * @param variants the variants of those modes it declares ({@code mode.NAME.jvm.options}), run only where a matrix
 *     names them
 */
public record RuntimeDefinition(String name, String description, List<String> modes, int poolSize, Path dockerfile,
                                Path context, List<String> contextRequires, int startupTimeoutSeconds, ModeVariants variants) {

    static final Set<String> KEYS = Set.of("description", "modes", "pool.size", "context", "context.requires",
            "startup.timeout.seconds", ModeVariants.KEY_TEMPLATE);

    public RuntimeDefinition {
        variants = variants == null ? ModeVariants.NONE : variants;
    }

    /** A runtime that declares no variant of its modes. */
    public RuntimeDefinition(String name, String description, List<String> modes, int poolSize, Path dockerfile, Path context,
                             List<String> contextRequires, int startupTimeoutSeconds) {
        this(name, description, modes, poolSize, dockerfile, context, contextRequires, startupTimeoutSeconds, ModeVariants.NONE);
    }

    public static RuntimeDefinition from(DataFile file, Path repositoryRoot) {
        Path folder = file.path().getParent();
        List<String> modes = file.words("modes");
        if (modes.isEmpty()) {
            throw file.invalid("modes", "", "at least one threading mode, e.g. 'pool virtual'");
        }
        return new RuntimeDefinition(folder.getFileName().toString(), file.required("description"), modes,
                file.integer("pool.size", 1, 100_000), folder.resolve("Dockerfile"),
                repositoryRoot.resolve(file.required("context")), file.words("context.requires"),
                file.integer("startup.timeout.seconds", 1, 3600), ModeVariants.read(file, Set.copyOf(modes)));
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
        return new RuntimeDefinition(name, description, modes, size, dockerfile, context, contextRequires, startupTimeoutSeconds, variants);
    }

    /** This runtime with {@code more} variants beside its own: those of its modes that a matrix file declares for itself. */
    public RuntimeDefinition withVariants(ModeVariants more) {
        return new RuntimeDefinition(name, description, modes, poolSize, dockerfile, context, contextRequires, startupTimeoutSeconds,
                variants.plus(more.ofBases(modes)));
    }

    /** Whether it runs {@code mode}: one of its modes or a variant it declares. */
    public boolean knows(String mode) {
        return modes.contains(mode) || variants.declares(mode);
    }

    /** Its modes, then its variants: every name a matrix may give it. */
    public List<String> modesAndVariants() {
        return java.util.stream.Stream.concat(modes.stream(), variants.names().stream()).toList();
    }

    public String requireMode(String mode) {
        if (!knows(mode)) {
            throw new UnknownNameException("runtime " + name + " has no threading mode '" + mode + "' (expected one of " + modesAndVariants() + ")");
        }
        return mode;
    }

    public String imageName(String jvm) {
        return "vtbench/" + name + ":" + jvm;
    }
}
