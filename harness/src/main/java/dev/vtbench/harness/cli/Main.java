package dev.vtbench.harness.cli;

import dev.vtbench.harness.RunOutcome;
import dev.vtbench.harness.docker.DockerEngine;
import dev.vtbench.harness.engine.Topology;
import dev.vtbench.harness.engine.TopologyFile;
import dev.vtbench.harness.run.RunTopology;
import dev.vtbench.harness.docker.DockerUnavailableException;
import dev.vtbench.harness.docker.ImageBuildException;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.LeftoverContainers;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.gate.GateJudge;
import dev.vtbench.harness.gate.GateRecord;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.RegressionGate;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.UnknownNameException;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.ResultsWriteException;
import dev.vtbench.harness.result.RunComparison;
import dev.vtbench.harness.run.MatrixRun;
import dev.vtbench.harness.run.RunSettings;
import dev.vtbench.harness.run.VerifyRun;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.study.Studies;
import dev.vtbench.harness.study.Study;
import dev.vtbench.harness.study.StudyOptions;
import dev.vtbench.harness.study.StudyReport;
import dev.vtbench.harness.study.StudyRunner;
import dev.vtbench.harness.study.StudyScale;
import dev.vtbench.harness.view.ResultsWriter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;

/**
 * The harness's commands. {@code run} measures a matrix (by default the small one: plain-jdk on temurin-25,
 * pool and virtual, cpu-1, /hello and /io?delayMs=100); {@code prepare} stages what `docker buildx bake`
 * needs; {@code images} builds the images; {@code clean} removes the containers left by harnesses that are gone.
 */
public final class Main {
    static final String USAGE = """
            usage: harness/vtbench COMMAND [OPTIONS]
              run      measure a matrix and write a results folder
                         --matrix small (a preset in harness/matrices/, or a file); any of its keys can be overridden:
                         --service FILE   measure your own service (a jar, a war or an image, its modes and its traffic:
                         see apps/examples/); its matrix starts from the preset `service`
                         --runtimes plain-jdk,tomcat  --jvms temurin-25  --modes pool,virtual (default: every mode)
                         --profiles cpu-1  --scenarios hello,io  --model closed|open  --users 10,100 (closed)
                         --rates 1000,2000 (open)  --duration 20 (s)  --repetitions 3
                         warm-up: until the OK rate is steady, --warmup.min 10 --warmup.max 120 (s), the default;
                         or fixed, --warmup 15 (s)
                         --simulation throughput|soak|ramp-up|rate-search  (each one's own keys: below)
                         --source hermetic|registry   --out harness/results/<timestamp>
                         --resume FOLDER   finish a run that stopped, with the matrix it kept (no other matrix option,
                         no --out); add --retry-failed to run its FAILED cells again
                         --topology FILE   the server on one Docker engine, drivers (as containers) and backend on
                         others: see docs/scale-out.md (kept in the results folder; --resume reads it there)
                         --gate "virtual/pool >= 0.9 at cpu-1" (several with ';'): after the run, the median throughput
                         ratio of two modes at a profile, per runtime/JVM/scenario/load; exit 3 if one fails
              study    NAME: rerun a published experiment (the seeds) and write its table beside the original's
                         --list (the studies and their own options)  --scale tiny|default|full
                         --profiles cpu-0.5,cpu-1 (default: every profile that fits)  --jvms temurin-25
                         --source hermetic|registry  --out harness/results/study-NAME-<timestamp>
              verify   start each cell, check every endpoint, the CPU count and the thread kind, stop (no load)
                         --runtimes (default: all)  --jvms temurin-25  --modes  --profiles cpu-1  --source
                         --service FILE (your own service instead of the runtimes)
              gate     FOLDER "GATE": judge gates against a results folder (exit 0 passed, 3 failed or not judged)
              compare  FOLDER_A FOLDER_B: two runs side by side, differences beyond the measured spread marked
              report   FOLDER...: write a run's comparison.html again from its results.json
              prepare  stage the base OS image and the local JDKs that docker buildx bake builds from
              images   build every image (runtimes x JVMs, backend) through the Docker Engine API
                         --runtimes, --jvms, --source as for run
              clean    remove the containers of harnesses that are gone (killed, or their reaper killed too); another
                         running harness's are kept.  --all: remove every vtbench container, whoever started it
            """;
    /** The run command's own options, and one per matrix key ("--warmup" for warmup.seconds...). */
    private static final Set<String> RUN_OPTIONS = java.util.stream.Stream.concat(Stream.of("matrix", "resume", "retry-failed", "source", "out", "gate", "topology"),
            MatrixFile.KEYS.stream().filter(key -> !key.equals("description")).map(MatrixFile::optionName))
            .collect(java.util.stream.Collectors.toUnmodifiableSet());

