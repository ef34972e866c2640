package dev.vtbench.harness.study;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.Scenario;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.run.Machine;
import dev.vtbench.harness.run.MatrixRun;
import dev.vtbench.harness.run.RunSettings;

import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * What a study runs with: the CPU profiles and JVMs asked for, its scale and own options, the folder it writes into,
 * and where it reports progress. It runs the study's measurements two ways, in-process (a JMH benchmark per
 * condition) or as a matrix of cells (the harness's own run), and keeps what was skipped and what failed.
 */
public final class StudySession {
    /** The in-process experiments ride in this runtime's image (apps/plain-jdk carries apps/inprocess). */
    static final String IN_PROCESS_RUNTIME = "plain-jdk";

    private final Definitions definitions;
    private final ImageSource source;
    private final List<CpuProfile> profiles;
    private final List<String> jvms;
    private final StudyScale scale;
    private final StudyOptions options;
    private final Path folder;
    private final String command;
    private final PrintStream progress;
    private final Set<String> skipped = new LinkedHashSet<>();
    private final List<String> failures = new ArrayList<>();

    public StudySession(Definitions definitions, ImageSource source, List<CpuProfile> profiles, List<String> jvms,
                        StudyScale scale, StudyOptions options, Path folder, String command, PrintStream progress) {
        this.definitions = definitions;
        this.source = source;
        this.profiles = List.copyOf(profiles);
        this.jvms = List.copyOf(jvms);
        this.scale = scale;
        this.options = options;
        this.folder = folder;
        this.command = command;
        this.progress = progress;
    }

    /**
     * The conditions an in-process study measures under: each profile that fits this machine x each JVM whose runtime
     * image builds here; the others are recorded as skipped, with the reason.
     */
    List<StudyCondition> inProcessConditions() {
        MatrixImages images = new MatrixImages(definitions, source);
        List<StudyCondition> conditions = new ArrayList<>();
        for (CpuProfile profile : profiles) {
            var misfit = profile.whyItDoesNotFit(Machine.cores());
            if (misfit.isPresent()) {
                skip(profile.name() + ": " + misfit.get());
                continue;
            }
            for (String jvm : jvms) {
                MatrixImages.Outcome image = images.runtimeImage(definitions.runtimes().get(IN_PROCESS_RUNTIME), jvm);
                if (image.built()) {
                    conditions.add(new StudyCondition(profile, jvm, image.image()));
                } else {
                    skip(profile.name() + ", " + jvm + ": " + image.skipReason());
                }
            }
        }
        return conditions;
    }

    /**
     * Measures under each condition in turn; a condition that fails (a JVM that crashed, a container that timed out) is
     * recorded with its reason and the next one still runs, so one bad condition loses nothing else.
     */
    <T> List<T> measureEach(List<StudyCondition> conditions, Function<StudyCondition, T> measure) {
        List<T> measured = new ArrayList<>();
        for (StudyCondition condition : conditions) {
            try {
                measured.add(measure.apply(condition));
            } catch (RuntimeException e) {
                String reason = condition.describe() + ": " + e.getMessage();
                failures.add(reason);
                say("FAILED " + reason);
            }
        }
        return measured;
    }

    /**
     * Runs a matrix of cells with the harness's own run (verification, steady state, honesty checks) into
     * {@code run/} of the study's folder, over the session's profiles and JVMs. The keys are validated like any
     * matrix file's. Cells skipped on this machine are recorded as skipped, cells that failed as failed.
     */
    List<CellResult> runMatrix(Map<String, String> keys) {
        return runMatrix(keys, List.of());
    }

    /** The same, with scenarios the study defines itself (named in the matrix's scenarios key like the shipped ones). */
    List<CellResult> runMatrix(Map<String, String> keys, List<Scenario> studyScenarios) {
        Definitions withStudy = definitions.withScenarios(studyScenarios);
        Map<String, String> all = new java.util.LinkedHashMap<>(keys);
        all.put("profiles", profiles.stream().map(CpuProfile::name).collect(Collectors.joining(" ")));
        all.put("jvms", String.join(" ", jvms));
        Path file = folder.resolve("study-matrix.properties");
        try {
            Files.createDirectories(folder);
            Files.writeString(file, all.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue())
                    .collect(Collectors.joining("\n", "", "\n")));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the study's matrix " + file, e);
        }
        MatrixFile matrix = MatrixFile.load(file, Map.of(), withStudy);
        ResultsFolder results = new MatrixRun(withStudy, new RunSettings(matrix.repetitions(), source)).run(matrix, folder.resolve("run"));
        for (CellResult cell : results.cells()) {
            if (cell.status() == CellStatus.SKIPPED) {
                skip(cell.cell() + ": " + cell.reason());
            } else if (cell.status() != CellStatus.MEASURED) {
                failures.add(cell.cell() + ": " + cell.status() + ", " + cell.reason());
            }
        }
        return results.cells();
    }

    void skip(String reason) {
        skipped.add(reason);
    }

    List<String> failures() {
        return List.copyOf(failures);
    }

    List<String> skipped() {
        return List.copyOf(skipped);
    }

    StudyScale scale() {
        return scale;
    }

    StudyOptions options() {
        return options;
    }

    Path folder() {
        return folder;
    }

    String command() {
        return command;
    }

    void say(String line) {
        progress.println("vtbench: " + line);
    }
}
