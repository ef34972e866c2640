package dev.vtbench.harness;

import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.RuntimeDefinition;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The hermetic images build with no registry, run as non-root, and a rebuild with nothing changed rebuilds nothing. */
class ImagesIT {

    @Test
    void dockerEngineIsAvailable() {
        // Not an assumption: without an engine the product cannot run, so this fails rather than skips.
        DockerEngine.requireAvailable();
    }

    @Test
    void plainJdkAndBackendBuildOnBothTemurinsAndRebuildToTheSameImage() {
        RuntimeDefinition plainJdk = TestMatrix.DEFINITIONS.runtimes().get("plain-jdk");
        for (String jvm : new String[] {"temurin-25", "temurin-21"}) {
            MatrixImages.Outcome first = new MatrixImages(TestMatrix.DEFINITIONS, ImageSource.HERMETIC).runtimeImage(plainJdk, jvm);
            assertThat(first.built()).as("plain-jdk on %s built (%s)", jvm, first.skipReason()).isTrue();
            MatrixImages.Outcome again = new MatrixImages(TestMatrix.DEFINITIONS, ImageSource.HERMETIC).runtimeImage(plainJdk, jvm);
            assertThat(again.imageId()).as("a rebuild of plain-jdk on %s with nothing changed gives the same image", jvm)
                    .isEqualTo(first.imageId());
            var config = DockerEngine.client().inspectImageCmd(first.image()).exec().getConfig();
            assertThat(config.getUser()).as("%s runs as a non-root user", first.image()).isEqualTo("10001:10001");
        }
        assertThat(TestMatrix.IMAGES.backendImage().built()).as("backend image built").isTrue();
    }

    @Test
    void jvmWithoutALocalJdkIsSkippedWithTheReason() {
        MachineCondition.skipUnless(System.getenv("SEMERU_HOME") == null,
                "a machine without a Semeru JDK (SEMERU_HOME is set, so semeru-25 is available here and its skip cannot be shown)");
        MatrixImages.Outcome semeru = TestMatrix.IMAGES.runtimeImage(TestMatrix.DEFINITIONS.runtimes().get("plain-jdk"), "semeru-25");
        assertThat(semeru.built()).as("semeru-25 cannot be built without a local Semeru JDK").isFalse();
        assertThat(semeru.skipReason()).as("the skip reason says what to set")
                .contains("SEMERU_HOME").contains("ibm-semeru-runtimes:open-25-jre");
    }
}
