package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The identity that lets a harness run reuse an image: the same for the same inputs, another for any change the build sees. */
class ImageInputsTest {
    private static final Map<String, String> ARGS = Map.of("JDK_IMAGE", "vtbench/jdk:temurin-25");

    @TempDir
    Path context;

    private Path dockerfile;

    private String identity() {
        return ImageInputs.of(dockerfile, context, List.of("target/lib", "target/app.jar"), ARGS, "sha256:base");
    }

    private void write() throws IOException {
        dockerfile = Files.writeString(Files.createDirectories(context.resolve("images")).resolve("Dockerfile"), "FROM ${JDK_IMAGE}\n");
        Files.createDirectories(context.resolve("target/lib"));
        Files.writeString(context.resolve("target/lib/a.jar"), "library a");
        Files.writeString(context.resolve("target/app.jar"), "application 1");
        Files.writeString(context.resolve("target/ignored.log"), "not in the context's paths");
    }

    @Test
    void theSameInputsGiveTheSameIdentityWhateverTheFilesTimes() throws IOException {
        write();
        String before = identity();
        Files.setLastModifiedTime(context.resolve("target/app.jar"), FileTime.fromMillis(0));
        Files.writeString(context.resolve("target/ignored.log"), "changed, but the build never sees it");
        assertThat(identity()).as("a copy made afresh, as a service's context is for each build").isEqualTo(before).hasSize(64);
    }

    @Test
    void anyChangeTheBuildSeesGivesAnotherIdentity() throws IOException {
        write();
        String before = identity();
        Files.writeString(context.resolve("target/app.jar"), "application 2");
        String sameSizeJar = identity();
        assertThat(sameSizeJar).as("a jar rebuilt to the same size").isNotEqualTo(before);
        Files.writeString(context.resolve("target/lib/b.jar"), "library b");
        String moreLibraries = identity();
        assertThat(moreLibraries).as("a library added to a folder of the context").isNotEqualTo(sameSizeJar);
        Files.writeString(dockerfile, "FROM ${JDK_IMAGE}\nUSER 10001\n");
        String otherDockerfile = identity();
        assertThat(otherDockerfile).as("a Dockerfile edited").isNotEqualTo(moreLibraries);
        assertThat(ImageInputs.of(dockerfile, context, List.of("target/lib", "target/app.jar"), ARGS, "sha256:other"))
                .as("the base image rebuilt").isNotEqualTo(otherDockerfile);
        assertThat(ImageInputs.of(dockerfile, context, List.of("target/lib", "target/app.jar"), Map.of("JDK_IMAGE", "vtbench/jdk:temurin-21"),
                "sha256:base")).as("another build argument").isNotEqualTo(otherDockerfile);
    }
}
