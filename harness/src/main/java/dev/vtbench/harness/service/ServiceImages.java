package dev.vtbench.harness.service;

import dev.vtbench.harness.matrix.Deployment;
import dev.vtbench.harness.matrix.OwnService;
import dev.vtbench.harness.docker.ImageBuildException;
import dev.vtbench.harness.docker.ImageBuilder;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.JvmDefinition;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * The image a user's service runs from in one JVM and mode: vtbench-service/&lt;name&gt;:&lt;jvm&gt;-&lt;mode&gt;, built on
 * vtbench's JDK, Tomcat or Liberty image (which {@link MatrixImages} builds first) from a build context assembled in a
 * temporary folder, or the user's own image, which must already be on the engine and is never built.
 */
public final class ServiceImages {
    static final String REPOSITORY = "vtbench-service/";

    private final Definitions definitions;
    private final MatrixImages images;

    public ServiceImages(Definitions definitions, MatrixImages images) {
        this.definitions = definitions;
        this.images = images;
    }

    /**
     * Refuses, before anything is built, a jar or war on the registry's JVM images: those are JREs without jcmd
     * (eclipse-temurin:25-jre...), so no cell's mode could be proven and every one would be refused after its build.
     */
    public static void requireProvable(OwnService service, dev.vtbench.harness.docker.ImageSource source) {
        if (source == dev.vtbench.harness.docker.ImageSource.REGISTRY && !(service.deployment() instanceof Deployment.Image)) {
            throw new IllegalArgumentException(service.file() + ": a jar or war runs on vtbench's JVM image, and the registry's are JREs "
                    + "without jcmd, with which vtbench proves a service's mode and CPU count: use --source hermetic (the default), or "
                    + "build an image of your own on a JDK and name it with image = ...");
        }
    }

    /**
     * The bounded pool vtbench's own image gives {@code service} in {@code mode}: a war in vtbench's Tomcat runs on its
     * connector's pool of {@code pool.size} threads (images/tomcat/runtime.properties) outside the virtual mode. Any
     * other service sizes its pools itself, unseen.
     */
    public Optional<Integer> poolSizeOf(OwnService service, String mode) {
        boolean tomcatWar = service.deployment() instanceof Deployment.War war && war.server() == Deployment.WarServer.TOMCAT;
        return tomcatWar && !service.virtual(mode) ? Optional.of(definitions.runtimes().get("tomcat").poolSize()) : Optional.empty();
    }

    /** The image name of {@code service} in {@code jvm} and {@code mode}, for a jar or a war. */
    public static String imageName(OwnService service, String jvm, String mode) {
        return REPOSITORY + service.name() + ":" + jvm + "-" + mode;
    }

    public MatrixImages.Outcome imageFor(OwnService service, String jvm, String mode) {
        service.requireMode(mode);
        return switch (service.deployment()) {
            case Deployment.Image image -> existing(image.reference());
            case Deployment.Jar jar -> build(service, jvm, mode, images.jdkImage(jvmOf(jvm)), "service-jar", "JDK_IMAGE",
                    context -> copy(jar.jar(), context.resolve("service.jar")), List.of("service.jar"));
            case Deployment.War(Path war, Deployment.WarServer server) when server == Deployment.WarServer.TOMCAT ->
                    build(service, jvm, mode, runtime("tomcat", jvm), "service-war-tomcat", "TOMCAT_IMAGE",
                            context -> unpack(war, context.resolve("ROOT")), List.of("ROOT"));
            case Deployment.War war -> build(service, jvm, mode, runtime("liberty", jvm), "service-war-liberty", "LIBERTY_IMAGE",
                    context -> liberty(war.war(), service.switchOf(mode).serverXml(), context),
                    List.of("service.war", "server.xml", "mode.xml"));
        };
    }

    private JvmDefinition jvmOf(String jvm) {
        return definitions.jvms().get(jvm);
    }

    private MatrixImages.Outcome runtime(String runtime, String jvm) {
        return images.runtimeImage(definitions.runtimes().get(runtime), jvm);
    }

    /** A user's image: its id when the engine has it; never pulled or built. */
    private static MatrixImages.Outcome existing(String reference) {
        try {
            return new MatrixImages.Outcome(reference, Optional.of(ImageBuilder.imageId(reference)), "");
        } catch (com.github.dockerjava.api.exception.NotFoundException e) {
            throw new ImageBuildException("image " + reference + " is not on the Docker engine: docker pull " + reference
                    + ", or build it with docker build -t " + reference + " <its folder>", e);
        }
    }

    private MatrixImages.Outcome build(OwnService service, String jvm, String mode, MatrixImages.Outcome base, String dockerfile,
                                       String baseArgument, ContextWriter writer, List<String> paths) {
        String name = imageName(service, jvm, mode);
        if (!base.built()) {
            return new MatrixImages.Outcome(name, Optional.empty(), base.skipReason());
        }
        Path context = null;
        try {
            context = Files.createTempDirectory("vtbench-service-");
            writer.write(context);
            String id = ImageBuilder.buildIfChanged(name, definitions.root().resolve("images").resolve(dockerfile).resolve("Dockerfile"),
                    context, paths, Map.of(baseArgument, base.image()), base.image());
            return new MatrixImages.Outcome(name, Optional.of(id), "");
        } catch (IOException e) {
            throw new ImageBuildException("cannot assemble the build context of " + name + " (" + e.getMessage() + ")", e);
        } finally {
            delete(context);
        }
    }

    @FunctionalInterface
    private interface ContextWriter {
        void write(Path context) throws IOException;
    }

    private void liberty(Path war, Optional<Path> fragment, Path context) throws IOException {
        copy(war, context.resolve("service.war"));
        copy(definitions.root().resolve("images/service-war-liberty/server.xml"), context.resolve("server.xml"));
        if (fragment.isPresent()) {
            copy(fragment.get(), context.resolve("mode.xml"));
        } else {
            Files.writeString(context.resolve("mode.xml"), "<server/>\n");
        }
    }

    private static void copy(Path from, Path to) throws IOException {
        Files.copy(from, to);
    }

    /** Unpacks {@code war} into {@code folder}, refusing an entry that would land outside it. */
    static void unpack(Path war, Path folder) throws IOException {
        Files.createDirectories(folder);
        try (ZipFile zip = new ZipFile(war.toFile())) {
            for (ZipEntry entry : java.util.Collections.list(zip.entries())) {
                Path target = folder.resolve(entry.getName()).normalize();
                if (!target.startsWith(folder)) {
                    throw new IOException(war + " has entry " + entry.getName() + ", outside the application: rebuild the war");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                } else {
                    Files.createDirectories(target.getParent());
                    try (var in = zip.getInputStream(entry)) {
                        Files.copy(in, target);
                    }
                }
            }
        } catch (java.util.zip.ZipException e) {
            throw new IOException(war + " is not a war (a zip archive): " + e.getMessage() + "; rebuild it", e);
        }
    }

    private static void delete(Path folder) {
        if (folder == null) {
            return;
        }
        try (Stream<Path> paths = Files.walk(folder)) {
            paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
        } catch (IOException | UncheckedIOException e) {
            // a temporary folder left behind is harmless
        }
    }
}
