package dev.vtbench.gatling.schema;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Every {@code timelineOkPerSecond} recorded under some folders: in a run's {@code results.json}, a cell's
 * {@code result.json} or a driver's {@code stats.json}, whatever their format's age, found by the field's name. The same
 * repetition is kept in all three; it is read once (the first found, by its counts).
 */
final class RecordedTimelines {

    /**
     * One recorded timeline.
     *
     * @param run the run folder it belongs to (the nearest folder above it with a {@code results.json}, else its own)
     * @param windowStart the first second of its measured window as recorded, {@code null} if it never opened
     */
    record Recorded(Path run, List<Long> timeline, Integer windowStart) {
    }

    private static final Set<String> FILES = Set.of("results.json", "result.json", "stats.json");
    private static final ObjectMapper JSON = new ObjectMapper();

    private RecordedTimelines() {
    }

    static List<Recorded> under(List<Path> roots) {
        List<Recorded> found = new ArrayList<>();
        Set<List<Long>> seen = new HashSet<>();
        for (Path root : roots) {
            if (!Files.isDirectory(root)) {
                continue;
            }
            try (Stream<Path> files = Files.walk(root)) {
                for (Path file : files.filter(f -> FILES.contains(f.getFileName().toString())).sorted(RecordedTimelines::runFirst).toList()) {
                    collect(JSON.readTree(file.toFile()), runOf(file), found, seen);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("could not read the timelines under " + root + ": " + e.getMessage(), e);
            }
        }
        return found;
    }

    /** results.json before the cells' files, so a repetition is filed under its run. */
    private static int runFirst(Path a, Path b) {
        return Integer.compare(a.getNameCount(), b.getNameCount()) != 0 ? Integer.compare(a.getNameCount(), b.getNameCount())
                : a.compareTo(b);
    }

    private static Path runOf(Path file) {
        for (Path folder = file.getParent(); folder != null; folder = folder.getParent()) {
            if (Files.isRegularFile(folder.resolve("results.json"))) {
                return folder;
            }
        }
        return file.getParent();
    }

    private static void collect(JsonNode node, Path run, List<Recorded> found, Set<List<Long>> seen) {
        if (node.isObject() && node.path("timelineOkPerSecond").isArray()) {
            List<Long> timeline = new ArrayList<>();
            node.path("timelineOkPerSecond").forEach(count -> timeline.add(count.asLong()));
            if (!timeline.isEmpty() && seen.add(timeline)) {
                found.add(new Recorded(run, List.copyOf(timeline), windowStart(node)));
            }
        }
        node.forEach(child -> collect(child, run, found, seen));
    }

    /** A harness result's {@code steadyState}, or a stats file's own fields, or a fixed warm-up's length. */
    private static Integer windowStart(JsonNode load) {
        JsonNode state = load.has("steadyState") ? load.path("steadyState") : load;
        if (state.path("steady").isBoolean() && !state.path("steady").asBoolean()) {
            return null;
        }
        if (state.path("windowOpenedAtSecond").isNumber()) {
            return (int) Math.ceil(state.path("windowOpenedAtSecond").asDouble());
        }
        if (load.path("warmupSeconds").isNumber()) {
            return load.path("warmupSeconds").asInt();
        }
        return null;
    }
}
