package dev.vtbench.harness.driver;

import dev.vtbench.harness.matrix.FolderTree;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;

/**
 * The Gatling driver's jars as the local driver runs them: copied once into a folder named by their bytes
 * ({@code ~/.cache/vtbench/gatling-jars/HASH/}), so that every build of the same bytes, in any clone of the project,
 * runs from the same paths. The AOT cache records the classpath it was trained on and is keyed by each jar's path, size
 * and time ({@link DriverAotCache#key}); run from {@code gatling/target}, every fresh clone and every rebuild of
 * identical jars would train it again (about 30 s). The jars are reproducible (the build fixes their timestamps), so
 * the same sources give the same folder.
 */
final class DriverJars {
    /** Written last into a staged folder: a folder without it is a copy that did not finish. */
    static final String COMPLETE = ".complete";
    private static final String SIMULATIONS = "vtbench-gatling.jar";

    private final Path gatlingTarget;
    private final Path stagingRoot;
    /** The build's jars (path, size, time) the staged copy was made from, and that copy: hashed once while they stay. */
    private String stagedFrom;
    private List<Path> staged;

    DriverJars(Path gatlingTarget, Path stagingRoot) {
        this.gatlingTarget = gatlingTarget;
        this.stagingRoot = stagingRoot;
    }

    /** The build's jars, simulations first, then the libraries by name: never a {@code lib/*} wildcard, whose order is the file system's. */
    List<Path> built() throws IOException {
        List<Path> jars = new ArrayList<>(List.of(gatlingTarget.resolve(SIMULATIONS).toAbsolutePath()));
        try (Stream<Path> lib = Files.list(gatlingTarget.resolve("lib"))) {
            lib.filter(path -> path.getFileName().toString().endsWith(".jar")).map(Path::toAbsolutePath).sorted().forEach(jars::add);
        }
        return jars;
    }

    /**
     * The build's jars, in the same order, from the folder named by their bytes: made (by a copy renamed into place)
     * where it is missing, and any other folder of the staging root deleted, since one harness runs at a time.
     */
    synchronized List<Path> staged() throws IOException {
        List<Path> built = built();
        String identity = identity(built);
        if (identity.equals(stagedFrom)) {
            return staged;
        }
        String name = contentHash(built);
        Path folder = stagingRoot.resolve(name);
        if (!Files.exists(folder.resolve(COMPLETE))) {
            Files.createDirectories(stagingRoot);
            deleteAllBut(name);
            Path copy = stagingRoot.resolve(name + ".tmp-" + ProcessHandle.current().pid());
            FolderTree.delete(copy);
            for (Path jar : built) {
                Path target = copy.resolve(gatlingTarget.toAbsolutePath().relativize(jar));
                Files.createDirectories(target.getParent());
                Files.copy(jar, target);
            }
            Files.writeString(copy.resolve(COMPLETE), identity);
            Files.move(copy, folder, StandardCopyOption.ATOMIC_MOVE);
        }
        List<Path> paths = built.stream().map(jar -> folder.resolve(gatlingTarget.toAbsolutePath().relativize(jar))).toList();
        stagedFrom = identity;
        staged = paths;
        return paths;
    }

    /** Each jar's path, size and time: what tells that the build changed since the last look, without reading it. */
    static String identity(List<Path> jars) throws IOException {
        StringBuilder identity = new StringBuilder();
        for (Path jar : jars) {
            BasicFileAttributes attributes = Files.readAttributes(jar, BasicFileAttributes.class);
            identity.append(jar).append('\t').append(attributes.size()).append('\t').append(attributes.lastModifiedTime().toMillis()).append('\n');
        }
        return identity.toString();
    }

    /** A hash of each jar's name within the build and its bytes, in classpath order. */
    private String contentHash(List<Path> jars) throws IOException {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (Path jar : jars) {
                digest.update(gatlingTarget.toAbsolutePath().relativize(jar).toString().getBytes(StandardCharsets.UTF_8));
                digest.update((byte) 0);
                try (InputStream in = new DigestInputStream(Files.newInputStream(jar), digest)) {
                    in.transferTo(OutputStream.nullOutputStream());
                }
                digest.update((byte) 0);
            }
            return HexFormat.of().formatHex(digest.digest(), 0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every JDK has SHA-256", e);
        }
    }

    private void deleteAllBut(String name) throws IOException {
        try (Stream<Path> entries = Files.list(stagingRoot)) {
            for (Path entry : entries.filter(entry -> !entry.getFileName().toString().equals(name)).toList()) {
                FolderTree.delete(entry);
            }
        }
    }
}
