package dev.vtbench.harness;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;

/** The repository's definitions and one image builder shared by the Docker-backed tests of a JVM fork. */
final class TestMatrix {
    static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    static final MatrixImages IMAGES = new MatrixImages(DEFINITIONS, ImageSource.HERMETIC);

    private TestMatrix() {}

    static Cell cell(String runtime, String jvm, String mode, String profile, String scenario, LoadSpec load) {
        return new Cell(DEFINITIONS.runtimes().get(runtime), DEFINITIONS.jvms().get(jvm), mode,
                DEFINITIONS.profiles().get(profile), DEFINITIONS.scenarios().get(scenario), load);
    }
}
