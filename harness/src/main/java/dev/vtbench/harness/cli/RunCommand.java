package dev.vtbench.harness.cli;

import dev.vtbench.harness.engine.Topology;
import dev.vtbench.harness.engine.TopologyFile;
import dev.vtbench.harness.gate.GateJudge;
import dev.vtbench.harness.gate.GateRecord;
import dev.vtbench.harness.gate.GateVerdict;
import dev.vtbench.harness.gate.RegressionGate;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.run.MatrixRun;
import dev.vtbench.harness.run.RunSettings;
import dev.vtbench.harness.run.RunTopology;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.verdict.Rounds;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.result.RoundsRecord;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code harness/vtbench run}: measures a matrix and writes a results folder, then judges each gate against it. */
@Command(name = "run", description = {"Measure a matrix and write a results folder.",
        "Any key of the matrix can be overridden by its option (lists by commas); a warm-up waits for a steady OK rate "
                + "(--warmup.min, --warmup.max) unless --warmup fixes it."})
final class RunCommand implements Callable<Integer> {
    /** The options a resumed run may be given: the matrix and the folder are the ones it kept. */
    private static final Set<String> RESUME_OPTIONS = Set.of("--resume", "--retry-failed", "--source", "--gate");

    private final Conclusion conclusion;
    @Spec
    private CommandSpec spec;

    @Option(names = "--matrix", paramLabel = "NAME|FILE", description = "a preset in harness/matrices/ (default: small; "
            + "with --service: service), or a matrix file")
    private String matrixName;
    @Option(names = "--resume", paramLabel = "FOLDER", description = "finish a run that stopped, with the matrix it kept "
            + "(no other matrix option, no --out)")
    private Path resume;
    @Option(names = "--retry-failed", description = "with --resume: run its FAILED cells again")
    private boolean retryFailed;
    @Mixin
    private ImageSourceOption sourceOption;
    @Option(names = "--out", paramLabel = "FOLDER", description = "the results folder (default: harness/results/<timestamp>)")
    private Path out;
    @Option(names = "--topology", paramLabel = "FILE", description = "the server on one Docker engine, drivers and backend "
            + "on others: see docs/scale-out.md (kept in the results folder; --resume reads it there)")
    private Path topologyFile;
    @Option(names = "--gate", paramLabel = "GATES", description = "\"virtual/pool >= 0.9 at cpu-1\" (several with ';'): "
            + "after the run, the median throughput ratio of two modes at a profile, per runtime/JVM/scenario/load; exit 3 "
            + "if one fails. A verdict metric may come first: \"cpu-per-request virtual/pool <= 1.1 at cpu-1\", "
            + "\"rss ...\", \"p99 at 50%% ...\"")
    private String gate;

    RunCommand(Conclusion conclusion) {
        this.conclusion = conclusion;
    }

    @Override
    public Integer call() {
        Definitions definitions = Definitions.load(Definitions.locateRoot());
        // Parsed and checked against the matrix before anything starts: a mistyped gate costs nothing.
        List<RegressionGate> gates = gate != null ? RegressionGate.parseAll(gate) : List.of();
        RunSettings settings = new RunSettings(1, sourceOption.source());
        MatrixRun matrixRun;
        ResultsFolder results;
        if (resume != null) {
            Path folder = resume;
            MatrixFile matrix = MatrixFile.load(keptMatrix(folder), Map.of(), definitions);
            GateJudge.requireAnswerable(gates, matrix.cells().stream().map(Cell::id).toList());
            matrix.service().ifPresent(service -> ServiceImages.requireProvable(service, settings.source()));
            Topology topology = RunTopology.kept(folder);
            RunTopology.requireFits(topology, matrix);
            matrixRun = new MatrixRun(definitions, new RunSettings(matrix.rounds(), settings.source(), topology));
            MachineClaim.take();
            results = matrixRun.resume(matrix, folder, retryFailed);
        } else {
            if (retryFailed) {
                throw new IllegalArgumentException("--retry-failed runs the FAILED cells of a stopped run again: give it with --resume FOLDER");
            }
            Map<String, String> overrides = MatrixKeyOptions.overrides(spec.commandLine().getParseResult());
            // A user's service is measured from its own preset (no runtimes, no scenarios) unless another is named.
            String preset = overrides.containsKey(MatrixFile.SERVICE) ? MatrixFile.SERVICE_PRESET : "small";
            MatrixFile matrix = MatrixFile.load(MatrixFile.locate(definitions.root(), matrixName != null ? matrixName : preset),
                    overrides, definitions);
            GateJudge.requireAnswerable(gates, matrix.cells().stream().map(Cell::id).toList());
            matrix.service().ifPresent(service -> ServiceImages.requireProvable(service, settings.source()));
            Topology topology = topologyFile != null ? TopologyFile.load(topologyFile) : Topology.local();
            RunTopology.requireFits(topology, matrix);
            matrixRun = new MatrixRun(definitions, new RunSettings(matrix.rounds(), settings.source(), topology));
            MachineClaim.take();
            Path folder = out != null ? out : FreshFolder.claim(definitions.root().resolve("harness/results"), "");
            results = matrixRun.run(matrix, folder);
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
        sayVerdict(results);
        System.out.println("vtbench: results in " + results.path());
        return conclusion.conclude(results.path(), verdicts, summary,
                results.cells().stream().anyMatch(c -> c.status() == CellStatus.FAILED) ? ExitCodes.CELL_FAILED : ExitCodes.DONE);
    }

    /**
     * The verdict's sentences again after the summary, where a console shows them last, for vtbench's runtimes and a
     * user's service alike: summary.md holds them at its top, which a long table scrolls out of sight.
     */
    private static void sayVerdict(ResultsFolder results) {
        Verdict verdict = Verdict.of(results.cells(), Rounds.of(RoundsRecord.read(results.path())));
        if (verdict.isEmpty()) {
            System.out.println("vtbench: verdict: " + Verdict.none());
        }
        verdict.comparisons().forEach(comparison -> System.out.println("vtbench: verdict on " + comparison.group() + ": " + comparison.sentence()));
    }

    /**
     * The matrix a folder to resume kept. A resumed run measures that matrix into that folder, so an option that would
     * change either is refused rather than ignored.
     */
    private Path keptMatrix(Path folder) {
        List<String> refused = spec.commandLine().getParseResult().matchedOptions().stream().map(OptionSpec::longestName)
                .filter(name -> !RESUME_OPTIONS.contains(name)).distinct().sorted().toList();
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
}
