package dev.vtbench.harness.cli;

import dev.vtbench.harness.study.Studies;
import dev.vtbench.harness.study.Study;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Option;

import java.util.TreeMap;
import java.util.concurrent.Callable;

/**
 * {@code harness/vtbench study NAME}: one subcommand per study of {@link Studies}, each with the study's own options
 * beside the common ones, so that {@code study merge-sort --help} lists {@code --sizes}.
 */
@Command(name = "study", synopsisSubcommandLabel = "NAME", description = "Rerun a published experiment (the seeds) and "
        + "write its table beside the original's.")
final class StudyCommand implements Callable<Integer> {
    @Option(names = "--list", description = "the studies and their own options")
    private boolean list;

    @Override
    public Integer call() {
        System.out.print(Studies.list());
        return list ? ExitCodes.DONE : ExitCodes.REFUSED;
    }

    /** The study command with a subcommand per study. */
    static CommandLine withStudies() {
        CommandLine command = new CommandLine(new StudyCommand());
        for (Study study : Studies.all()) {
            CommandLine one = new CommandLine(new StudyRun(study));
            one.getCommandSpec().usageMessage().description(HelpText.literal(study.summary()) + " [" + HelpText.literal(study.seed().citation()) + "]");
            new TreeMap<>(study.options()).forEach((name, meaning) -> one.getCommandSpec().addOption(
                    OptionSpec.builder("--" + name).type(String.class).paramLabel("VALUE").description(HelpText.literal(meaning)).build()));
            command.addSubcommand(study.name(), one);
        }
        return command;
    }
}
