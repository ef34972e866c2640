package dev.vtbench.harness;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;

/** The tests' folders of recorded files: found among the test resources, and copied where a test may write. */
public final class TestFolders {
    private TestFolders() {}

    /** The test resource at {@code path} (from the root of the classpath, "/recorded/a-a", say). */
    public static Path resource(String path) {
        try {
            return Path.of(TestFolders.class.getResource(path).toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** {@code from} and all it holds copied into {@code to}, created where missing: the recording stays as it was. */
    public static Path copy(Path from, Path to) {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path file : files.toList()) {
                Path target = to.resolve(from.relativize(file).toString());
                if (Files.isDirectory(file)) {
                    Files.createDirectories(target);
                } else {
                    Files.copy(file, target);
                }
            }
            return to;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot copy " + from + " to " + to, e);
        }
    }
}
