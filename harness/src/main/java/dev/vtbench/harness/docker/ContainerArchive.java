package dev.vtbench.harness.docker;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.exception.NotFoundException;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

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
}
