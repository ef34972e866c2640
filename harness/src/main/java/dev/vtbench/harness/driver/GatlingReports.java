package dev.vtbench.harness.driver;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.FileTime;
import java.util.Comparator;
import java.util.List;
import java.util.Set;

/**
 * The folder where Gatling writes its reports (one sub-folder per run, named after the simulation and a timestamp),
 * seen before a run: a repetition run again (after a stop, or `--retry-failed`) finds the killed attempt's report
 * beside its own, and must link its own. So the report of this run is the sub-folder that was not there before it,
 * the newest if Gatling left several.
 */
record GatlingReports(Path folder, Set<Path> before) {

    static GatlingReports before(Path folder) throws IOException {
        return new GatlingReports(folder, Set.copyOf(subFolders(folder)));
    }

    /** This run's report folder, or the reports folder itself where Gatling wrote none. */
    Path thisRun() throws IOException {
        return subFolders(folder).stream().filter(sub -> !before.contains(sub))
                .max(Comparator.comparing(GatlingReports::created).thenComparing(Comparator.naturalOrder())).orElse(folder);
    }

    private static List<Path> subFolders(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (var entries = Files.list(folder)) {
            return entries.filter(Files::isDirectory).toList();
        }
    }

    private static FileTime created(Path folder) {
        try {
            return Files.readAttributes(folder, BasicFileAttributes.class).creationTime();
        } catch (IOException e) {
            return FileTime.fromMillis(0);
        }
    }
}
