package dev.vtbench.harness.matrix;

import dev.vtbench.harness.load.LoadSpec;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A matrix to run, as data (harness/matrices/NAME.properties, or any file): which runtimes, JVMs, modes, CPU
 * profiles and scenarios, under which loads (a list of user counts is a concurrency sweep), how long, how often.
 * Every name is checked against the definitions when the file is loaded; an unknown one is an error naming the
 * file, the line, the key and the names allowed.
 */
public record MatrixFile(String name, String description, List<RuntimeDefinition> runtimes, List<JvmDefinition> jvms,
                         List<String> modes, List<CpuProfile> profiles, List<Scenario> scenarios, List<LoadSpec> loads,
                         int repetitions) {

    public static final Set<String> KEYS = Set.of("description", "runtimes", "jvms", "modes", "profiles", "scenarios",
            "model", "users", "rates", "warmup.seconds", "duration.seconds", "repetitions");

    /** A preset's name (harness/matrices/NAME.properties) or a path to a matrix file. */
    public static Path locate(Path root, String nameOrPath) {
        Path preset = root.resolve("harness/matrices").resolve(nameOrPath + ".properties");
        if (Files.exists(preset)) {
            return preset;
        }
        Path file = Path.of(nameOrPath);
        if (Files.exists(file)) {
            return file;
        }
        throw new UnknownNameException("no matrix '" + nameOrPath + "': neither a preset in " + preset.getParent()
                + " (" + presets(root) + ") nor a file");
    }

    public static List<String> presets(Path root) {
        try (var files = Files.list(root.resolve("harness/matrices"))) {
            return files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".properties"))
                    .map(n -> n.substring(0, n.length() - ".properties".length())).sorted().toList();
        } catch (java.io.IOException e) {
            return List.of();
        }
    }

    public static MatrixFile load(Path file, Map<String, String> overrides, Definitions definitions) {
        DataFile data = DataFile.load(file, KEYS).withOverrides(overrides, key -> "option --" + optionName(key), KEYS);
        return from(data, definitions);
    }

    /** The command-line option that sets a key ("warmup.seconds" is --warmup). */
    public static String optionName(String key) {
        return key.replace(".seconds", "");
    }

    static MatrixFile from(DataFile data, Definitions definitions) {
        List<RuntimeDefinition> runtimes = names(data, "runtimes", definitions.runtimes());
        List<String> modes = data.words("modes");
        for (String mode : modes) {
            if (runtimes.stream().noneMatch(r -> r.modes().contains(mode))) {
                throw data.invalid("modes", mode, "a mode of " + runtimes.stream().map(r -> r.name() + " " + r.modes()).toList());
            }
        }
        int warmup = data.integer("warmup.seconds", 0, 3600);
        int duration = data.integer("duration.seconds", 1, 36_000);
        String model = data.required("model");
        List<LoadSpec> loads = new ArrayList<>();
        switch (model) {
            case "closed" -> data.words("users").forEach(users -> loads.add(LoadSpec.closed(count(data, "users", users, LoadSpec.MAX_USERS), warmup, duration)));
            case "open" -> data.words("rates").forEach(rate -> loads.add(LoadSpec.open(count(data, "rates", rate, 200_000), warmup, duration)));
            default -> throw data.invalid("model", model, "closed or open");
        }
        if (loads.isEmpty()) {
            throw data.invalid(model.equals("closed") ? "users" : "rates", "", "at least one number for the " + model + " model");
        }
        return new MatrixFile(data.name(), data.optional("description").orElse(""), runtimes, names(data, "jvms", definitions.jvms()),
                modes, names(data, "profiles", definitions.profiles()), names(data, "scenarios", definitions.scenarios()),
                loads, data.integer("repetitions", 1, 100));
    }

    /** Every cell: runtime x JVM x mode (those of the runtime, or the listed ones it has) x profile x scenario x load. */
    public List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        for (RuntimeDefinition runtime : runtimes) {
            List<String> runtimeModes = modes.isEmpty() ? runtime.modes() : modes.stream().filter(runtime.modes()::contains).toList();
            for (JvmDefinition jvm : jvms) {
                for (CpuProfile profile : profiles) {
                    for (Scenario scenario : scenarios) {
                        for (LoadSpec load : loads) {
                            for (String mode : runtimeModes) {
                                cells.add(new Cell(runtime, jvm, mode, profile, scenario, load));
                            }
                        }
                    }
                }
            }
        }
        return cells;
    }

    /** This matrix with every key spelled out, as a run folder keeps it so that `--resume` runs exactly the same cells. */
    public String toProperties() {
        LoadSpec first = loads.get(0);
        return "# The matrix of this run, resolved from " + name + " and the command line; `harness/vtbench run --resume` reads it.\n"
                + "description = " + description + "\n"
                + "runtimes = " + String.join(" ", runtimes.stream().map(RuntimeDefinition::name).toList()) + "\n"
                + "jvms = " + String.join(" ", jvms.stream().map(JvmDefinition::name).toList()) + "\n"
                + "modes = " + String.join(" ", modes) + "\n"
                + "profiles = " + String.join(" ", profiles.stream().map(CpuProfile::name).toList()) + "\n"
                + "scenarios = " + String.join(" ", scenarios.stream().map(Scenario::name).toList()) + "\n"
                + "model = " + first.model() + "\n"
                + (first.model().equals("closed") ? "users = " : "rates = ")
                + String.join(" ", loads.stream().map(l -> Integer.toString(l.concurrency())).toList()) + "\n"
                + "warmup.seconds = " + first.warmupSeconds() + "\n"
                + "duration.seconds = " + first.durationSeconds() + "\n"
                + "repetitions = " + repetitions + "\n";
    }

    private static <T> List<T> names(DataFile data, String key, Catalog<T> catalog) {
        List<String> names = data.words(key);
        if (names.isEmpty()) {
            throw data.invalid(key, "", "at least one of " + catalog.names());
        }
        List<T> entries = new ArrayList<>();
        for (String name : names) {
            if (!catalog.names().contains(name)) {
                throw data.invalid(key, name, "one of " + catalog.names());
            }
            entries.add(catalog.get(name));
        }
        return entries;
    }

    private static int count(DataFile data, String key, String raw, int max) {
        try {
            int value = Integer.parseInt(raw);
            if (value >= 1 && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw data.invalid(key, raw, "whole numbers from 1 to " + max);
    }
}
