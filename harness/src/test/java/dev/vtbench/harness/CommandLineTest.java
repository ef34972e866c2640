package dev.vtbench.harness;

import dev.vtbench.harness.cli.MainAccess;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Bad input on the command line is refused with a message that names the mistake, before any container starts. */
class CommandLineTest {

    @Test
    void unknownProfileIsRefusedWithTheKnownOnes() {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("run", "--profiles", "cpu-3"));
        assertThat(outcome.exitCode()).as("exit code of a bad profile").isEqualTo(2);
        assertThat(outcome.stderr()).as("names the option, the value and the profiles that exist")
                .contains("option --profiles").contains("profiles = 'cpu-3' is invalid").contains("cpu-0.5").contains("cpu-16");
    }

    @Test
    void unknownModeIsRefused() {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("run", "--modes", "pool,virtul"));
        assertThat(outcome.exitCode()).isEqualTo(2);
        assertThat(outcome.stderr()).contains("modes = 'virtul' is invalid").contains("plain-jdk [pool, virtual, virtual-par1");
    }

    @Test
    void unknownRuntimeOptionMatrixAndOutOfRangeUsersAreRefused() {
        assertThat(MainAccess.execute(List.of("run", "--runtimes", "jetty")).stderr()).contains("runtimes = 'jetty' is invalid")
                .contains("plain-jdk");
        assertThat(MainAccess.execute(List.of("run", "--user", "5")).stderr()).contains("unknown option --user");
        assertThat(MainAccess.execute(List.of("run", "--users", "0")).stderr()).contains("users = '0' is invalid")
                .contains("whole numbers from 1 to 20000");
        assertThat(MainAccess.execute(List.of("run", "--users", "many")).stderr()).contains("users = 'many' is invalid");
        assertThat(MainAccess.execute(List.of("run", "--matrix", "smal")).stderr()).contains("no matrix 'smal'").contains("small");
        assertThat(MainAccess.execute(List.of("frobnicate")).stderr()).contains("unknown command 'frobnicate'");
    }

    @Test
    void resumeRefusesOptionsThatWouldChangeItsMatrixOrFolder(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("matrix.properties"), "runtimes = plain-jdk\n");
        MainAccess.Outcome overridden = MainAccess.execute(List.of("run", "--resume", folder.toString(), "--users", "5", "--out", "x"));
        assertThat(overridden.exitCode()).as("exit code of --resume with --users and --out").isEqualTo(2);
        assertThat(overridden.stderr()).as("refused, naming both options, rather than ignored")
                .contains("--resume runs the matrix the folder kept").contains("--out, --users cannot be given with it");
        assertThat(MainAccess.execute(List.of("run", "--resume", folder.toString(), "--matrix", "small")).stderr())
                .contains("--matrix cannot be given with it");
        assertThat(MainAccess.execute(List.of("run", "--retry-failed")).stderr()).as("--retry-failed alone")
                .contains("give it with --resume FOLDER");
        assertThat(MainAccess.execute(List.of("run", "--resume", folder.resolve("nothing").toString())).stderr())
                .as("a folder without a kept matrix").contains("holds no matrix.properties");
    }

    @Test
    void reportAndCompareRefuseATornResultsFile(@TempDir Path folder) throws Exception {
        Files.writeString(folder.resolve("results.json"), "{\"run\": {\"date\": \"2026");
        MainAccess.Outcome report = MainAccess.execute(List.of("report", folder.toString()));
        assertThat(report.exitCode()).as("exit code of report on a torn results.json").isEqualTo(2);
        assertThat(report.stderr()).as("one line naming the file and the remedy, no stack trace")
                .contains(folder.resolve("results.json") + " is torn or not JSON").contains("restore it from a copy")
                .doesNotContain("\tat ").hasLineCount(1);
        MainAccess.Outcome compare = MainAccess.execute(List.of("compare", folder.toString(), folder.toString()));
        assertThat(compare.exitCode()).isEqualTo(2);
        assertThat(compare.stderr()).contains("is torn or not JSON");
    }

    @Test
    void studiesAreListedAndBadStudyInputIsRefusedBeforeAnythingIsBuilt() {
        MainAccess.Outcome list = MainAccess.execute(List.of("study", "--list"));
        assertThat(list.exitCode()).isZero();
        assertThat(list.stdout()).contains("merge-sort").contains("Seed 002 (docs/seeds/002_25b42d3b047ee89b.md)").contains("--sizes")
                .contains("blocking-fanout").contains("--tasks");
        assertThat(MainAccess.execute(List.of("study", "merge-sorts")).stderr()).contains("unknown study 'merge-sorts'")
                .contains("merge-sort");
        assertThat(MainAccess.execute(List.of("study", "merge-sort", "--tasks", "5")).stderr()).contains("unknown option --tasks");
        assertThat(MainAccess.execute(List.of("study", "blocking-fanout", "--tasks", "-5")).stderr())
                .contains("--tasks must be a whole number from 1 to 10,000,000, was '-5'");
        assertThat(MainAccess.execute(List.of("study", "merge-sort", "--scale", "big")).stderr()).contains("unknown --scale 'big'");
        assertThat(MainAccess.execute(List.of("study", "merge-sort", "--profiles", "cpu-3")).stderr())
                .contains("unknown CPU profile 'cpu-3'");
    }
}
