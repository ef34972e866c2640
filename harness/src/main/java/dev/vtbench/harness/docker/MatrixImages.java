package dev.vtbench.harness.docker;

import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.JvmDefinition;
import dev.vtbench.harness.matrix.RuntimeDefinition;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Builds the images a cell needs, in dependency order: base OS, then the JDK layer (hermetic source), then
 * the runtime image on top of it; the backend delay service and the Gatling driver image always run on the newest
 * hermetic JVM.
 * Each image is built at most once per harness run, and not at all when the engine holds it built from the same inputs
 * (a JDK layer from the same staged JDK; any other image per {@link ImageInputs}). A JVM that has no JDK here is
 * reported, not built.
 */
public final class MatrixImages {
    public static final String BACKEND_JVM = "temurin-25";
    public static final String DRIVER_IMAGE = "vtbench/driver:latest";
    static final String JDK_SOURCE_LABEL = "dev.vtbench.jdk-source";

    private final Definitions definitions;
    private final ImageSource source;
    private final JdkStager stager;
    private final Map<String, Outcome> built = new HashMap<>();

    public MatrixImages(Definitions definitions, ImageSource source) {
        this.definitions = definitions;
        this.source = source;
        this.stager = new JdkStager(definitions.root());
    }

    /** What the images are built from: the repository's Dockerfiles and data files. */
    public Definitions definitions() {
        return definitions;
    }

    /** The outcome of building an image: its name and id, or why it was skipped. */
    public record Outcome(String image, Optional<String> imageId, String skipReason) {
        public boolean built() {
            return imageId.isPresent();
        }
    }

    public Outcome runtimeImage(RuntimeDefinition runtime, String jvmName) {
        JvmDefinition jvm = definitions.jvms().get(jvmName);
        String image = runtime.imageName(jvm.name());
        return once(image, () -> {
            String name = image;
            Outcome jdk = jdkImage(jvm);
            if (!jdk.built()) {
                return new Outcome(name, Optional.empty(), jdk.skipReason());
            }
            requireContext(runtime.name(), runtime.context(), runtime.contextRequires().toArray(String[]::new));
            return timed(name, () -> ImageBuilder.buildIfChanged(name, runtime.dockerfile(), runtime.context(), runtime.contextRequires(),
                    Map.of("JDK_IMAGE", jdk.image()), jdk.image()));
        });
    }

    public Outcome backendImage() {
        return onNewestJvm("vtbench/backend:latest", "the backend delay service", "apps/backend",
                List.of("target/vtbench-backend.jar", "target/lib"), "images/backend/Dockerfile");
    }

    /**
     * The database a /db cell's server queries, or a user's service that declares one ({@link DatabaseContainer}):
     * PostgreSQL from Debian, staged and built without a registry ({@link DatabaseImage}).
     */
    public Outcome databaseImage() {
        return once(DatabaseImage.NAME, () -> timed(DatabaseImage.NAME, () -> DatabaseImage.build(definitions.root())));
    }

    /** The Gatling driver as an image (drivers as containers), on the same newest JVM as the backend. */
    public Outcome driverImage() {
        return onNewestJvm(DRIVER_IMAGE, "the Gatling driver", "gatling",
                List.of("target/vtbench-gatling.jar", "target/lib"), "images/driver/Dockerfile");
    }

    /** An image of vtbench's own tools (not measured): built from {@code context} FROM the {@value #BACKEND_JVM} layer. */
    private Outcome onNewestJvm(String name, String what, String context, List<String> files, String dockerfile) {
        Path root = definitions.root();
        return once(name, () -> {
            Outcome jdk = jdkImage(definitions.jvms().get(BACKEND_JVM));
            if (!jdk.built()) {
                throw new ImageBuildException(what + " needs " + BACKEND_JVM + ": " + jdk.skipReason());
            }
            requireContext(what, root.resolve(context), files.toArray(String[]::new));
            return timed(name, () -> ImageBuilder.buildIfChanged(name, root.resolve(dockerfile), root.resolve(context), files,
                    Map.of("JDK_IMAGE", jdk.image()), jdk.image()));
        });
    }

    /** The image the runtime images start FROM: the hermetic layer built here, or the registry's image as is. */
    public Outcome jdkImage(JvmDefinition jvm) {
        if (source == ImageSource.REGISTRY) {
            return new Outcome(jvm.registryImage(), Optional.of(jvm.registryImage()), "");
        }
        return once(jvm.hermeticImage(), () -> {
            String name = jvm.hermeticImage();
            JdkStager.Availability staged = stager.stage(jvm);
            if (!staged.isAvailable()) {
                return new Outcome(name, Optional.empty(), staged.reason());
            }
            // Sending a 100 MB runtime to the engine takes seconds even when every layer is cached: an image labelled
            // with the identity of what was staged is that very image.
            Optional<String> existing = ImageBuilder.idIfLabelled(name, JDK_SOURCE_LABEL, staged.identity());
            if (existing.isPresent()) {
                return new Outcome(name, existing, "");
            }
            BaseOsImage.ensure(definitions.root());
            return timed(name, () -> ImageBuilder.build(name, definitions.root().resolve("images/jdk/Dockerfile"),
                    staged.folder().orElseThrow(), List.of("."), Map.of("BASE_IMAGE", BaseOsImage.NAME),
                    Map.of(JDK_SOURCE_LABEL, staged.identity())));
        });
    }

    /**
     * Stages every available hermetic JDK, the base OS and the database's packages, so that `docker buildx bake` finds its
     * contexts.
     */
    public Map<String, String> prepareForBake() {
        BaseOsImage.ensure(definitions.root());
        Map<String, String> result = new HashMap<>();
        for (JvmDefinition jvm : definitions.jvms().all()) {
            JdkStager.Availability staged = stager.stage(jvm);
            result.put(jvm.name(), staged.isAvailable()
                    ? "staged " + staged.jdk().orElseThrow().javaVersion() + " in " + definitions.root().relativize(staged.folder().orElseThrow())
                    : "skipped: " + staged.reason());
        }
        try {
            result.put("postgres", DatabaseImage.stage(definitions.root()));
        } catch (ImageBuildException notStaged) {
            result.put("postgres", "skipped: " + notStaged.getMessage());
        }
        return result;
    }

    /** Builds an image the first time it is asked for; not computeIfAbsent, since builds nest (runtime, then JDK). */
    private Outcome once(String image, java.util.function.Supplier<Outcome> build) {
        Outcome outcome = built.get(image);
        if (outcome == null) {
            outcome = build.get();
            built.put(image, outcome);
        }
        return outcome;
    }

    private static void requireContext(String what, Path context, String... required) {
        for (String file : required) {
            if (!Files.exists(context.resolve(file))) {
                throw new ImageBuildException("the image of " + what + " needs " + context.resolve(file)
                        + ", which does not exist: build the project first (./mvnw -q package -DskipTests)");
            }
        }
    }

    private static Outcome timed(String image, java.util.function.Supplier<String> build) {
        long start = System.nanoTime();
        String id = build.get();
        System.out.printf("vtbench: image %s ready (%s) in %.1f s%n", image, id.substring(0, Math.min(19, id.length())),
                (System.nanoTime() - start) / 1e9);
        return new Outcome(image, Optional.of(id), "");
    }
}
