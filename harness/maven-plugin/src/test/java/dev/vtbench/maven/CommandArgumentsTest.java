package dev.vtbench.maven;

import org.junit.jupiter.api.Test;

import java.io.File;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class CommandArgumentsTest {

    @Test
    void aSetParameterIsItsOptionAndAnUnsetOneIsLeftToTheCommandsDefault() {
        CommandArguments arguments = new CommandArguments().option("--service", new File("service.properties"))
                .option("--profiles", "cpu-1").option("--modes", null).option("--gate", " ").verbatim(Arrays.asList("--users=50", null, " "));
        assertThat(arguments.toArray()).as("null and blank values give no option")
                .containsExactly("--service", "service.properties", "--profiles", "cpu-1", "--users=50");
    }

    @Test
    void theCommandLineShownOnTheLogQuotesWhatAShellWouldSplit() {
        CommandArguments arguments = new CommandArguments().positional(new File("target/vtbench")).positional("virtual/pool >= 0.9 at cpu-1");
        assertThat(arguments.commandLine("gate")).as("what a user would type")
                .isEqualTo("harness/vtbench gate target/vtbench 'virtual/pool >= 0.9 at cpu-1'");
        assertThat(new CommandArguments().positional(null).toArray()).as("a missing positional is left for the command to refuse").isEmpty();
        assertThat(new CommandArguments().verbatim(null).toArray()).isEmpty();
        assertThat(List.of(new CommandArguments().option("--gate", "it's").commandLine("run")))
                .containsExactly("harness/vtbench run --gate 'it'\\''s'");
    }
}
