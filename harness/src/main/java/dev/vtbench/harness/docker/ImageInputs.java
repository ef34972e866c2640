package dev.vtbench.harness.docker;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

/**
 * What an image is built from, as one SHA-256: its Dockerfile, the content of every file its build context holds (the
 * listed paths, folders walked), its build arguments and the id of the image it starts FROM. An image labelled
 * {@value #LABEL} with this identity is that very build, so {@link ImageBuilder#buildIfChanged} reuses it without
 * sending the context to the engine again: with every layer cached, a build still compresses and sends it (Liberty's
 * 43 MB, the driver's 52 MB), seconds on every harness run and in every test that runs a matrix. Content, not
 * modification times: a service's context is copied afresh into a temporary folder for each build, and a rebuilt jar
 * may keep its size.
 */
public final class ImageInputs {
    public static final String LABEL = "dev.vtbench.inputs";

    private ImageInputs() {}

    /** The identity of a build of {@code paths} of {@code context} by {@code dockerfile} FROM {@code baseImageId}. */
    public static String of(Path dockerfile, Path context, List<String> paths, Map<String, String> buildArgs, String baseImageId) {
        MessageDigest digest = sha256();
        field(digest, "dockerfile");
        file(digest, dockerfile);
        new TreeMap<>(buildArgs).forEach((name, value) -> field(digest, "arg " + name + "=" + value));
        field(digest, "from " + baseImageId);
        for (String path : paths.stream().sorted().toList()) {
            Path root = context.resolve(path).normalize();
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
                    field(digest, "file " + context.normalize().relativize(file) + " " + Files.size(file));
                    file(digest, file);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + root + ", part of the build context of an image: " + e.getMessage(), e);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    private static void field(MessageDigest digest, String text) {
        digest.update(text.getBytes(StandardCharsets.UTF_8));
        digest.update((byte) 0);
    }

    private static void file(MessageDigest digest, Path file) {
        byte[] buffer = new byte[1 << 16];
        try (InputStream in = Files.newInputStream(file)) {
            for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
                digest.update(buffer, 0, read);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ", an input of an image: " + e.getMessage(), e);
        }
        digest.update((byte) 0);
    }

    private static MessageDigest sha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256, which every Java SE platform must provide", e);
        }
    }
}
