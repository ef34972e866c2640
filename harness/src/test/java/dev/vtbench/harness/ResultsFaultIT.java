package dev.vtbench.harness;

import dev.vtbench.harness.cli.MainAccess;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The results disk under faults, through the real command line: a read-only or full results folder ends in one line
 * naming the file and the remedy (exit 2, or 1 when cells measured before are kept), never a stack trace and never a
 * half-written file; and `--resume` of a run stopped before its first cell (only matrix.properties in its folder)
 * runs that cell, linking its own Gatling report and not the one a killed attempt left. The disks are real tmpfs
 * mounts (the tests run as root, which chmod would not stop), unmounted after each test.
 */
@org.junit.jupiter.api.extension.ExtendWith(StopsLeftoverHarnesses.class)
class ResultsFaultIT {
    private static final String ONE_CELL = TestMatrix.tinyMatrix("pool");
    /** Cells that are SKIPPED at once on this 2-core machine (their cpusets name cores it lacks): no container starts. */
    private static final String SKIPPED_CELLS = ONE_CELL.replace("profiles = cpu-1", "profiles = cpu-8");

    @TempDir
    Path dir;
    private final List<Path> mounts = new ArrayList<>();

    @AfterEach
    void unmount() throws Exception {
        for (Path mount : mounts) {
            command("umount", mount.toString());
        }
    }

    @Test
    void aReadOnlyResultsFolderIsOneLineNamingItAndExitCode2() throws Exception {
        Path disk = tmpfs("ro", "64k");
        command("mount", "-o", "remount,ro", disk.toString());
        Path matrix = Files.writeString(dir.resolve("one-cell.properties"), ONE_CELL);
        MainAccess.Outcome outcome = MainAccess.execute(List.of("run", "--matrix", matrix.toString(), "--out", disk.resolve("run").toString()));
        assertThat(outcome.exitCode()).as("exit code on a read-only results disk; stderr: %s", outcome.stderr()).isEqualTo(2);
        assertThat(vtbenchLines(outcome.stderr())).as("one line naming the folder, the cause and the remedy").singleElement().asString()
                .contains(disk.resolve("run").toString()).contains("Read-only file system").contains("make the folder writable");
        assertThat(outcome.stderr()).as("no stack trace").doesNotContain("\tat ").doesNotContain("Exception");
    }

    @Test
    void aFullResultsDiskKeepsTheCellsRecordedBeforeAndSaysSoInOneLine() throws Exception {
        Path disk = tmpfs("full", "256k");
        Path run = disk.resolve("run");
        Path matrix = Files.writeString(dir.resolve("skipped.properties"), SKIPPED_CELLS);
        MainAccess.Outcome first = MainAccess.execute(List.of("run", "--matrix", matrix.toString(), "--out", run.toString()));
        assertThat(first.exitCode()).as("a run of one SKIPPED cell; stderr: %s", first.stderr()).isZero();
        // The run is given a second cell to resume, and the disk fills up before it is recorded.
        Files.writeString(run.resolve(ResultsFolder.MATRIX_FILE), SKIPPED_CELLS.replace("profiles = cpu-8", "profiles = cpu-8 cpu-16"));
        String before = Files.readString(run.resolve(ResultsFolder.RESULTS_FILE));
        fill(disk);

        MainAccess.Outcome resumed = MainAccess.execute(List.of("run", "--resume", run.toString()));
        assertThat(resumed.exitCode()).as("exit code on a full disk with a cell kept; stderr: %s", resumed.stderr()).isEqualTo(1);
        assertThat(vtbenchLines(resumed.stderr())).as("one line: the file, the cause, the kept cell and how to go on")
                .singleElement().asString().contains("cannot write " + run.resolve("cells")).contains("No space left on device")
                .contains("the 1 cell(s) recorded before are kept in " + run).contains("run --resume " + run);
        assertThat(resumed.stderr()).as("no stack trace").doesNotContain("\tat ").doesNotContain("Exception");
        assertThat(Files.readString(run.resolve(ResultsFolder.RESULTS_FILE))).as("results.json is the whole one written before")
                .isEqualTo(before);
        assertThat(ResultsFolder.open(run).cells()).extracting(CellResult::status).as("the recorded cell reads back")
                .containsExactly(CellStatus.SKIPPED);
        try (var files = Files.walk(run)) {
            assertThat(files.map(Path::toString).filter(name -> name.endsWith(".tmp")).toList()).as("half-written files left").isEmpty();
        }
    }

    @Test
    void resumeOfARunStoppedBeforeItsFirstCellRunsItWithItsOwnGatlingReport() throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve(ResultsFolder.MATRIX_FILE), ONE_CELL);
        // What a killed attempt of the cell leaves: its Gatling report, named to sort after the new one's, and its stats.
        Path repetition = run.resolve("cells/plain-jdk_temurin-25_pool_cpu-1_hello_c20/rep-1");
        Path killedReport = Files.createDirectories(repetition.resolve("gatling/throughputsimulation-99999999999999999"));
        Files.writeString(repetition.resolve("stats.json"), "{\"torn\": ");

        Process harness = HarnessProcess.start(dir.resolve("resume.log"), "run", "--resume", run.toString());
        assertThat(harness.waitFor(150, TimeUnit.SECONDS)).as("the resumed run finishes").isTrue();
        String log = Files.readString(dir.resolve("resume.log"));
        assertThat(harness.exitValue()).as("exit code of --resume on a folder with only matrix.properties; its log: %s", log).isZero();
        assertThat(log).contains("0 of 1 cells done, 1 to run");
        List<CellResult> cells = ResultsFolder.open(run).cells();
        assertThat(cells).extracting(CellResult::status).as("the one cell, measured (%s)", cells.stream().map(CellResult::reason).toList())
                .containsExactly(CellStatus.MEASURED);
        Path report = run.resolve("cells/plain-jdk_temurin-25_pool_cpu-1_hello_c20").resolve(cells.get(0).repetitions().get(0).gatlingReport());
        assertThat(report).as("the repetition links the report of its own run").isDirectory().isNotEqualTo(killedReport)
                .isNotEqualTo(repetition.resolve("gatling"));
        assertThat(report.resolve("index.html")).as("a real Gatling report").exists();
    }

    /** What the harness itself printed (Testcontainers logs a warning of its own on the same stream). */
    private static List<String> vtbenchLines(String stderr) {
        return stderr.lines().filter(line -> line.startsWith("vtbench: ")).toList();
    }

    private Path tmpfs(String name, String size) throws Exception {
        Path mount = Files.createDirectories(dir.resolve(name));
        command("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", mount.toString());
        mounts.add(0, mount);
        return mount;
    }

    /** Writes until the disk refuses: then no page is left for any file's first byte. */
    private static void fill(Path disk) throws IOException {
        try (OutputStream out = Files.newOutputStream(disk.resolve("filler"))) {
            byte[] block = new byte[4096];
            while (true) {
                out.write(block);
                out.flush();
            }
        } catch (IOException full) {
            assertThat(full.getMessage()).as("the filler stopped because the disk is full").contains("No space left on device");
        }
    }

    private static void command(String... command) throws Exception {
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor()).as("%s: %s", String.join(" ", command), output).isZero();
    }

}
