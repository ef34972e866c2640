package dev.vtbench.harness.study;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.result.AtomicFile;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs one study over the CPU profiles and JVMs asked for, then writes its report as study.md, study.html and
 * study.json in the study's folder, beside the raw files of what it measured (JMH's per condition, or a run's folder).
 */
public record StudyRunner(Definitions definitions, ImageSource source, PrintStream progress) {

    /** Runs it and returns its report; the files are in {@code folder}. */
    public StudyReport run(Study study, StudyScale scale, StudyOptions options, List<String> profiles, List<String> jvms,
                           Path folder, String command) {
        progress.println("vtbench: study " + study.name() + " (" + scale.option() + "): " + study.plan(scale, options));
        List<CpuProfile> resolvedProfiles = profiles.stream().map(definitions.profiles()::get).toList();
        jvms.forEach(definitions.jvms()::get);
        StudyReport report = study.run(new StudySession(definitions, source, resolvedProfiles, jvms, scale, options, folder,
                command, progress));
        report.skipped().forEach(reason -> progress.println("vtbench: skipped " + reason));
        write(folder.resolve("study.md"), StudyMarkdown.render(report));
        write(folder.resolve("study.html"), StudyPage.render(report));
        try {
            write(folder.resolve("study.json"), JSON.writeValueAsString(versioned(report)));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the study's JSON", e);
        }
        return report;
    }

    /**
     * study.json's shape, published as docs/schemas/study.schema.json: version 1, the files written before it had a
     * version, holds the report's fields alone; version 2 adds {@code $schema} and {@code schemaVersion} before them;
     * version 3 holds each measured figure of a table as numbers ({@link StudyFigure}) where 2 held formatted strings, and
     * the seed's page ({@code seedPage}). Nothing in vtbench reads it back: it is for other tools.
     */
    static final int SCHEMA_VERSION = 3;
    static final String SCHEMA = "urn:vtbench:study:" + SCHEMA_VERSION;
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    /** The report's JSON with its schema and version first. */
    static ObjectNode versioned(StudyReport report) {
        ObjectNode json = JSON.createObjectNode().put("$schema", SCHEMA).put("schemaVersion", SCHEMA_VERSION);
        json.setAll((ObjectNode) JSON.valueToTree(report));
        return json;
    }

    /** Atomically: a reader never sees half a report. */
    private static void write(Path file, String text) {
        AtomicFile.write(file, text);
    }

    /** The profiles a study runs under unless told otherwise: every profile (those that do not fit are named as skipped). */
    public static List<String> defaultProfiles(Definitions definitions) {
        return definitions.profiles().all().stream().sorted(java.util.Comparator.comparingDouble(CpuProfile::cpus))
                .map(CpuProfile::name).toList();
    }

}
