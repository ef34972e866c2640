package dev.vtbench.harness.cli;

import picocli.CommandLine;
import picocli.CommandLine.IParameterExceptionHandler;
import picocli.CommandLine.MissingParameterException;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.UnmatchedArgumentException;

import java.util.TreeSet;

/**
 * A command line picocli cannot parse, refused in one line on stderr that names the mistake and what is expected
 * ("vtbench: unknown option --user (expected one of [...])"), with exit code 2; no usage dump to scroll past.
 */
final class ParameterErrors implements IParameterExceptionHandler {

    @Override
    public int handleParseException(ParameterException e, String[] args) {
        CommandLine command = e.getCommandLine();
        command.getErr().println("vtbench: " + message(e));
        command.getErr().flush();
        return ExitCodes.REFUSED;
    }

    static String message(ParameterException e) {
        CommandLine command = e.getCommandLine();
        if (e instanceof UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
            String argument = unmatched.getUnmatched().get(0);
            if (argument.startsWith("-")) {
                return "unknown option " + argument.split("=", 2)[0] + " (expected one of " + optionNames(command) + ")";
            }
            if (!command.getSubcommands().isEmpty()) {
                return "unknown " + (command.getCommandName().equals("study") ? "study" : "command") + " '" + argument
                        + "' (expected one of " + command.getSubcommands().keySet() + ")";
            }
            return "unexpected argument '" + argument + "' (options are " + optionNames(command) + ")";
        }
        if (e instanceof MissingParameterException missing && !missing.getMissing().isEmpty()
                && missing.getMissing().get(0) instanceof OptionSpec option) {
            return "option " + option.longestName() + " needs a value";
        }
        return e.getMessage();
    }

    /** The command's options as today's messages name them: without dashes, sorted. */
    private static TreeSet<String> optionNames(CommandLine command) {
        TreeSet<String> names = new TreeSet<>();
        command.getCommandSpec().options().stream().map(OptionSpec::longestName).map(name -> name.replaceFirst("^-+", "")).forEach(names::add);
        return names;
    }
}
