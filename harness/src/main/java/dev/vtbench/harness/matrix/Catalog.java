package dev.vtbench.harness.matrix;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The named entries of one matrix dimension, loaded from data files (one file per entry), so that adding a
 * CPU profile, a JVM or a runtime means adding a file. Looking up an unknown name is an error that lists
 * the names that exist and says where they come from.
 */
public final class Catalog<T> {
    private final String kind;
    private final Path source;
    private final Map<String, T> entries;

    private Catalog(String kind, Path source, Map<String, T> entries) {
        this.kind = kind;
        this.source = source;
        this.entries = entries;
    }

    /** Loads every file matching {@code pattern} (a glob relative to {@code dir}), each named after its file or folder. */
    static <T> Catalog<T> load(String kind, Path dir, String pattern, Function<Path, T> loader, Function<T, String> name) {
        Map<String, T> entries = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir, 2)) {
            var matcher = dir.getFileSystem().getPathMatcher("glob:" + pattern);
            for (Path file : files.filter(p -> matcher.matches(dir.relativize(p))).toList()) {
                T entry = loader.apply(file);
                entries.put(name.apply(entry), entry);
            }
        } catch (IOException e) {
            throw new DataFileException(dir + ": cannot list the " + kind + " definitions (" + e.getMessage() + ")");
        }
        if (entries.isEmpty()) {
            throw new DataFileException(dir + ": no " + kind + " definitions found (" + pattern + ")");
        }
        return new Catalog<>(kind, dir, entries);
    }

    /** This catalog with one more entry (or another one under an existing name), for entries a command defines itself. */
    public Catalog<T> with(String name, T entry) {
        Map<String, T> more = new TreeMap<>(entries);
        more.put(name, entry);
        return new Catalog<>(kind, source, more);
    }

    public T get(String name) {
        T entry = entries.get(name);
        if (entry == null) {
            throw new UnknownNameException("unknown " + kind + " '" + name + "' (expected one of " + names()
                    + ", defined in " + source + ")");
        }
        return entry;
    }

    public List<String> names() {
        return List.copyOf(entries.keySet());
    }

    public List<T> all() {
        return List.copyOf(entries.values());
    }
}
