package dev.vtbench.harness.cli;

import picocli.AutoComplete;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code harness/vtbench completion}: picocli's bash/zsh completion script for every command, study and option
 * (the matrix keys included), generated from the same model the parser uses, so it cannot lag behind it.
 */
final class CompletionCommand {
    private CompletionCommand() {}

    static CommandLine commandLine() {
        CommandLine completion = new CommandLine(new AutoComplete.GenerateCompletion());
        CommandSpec spec = completion.getCommandSpec();
        // picocli hides it, names it generate-completion and gives it a version: here it is a command like the others.
        spec.name("completion").remove(spec.findOption("--version"));
        spec.usageMessage().hidden(false).optionListHeading("").description(
                "Print a bash/zsh completion script: `source <(harness/vtbench completion)` completes commands, studies and "
                        + "options in this shell.");
        return completion;
    }
}
