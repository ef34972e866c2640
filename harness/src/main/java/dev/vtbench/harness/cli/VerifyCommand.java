package dev.vtbench.harness.cli;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.run.VerifyRun;
import dev.vtbench.harness.service.ServiceImages;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;

/** {@code harness/vtbench verify}: starts each cell, checks every endpoint, the CPU count and the thread kind, stops. */
@Command(name = "verify", description = {"Start each cell, check every endpoint, the CPU count and the thread kind, stop "
        + "(no load).", "Default: every runtime on temurin-25 at cpu-1."})
final class VerifyCommand implements Callable<Integer> {
    /** The matrix keys verify takes: which cells to start, never how to load them. */
    static final Set<String> KEYS = Set.of("runtimes", "jvms", "modes", "profiles", MatrixFile.SERVICE);

    @Spec
    private CommandSpec spec;
    @Mixin
    private ImageSourceOption sourceOption;
    @Option(names = "--out", paramLabel = "FOLDER", description = "the folder of the cells' logs (default: harness/results/verify-<timestamp>)")
    private Path out;

    @Override
    public Integer call() {
        Definitions definitions = Definitions.load(Definitions.locateRoot());
        Map<String, String> verifyDefaults = new HashMap<>(Map.of("runtimes", String.join(" ", definitions.runtimes().names()),
                "jvms", "temurin-25", "profiles", "cpu-1", "scenarios", "hello", "model", LoadModel.CLOSED.jsonName(), "users", "1",
                "warmup.seconds", "0", "duration.seconds", "1", "repetitions", "1"));
        Map<String, String> overrides = MatrixKeyOptions.overrides(spec.commandLine().getParseResult());
        verifyDefaults.putAll(overrides);
        String preset = "small";
        if (overrides.containsKey(MatrixFile.SERVICE)) {
            // The service names its runtime and traffic; the preset names neither.
            verifyDefaults.keySet().removeAll(Set.of("runtimes", "scenarios"));
            preset = MatrixFile.SERVICE_PRESET;
        }
        MatrixFile matrix = MatrixFile.load(MatrixFile.locate(definitions.root(), preset), verifyDefaults, definitions);
        ImageSource imageSource = sourceOption.source();
        matrix.service().ifPresent(service -> ServiceImages.requireProvable(service, imageSource));
        List<Cell> cells = matrix.cells();
        MachineClaim.take();
        Path logs = out != null ? FreshFolder.create(out) : FreshFolder.claim(definitions.root().resolve("harness/results"), "verify-");
        int failed = new VerifyRun(new MatrixImages(definitions, imageSource), logs).verify(cells);
        System.out.println("vtbench: " + (cells.size() - failed) + " cell(s) verified or skipped, " + failed + " failed; logs in " + logs);
        return failed == 0 ? ExitCodes.DONE : ExitCodes.CELL_FAILED;
    }
}
