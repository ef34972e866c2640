package dev.vtbench.harness.cli;

import dev.vtbench.harness.docker.ContainerJanitor;
import dev.vtbench.harness.docker.DockerEngine;
import dev.vtbench.harness.docker.DockerUnavailableException;
import dev.vtbench.harness.docker.ImageBuildException;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.UnknownNameException;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.run.MatrixRun;
import dev.vtbench.harness.run.RunSettings;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Set;

/**
 * The harness's commands. {@code run} measures a matrix (by default the small one: plain-jdk on temurin-25,
 * pool and virtual, cpu-1, /hello and /io?delayMs=100); {@code prepare} stages what `docker buildx bake`
 * needs; {@code images} builds the images; {@code clean} removes every container labelled as vtbench's.
 */
public final class Main {
    static final String USAGE = """
            usage: harness/vtbench COMMAND [OPTIONS]
              run      measure a matrix and write a results folder
                         --runtimes plain-jdk      --jvms temurin-25       --modes pool,virtual (default: every mode)
                         --profiles cpu-1          --scenarios hello,io    --users 400 (closed model, 1..20000)
                         --warmup 15 (s)           --duration 20 (s)       --repetitions 3
                         --source hermetic|registry                        --out harness/results/<timestamp>
              prepare  stage the base OS image and the local JDKs that docker buildx bake builds from
              images   build every image (runtimes x JVMs, backend) through the Docker Engine API
                         --runtimes, --jvms, --source as for run
              clean    remove every container labelled as vtbench's
            """;
    private static final Set<String> RUN_OPTIONS = Set.of("runtimes", "jvms", "modes", "profiles", "scenarios", "users",
            "warmup", "duration", "repetitions", "source", "out");

    private Main() {}

    public static void main(String[] args) {
        System.exit(execute(List.of(args)));
    }

    static int execute(List<String> args) {
        if (args.isEmpty() || args.get(0).equals("help") || args.get(0).equals("--help")) {
            System.out.print(USAGE);
            return args.isEmpty() ? 2 : 0;
        }
        try {
            Definitions definitions = Definitions.load(Definitions.locateRoot());
            List<String> rest = args.subList(1, args.size());
            return switch (args.get(0)) {
                case "run" -> run(definitions, new Options(rest, RUN_OPTIONS));
                case "prepare" -> prepare(definitions);
                case "images" -> images(definitions, new Options(rest, Set.of("runtimes", "jvms", "source")));
                case "clean" -> {
                    System.out.println("vtbench: removed " + ContainerJanitor.removeAllLabelled() + " container(s)");
                    yield 0;
                }
                default -> throw new IllegalArgumentException("unknown command '" + args.get(0) + "' (expected run, prepare, images or clean)");
            };
        } catch (IllegalArgumentException | UnknownNameException | DataFileException | DockerUnavailableException
                 | ImageBuildException e) {
            System.err.println("vtbench: " + e.getMessage());
            return 2;
        }
    }

    private static int run(Definitions definitions, Options options) {
        List<Cell> cells = new CellSelection(definitions).select(options.list("runtimes", "plain-jdk"),
                options.list("jvms", "temurin-25"), options.get("modes", ""), options.list("profiles", "cpu-1"),
                options.list("scenarios", "hello,io"));
        LoadSpec load = LoadSpec.closed(options.integer("users", 400), options.integer("warmup", 15), options.integer("duration", 20));
        RunSettings settings = new RunSettings(load, options.integer("repetitions", 3), ImageSource.parse(options.get("source", "hermetic")));
        Path out = Path.of(options.get("out", definitions.root().resolve("harness/results")
                .resolve(LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))).toString()));
        DockerEngine.requireAvailable();
        ResultsFolder results = new MatrixRun(definitions, settings).run(cells, out);
        System.out.println();
        try {
            System.out.println(Files.readString(results.path().resolve("summary.md")));
        } catch (java.io.IOException e) {
            System.err.println("vtbench: cannot read back the summary: " + e.getMessage());
        }
        System.out.println("vtbench: results in " + results.path());
        return results.cells().stream().anyMatch(c -> c.status() == dev.vtbench.harness.result.CellStatus.FAILED) ? 1 : 0;
    }

    private static int prepare(Definitions definitions) {
        DockerEngine.requireAvailable();
        new MatrixImages(definitions, ImageSource.HERMETIC).prepareForBake()
                .forEach((jvm, outcome) -> System.out.println("vtbench: " + jvm + ": " + outcome));
        System.out.println("vtbench: now `docker buildx bake jdk` then `docker buildx bake`");
        return 0;
    }

    private static int images(Definitions definitions, Options options) {
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
