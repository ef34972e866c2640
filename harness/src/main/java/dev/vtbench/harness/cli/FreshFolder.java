package dev.vtbench.harness.cli;

import dev.vtbench.harness.result.ResultsWriteException;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;

/**
 * The default folder of a run, study or verification: named by its start to the millisecond, and claimed by creating
 * it, which fails if it exists; so two runs started in the same millisecond still get two folders ("-2" for the
 * second), and no run writes into another's.
 */
final class FreshFolder {
    private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS");

    private FreshFolder() {}

    static Path claim(Path parent, String prefix) {
        return claim(parent, prefix, LocalDateTime.now());
    }

    /** A folder the user named: created if missing (with its parents), used as it is if it exists. */
    static Path create(Path folder) {
        try {
            return Files.createDirectories(folder);
        } catch (IOException e) {
            throw new ResultsWriteException(folder, e);
        }
    }

    static Path claim(Path parent, String prefix, LocalDateTime now) {
        String name = prefix + now.format(STAMP);
        try {
            Files.createDirectories(parent);
            for (int attempt = 1; ; attempt++) {
                Path folder = parent.resolve(attempt == 1 ? name : name + "-" + attempt);
                try {
                    return Files.createDirectory(folder);
                } catch (FileAlreadyExistsException taken) {
                    // Another run claimed this name first: take the next.
                }
            }
        } catch (IOException e) {
            throw new ResultsWriteException(parent.resolve(name), e);
        }
    }
}
