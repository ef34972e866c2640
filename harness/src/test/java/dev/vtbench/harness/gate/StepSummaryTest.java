package dev.vtbench.harness.gate;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** The CI job's page: the Markdown is appended to the file GITHUB_STEP_SUMMARY names, after what earlier steps wrote. */
class StepSummaryTest {
    @TempDir
    Path folder;

    @Test
    void appendsToTheNamedFileAfterEarlierSteps() throws Exception {
        Path file = Files.writeString(folder.resolve("step_summary"), "# build\n\nok\n");
        assertThat(StepSummary.append(Map.of("GITHUB_STEP_SUMMARY", file.toString()), "## Regression gates\n\n- **PASSED**"))
                .as("the line said about it").hasValue("added to the job summary (GITHUB_STEP_SUMMARY = " + file + ")");
        assertThat(Files.readString(file)).as("the earlier step's part kept, ours after it, ending with a line break")
                .isEqualTo("# build\n\nok\n## Regression gates\n\n- **PASSED**\n");
    }

    @Test
    void createsTheFileWhenTheJobHasNotYet() throws Exception {
        Path file = folder.resolve("new_summary");
        StepSummary.append(Map.of("GITHUB_STEP_SUMMARY", file.toString()), "# vtbench results\n");
        assertThat(Files.readString(file)).isEqualTo("# vtbench results\n");
    }

    @Test
    void writesNothingOutsideACiJob() throws Exception {
        assertThat(StepSummary.append(Map.of(), "# vtbench results\n")).as("variable not set").isEmpty();
        assertThat(StepSummary.append(Map.of("GITHUB_STEP_SUMMARY", " "), "# vtbench results\n")).as("set but blank").isEmpty();
        try (var files = Files.list(folder)) {
            assertThat(files.toList()).as("no file written").isEmpty();
        }
    }

    @Test
    void aFileThatCannotBeWrittenIsSaidNotThrown() {
        Path file = folder.resolve("gone").resolve("step_summary");
        assertThat(StepSummary.append(Map.of("GITHUB_STEP_SUMMARY", file.toString()), "# vtbench results\n")).as("one line, naming the file")
                .hasValue("cannot append to the job summary " + file + " (GITHUB_STEP_SUMMARY): its folder does not exist; "
                        + "the results folder holds the same Markdown");
    }
}
