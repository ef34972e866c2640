package dev.vtbench.harness.cli;

import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.Definitions;
import picocli.CommandLine.Command;

import java.util.concurrent.Callable;

/** {@code harness/vtbench prepare}: stages what {@code docker buildx bake} builds from. */
@Command(name = "prepare", description = "Stage the base OS image and the local JDKs that docker buildx bake builds from.")
final class PrepareCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        Definitions definitions = Definitions.load(Definitions.locateRoot());
        DockerEngine.requireAvailable();
        new MatrixImages(definitions, ImageSource.HERMETIC).prepareForBake()
                .forEach((jvm, outcome) -> System.out.println("vtbench: " + jvm + ": " + outcome));
        System.out.println("vtbench: now `docker buildx bake jdk` then `docker buildx bake`");
        return ExitCodes.DONE;
    }
}
