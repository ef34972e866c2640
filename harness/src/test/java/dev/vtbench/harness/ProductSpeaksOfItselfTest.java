package dev.vtbench.harness;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Every tracked file speaks of vtbench as it is: no comment, doc or test names an issue, a work stop or a CI run by
 * number ({@link WorkHistoryReference}), which a reader cannot look up. A line states a fact about the code, or a
 * measurement with its command, machine and date; the history is git's log. The planted examples of the fixture
 * {@link #FIXTURE} are the only such words in the tree, and the test proves on them what it catches and what not.
 */
class ProductSpeaksOfItselfTest {
    static final String FIXTURE = "harness/src/test/resources/dev/vtbench/harness/work-history-references.txt";
    private static final Path ROOT = DefinitionsTest.repositoryRoot();

    @Test
    void noTrackedFileRefersToTheProjectsWorkHistoryByNumber() throws IOException {
        List<String> files = TrackedFiles.of(ROOT);
        assertThat(files).as("the tracked files of %s", ROOT).contains(FIXTURE, "README.md");
        assertThat(offences(ROOT, files.stream().filter(file -> !file.equals(FIXTURE)).toList()))
                .as("lines that refer to the project's work history by number, which no reader can look up: state the fact "
                        + "about the code instead, or a measurement with its command, machine and date (docs/architecture.md, "
                        + "\"Words the build refuses\")")
                .isEmpty();
    }

    @Test
    void catchesEveryPlantedReferenceAndIgnoresPhaseLabelsDurationsAndOtherProjectsIssues() throws IOException {
        List<String> caught = planted("caught: ");
        List<String> ignored = planted("ignored: ");
        assertThat(caught).as("the fixture's planted references").hasSizeGreaterThanOrEqualTo(10);
        assertThat(ignored).as("the fixture's lines that only look like them").hasSizeGreaterThanOrEqualTo(10);
        for (String line : caught) {
            assertThat(WorkHistoryReference.in(line)).as("what is found in \"%s\"", line).isNotEmpty();
        }
        for (String line : ignored) {
            assertThat(WorkHistoryReference.in(line)).as("what is found in \"%s\"", line).isEmpty();
        }
    }

    @Test
    void aPlantedLineIsNamedWithItsFileLineAndWords(@TempDir Path tree) throws IOException {
        String line = planted("caught: ").getFirst();
        Files.createDirectories(tree.resolve("docs"));
        Files.writeString(tree.resolve("docs/page.md"), String.join("\n", "# A page", line, "the stop phase: stop 1/1", ""));
        Files.write(tree.resolve("docs/image.png"), new byte[] {(byte) 0x89, 'P', 'N', 'G', 0, 0, 'C', 'I', '2', '3'});
        Files.createDirectories(tree.resolve("harness/target"));
        Files.writeString(tree.resolve("harness/target/build.txt"), planted("caught: ").getLast());

        assertThat(offences(tree, TrackedFiles.of(tree))).as("the offences in a tree with one planted line, a binary file and build output")
                .singleElement().asString().startsWith("docs/page.md:2: " + WorkHistoryReference.in(line).getFirst())
                .endsWith("\"" + line + "\"");
    }

    /** "path:line: words in "text"" for each line of the text files among {@code files} that has a reference. */
    static List<String> offences(Path root, List<String> files) throws IOException {
        List<String> offences = new ArrayList<>();
        for (String file : files) {
            if (!Files.isRegularFile(root.resolve(file))) {
                // Tracked but deleted in this working tree: nothing to read.
                continue;
            }
            byte[] bytes = Files.readAllBytes(root.resolve(file));
            if (isBinary(bytes)) {
                continue;
            }
            List<String> lines = new String(bytes, StandardCharsets.UTF_8).lines().toList();
            for (int i = 0; i < lines.size(); i++) {
                List<String> words = WorkHistoryReference.in(lines.get(i));
                if (!words.isEmpty()) {
                    offences.add(file + ":" + (i + 1) + ": " + String.join(", ", words) + " in \"" + lines.get(i).strip() + "\"");
                }
            }
        }
        return offences;
    }

    /** As git decides: a NUL byte in the first 8,000 bytes makes a file binary (an image, a recording, a jar). */
    private static boolean isBinary(byte[] bytes) {
        for (int i = 0; i < Math.min(bytes.length, 8_000); i++) {
            if (bytes[i] == 0) {
                return true;
            }
        }
        return false;
    }

    /** The fixture's planted lines of one kind, without their "caught: " or "ignored: " prefix. */
    private static List<String> planted(String kind) throws IOException {
        return Files.readAllLines(ROOT.resolve(FIXTURE)).stream().filter(line -> line.startsWith(kind))
                .map(line -> line.substring(kind.length())).toList();
    }
}
