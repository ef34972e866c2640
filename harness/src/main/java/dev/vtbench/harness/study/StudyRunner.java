package dev.vtbench.harness.study;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.run.Machine;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;


/**
 * Runs one study: the conditions (CPU profiles that fit this machine x JVMs whose image builds), then the study, then
 * its report as study.md, study.html and study.json in the study's folder, beside each condition's raw JMH files.
 */
public final class StudyRunner {
    /** The in-process experiments ride in this runtime's image (apps/plain-jdk depends on apps/inprocess). */
    static final String IN_PROCESS_RUNTIME = "plain-jdk";

    private final Definitions definitions;
    private final MatrixImages images;
    private final PrintStream progress;

    public StudyRunner(Definitions definitions, MatrixImages images, PrintStream progress) {
        this.definitions = definitions;
        this.images = images;
        this.progress = progress;
    }

    /** Runs it and returns its report; the files are in {@code folder}. */
    public StudyReport run(Study study, StudyScale scale, StudyOptions options, List<String> profiles, List<String> jvms,
                           Path folder, String command) {
        progress.println("vtbench: study " + study.name() + " (" + scale.option() + "): " + study.plan(scale, options));
        List<CpuProfile> resolvedProfiles = profiles.stream().map(definitions.profiles()::get).toList();
        jvms.forEach(definitions.jvms()::get);
        List<StudyCondition> conditions = new ArrayList<>();
        List<String> skipped = new ArrayList<>();
        for (CpuProfile profile : resolvedProfiles) {
            var misfit = profile.whyItDoesNotFit(Machine.cores());
            if (misfit.isPresent()) {
                skipped.add(profile.name() + ": " + misfit.get());
                continue;
            }
            for (String jvm : jvms) {
                MatrixImages.Outcome image = images.runtimeImage(definitions.runtimes().get(IN_PROCESS_RUNTIME), jvm);
                if (image.built()) {
                    conditions.add(new StudyCondition(profile, jvm, image.image()));
                } else {
                    skipped.add(profile.name() + ", " + jvm + ": " + image.skipReason());
                }
            }
        }
        skipped.forEach(reason -> progress.println("vtbench: skipped " + reason));
        StudyReport report = study.run(new StudySession(conditions, skipped, scale, options, folder, command, progress));
        write(folder.resolve("study.md"), StudyMarkdown.render(report));
        write(folder.resolve("study.html"), StudyPage.render(report));
        try {
            write(folder.resolve("study.json"), new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(report));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the study's JSON", e);
        }
        return report;
    }

    /** Written beside, then renamed: a reader never sees half a report. */
    private static void write(Path file, String text) {
        try {
            Files.createDirectories(file.getParent());
            Path partial = file.resolveSibling(file.getFileName() + ".partial");
            Files.writeString(partial, text);
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
    }

    /** The profiles a study runs under unless told otherwise: every profile (those that do not fit are named as skipped). */
    public static List<String> defaultProfiles(Definitions definitions) {
        return definitions.profiles().all().stream().sorted(java.util.Comparator.comparingDouble(CpuProfile::cpus))
                .map(CpuProfile::name).toList();
    }

}
