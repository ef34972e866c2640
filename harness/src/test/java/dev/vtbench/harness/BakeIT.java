package dev.vtbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.docker.CommandLine;
import dev.vtbench.harness.docker.ImageBuilder;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

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
        CommandLine.Result print = CommandLine.run(List.of("docker", "buildx", "bake", "--print"), ROOT, 120);
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
    }

    @Test
    void bakeBuildsTheImagesWithoutARegistry() {
        // The JDK contexts and the base OS are what `harness/vtbench prepare` stages; building the backend stages them too.
        assertThat(TestMatrix.IMAGES.backendImage().built()).isTrue();
        TestMatrix.IMAGES.jdkImage(TestMatrix.DEFINITIONS.jvms().get("temurin-21"));
        for (String group : List.of("jdk", "default")) {
            CommandLine.Result bake = CommandLine.run(List.of("docker", "buildx", "bake", group), ROOT, 1800);
            assertThat(bake.exitCode()).as("docker buildx bake %s: %s", group, bake.tail(15)).isZero();
        }
        for (RuntimeDefinition runtime : TestMatrix.DEFINITIONS.runtimes().all()) {
            for (String jvm : HERMETIC_JVMS) {
                assertThat(ImageBuilder.exists(runtime.imageName(jvm))).as("%s built by bake", runtime.imageName(jvm)).isTrue();
            }
        }
    }
}
