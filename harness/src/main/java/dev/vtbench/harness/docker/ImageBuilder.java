package dev.vtbench.harness.docker;

import dev.vtbench.harness.engine.DockerEngine;
import org.testcontainers.images.builder.ImageFromDockerfile;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Builds one image through the Docker Engine API (Testcontainers' ImageFromDockerfile: no buildx needed),
 * from the same Dockerfile, context and build arguments as docker-bake.hcl, and keeps it under its name.
 * The engine's layer cache makes a rebuild with nothing changed a no-op; {@link #buildIfChanged} does not even send the
 * context then.
 */
public final class ImageBuilder {
    private ImageBuilder() {}

    /**
     * Builds {@code image} from only the listed paths of {@code context} (what its Dockerfile copies): the Engine API
     * ignores .dockerignore, and a build folder can hold hundreds of megabytes the image never sees.
     */
    public static String build(String image, Path dockerfile, Path context, List<String> paths, Map<String, String> buildArgs) {
        return build(image, dockerfile, context, paths, buildArgs, Map.of());
    }

    /** As above, labelling the image. */
    public static String build(String image, Path dockerfile, Path context, List<String> paths, Map<String, String> buildArgs,
                               Map<String, String> labels) {
        DockerEngine.requireAvailable();
        ImageFromDockerfile build = new ImageFromDockerfile(image, false);
        paths.forEach(path -> build.withFileFromPath(path, context.resolve(path).normalize()));
        if (!labels.isEmpty()) {
            build.withBuildImageCmdModifier(cmd -> cmd.withLabels(labels));
        }
        build.withFileFromPath("Dockerfile", dockerfile);
        buildArgs.forEach(build::withBuildArg);
        try {
            build.get();
        } catch (RuntimeException e) {
            throw new ImageBuildException("building " + image + " from " + dockerfile + " failed: " + RootCause.message(e), e);
        }
        return imageId(image);
    }

    /**
     * The id of {@code image} when the engine holds it built from exactly these inputs ({@link ImageInputs}, the base being
     * {@code baseImage}), without sending anything; otherwise builds it, labelled with them. A base not on the engine yet
     * (a registry image the build will pull) gives no reuse this time, only a label the next build does not match.
     */
    public static String buildIfChanged(String image, Path dockerfile, Path context, List<String> paths, Map<String, String> buildArgs,
                                        String baseImage) {
        String inputs = ImageInputs.of(dockerfile, context, paths, buildArgs, idOrAbsent(baseImage));
        return idIfLabelled(image, ImageInputs.LABEL, inputs)
                .orElseGet(() -> build(image, dockerfile, context, paths, buildArgs, Map.of(ImageInputs.LABEL, inputs)));
    }

    private static String idOrAbsent(String image) {
        try {
            return imageId(image);
        } catch (com.github.dockerjava.api.exception.NotFoundException e) {
            return "absent " + image;
        }
    }

    public static String imageId(String image) {
        return DockerEngine.client().inspectImageCmd(image).exec().getId();
    }

    /** The id of {@code image} if it exists and carries {@code label} with {@code value}. */
    public static java.util.Optional<String> idIfLabelled(String image, String label, String value) {
        try {
            var inspected = DockerEngine.client().inspectImageCmd(image).exec();
            var labels = inspected.getConfig() == null ? null : inspected.getConfig().getLabels();
            return labels != null && value.equals(labels.get(label)) ? java.util.Optional.of(inspected.getId()) : java.util.Optional.empty();
        } catch (com.github.dockerjava.api.exception.NotFoundException e) {
            return java.util.Optional.empty();
        }
    }

    public static boolean exists(String image) {
        try {
            imageId(image);
            return true;
        } catch (com.github.dockerjava.api.exception.NotFoundException e) {
            return false;
        }
    }

}
