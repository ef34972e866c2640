package dev.vtbench.harness;

import dev.vtbench.harness.cli.MainAccess;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** Bad input on the command line is refused with a message that names the mistake, before any container starts. */
class CommandLineTest {

    @Test
    void unknownProfileIsRefusedWithTheKnownOnes() {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("run", "--profiles", "cpu-3"));
        assertThat(outcome.exitCode()).as("exit code of a bad profile").isEqualTo(2);
        assertThat(outcome.stderr()).contains("unknown CPU profile 'cpu-3'").contains("cpu-1");
    }

    @Test
    void unknownModeIsRefused() {
        MainAccess.Outcome outcome = MainAccess.execute(List.of("run", "--modes", "pool,virtul"));
        assertThat(outcome.exitCode()).isEqualTo(2);
        assertThat(outcome.stderr()).contains("no threading mode 'virtul'").contains("[pool, virtual]");
    }

    @Test
    void unknownRuntimeOptionAndOutOfRangeUsersAreRefused() {
        assertThat(MainAccess.execute(List.of("run", "--runtimes", "jetty")).stderr()).contains("unknown runtime 'jetty'");
        assertThat(MainAccess.execute(List.of("run", "--user", "5")).stderr()).contains("unknown option --user");
        assertThat(MainAccess.execute(List.of("run", "--users", "0")).stderr()).contains("users = 0 is out of range");
        assertThat(MainAccess.execute(List.of("run", "--users", "many")).stderr()).contains("--users many is not a whole number");
        assertThat(MainAccess.execute(List.of("frobnicate")).stderr()).contains("unknown command 'frobnicate'");
    }
}
