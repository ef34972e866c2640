package dev.vtbench.harness.study;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.UnknownNameException;
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
import java.nio.file.StandardCopyOption;
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
    /** The folder of a study's run when it has only one. */
    static final String RUN = "run";

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
            attempt(condition.describe(), () -> measure.apply(condition)).ifPresent(measured::add);
        }
        return measured;
    }

    /**
     * One measurement that may fail on its own ({@code what} names it in the report's failures, with the reason): empty
     * when it failed, so that the measurements after it still run.
     */
    <T> java.util.Optional<T> attempt(String what, java.util.function.Supplier<T> measure) {
        try {
            return java.util.Optional.of(measure.get());
        } catch (RuntimeException e) {
            String reason = what + ": " + e.getMessage();
            failures.add(reason);
            say("FAILED " + reason);
            return java.util.Optional.empty();
        }
    }

    /**
     * Runs a matrix of cells with the harness's own run (verification, steady state, honesty checks) into
     * {@code run/} of the study's folder, over the session's profiles and JVMs. The keys are validated like any
     * matrix file's, and hold all the study changes (its own scenarios, a pool size). Cells skipped on this machine are
     * recorded as skipped, cells that failed as failed.
     */
    List<CellResult> runMatrix(Map<String, String> keys) {
        return runMatrix(keys, RUN);
    }

    /**
     * The same into {@code runName}/ of the study's folder (its matrix kept beside it): a study of several runs, whose
     * matrices differ by more than a cell's own settings (the server's JVM options, say), gives each its folder, and
     * each resumes on its own.
     */
    List<CellResult> runMatrix(Map<String, String> keys, String runName) {
        ResultsFolder results;
        Map<String, String> all = new java.util.LinkedHashMap<>(keys);
        all.put("profiles", profiles.stream().map(CpuProfile::name).collect(Collectors.joining(" ")));
        all.put("jvms", String.join(" ", jvms));
        // Proposed beside the kept one: a matrix refused (another run is in the folder) must not replace it.
        Path file = folder.resolve(runName.equals(RUN) ? "study-matrix.properties" : runName + "-matrix.properties");
        Path proposed = file.resolveSibling(file.getFileName() + ".proposed");
        MatrixFile matrix;
        try {
            Files.createDirectories(folder);
            Files.writeString(proposed, all.entrySet().stream().map(e -> e.getKey() + " = " + e.getValue())
                    .collect(Collectors.joining("\n", "", "\n")));
            matrix = MatrixFile.load(proposed, Map.of(), definitions);
            Path runFolder = folder.resolve(runName);
            boolean earlier = Files.exists(runFolder.resolve(ResultsFolder.RESULTS_FILE));
            if (earlier) {
                requireSameMatrix(matrix, runFolder, definitions);
            }
            Files.move(proposed, file, StandardCopyOption.REPLACE_EXISTING);
            MatrixRun run = new MatrixRun(definitions, new RunSettings(matrix.repetitions(), source));
            results = earlier ? resume(run, matrix, runFolder) : run.run(matrix, runFolder);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the study's matrix " + file, e);
        } finally {
            try {
                Files.deleteIfExists(proposed);
            } catch (IOException e) {
                say("cannot remove " + proposed + ": " + e.getMessage());
            }
        }
        // Runs of one study share their cells' names: a failure says which run it belongs to.
        String where = runName.equals(RUN) ? "" : runName + ": ";
        for (CellResult cell : results.cells()) {
            if (cell.status() == CellStatus.SKIPPED) {
                skip(cell.cell() + ": " + cell.reason());
            } else if (cell.status() != CellStatus.MEASURED) {
                failures.add(where + cell.cell() + ": " + cell.status() + ", " + cell.reason());
            }
        }
        return results.cells();
    }

    /**
     * A study rerun into the folder of an earlier one keeps every cell that run measured and measures only the missing
     * ones and the FAILED ones (a failure is the machine's, such as an engine that stopped, never a figure): a stopped
     * study finishes where it stopped, and a finished one is re-rendered (after a change to the study's rules, say)
     * without measuring again. A folder holding another matrix is refused rather than mixed.
     */
    private ResultsFolder resume(MatrixRun run, MatrixFile matrix, Path runFolder) {
        say("this study's folder already holds a run of the same matrix: its measured cells are kept, missing and FAILED ones run");
        return run.resume(matrix, runFolder, true);
    }

    private static void requireSameMatrix(MatrixFile matrix, Path runFolder, Definitions definitions) {
        String another = runFolder + " holds a run of another matrix (another scale, option, profile or JVM): give the study "
                + "another --out, or remove that folder to measure it again";
        MatrixFile kept;
        try {
            kept = MatrixFile.load(runFolder.resolve(ResultsFolder.MATRIX_FILE), Map.of(), definitions);
        } catch (DataFileException | UnknownNameException e) {
            throw new IllegalArgumentException(another + " (its " + ResultsFolder.MATRIX_FILE + " does not load now: " + e.getMessage() + ")");
        }
        if (!settings(kept).equals(settings(matrix))) {
            throw new IllegalArgumentException(another);
        }
    }

    /**
     * Every key that decides the cells: not the comment that names the file the matrix came from, nor its description,
     * which is words (a study's plan) and may say more than its cells, such as the N of a derived time.
     */
    private static List<String> settings(MatrixFile matrix) {
        return matrix.toProperties().lines().filter(line -> !line.startsWith("#") && !line.startsWith("description =")).toList();
    }

    /** vtbench's backend delay service on these cores, not yet started: for an in-process study whose work calls it. */
    dev.vtbench.harness.docker.BackendContainer backend(dev.vtbench.harness.matrix.CpuSet cores, Path log) {
        return new dev.vtbench.harness.docker.BackendContainer(new MatrixImages(definitions, source).backendImage().image(), cores, log);
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

    /** The CPU profiles asked for, those that do not fit this machine included. */
    List<CpuProfile> profiles() {
        return profiles;
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
