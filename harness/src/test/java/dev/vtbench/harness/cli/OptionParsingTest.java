package dev.vtbench.harness.cli;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * What picocli must parse as the hand-written parser did: a value that starts with a dash is the option's value, the
 * last of an option given twice counts, "--name=value" works; and what it cannot parse is one line with exit 2.
 */
class OptionParsingTest {

    @Test
    void aValueThatStartsWithADashIsTheOptionsValue() {
        MainAccess.Outcome jvmOptions = MainAccess.execute(List.of("run", "--server.jvm.options", "-XX:+UseSerialGC", "--runtimes", "jetty"));
        assertThat(jvmOptions.stderr()).as("parsed through to the matrix, which refuses the runtime, not the JVM option")
                .contains("runtimes = 'jetty' is invalid");
        assertThat(MainAccess.execute(List.of("run", "--server.jvm.options=-Xmx1g -XX:+UseFoo")).stderr())
                .as("one value with '=', spaces and all: the matrix names the JVM option it refuses").contains("-XX:+UseFoo");
    }

    @Test
    void theLastOfAnOptionGivenTwiceCounts() {
        MainAccess.Outcome twice = MainAccess.execute(List.of("run", "--runtimes", "plain-jdk", "--runtimes", "jetty"));
        assertThat(twice.exitCode()).isEqualTo(2);
        assertThat(twice.stderr()).as("the second value, not a refusal of the repetition").contains("runtimes = 'jetty' is invalid");
    }

    @Test
    void badOptionsAreRefusedInOneLineWithExitTwo() {
        MainAccess.Outcome missing = MainAccess.execute(List.of("run", "--users"));
        assertThat(missing.exitCode()).isEqualTo(2);
        assertThat(missing.stderr()).isEqualTo("vtbench: option --users needs a value\n");
        MainAccess.Outcome stray = MainAccess.execute(List.of("compare", "--all"));
        assertThat(stray.exitCode()).isEqualTo(2);
        assertThat(stray.stderr()).as("one line naming the option").hasLineCount(1).contains("unknown option --all (expected one of [help])");
        MainAccess.Outcome unknown = MainAccess.execute(List.of("clean", "now"));
        assertThat(unknown.exitCode()).isEqualTo(2);
        assertThat(unknown.stderr()).as("an argument a command does not take").contains("unexpected argument 'now' (options are [all, help])");
        assertThat(MainAccess.execute(List.of("frobnicate")).stderr()).as("the commands there are")
                .contains("unknown command 'frobnicate' (expected one of [run, study, verify, gate");
    }
}
