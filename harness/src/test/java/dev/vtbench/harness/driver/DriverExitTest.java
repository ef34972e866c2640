package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.Simulation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** A driver that ends badly says how: a signal by its name, and why it stopped from its log. */
class DriverExitTest {
    @TempDir
    Path folder;

    @Test
    void aSignalIsNamed() {
        assertThat(GatlingRun.howItEnded(137)).as("kill -9").isEqualTo("died of signal 9 (SIGKILL), exit code 137");
        assertThat(GatlingRun.howItEnded(143)).as("kill").isEqualTo("died of signal 15 (SIGTERM), exit code 143");
        assertThat(GatlingRun.howItEnded(1)).as("an error of its own").isEqualTo("exited with code 1");
        assertThat(GatlingRun.howItEnded(255)).as("not a signal").isEqualTo("exited with code 255");
    }

    @Test
    void theLogsTailKeepsTheExceptionsMessagesAndLeavesOutTheirFrames() throws IOException {
        List<String> log = new ArrayList<>(List.of("Simulation dev.vtbench.gatling.ThroughputSimulation started...",
                "Exception in thread \"main\" java.lang.IllegalArgumentException: vtbench.requestTimeoutMs=\"soon\" is not an integer"));
        for (int frame = 0; frame < 20; frame++) {
            log.add("\tat dev.vtbench.gatling.Frame" + frame + ".call(Frame" + frame + ".java:" + frame + ")");
        }
        log.add("Caused by: java.lang.NumberFormatException: For input string: \"soon\"");
        log.add("\tat java.base/java.lang.Integer.parseInt(Unknown Source)");
        log.add("\t... 17 more");
        Path file = Files.write(folder.resolve("gatling.log"), log);

        String tail = GatlingRun.tail(file);

        assertThat(tail).as("the messages, 20 frames below the first notwithstanding")
                .contains("vtbench.requestTimeoutMs=\"soon\" is not an integer").contains("Caused by: java.lang.NumberFormatException")
                .doesNotContain("\tat ").doesNotContain("17 more");
    }
}
