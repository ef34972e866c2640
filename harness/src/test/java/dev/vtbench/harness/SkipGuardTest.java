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
 * No integration test holds a way to skip but {@link MachineCondition#skipUnless}: no assumption, no @Disabled, no
 * condition annotation. {@link SkipsAreFailures} fails such a skip when it happens; this finds it before any Docker
 * runs, naming the file and line, and catches what the extension cannot see (a whole class disabled never runs its
 * callbacks).
 */
class SkipGuardTest {
    private static final Path TESTS = Path.of("src/test/java");
    private static final Pattern SKIP = Pattern.compile(
            "\\bAssumptions\\b|\\bassume(True|False|That)\\s*\\(|\\bassumingThat\\s*\\(|@Disabled\\b|@(Enabled|Disabled)(If|On|For)\\w*");

    @Test
    void noIntegrationTestSkipsButForAMachineCondition() throws IOException {
        assertThat(offences()).as("an IT may skip only for what the machine lacks, with MachineCondition.skipUnless(available, "
                + "\"what it lacks\"); anything else must run, or fail saying why it could not").isEmpty();
    }

    @Test
    void theGuardSeesWhatItLooksFor() {
        assertThat(SKIP.matcher("Assumptions.assumeTrue(steady, \"not steady\");").find()).isTrue();
        assertThat(SKIP.matcher("assumeTrue(engine.isPresent(), \"dockerd\");").find()).isTrue();
        assertThat(SKIP.matcher("import static org.junit.jupiter.api.Assumptions.assumeFalse;").find()).isTrue();
        assertThat(SKIP.matcher("@Disabled(\"flaky\")").find()).isTrue();
        assertThat(SKIP.matcher("@EnabledIfEnvironmentVariable(named = \"CI\", matches = \"true\")").find()).isTrue();
        assertThat(SKIP.matcher("@DisabledOnOs(OS.MAC)").find()).isTrue();
        assertThat(SKIP.matcher("MachineCondition.skipUnless(semeru, \"a Semeru JDK\");").find()).isFalse();
        assertThat(SKIP.matcher("assertThat(cell.trusted()).isFalse();").find()).isFalse();
    }

    /** "path:line: text" of each line of an *IT.java that could skip. */
    private static List<String> offences() throws IOException {
        assertThat(TESTS).as("the test sources, from the harness module's folder").isDirectory();
        List<String> offences = new ArrayList<>();
        try (Stream<Path> files = Files.walk(TESTS)) {
            for (Path file : files.filter(f -> f.getFileName().toString().endsWith("IT.java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(file);
                for (int i = 0; i < lines.size(); i++) {
                    if (SKIP.matcher(lines.get(i)).find()) {
                        offences.add(TESTS.relativize(file) + ":" + (i + 1) + ": " + lines.get(i).strip());
                    }
                }
            }
        }
        return offences;
    }
}
