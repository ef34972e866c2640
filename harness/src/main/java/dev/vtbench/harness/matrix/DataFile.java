package dev.vtbench.harness.matrix;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * One small "key = value" data file of the matrix (a CPU profile, a JVM, a runtime), validated against a
 * closed set of keys on load, so that a misspelt key is an error naming the file, the line and the keys
 * allowed rather than a silently ignored setting. Lines starting with '#' are comments.
 */
public final class DataFile {
    private final Path path;
    private final Map<String, Entry> entries;

    /** A value and where it was set: "line 3" of the file, or a command-line option that overrode it. */
    private record Entry(String value, String origin) {}

    private DataFile(Path path, Map<String, Entry> entries) {
        this.path = path;
        this.entries = entries;
    }

    public static DataFile load(Path path, Set<String> allowedKeys) {
        return load(path, allowedKeys, key -> false);
    }

    /**
     * As {@link #load(Path, Set)}, also accepting the keys {@code alsoAllowed} accepts: keys made of a name the file
     * itself declares (a service's "mode.NAME.env"), which {@code allowedKeys} names only by their template.
     */
    public static DataFile load(Path path, Set<String> allowedKeys, java.util.function.Predicate<String> alsoAllowed) {
        List<String> lines;
        try {
            lines = Files.readAllLines(path);
        } catch (IOException e) {
            throw new DataFileException(path + ": cannot be read (" + e.getMessage() + ")");
        }
        return parse(path, lines, allowedKeys, alsoAllowed);
    }

    /**
     * As {@link #load(Path, Set)}, of lines already read (a data file shipped on the class path, such as a study's
     * claim); {@code path} is how errors name it.
     */
    public static DataFile parse(Path path, List<String> lines, Set<String> allowedKeys) {
        return parse(path, lines, allowedKeys, key -> false);
    }

    private static DataFile parse(Path path, List<String> lines, Set<String> allowedKeys, java.util.function.Predicate<String> alsoAllowed) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            int lineNumber = i + 1;
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            int equals = line.indexOf('=');
            if (equals <= 0) {
                throw new DataFileException(path + " line " + lineNumber + ": expected 'key = value', found '" + line + "'");
            }
            String key = line.substring(0, equals).strip();
            String value = line.substring(equals + 1).strip();
            if (!allowedKeys.contains(key) && !alsoAllowed.test(key)) {
                throw new DataFileException(path + " line " + lineNumber + ": unknown key '" + key
                        + "' (expected one of " + new TreeSet<>(allowedKeys) + ")");
            }
            if (entries.containsKey(key)) {
                throw new DataFileException(path + " line " + lineNumber + ": key '" + key
                        + "' is already set on " + entries.get(key).origin());
            }
            entries.put(key, new Entry(value, "line " + lineNumber));
        }
        return new DataFile(path, entries);
    }

    /**
     * This file with some keys set otherwise (command-line options), each checked against the same closed set of keys.
     * @param overrides key to value
     * @param origin how to name an override in errors, given its key (e.g. "option --users")
     */
    public DataFile withOverrides(Map<String, String> overrides, java.util.function.Function<String, String> origin, Set<String> allowedKeys) {
        Map<String, Entry> merged = new LinkedHashMap<>(entries);
        overrides.forEach((key, value) -> {
            if (!allowedKeys.contains(key)) {
                throw new DataFileException(origin.apply(key) + ": unknown key '" + key + "' (expected one of " + new TreeSet<>(allowedKeys) + ")");
            }
            merged.put(key, new Entry(value.strip(), origin.apply(key)));
        });
        return new DataFile(path, merged);
    }

    /** This file without some keys, as if they had never been written (an option that supersedes them was given). */
    public DataFile without(Set<String> keys) {
        Map<String, Entry> kept = new LinkedHashMap<>(entries);
        kept.keySet().removeAll(keys);
        return new DataFile(path, kept);
    }

    /** The keys set, in the order of the file. */
    public Set<String> keys() {
        return java.util.Collections.unmodifiableSet(entries.keySet());
    }

    public Path path() {
        return path;
    }

    /**
     * The folder a relative path in {@code key}'s value is read from: the file's own, for a value on one of its lines
     * (as every data file reads its paths); the working folder, for a value given on the command line.
     */
    public Path folderOf(String key) {
        Entry entry = entries.get(key);
        boolean fromFile = entry != null && entry.origin().startsWith("line ");
        return (fromFile ? path.toAbsolutePath().getParent() : Path.of("")).toAbsolutePath();
    }

    /** The file's base name without extension: the name the matrix uses for it ("cpu-1", "temurin-25"). */
    public String name() {
        String file = path.getFileName().toString();
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }

    public Optional<String> optional(String key) {
        return Optional.ofNullable(entries.get(key)).map(Entry::value).filter(v -> !v.isEmpty());
    }

    public String required(String key) {
        return optional(key).orElseThrow(() -> new DataFileException(path + ": required key '" + key + "' is missing"));
    }

    public List<String> words(String key) {
        return optional(key).map(v -> List.of(v.split("\\s+"))).orElse(List.of());
    }

    /** A number within [min, max]; the error names the file, line, key and range. */
    public double number(String key, double min, double max) {
        String raw = required(key);
        double value;
        try {
            value = Double.parseDouble(raw);
        } catch (NumberFormatException e) {
            throw invalid(key, raw, "a number from " + min + " to " + max);
        }
        // Negated, so that NaN, which parseDouble accepts and every comparison refuses, is refused too.
        if (!(value >= min && value <= max)) {
            throw invalid(key, raw, "a number from " + min + " to " + max);
        }
        return value;
    }

    public int integer(String key, int min, int max) {
        String raw = required(key);
        try {
            int value = Integer.parseInt(raw);
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below with the range
        }
        throw invalid(key, raw, "a whole number from " + min + " to " + max);
    }

    public DataFileException invalid(String key, String value, String expected) {
        Entry entry = entries.get(key);
        String where = entry == null ? "" : " " + entry.origin();
        return new DataFileException(path + where + ": " + key + " = '" + value + "' is invalid (expected " + expected + ")");
    }
}