    private Main() {}

    public static void main(String[] args) {
        System.exit(execute(List.of(args)));
    }

    static int execute(List<String> args) {
        return execute(args, new Conclusion(System.getenv()));
    }

    /** A command without System.exit: its exit code and, for run and gate, the results folder and the gates' verdicts. */
    public static RunOutcome outcome(List<String> args) {
        Conclusion conclusion = new Conclusion(System.getenv());
        return conclusion.outcome(execute(args, conclusion));
    }

    private static int execute(List<String> args, Conclusion conclusion) {
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).equals("--help")) {
            System.out.print(USAGE + SimulationKeysHelp.text());
            return args.isEmpty() ? 2 : 0;
        }
        try {
            Definitions definitions = Definitions.load(Definitions.locateRoot());
            List<String> rest = args.subList(1, args.size());
            return switch (args.get(0)) {
                case "run" -> run(definitions, new Options(rest, RUN_OPTIONS, Set.of("retry-failed")), conclusion);
                case "gate" -> gate(rest, conclusion);
                case "study" -> study(definitions, rest);
                case "verify" -> verify(definitions, new Options(rest, Set.of("runtimes", "jvms", "modes", "profiles", "source",
                        MatrixFile.SERVICE)));
                case "compare" -> compare(rest);
                case "report" -> report(rest);
                case "prepare" -> prepare(definitions);
                case "images" -> images(definitions, new Options(rest, Set.of("runtimes", "jvms", "source")));
                case "clean" -> clean(rest);
                default -> throw new IllegalArgumentException("unknown command '" + args.get(0) + "' (expected run, study, verify, gate, compare, report, prepare, images or clean)");
            };
        } catch (IllegalArgumentException | UnknownNameException | DataFileException | DockerUnavailableException
                 | ImageBuildException | MachineInUseException e) {
            System.err.println("vtbench: " + e.getMessage());
            return 2;
        } catch (ResultsWriteException e) {
            // A full or read-only disk: one line, and 1 rather than 2 when measured cells are safe in the folder.
            System.err.println("vtbench: " + e.getMessage());
            return e.keptCells() > 0 ? 1 : 2;
        } catch (java.io.UncheckedIOException e) {
            System.err.println("vtbench: " + e.getMessage() + ": " + e.getCause().getMessage());
            return 2;
        } finally {
            MachineLock.release();
        }
    }

    private static int run(Definitions definitions, Options options, Conclusion conclusion) {
        // Parsed and checked against the matrix before anything starts: a mistyped gate costs nothing.
        List<RegressionGate> gates = options.has("gate") ? RegressionGate.parseAll(options.get("gate", "")) : List.of();
        RunSettings settings = new RunSettings(1, ImageSource.parse(options.get("source", "hermetic")));
        MatrixRun matrixRun;
        ResultsFolder results;
        if (options.has("resume")) {
            Path folder = Path.of(options.get("resume", ""));
            MatrixFile matrix = MatrixFile.load(keptMatrix(folder, options), Map.of(), definitions);
            GateJudge.requireAnswerable(gates, matrix.cells().stream().map(Cell::id).toList());
            matrix.service().ifPresent(service -> ServiceImages.requireProvable(service, settings.source()));
            Topology topology = RunTopology.kept(folder);
            RunTopology.requireFits(topology, matrix);
            matrixRun = new MatrixRun(definitions, new RunSettings(matrix.repetitions(), settings.source(), topology));
            claimTheMachine();
            results = matrixRun.resume(matrix, folder, options.has("retry-failed"));
        } else {
            if (options.has("retry-failed")) {
                throw new IllegalArgumentException("--retry-failed runs the FAILED cells of a stopped run again: give it with --resume FOLDER");
            }
            // A user's service is measured from its own preset (no runtimes, no scenarios) unless another is named.
            String preset = options.has(MatrixFile.SERVICE) ? MatrixFile.SERVICE_PRESET : "small";
            MatrixFile matrix = MatrixFile.load(MatrixFile.locate(definitions.root(), options.get("matrix", preset)),
                    options.matrixOverrides(), definitions);
            GateJudge.requireAnswerable(gates, matrix.cells().stream().map(Cell::id).toList());
            matrix.service().ifPresent(service -> ServiceImages.requireProvable(service, settings.source()));
            Topology topology = options.has("topology") ? TopologyFile.load(Path.of(options.get("topology", ""))) : Topology.local();
            RunTopology.requireFits(topology, matrix);
            matrixRun = new MatrixRun(definitions, new RunSettings(matrix.repetitions(), settings.source(), topology));
            claimTheMachine();
            Path out = options.has("out") ? Path.of(options.get("out", "")) : FreshFolder.claim(definitions.root().resolve("harness/results"), "");
            results = matrixRun.run(matrix, out);
        }
        List<GateVerdict> verdicts = GateJudge.judge(gates, results);
        GateRecord.write(results, verdicts);
        System.out.println();
        String summary = "";
        try {
            summary = Files.readString(results.path().resolve("summary.md"));
            System.out.println(summary);
        } catch (java.io.IOException e) {
            System.err.println("vtbench: cannot read back the summary: " + e.getMessage());
        }
        System.out.println("vtbench: results in " + results.path());
        return conclusion.conclude(results.path(), verdicts, summary,
                results.cells().stream().anyMatch(c -> c.status() == dev.vtbench.harness.result.CellStatus.FAILED) ? 1 : 0);
    }

    private static int gate(List<String> args, Conclusion conclusion) {
        if (args.size() != 2) {
            throw new IllegalArgumentException("gate takes a results folder and the gates: harness/vtbench gate FOLDER \"virtual/pool >= 0.9 at cpu-1\"");
        }
        List<RegressionGate> gates = RegressionGate.parseAll(args.get(1));
        ResultsFolder results = ResultsFolder.open(Path.of(args.get(0)));
        sayRepairs(results);
        List<GateVerdict> verdicts = GateJudge.judge(gates, results);
        return conclusion.conclude(results.path(), verdicts, GateRecord.markdown(verdicts), 0);
    }

    /**
     * The matrix a folder to resume kept. A resumed run measures that matrix into that folder, so an option that would
     * change either is refused rather than ignored.
     */
    private static Path keptMatrix(Path folder, Options options) {
        List<String> refused = options.given().stream().filter(name -> !Set.of("resume", "retry-failed", "source", "gate").contains(name))
                .sorted().map(name -> "--" + name).toList();
        if (!refused.isEmpty()) {
            throw new IllegalArgumentException("--resume runs the matrix the folder kept, into that folder: " + String.join(", ", refused)
                    + " cannot be given with it (start a new run for another matrix or folder)");
        }
        Path kept = folder.resolve(ResultsFolder.MATRIX_FILE);
        if (!Files.isRegularFile(kept)) {
            throw new IllegalArgumentException(folder + " holds no " + ResultsFolder.MATRIX_FILE + ": not the folder of a `harness/vtbench run` "
                    + "(a study resumes by running the same study command with the same --out)");
        }
        return kept;
    }

    private static int study(Definitions definitions, List<String> args) {
        if (args.isEmpty() || args.get(0).equals("--list")) {
            System.out.print(Studies.list());
            return args.isEmpty() ? 2 : 0;
        }
        Study study = Studies.get(args.get(0));
        Set<String> allowed = new java.util.HashSet<>(Set.of("scale", "profiles", "jvms", "source", "out"));
        allowed.addAll(study.options().keySet());
        Options options = new Options(args.subList(1, args.size()), allowed);
        StudyScale scale = StudyScale.parse(options.get("scale", "default"));
        java.util.Map<String, String> own = new java.util.HashMap<>();
        study.options().keySet().stream().filter(options::has).forEach(name -> own.put(name, options.get(name, "")));
        StudyOptions studyOptions = new StudyOptions(own);
        study.plan(scale, studyOptions);
        List<String> profiles = options.list("profiles", String.join(",", StudyRunner.defaultProfiles(definitions)));
        List<String> jvms = options.list("jvms", String.join(",", study.defaultJvms()));
        profiles.forEach(definitions.profiles()::get);
        jvms.forEach(definitions.jvms()::get);
        claimTheMachine();
        Path out = options.has("out") ? Path.of(options.get("out", ""))
                : FreshFolder.claim(definitions.root().resolve("harness/results"), "study-" + study.name() + "-");
        StudyReport report = new StudyRunner(definitions, ImageSource.parse(options.get("source", "hermetic")), System.out).run(study, scale, studyOptions, profiles, jvms, out, "harness/vtbench study " + String.join(" ", args));
        System.out.println();
        report.findings().forEach(finding -> System.out.println(finding));
        System.out.println("vtbench: study in " + out.resolve("study.md") + " and " + out.resolve("study.html"));
        return report.failed().isEmpty() ? 0 : 1;
    }

    private static int verify(Definitions definitions, Options options) {
        Map<String, String> verifyDefaults = new java.util.HashMap<>(Map.of("runtimes", String.join(" ", definitions.runtimes().names()),
                "jvms", "temurin-25", "profiles", "cpu-1", "scenarios", "hello", "model", dev.vtbench.harness.load.LoadModel.CLOSED.key(), "users", "1",
                "warmup.seconds", "0", "duration.seconds", "1", "repetitions", "1"));
        verifyDefaults.putAll(options.matrixOverrides());
        String preset = "small";
        if (options.has(MatrixFile.SERVICE)) {
            // The service names its runtime and traffic; the preset names neither.
            verifyDefaults.keySet().removeAll(Set.of("runtimes", "scenarios"));
            preset = MatrixFile.SERVICE_PRESET;
        }
        MatrixFile matrix = MatrixFile.load(MatrixFile.locate(definitions.root(), preset), verifyDefaults, definitions);
        ImageSource source = ImageSource.parse(options.get("source", "hermetic"));
        matrix.service().ifPresent(service -> ServiceImages.requireProvable(service, source));
        List<Cell> cells = matrix.cells();
        claimTheMachine();
        Path logs = FreshFolder.claim(definitions.root().resolve("harness/results"), "verify-");
        int failed = new VerifyRun(new MatrixImages(definitions, source), logs).verify(cells);
        System.out.println("vtbench: " + (cells.size() - failed) + " cell(s) verified or skipped, " + failed + " failed; logs in " + logs);
        return failed == 0 ? 0 : 1;
    }

    /**
     * Before a command starts containers or builds images: the engine answers, no other harness runs here (the lock is
     * held until the command returns), and the containers of harnesses that are gone are removed, each said.
     */
    private static void claimTheMachine() {
        DockerEngine.requireAvailable();
        MachineLock.acquire();
        LeftoverContainers.removeOrphaned(line -> System.out.println("vtbench: " + line));
    }

    private static int clean(List<String> args) {
        if (!args.isEmpty() && !args.equals(List.of("--all"))) {
            throw new IllegalArgumentException("clean takes no argument but --all (remove every vtbench container, whoever started it)");
        }
        if (args.contains("--all")) {
            int removed = LeftoverContainers.removeAll(line -> System.out.println("vtbench: " + line)).size();
            System.out.println("vtbench: removed " + removed + " container(s)");
            return 0;
        }
        LeftoverContainers.Sweep sweep = LeftoverContainers.removeOrphaned(line -> System.out.println("vtbench: " + line));
        sweep.kept().forEach(container -> System.out.println("vtbench: kept " + container.describe()
                + " (`harness/vtbench clean --all` removes it too)"));
        System.out.println("vtbench: removed " + sweep.removed().size() + " container(s), kept " + sweep.kept().size());
        return 0;
    }

    private static int compare(List<String> folders) {
        if (folders.size() != 2) {
            throw new IllegalArgumentException("compare takes two results folders: harness/vtbench compare FOLDER_A FOLDER_B");
        }
        ResultsFolder a = ResultsFolder.open(Path.of(folders.get(0)));
        ResultsFolder b = ResultsFolder.open(Path.of(folders.get(1)));
        Stream.of(a, b).forEach(Main::sayRepairs);
        System.out.print(RunComparison.render(a, b));
        return 0;
    }

    private static int report(List<String> folders) {
        if (folders.isEmpty()) {
            throw new IllegalArgumentException("report takes one or more results folders: harness/vtbench report FOLDER...");
        }
        for (String folder : folders) {
            ResultsFolder results = ResultsFolder.open(Path.of(folder));
            sayRepairs(results);
            ResultsWriter.rerender(results).forEach(file -> System.out.println("vtbench: wrote " + file));
        }
        return 0;
    }

    /** What reading a folder back put right (a cell results.json lacked): said, since the reader should know. */
    private static void sayRepairs(ResultsFolder results) {
        results.repairs().forEach(repair -> System.out.println("vtbench: " + results.path() + ": " + repair));
    }

    private static int prepare(Definitions definitions) {
        DockerEngine.requireAvailable();
        new MatrixImages(definitions, ImageSource.HERMETIC).prepareForBake()
                .forEach((jvm, outcome) -> System.out.println("vtbench: " + jvm + ": " + outcome));
        System.out.println("vtbench: now `docker buildx bake jdk` then `docker buildx bake`");
        return 0;
    }

    private static int images(Definitions definitions, Options options) {
        claimTheMachine();
        MatrixImages images = new MatrixImages(definitions, ImageSource.parse(options.get("source", "hermetic")));
        List<String> jvms = options.list("jvms", String.join(",", definitions.jvms().names()));
        for (String runtime : options.list("runtimes", String.join(",", definitions.runtimes().names()))) {
            for (String jvm : jvms) {
                MatrixImages.Outcome outcome = images.runtimeImage(definitions.runtimes().get(runtime), jvm);
                if (!outcome.built()) {
                    System.out.println("vtbench: skipped " + outcome.image() + ": " + outcome.skipReason());
                }
            }
        }
        images.backendImage();
        return 0;
    }
}
