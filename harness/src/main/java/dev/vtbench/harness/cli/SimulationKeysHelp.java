package dev.vtbench.harness.cli;

import dev.vtbench.gatling.schema.CommonSchema;
import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.harness.load.Simulation;

import java.util.Collection;
import java.util.Locale;

/**
 * The help's list of every simulation's own matrix keys, generated from the gatling module's schema (the ranges the
 * simulations accept and the matrix parser checks), so the help cannot drift from either.
 */
final class SimulationKeysHelp {

    private SimulationKeysHelp() {
    }

    static String text() {
        StringBuilder help = new StringBuilder("""
                simulation keys, in a matrix file or as --KEY (without .seconds: --search.step for search.step.seconds);
                out of range, a matrix is refused when loaded, before anything is built:
                """);
        section(help, "every simulation", CommonSchema.ALL);
        for (Simulation simulation : Simulation.all()) {
            section(help, simulation.label(), simulation.parameters().values().stream().filter(p -> !CommonSchema.ALL.contains(p)).toList());
        }
        return help.toString();
    }

    private static void section(StringBuilder help, String title, Collection<Parameter> parameters) {
        help.append("  ").append(title).append('\n');
        for (Parameter parameter : parameters) {
            help.append(line(parameter));
        }
    }

    /** "    search.step.factor           factor, 1.01..10, default 1.25: next rate = ...". */
    static String line(Parameter parameter) {
        return String.format(Locale.ROOT, "    %-28s %s%n", parameter.key(), MatrixKeyOptions.describe(parameter));
    }
}
