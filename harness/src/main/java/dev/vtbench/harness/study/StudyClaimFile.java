package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.DataFileException;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Reads a study's claim file (studies/NAME.properties on the class path, from harness/src/main/resources) against a
 * closed set of keys, the keys every claim has and those of the judge it names, so that a misspelt key is an error
 * naming the file, the line, the key and the keys allowed. docs/studies.md ("Adding a study") describes every key.
 */
final class StudyClaimFile {
    static final String FOLDER = "studies/";
    private static final String SOURCES = "harness/src/main/resources";

    private StudyClaimFile() {}

    /** The claim of the study {@code name}, from the class path. */
    static StudyClaim load(String name) {
        String resource = FOLDER + name + ".properties";
        try (InputStream in = StudyClaimFile.class.getClassLoader().getResourceAsStream(resource)) {
            if (in == null) {
                throw new DataFileException("no claim file " + resource + " on the class path: add it to " + SOURCES + "/"
                        + FOLDER + " (docs/studies.md, \"Adding a study\")");
            }
            return read(name, Path.of(SOURCES, resource), new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the claim file " + resource, e);
        }
    }

    /** The claim in {@code lines}, which errors name as {@code path}: its judge first, then the keys that judge allows. */
    static StudyClaim read(String name, Path path, List<String> lines) {
        StudyJudgeKind kind = StudyJudgeKind.of(DataFile.parse(path, judgeLineOnly(lines), Set.of("judge")));
        DataFile file = DataFile.parse(path, lines, kind.keys());
        String seed = file.required("seed");
        try {
            new Seed(seed);
        } catch (IllegalArgumentException e) {
            throw file.invalid("seed", seed, "a seed's file name in ../shared/seeds/, NNN_<hash>.txt, with its page in " + Seed.PAGES);
        }
        return new StudyClaim(name, file.required("title"), file.required("summary"), seed, file.required("published"),
                file.required("statement"), file.required("method"), file.optional("method.note"), kind,
                kind.runsMatrix() ? Optional.of(file.required(MatrixPlanner.MATRIX)) : Optional.empty(), file);
    }

    /** The lines with all but the judge's blanked, so that the judge is read first and errors keep their line numbers. */
    private static List<String> judgeLineOnly(List<String> lines) {
        return lines.stream().map(line -> line.strip().matches("judge\\s*=.*") ? line : "").toList();
    }
}
