package dev.vtbench.harness.result;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a file of a results folder so that a reader, a crash or a power cut finds either the old content or the new,
 * never half of it: the text goes to a temporary file in the same folder (a rename is atomic only within one file
 * system), is forced to the disk, and is renamed over the file; the folder is then forced too, so that the rename
 * itself survives a power cut.
 */
public final class AtomicFile {
    private AtomicFile() {}

    /** Writes {@code content} to {@code file}, creating its folder; a failure names the file, the cause and the remedy. */
    public static void write(Path file, String content) {
        Path folder = file.toAbsolutePath().getParent();
        Path temporary = null;
        try {
            Files.createDirectories(folder);
            temporary = Files.createTempFile(folder, "." + file.getFileName(), ".tmp");
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(content.getBytes(StandardCharsets.UTF_8));
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            temporary = null;
            forceFolder(folder);
        } catch (IOException e) {
            throw new ResultsWriteException(file, e);
        } finally {
            if (temporary != null) {
                try {
                    Files.deleteIfExists(temporary);
                } catch (IOException ignored) {
                    // The disk that refused the write may refuse this too; a leftover ".tmp" is never read as a result.
                }
            }
        }
    }

    /** Not every file system lets a folder be opened for forcing (some refuse it): the rename is then as durable as it can be. */
    private static void forceFolder(Path folder) {
        try (FileChannel channel = FileChannel.open(folder, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException ignored) {
            // See above: best effort only.
        }
    }

    /** What the operating system said, without Java's class names: "Read-only file system", "No space left on device". */
    public static String reason(IOException e) {
        if (e instanceof FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
