package dev.vtbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.docker.CommandLine;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.ImageBuilder;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * docker-bake.hcl describes the same images the harness builds (same Dockerfile, context, build arguments and
 * tag for every runtime and JVM), and `docker buildx bake` builds them with no registry.
 */
class BakeIT {
    private static final Path ROOT = TestMatrix.DEFINITIONS.root();
    private static final List<String> HERMETIC_JVMS = List.of("temurin-25", "temurin-21");

    @Test
    void bakePrintDescribesEveryRuntimeOnEveryJvmLikeTheHarness() throws Exception {
        // The database is not in the default group (it needs its packages staged first): asked for by name beside it.
        CommandLine.Result print = CommandLine.run(List.of("docker", "buildx", "bake", "--print", "default", "database"), ROOT, 120);
        assertThat(print.exitCode()).as("docker buildx bake --print: %s", print.tail(10)).isZero();
        JsonNode targets = new ObjectMapper().readTree(print.output().substring(print.output().indexOf('{'))).path("target");
        for (RuntimeDefinition runtime : TestMatrix.DEFINITIONS.runtimes().all()) {
            for (String jvm : HERMETIC_JVMS) {
                JsonNode target = targets.path(runtime.name() + "-" + jvm);
                assertThat(target.isMissingNode()).as("bake target %s-%s (add the runtime to RUNTIMES in docker-bake.hcl)",
                        runtime.name(), jvm).isFalse();
                assertThat(target.path("tags").get(0).asText()).isEqualTo(runtime.imageName(jvm));
                assertThat(ROOT.resolve(target.path("context").asText()).normalize()).as("context of %s", runtime.name())
                        .isEqualTo(runtime.context().normalize());
                assertThat(ROOT.resolve(target.path("context").asText()).resolve(target.path("dockerfile").asText()).normalize())
                        .as("Dockerfile of %s", runtime.name()).isEqualTo(runtime.dockerfile().normalize());
                assertThat(target.path("args").path("JDK_IMAGE").asText()).isEqualTo("vtbench/jdk:" + jvm);
            }
        }
        assertThat(targets.path("backend").path("args").path("JDK_IMAGE").asText()).isEqualTo("vtbench/jdk:" + MatrixImages.BACKEND_JVM);
        assertThat(targets.path("driver").path("tags").get(0).asText()).as("the driver image's bake target")
                .isEqualTo(MatrixImages.DRIVER_IMAGE);
        assertThat(targets.path("database").path("tags").get(0).asText()).as("the database image's bake target")
                .isEqualTo(dev.vtbench.harness.docker.DatabaseImage.NAME);
        assertThat(ROOT.resolve(targets.path("database").path("context").asText()).resolve(targets.path("database").path("dockerfile").asText())
                .normalize()).as("the database's Dockerfile").isEqualTo(ROOT.resolve("images/postgres/Dockerfile").normalize());
    }

    @Test
    void bakeBuildsTheImagesWithoutARegistry() {
        // The JDK contexts and the base OS are what `harness/vtbench prepare` stages; building the backend stages them too.
        assertThat(TestMatrix.IMAGES.backendImage().built()).isTrue();
        TestMatrix.IMAGES.jdkImage(TestMatrix.DEFINITIONS.jvms().get("temurin-21"));
        Map<String, String> harnessBuilt = idsOf(bakedNames());
        try {
            for (String group : List.of("jdk", "default")) {
                CommandLine.Result bake = CommandLine.run(List.of("docker", "buildx", "bake", group), ROOT, 1800);
                assertThat(bake.exitCode()).as("docker buildx bake %s: %s", group, bake.tail(15)).isZero();
            }
            for (RuntimeDefinition runtime : TestMatrix.DEFINITIONS.runtimes().all()) {
                for (String jvm : HERMETIC_JVMS) {
                    assertThat(ImageBuilder.exists(runtime.imageName(jvm))).as("%s built by bake", runtime.imageName(jvm)).isTrue();
                }
            }
        } finally {
            // Bake's builds (BuildKit) carry none of the harness's labels: left under these names, each would be built once
            // more by the next test's harness (the JDK layers sending 100 MB each). The harness's own builds take them back.
            harnessBuilt.forEach(BakeIT::tag);
        }
    }

    /** Every name bake builds by default: the JDK layers, each runtime on each JVM, the backend and the driver. */
    private static List<String> bakedNames() {
        List<String> names = new ArrayList<>();
        HERMETIC_JVMS.forEach(jvm -> names.add(TestMatrix.DEFINITIONS.jvms().get(jvm).hermeticImage()));
        TestMatrix.DEFINITIONS.runtimes().all().forEach(runtime -> HERMETIC_JVMS.forEach(jvm -> names.add(runtime.imageName(jvm))));
        names.add(TestMatrix.IMAGES.backendImage().image());
        names.add(MatrixImages.DRIVER_IMAGE);
        return names;
    }

    /** The ids of those of {@code names} the engine has now. */
    private static Map<String, String> idsOf(List<String> names) {
        Map<String, String> ids = new LinkedHashMap<>();
        names.stream().filter(ImageBuilder::exists).forEach(name -> ids.put(name, ImageBuilder.imageId(name)));
        return ids;
    }

    private static void tag(String name, String id) {
        int colon = name.lastIndexOf(':');
        DockerEngine.client().tagImageCmd(id, name.substring(0, colon), name.substring(colon + 1)).withForce().exec();
    }
}
