package dev.vtbench.liberty;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Runs the image's entrypoint, src/main/docker/start-server.sh, with a stand-in for Liberty's
 * {@code server} command beside it that prints the arguments it was given.
 */
class StartServerScriptTest {

    private static final Path SCRIPT = Paths.get("src/main/docker/start-server.sh");

    @TempDir
    Path app;

    @BeforeEach
    void installScriptBesideAStandInServer() throws IOException {
        Files.copy(SCRIPT, app.resolve("start-server.sh"));
        Path bin = Files.createDirectories(app.resolve("wlp/bin"));
        Path server = Files.writeString(bin.resolve("server"), "#!/bin/sh\necho \"$@\"\n");
        Files.setPosixFilePermissions(server, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    private record Run(int exitCode, String stdout, String stderr) {
    }

    private Run run(Map<String, String> environment) throws IOException, InterruptedException {
        ProcessBuilder builder = new ProcessBuilder("sh", app.resolve("start-server.sh").toString());
        builder.environment().keySet().removeIf(name -> name.startsWith("VTBENCH_"));
        builder.environment().putAll(environment);
        Process process = builder.start();
        assertThat(process.waitFor(10, TimeUnit.SECONDS)).as("start-server.sh finished").isTrue();
        return new Run(process.exitValue(),
                new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip(),
                new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip());
    }

    @Test
    void leavesLibertysSelfTuningPoolInPoolAndVirtualModes() throws Exception {
        assertThat(run(Map.of())).as("no mode: pool").isEqualTo(new Run(0, "run vtbench", ""));
        assertThat(run(Map.of("VTBENCH_MODE", ""))).as("empty mode: pool").isEqualTo(new Run(0, "run vtbench", ""));
        assertThat(run(Map.of("VTBENCH_MODE", " Virtual ", "VTBENCH_POOL_SIZE", "50")))
                .as("virtual, in any case, ignores the pool size").isEqualTo(new Run(0, "run vtbench", ""));
    }

    @Test
    void sizesTheDefaultExecutorInFixedMode() throws Exception {
        assertThat(run(Map.of("VTBENCH_MODE", "fixed", "VTBENCH_POOL_SIZE", "50"))).as("fixed, 50 threads")
                .isEqualTo(new Run(0, "run vtbench -- --vtbench.executor.threads=50", ""));
        assertThat(run(Map.of("VTBENCH_MODE", "fixed"))).as("fixed, default size")
                .isEqualTo(new Run(0, "run vtbench -- --vtbench.executor.threads=200", ""));
    }

    @Test
    void refusesAnUnknownModeNamingTheVariableAndTheModes() throws Exception {
        Run run = run(Map.of("VTBENCH_MODE", "carrier"));

        assertThat(run.exitCode()).as("exit code for a bad setting").isEqualTo(2);
        assertThat(run.stdout()).as("the server is not started").isEmpty();
        assertThat(run.stderr()).as("message").isEqualTo("vtbench liberty cannot start: VTBENCH_MODE='carrier' is not"
                + " valid: set it to one of pool, virtual, fixed, or one of them followed by -VARIANT (default pool),"
                + " or unset it for the default");
    }

    @Test
    void runsAVariantOfAModeAsThatMode() throws Exception {
        assertThat(run(Map.of("VTBENCH_MODE", "virtual-par2"))).as("a variant of virtual: Liberty's own pool")
                .isEqualTo(new Run(0, "run vtbench", ""));
        assertThat(run(Map.of("VTBENCH_MODE", "fixed-small", "VTBENCH_POOL_SIZE", "50"))).as("a variant of fixed: its pool")
                .isEqualTo(run(Map.of("VTBENCH_MODE", "fixed", "VTBENCH_POOL_SIZE", "50")));
    }
}
