package dev.vtbench.harness.matrix;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class DistributionCacheTest {

    @TempDir
    Path temp;

    @Test
    void aJarOnTheClassPathIsFoundWithItsVersionAndUnpackedOnceIntoAFolderNamedByVersionAndContent() throws IOException {
        Path jar = jar("one.jar", Map.of("docker-bake.hcl", "target {}", "images/liberty/start.sh", "#!/bin/sh",
                "apps/tomcat/target/tomcat/bin/catalina.sh", "#!/bin/sh", "harness/matrices/small.properties", "runtimes = plain-jdk"));
        Distribution distribution = find(jar);
        assertThat(distribution.version()).as("the version the index names").isEqualTo("1.2.3");
        assertThat(distribution.location()).as("the jar the index is in").isEqualTo(jar);

        DistributionCache cache = new DistributionCache(temp.resolve("cache"));
        Path root = cache.root(distribution);
        assertThat(root.getFileName().toString()).as("named by the version and a hash of the entries").matches("1\\.2\\.3-[0-9a-f]{12}");
        assertThat(root.resolve("harness/matrices/small.properties")).as("a data file, at its checkout path").hasContent("runtimes = plain-jdk");
        assertThat(Files.isExecutable(root.resolve("images/liberty/start.sh"))).as("a script stays executable").isTrue();
        assertThat(Files.isExecutable(root.resolve("harness/matrices/small.properties"))).as("a data file is not").isFalse();

        Files.writeString(root.resolve("harness/matrices/small.properties"), "kept");
        assertThat(cache.root(distribution)).as("the same jar again: the same folder, not unpacked again").isEqualTo(root);
        assertThat(root.resolve("harness/matrices/small.properties")).hasContent("kept");
        try (var folders = Files.list(temp.resolve("cache"))) {
            assertThat(folders.toList()).as("no partial folder left beside it").containsExactly(root);
        }
    }

    @Test
    void aRebuiltJarWithOtherContentGetsAFolderOfItsOwn() throws IOException {
        DistributionCache cache = new DistributionCache(temp.resolve("cache"));
        Path first = cache.root(find(jar("a.jar", Map.of("docker-bake.hcl", "one"))));
        Path second = cache.root(find(jar("b.jar", Map.of("docker-bake.hcl", "two"))));
        assertThat(second).as("another content hash").isNotEqualTo(first);
        assertThat(second.resolve("docker-bake.hcl")).hasContent("two");
    }

    @Test
    void aReactorFolderThatWasNotPackagedIsRefusedWithTheRemedy() throws IOException {
        Path classes = temp.resolve("classes");
        Files.createDirectories(classes.resolve("META-INF/vtbench"));
        Files.writeString(classes.resolve(Distribution.INDEX), "version = 1.2.3\n");
        Distribution distribution = find(classes);
        assertThat(distribution.isFolder()).as("target/classes, not a jar").isTrue();
        assertThatThrownBy(() -> new DistributionCache(temp.resolve("cache")).root(distribution))
                .as("no files in it yet").hasMessageContaining("holds no files yet").hasMessageContaining("./mvnw package");
    }

    @Test
    void noDistributionOnTheClassPathIsNoneRatherThanAnError() {
        assertThat(Distribution.find(new URLClassLoader(new URL[0], null))).as("an empty class loader").isEmpty();
    }

    private static Distribution find(Path entry) throws IOException {
        try (URLClassLoader loader = new URLClassLoader(new URL[] {entry.toUri().toURL()}, null)) {
            return Distribution.find(loader).orElseThrow();
        }
    }

    private Path jar(String name, Map<String, String> files) throws IOException {
        Path jar = temp.resolve(name);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar))) {
            put(out, Distribution.INDEX, "version = 1.2.3\n");
            for (var file : files.entrySet()) {
                put(out, Distribution.ROOT + file.getKey(), file.getValue());
            }
        }
        return jar;
    }

    private static void put(JarOutputStream out, String name, String content) throws IOException {
        out.putNextEntry(new JarEntry(name));
        out.write(content.getBytes(StandardCharsets.UTF_8));
        out.closeEntry();
    }
}
