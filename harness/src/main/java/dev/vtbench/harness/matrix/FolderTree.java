package dev.vtbench.harness.matrix;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

/** A folder and everything in it, as the harness's caches (an unpacked distribution, a staged JDK, the driver's AOT cache) remove it. */
public final class FolderTree {
    private FolderTree() {}

    /** Deletes {@code path} and what it holds, deepest first; nothing when it does not exist. */
    public static void delete(Path path) throws IOException {
        if (!Files.exists(path)) {
            return;
        }
        try (Stream<Path> walk = Files.walk(path)) {
            for (Path entry : walk.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(entry);
            }
        }
    }
}
