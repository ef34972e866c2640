package dev.vtbench.harness;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A mode, a load model or a simulation is typed from the matrix into results and reports (matrix.Mode, the contract's LoadModel,
 * load.Simulation), and a cell id is taken apart in one place (matrix.CellKey.parse). This guard keeps it so: a
 * comparison with one of their names as a string literal, or a split of an id on "/", anywhere else in the main
 * sources fails the build, naming the file and line; so does comparing a runtime's name. That the harness names no
 * simulation is a dependency, checked on the compiled classes by {@link PackageLayeringTest}.
 */
class TypedModelGuardTest {
    private static final Path MAIN = Path.of("src/main/java");
    // The modes, load models and simulations, and the runtimes (read from their folders in images/, never named in code).
    private static final String WORDS = "virtual|pool|fixed|closed|open|throughput|soak|rate-search|ramp-up|until-steady|liberty|tomcat|plain-jdk";
    private static final Pattern LITERAL_COMPARISON = Pattern.compile(
            "\\.equals\\(\"(" + WORDS + ")\"\\)|\"(" + WORDS + ")\"\\.equals\\(|case \"(" + WORDS + ")\"");
    private static final Pattern ID_SPLIT = Pattern.compile("split\\(\"/\"");
    private static final String CELL_KEY = "dev/vtbench/harness/matrix/CellKey.java";

    @Test
    void noModeLoadModelOrSimulationIsComparedAsAStringLiteral() throws IOException {
        assertThat(offences(LITERAL_COMPARISON, null)).as("compare Mode, LoadModel or Simulation values instead "
                + "(Mode.VIRTUAL, mode.isVirtual(), LoadModel.CLOSED, simulation.isDefault()); a runtime by its definition, not its name").isEmpty();
    }

    @Test
    void noCellIdIsSplitOutsideCellKey() throws IOException {
        assertThat(offences(ID_SPLIT, CELL_KEY)).as("read an id's parts with CellKey.parse(id)").isEmpty();
    }

    @Test
    void theGuardSeesWhatItLooksFor() {
        assertThat(LITERAL_COMPARISON.matcher("if (mode.equals(\"virtual\")) {").find()).isTrue();
        assertThat(LITERAL_COMPARISON.matcher("\"closed\".equals(context.loadModel())").find()).isTrue();
        assertThat(LITERAL_COMPARISON.matcher("case \"pool\" -> \"the pool\";").find()).isTrue();
        assertThat(LITERAL_COMPARISON.matcher("context.simulation().equals(\"rate-search\")").find()).isTrue();
        assertThat(LITERAL_COMPARISON.matcher("if (runtime.equals(\"liberty\"))").find()).isTrue();
        assertThat(LITERAL_COMPARISON.matcher("mode.isVirtual()").find()).isFalse();
        assertThat(ID_SPLIT.matcher("String[] parts = id.split(\"/\", -1);").find()).isTrue();
    }

    /** "path:line: text" of each line matching {@code pattern} in the main sources, but in {@code exempt}. */
    private static List<String> offences(Pattern pattern, String exempt) throws IOException {
        assertThat(MAIN).as("the main sources, from the harness module's folder").isDirectory();
        List<String> offences = new ArrayList<>();
        try (Stream<Path> files = Files.walk(MAIN)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                String name = MAIN.relativize(file).toString().replace('\\', '/');
                if (name.equals(exempt)) {
                    continue;
                }
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    String line = lines.get(i);
                    if (pattern.matcher(line).find()) {
                        offences.add(name + ":" + (i + 1) + ": " + line.strip());
                    }
                }
            }
        }
        return offences;
    }
}
