package dev.vtbench.harness.matrix;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryNotEmptyException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * A distribution jar unpacked into a folder of its own under the cache ({@code ~/.cache/vtbench/distribution/}, or the
 * system property {@value #PROPERTY}), named by its version and a hash of its entries, so that a rebuilt SNAPSHOT gets
 * a fresh folder and an unchanged one is unpacked only once. The folder is written beside its final name and renamed
 * into place, so a run interrupted while unpacking, or two runs unpacking at once, never leave a half folder in use.
 */
public final class DistributionCache {
    public static final String PROPERTY = "vtbench.cache";

    private final Path cache;

    public DistributionCache(Path cache) {
        this.cache = cache;
    }

    public static DistributionCache atDefaultLocation() {
        String configured = System.getProperty(PROPERTY);
        return new DistributionCache(configured != null && !configured.isBlank() ? Path.of(configured)
                : Path.of(System.getProperty("user.home"), ".cache", "vtbench", "distribution"));
    }

    /** The root folder of {@code distribution}'s files: unpacked here the first time. */
    public Path root(Distribution distribution) {
        if (distribution.isFolder()) {
            Path root = distribution.location().resolve(Distribution.ROOT);
            if (!Files.exists(root.resolve(VtbenchRoot.MARKER))) {
                throw new IllegalStateException("the vtbench-distribution module at " + distribution.location()
                        + " holds no files yet (it is filled when packaged): run `./mvnw package -DskipTests` in the checkout,"
                        + " or set -D" + VtbenchRoot.PROPERTY + "=CHECKOUT");
            }
            return root;
        }
        try (JarFile jar = new JarFile(distribution.location().toFile())) {
            List<JarEntry> entries = jar.stream().filter(e -> e.getName().startsWith(Distribution.ROOT) && !e.isDirectory())
                    .sorted(Comparator.comparing(JarEntry::getName)).toList();
            Path folder = cache.resolve(distribution.version() + "-" + hash(entries));
            if (!Files.exists(folder.resolve(VtbenchRoot.MARKER))) {
                unpack(jar, entries, folder);
            }
            return folder;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot unpack the vtbench distribution " + distribution.location() + " into " + cache
                    + " (set -D" + PROPERTY + "=FOLDER to unpack it elsewhere)", e);
        }
    }

    private static void unpack(JarFile jar, List<JarEntry> entries, Path folder) throws IOException {
        Files.createDirectories(folder.getParent());
        Path partial = Files.createTempDirectory(folder.getParent(), folder.getFileName() + ".partial-");
        try {
            for (JarEntry entry : entries) {
                Path file = partial.resolve(entry.getName().substring(Distribution.ROOT.length())).normalize();
                if (!file.startsWith(partial)) {
                    throw new IOException("the entry " + entry.getName() + " points outside the distribution");
                }
                Files.createDirectories(file.getParent());
                try (InputStream in = jar.getInputStream(entry)) {
                    Files.copy(in, file);
                }
                if (isScript(file)) {
                    file.toFile().setExecutable(true, false);
                }
            }
            Files.move(partial, folder, StandardCopyOption.ATOMIC_MOVE);
        } catch (FileAlreadyExistsException | DirectoryNotEmptyException anotherRunWon) {
            // Another harness unpacked the same distribution meanwhile: its folder is the same bytes.
        } finally {
            FolderTree.delete(partial);
        }
    }

    /**
     * A jar keeps no file modes through Maven's resources: scripts a container or the harness executes are the shell
     * scripts and what sits in a bin/ folder (Tomcat's).
     */
    static boolean isScript(Path file) {
        return file.getFileName().toString().endsWith(".sh") || file.getParent().getFileName().toString().equals("bin");
    }

    /** The entries' names, sizes and CRCs, read from the jar's directory without inflating anything. */
    static String hash(List<JarEntry> entries) {
        try {
            MessageDigest digest = MessageDigest.getInstance("SHA-256");
            for (JarEntry entry : entries) {
                digest.update((entry.getName() + " " + entry.getSize() + " " + entry.getCrc() + "\n").getBytes(StandardCharsets.UTF_8));
            }
            return HexFormat.of().formatHex(digest.digest()).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }

}
