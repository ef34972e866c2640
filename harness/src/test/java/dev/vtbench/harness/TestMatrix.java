package dev.vtbench.harness;

import dev.vtbench.harness.docker.ImageSource;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Mode;

/** The repository's definitions and one image builder shared by the Docker-backed tests of a JVM fork. */
final class TestMatrix {
    static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());
    static final MatrixImages IMAGES = new MatrixImages(DEFINITIONS, ImageSource.HERMETIC);

    private TestMatrix() {}

    /** The smallest matrix that measures: plain-jdk on temurin-25, cpu-1, /hello with 20 users, 1 s warm-up, 4 s measured. */
    static String tinyMatrix(String modes) {
        return tinyMatrix(modes, "hello", 4);
    }

    /** Plain-jdk on temurin-25 in {@code modes}, cpu-1, 20 closed users per scenario, 1 s warm-up: short cells a fault can interrupt. */
    static String tinyMatrix(String modes, String scenarios, int durationSeconds) {
        return """
                runtimes = plain-jdk
                jvms = temurin-25
                modes = %s
                profiles = cpu-1
                scenarios = %s
                model = closed
                users = 20
                warmup.seconds = 1
                duration.seconds = %d
                repetitions = 1
                """.formatted(modes, scenarios, durationSeconds);
    }

    static Cell cell(String runtime, String jvm, String mode, String profile, String scenario, LoadSpec load) {
        return new Cell(DEFINITIONS.runtimes().get(runtime), DEFINITIONS.jvms().get(jvm), Mode.of(mode),
                DEFINITIONS.profiles().get(profile), DEFINITIONS.scenarios().get(scenario), load);
    }
}
