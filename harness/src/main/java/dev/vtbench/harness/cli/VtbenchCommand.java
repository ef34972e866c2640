package dev.vtbench.harness.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.HelpCommand;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Spec;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code harness/vtbench}: the commands, each with its options and its own {@code --help}. Without a command it prints
 * the overview and exits 2 (a script that forgot its command fails rather than passing).
 */
@Command(name = "harness/vtbench", synopsisSubcommandLabel = "COMMAND",
        description = "Measure thread pools against virtual threads: runtimes x JVMs x modes x CPU profiles x scenarios.",
        commandListHeading = "%ncommands (`harness/vtbench COMMAND --help` for each one's options):%n")
final class VtbenchCommand implements Callable<Integer> {
    /** The help section after the footer: every simulation's keys, printed as they are (not re-wrapped by picocli). */
    private static final String SIMULATION_KEYS = "simulationKeys";

    @Spec
    private CommandSpec spec;

    @Override
    public Integer call() {
        spec.commandLine().usage(spec.commandLine().getOut());
        return ExitCodes.REFUSED;
    }

    /** The command line of one execution: {@code run} and {@code gate} report to {@code conclusion}. */
    static CommandLine commandLine(Conclusion conclusion) {
        CommandLine line = new CommandLine(new VtbenchCommand())
                .addSubcommand("run", withExitCodes(withMatrixKeys(new RunCommand(conclusion))))
                .addSubcommand("study", StudyCommand.withStudies())
                .addSubcommand("verify", new CommandLine(new VerifyCommand()))
                .addSubcommand("gate", withExitCodes(new CommandLine(new GateCommand(conclusion))))
                .addSubcommand("compare", new CompareCommand())
                .addSubcommand("report", new ReportCommand())
                .addSubcommand("prepare", new PrepareCommand())
                .addSubcommand("images", new ImagesCommand())
                .addSubcommand("clean", new CleanCommand())
                .addSubcommand("machine", new MachineCommand())
                .addSubcommand("completion", CompletionCommand.commandLine())
                .addSubcommand("help", new HelpCommand());
        // Options given twice: the last one counts, as it always has.
        line.setOverwrittenOptionsAllowed(true);
        // An argument is what it says: "@file" is not read as a file of arguments.
        line.setExpandAtFiles(false);
        line.getCommandSpec().exitCodeOnInvalidInput(ExitCodes.REFUSED);
        withExitCodes(line);
        MatrixKeyOptions.addTo(line.getSubcommands().get("verify").getCommandSpec(), VerifyCommand.KEYS::contains);
        List<String> sections = new ArrayList<>(line.getHelpSectionKeys());
        sections.add(SIMULATION_KEYS);
        line.setHelpSectionKeys(sections);
        line.getHelpSectionMap().put(SIMULATION_KEYS, help -> "\n" + SimulationKeysHelp.text());
        uniform(line);
        return line;
    }

    private static CommandLine withMatrixKeys(RunCommand run) {
        CommandLine line = new CommandLine(run);
        MatrixKeyOptions.addTo(line.getCommandSpec(), key -> true);
        return line;
    }

    private static CommandLine withExitCodes(CommandLine line) {
        line.getCommandSpec().usageMessage().exitCodeListHeading("%nexit codes:%n").exitCodeList(ExitCodes.described());
        return line;
    }

    /** Every command's help starts with "usage:", and every command has {@code --help} (and {@code -h}). */
    private static void uniform(CommandLine line) {
        // Abbreviated: run's synopsis would otherwise list fifty options before saying what it does.
        line.getCommandSpec().usageMessage().synopsisHeading("usage: ").abbreviateSynopsis(true);
        if (line.getCommandSpec().findOption("--help") == null) {
            line.getCommandSpec().addOption(OptionSpec.builder("-h", "--help").usageHelp(true).description("this help").build());
        }
        line.getSubcommands().values().stream().distinct().forEach(VtbenchCommand::uniform);
    }
}
