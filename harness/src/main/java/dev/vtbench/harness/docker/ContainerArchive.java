package dev.vtbench.harness.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * Copies a file or folder out of a container, running or stopped, through its engine's archive endpoint (what
 * {@code docker cp} uses): the same call on a local or a remote engine, and no host path of the container read.
 * The archive API sees the container's layers, not its tmpfs mounts.
 */
public final class ContainerArchive {
    private ContainerArchive() {}

    /**
     * Extracts {@code containerPath} (a file, or a folder with everything under it) into {@code folder}, under its own
     * name. Returns false when the container has no such path.
     */
    public static boolean copyOut(DockerClient docker, String containerId, String containerPath, Path folder) throws IOException {
        Path into = folder.toAbsolutePath().normalize();
        Files.createDirectories(into);
        try (InputStream stream = docker.copyArchiveFromContainerCmd(containerId, containerPath).exec();
             TarArchiveInputStream tar = new TarArchiveInputStream(stream)) {
            for (TarArchiveEntry entry = tar.getNextTarEntry(); entry != null; entry = tar.getNextTarEntry()) {
                Path target = into.resolve(entry.getName()).normalize();
                // The archive comes from a container: an entry naming a place outside the folder is refused, not followed.
                if (!target.startsWith(into)) {
                    throw new IOException("the archive of " + containerPath + " in container " + containerId
                            + " names " + entry.getName() + ", outside " + into + ": nothing further is copied");
                }
                if (entry.isDirectory()) {
                    Files.createDirectories(target);
                } else if (entry.isFile()) {
                    Files.createDirectories(target.getParent());
                    Files.copy(tar, target, StandardCopyOption.REPLACE_EXISTING);
                }
            }
            return true;
        } catch (NotFoundException e) {
            return false;
        }
    }

    /** The text of the file {@code containerPath}, or empty when the container has no such file (yet). */
    public static Optional<String> readText(DockerClient docker, String containerId, String containerPath) throws IOException {
        try (InputStream stream = docker.copyArchiveFromContainerCmd(containerId, containerPath).exec();
             TarArchiveInputStream tar = new TarArchiveInputStream(stream)) {
            for (TarArchiveEntry entry = tar.getNextTarEntry(); entry != null; entry = tar.getNextTarEntry()) {
                if (entry.isFile()) {
                    return Optional.of(new String(tar.readAllBytes(), StandardCharsets.UTF_8));
                }
            }
            return Optional.empty();
        } catch (NotFoundException e) {
            return Optional.empty();
        }
    }

    /**
     * Writes {@code text} as the file {@code name} in the container's existing folder {@code containerFolder}, readable by
     * every user (the container's own user reads it).
     */
    public static void writeText(DockerClient docker, String containerId, String containerFolder, String name, String text)
            throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        ByteArrayOutputStream archive = new ByteArrayOutputStream();
        try (TarArchiveOutputStream tar = new TarArchiveOutputStream(archive)) {
            TarArchiveEntry entry = new TarArchiveEntry(name);
            entry.setSize(bytes.length);
            entry.setMode(0100644);
            tar.putArchiveEntry(entry);
            tar.write(bytes);
            tar.closeArchiveEntry();
        }
        docker.copyArchiveToContainerCmd(containerId).withRemotePath(containerFolder)
                .withTarInputStream(new ByteArrayInputStream(archive.toByteArray())).exec();
    }

    /**
     * Copies the host file {@code file} as {@code name} into the container's existing folder {@code containerFolder},
     * readable by every user; the archive goes through a temporary file, so a file of any size is never held in memory.
     * The folder must be writable through the archive endpoint: a volume, where the root file system is read-only.
     */
    public static void writeFile(DockerClient docker, String containerId, String containerFolder, String name, Path file)
            throws IOException {
        Path archive = Files.createTempFile("vtbench-archive-", ".tar");
        try {
            try (TarArchiveOutputStream tar = new TarArchiveOutputStream(Files.newOutputStream(archive))) {
                tar.setLongFileMode(TarArchiveOutputStream.LONGFILE_POSIX);
                tar.setBigNumberMode(TarArchiveOutputStream.BIGNUMBER_POSIX);
                TarArchiveEntry entry = new TarArchiveEntry(name);
                entry.setSize(Files.size(file));
                entry.setMode(0100644);
                tar.putArchiveEntry(entry);
                Files.copy(file, tar);
                tar.closeArchiveEntry();
            }
            try (InputStream stream = Files.newInputStream(archive)) {
                docker.copyArchiveToContainerCmd(containerId).withRemotePath(containerFolder).withTarInputStream(stream).exec();
            }
        } finally {
            Files.deleteIfExists(archive);
        }
    }
}
