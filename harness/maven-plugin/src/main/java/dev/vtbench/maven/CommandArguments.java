package dev.vtbench.maven;

import java.io.File;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The command line a goal's configuration stands for: an option per parameter that is set, in the command line's own
 * spelling, so that the harness checks each value and names the option in its refusal as it does for a shell user.
 */
final class CommandArguments {
    private final List<String> arguments = new ArrayList<>();

    /** {@code --name value}, when the value is set (null or blank: the command's own default). */
    CommandArguments option(String name, Object value) {
        String text = value instanceof File file ? file.getPath() : value == null ? null : value.toString();
        if (text != null && !text.isBlank()) {
            arguments.add(name);
            arguments.add(text);
        }
        return this;
    }

    /** An argument by position (a results folder, the gates), kept even when missing so that the command says what it takes. */
    CommandArguments positional(Object value) {
        if (value != null && !value.toString().isBlank()) {
            arguments.add(value instanceof File file ? file.getPath() : value.toString());
        }
        return this;
    }

    /** Further arguments as written ("--users=50"), for any option without a parameter of its own. */
    CommandArguments verbatim(List<String> more) {
        if (more != null) {
            more.stream().filter(argument -> argument != null && !argument.isBlank()).map(String::trim).forEach(arguments::add);
        }
        return this;
    }

    String[] toArray() {
        return arguments.toArray(String[]::new);
    }

    /** "harness/vtbench run --service 'a b'": what a user would type for the same measurement. */
    String commandLine(String command) {
        return "harness/vtbench " + command + arguments.stream().map(CommandArguments::quoted).collect(Collectors.joining(" ", " ", ""));
    }

    private static String quoted(String argument) {
        return argument.matches("[A-Za-z0-9_./=:,@%+-]+") ? argument : "'" + argument.replace("'", "'\\''") + "'";
    }
}
