package dev.vtbench.harness.cli;

import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.MatrixOwnDefinitions;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.ParseResult;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.function.Predicate;

/**
 * One option per matrix key ({@link MatrixFile#KEYS}: "--warmup" sets warmup.seconds), added to a command when it is
 * built rather than declared by hand, so a key added to the matrix is an option at once. A simulation's key is described
 * by the gatling module's schema (unit, range, default, meaning), the same one the matrix parser checks values against.
 * Values stay text: the matrix parser checks them and names the option in its refusal.
 */
final class MatrixKeyOptions {
    /** What the matrix's own keys mean; the simulations' keys are described by their schema. */
    private static final Map<String, String> MATRIX_KEYS = Map.ofEntries(
            Map.entry("runtimes", "runtimes to measure, by commas (plain-jdk,tomcat,liberty)"),
            Map.entry("jvms", "JVMs, by commas (temurin-25,temurin-21)"),
            Map.entry("modes", "threading modes, by commas (pool,virtual); none: every mode of each runtime"),
            Map.entry("profiles", "CPU profiles, by commas (cpu-0.5,cpu-1; harness/profiles/)"),
            Map.entry("scenarios", "scenarios, by commas (hello,io,cpu,bank; harness/scenarios/)"),
            Map.entry("simulation", "one of " + Simulation.labels(Simulation.all()) + " (each takes its own keys: the options with a unit and a range)"),
            Map.entry("model", "closed (a fixed number of users) or open (a fixed arrival rate)"),
            Map.entry("users", "closed model: users, by commas (a list is a concurrency sweep), 1..20000"),
            Map.entry("rates", "open model: requests/s, by commas"),
            Map.entry("equal.load", "after each runtime/JVM/profile/scenario's capacity cells, offer every mode the same open-model "
                    + "rates, step by step: fractions of the lower capacity (25%,50%,75%) or requests/s (500,1000); none: no steps"),
            Map.entry("warmup.seconds", "a fixed warm-up (s), instead of waiting for a steady rate"),
            Map.entry("warmup.min.seconds", "warm up until the OK rate is steady, at least this long (s; default 10)"),
            Map.entry("warmup.max.seconds", "warm up until the OK rate is steady, at most this long (s; default 120), for every "
                    + "scenario (a file's warmup.max.seconds.SCENARIO give way)"),
            Map.entry("duration.seconds", "measured time of each repetition (s)"),
            Map.entry("repetitions", "a fixed number of rounds, each a server of every mode in a random order (instead of "
                    + "rounds.min and rounds.max)"),
            Map.entry("rounds.min", "rounds until the verdict is decided: at least this many, each a server of every mode in a "
                    + "random order, 1..100"),
            Map.entry("rounds.max", "rounds until the verdict is decided: at most this many, 1..100"),
            Map.entry("budget.minutes", "minutes from the run's start after which no round beyond rounds.min starts "
                    + "(decimal, 1..10000)"),
            Map.entry("rounds.seed", "the seed of the rounds' random orders (a whole number; default: from the clock, recorded)"),
            Map.entry(MatrixOwnDefinitions.POOL_SIZE, "threads of every runtime's bounded pool (default: each runtime's own, "
                    + "images/RUNTIME/runtime.properties)"),
            Map.entry(ServerJvmOptions.KEY, "extra options for every server JVM (virtual-thread scheduler sizing, collector, heap size)"),
            Map.entry(MatrixFile.SERVICE, "measure your own service (a jar, a war or an image, its modes and its traffic: see "
                    + "apps/examples/); its matrix starts from the preset `service`"));

    private MatrixKeyOptions() {}

    /** Adds the options of the keys {@code wanted} accepts (every key but the matrix's description, for run). */
    static void addTo(CommandSpec command, Predicate<String> wanted) {
        Map<String, Parameter> schema = schema();
        MatrixFile.KEYS.stream().filter(key -> !key.equals("description")).filter(wanted).sorted().forEach(key ->
                command.addOption(OptionSpec.builder("--" + MatrixFile.optionName(key)).type(String.class)
                        .paramLabel(schema.containsKey(key) ? label(schema.get(key)) : "VALUE")
                        .description(HelpText.literal(schema.containsKey(key) ? describe(schema.get(key)) : MATRIX_KEYS.get(key)))
                        .build()));
    }

    /** The options given that set matrix keys, as those keys; lists take commas on the command line, a matrix spaces. */
    static Map<String, String> overrides(ParseResult given) {
        Map<String, String> overrides = new HashMap<>();
        for (String key : MatrixFile.KEYS) {
            OptionSpec option = given.matchedOption("--" + MatrixFile.optionName(key));
            if (option != null) {
                String value = option.getValue();
                // A service file's path is one value, commas and all.
                overrides.put(key, key.equals(MatrixFile.SERVICE) ? value : value.replace(',', ' '));
            }
        }
        return overrides;
    }

    /** "factor, 1.01..10 (decimal), default 1.25: next rate = ...", as the simulation keys' help says it. */
    static String describe(Parameter parameter) {
        return String.format(Locale.ROOT, "%s, %s%s, default %s: %s", parameter.unit().symbol(), parameter.range(),
                parameter.whole() ? "" : " (decimal)", parameter.defaultText(), parameter.meaning());
    }

    private static String label(Parameter parameter) {
        return parameter.whole() ? "N" : "X";
    }

    /** Every simulation's keys; a key several simulations share is one parameter. */
    private static Map<String, Parameter> schema() {
        Map<String, Parameter> schema = new LinkedHashMap<>();
        for (Simulation simulation : Simulation.all()) {
            schema.putAll(simulation.parameters());
        }
        return schema;
    }
}
