package dev.vtbench.harness.cli;

import dev.vtbench.harness.study.Studies;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** `harness/vtbench completion` prints a bash/zsh script that completes every command, study and option. */
class CompletionTest {

    @Test
    void theScriptNamesEveryCommandStudyAndOption() {
        MainAccess.Outcome completion = MainAccess.execute(List.of("completion"));
        assertThat(completion.exitCode()).as(completion.stderr()).isZero();
        String script = completion.stdout();
        assertThat(script).as("a bash completion script").startsWith("#!/usr/bin/env bash").contains("complete -F");
        for (String command : List.of("run", "study", "verify", "gate", "compare", "report", "prepare", "images", "clean", "machine", "help")) {
            assertThat(script).as("completes %s", command).containsPattern("\\b" + command + "\\b");
        }
        Studies.all().forEach(study -> assertThat(script).as("completes study %s", study.name()).contains(study.name()));
        assertThat(script).as("and the options, the matrix keys among them").contains("--matrix").contains("--search.step.factor")
                .contains("--retry-failed");
    }
}
