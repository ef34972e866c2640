package dev.vtbench.harness.matrix;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.EqualLoadPlan;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A matrix to run, as data (harness/matrices/NAME.properties, or any file): which runtimes, JVMs, modes, CPU
 * profiles and scenarios, under which loads (a list of user counts is a concurrency sweep), how long, how often.
 * Every name is checked against the definitions when the file is loaded; an unknown one is an error naming the
 * file, the line, the key and the names allowed.
 *
 * @param declared what the file defines for itself beside the shipped definitions: scenarios of its own and a pool size
 */
public record MatrixFile(String name, String description, List<RuntimeDefinition> runtimes, List<JvmDefinition> jvms,
                         List<String> modes, List<CpuProfile> profiles, List<Scenario> scenarios, List<LoadSpec> loads,
                         RoundsPlan rounds, ServerJvmOptions serverJvmOptions, Optional<OwnService> service,
                         Optional<LoadSpec> equalLoad, Map<String, List<LoadSpec>> scenarioLoads, MatrixOwnDefinitions declared) {

    /** A user's service file: the service is then the matrix's only runtime, and its traffic its only scenario. */
    public static final String SERVICE = "service";
    /** The preset a run of a user's service starts from when no --matrix is given. */
    public static final String SERVICE_PRESET = "service";

    /** A fixed warm-up; exclusive with the two below, which wait for a steady rate (the default: 10 to 120 s). */
    public static final String WARMUP_FIXED = "warmup.seconds";
    public static final String WARMUP_MIN = "warmup.min.seconds";
    public static final String WARMUP_MAX = "warmup.max.seconds";
    /**
     * users.SCENARIO: a scenario's own user counts, in place of {@code users}, since one concurrency rarely suits both a
     * CPU-bound endpoint (a few dozen users saturate one CPU; hundreds make its pool's JIT warm-up crawl) and a blocking
     * one (Little's law needs users beyond the pool's threads).
     */
    static final String SCENARIO_USERS = "users.";
    private static final java.util.regex.Pattern SCENARIO_USERS_KEY = java.util.regex.Pattern.compile("users\\.[a-z0-9-]+");
    /**
     * warmup.max.seconds.SCENARIO: a scenario's own cap on a warm-up that waits for a steady rate and a quiet JIT, since
     * the JIT's work grows with the code a request runs: a server and its JDBC driver can keep one CPU's compiler busy
     * for two minutes where /io is quiet in twenty seconds, and one cap long enough for both would let every other
     * scenario's never-steady cells idle to it.
     */
    static final String SCENARIO_WARMUP_MAX = WARMUP_MAX + ".";
    private static final java.util.regex.Pattern SCENARIO_WARMUP_MAX_KEY = java.util.regex.Pattern.compile("warmup\\.max\\.seconds\\.[a-z0-9-]+");

    public static final Set<String> KEYS = keys();

    private static Set<String> keys() {
        Set<String> keys = new java.util.TreeSet<>(Set.of("description", "runtimes", "jvms", "modes", "profiles", "scenarios",
                "simulation", "model", "users", "rates", EqualLoadPlan.KEY, WARMUP_FIXED, WARMUP_MIN, WARMUP_MAX, "duration.seconds",
                ServerJvmOptions.KEY, SERVICE, MatrixOwnDefinitions.POOL_SIZE));
        keys.addAll(RoundsPlan.KEYS);
        // A simulation's keys, but those of equal-load steps: equal.load itself is what asks for them.
        keys.addAll(Simulation.allKeys());
        return Set.copyOf(keys);
    }

    /**
     * Presets that became a study's matrix under the study's name, by their former name: `--matrix FORMER` says where
     * they went rather than that nothing is there (their cells changed with them, so no silent alias).
     */
    private static final Map<String, String> BECAME_STUDIES = Map.of("hello-sweep", "hello-concurrency");

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
        String study = BECAME_STUDIES.get(nameOrPath);
        if (study != null) {
            throw new UnknownNameException("the preset '" + nameOrPath + "' is now the " + study + " study's matrix, "
                    + preset.resolveSibling(study + ".properties") + ": `harness/vtbench study " + study + "` runs it with the "
                    + "seed's figures and findings, `harness/vtbench run --matrix " + study + "` the same cells without them");
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
        DataFile loaded = DataFile.load(file, KEYS, key -> SCENARIO_USERS_KEY.matcher(key).matches()
                || SCENARIO_WARMUP_MAX_KEY.matcher(key).matches() || MatrixOwnDefinitions.isScenarioKey(key)
                || ModeVariants.isKey(key));
        DataFile data = loaded.without(warmupKeysSupersededBy(overrides.keySet(), loaded.keys())).without(RoundsPlan.supersededBy(overrides.keySet()))
                .without(scenarioUsersSupersededBy(overrides.keySet(), loaded.keys()))
                .withOverrides(overrides, key -> "option --" + optionName(key), KEYS);
        return from(data, definitions);
    }

    /** `--users 100` means 100 users for every scenario: the file's users.SCENARIO keys give way to it. */
    private static Set<String> scenarioUsersSupersededBy(Set<String> overridden, Set<String> fileKeys) {
        return overridden.contains("users") || overridden.contains("model")
                ? fileKeys.stream().filter(key -> SCENARIO_USERS_KEY.matcher(key).matches()).collect(java.util.stream.Collectors.toSet())
                : Set.of();
    }

    /**
     * A warm-up given on the command line replaces the file's, whichever kind each is: `--warmup 15` on a preset that
     * waits for a steady rate means a fixed 15 s, and `--warmup.max 60` on one with a fixed warm-up means until steady.
     */
    private static Set<String> warmupKeysSupersededBy(Set<String> overridden, Set<String> fileKeys) {
        Set<String> superseded = new java.util.HashSet<>();
        if (overridden.contains(WARMUP_FIXED)) {
            superseded.addAll(Set.of(WARMUP_MIN, WARMUP_MAX));
        } else if (overridden.contains(WARMUP_MIN) || overridden.contains(WARMUP_MAX)) {
            superseded.add(WARMUP_FIXED);
        }
        // `--warmup.max 60` (or a fixed --warmup) caps every scenario: the file's warmup.max.seconds.SCENARIO give way.
        if (overridden.contains(WARMUP_FIXED) || overridden.contains(WARMUP_MAX)) {
            fileKeys.stream().filter(key -> SCENARIO_WARMUP_MAX_KEY.matcher(key).matches()).forEach(superseded::add);
        }
        return Set.copyOf(superseded);
    }

    /** The command-line option that sets a key ("warmup.seconds" is --warmup, "warmup.max.seconds" --warmup.max, "budget.minutes" --budget). */
    public static String optionName(String key) {
        return key.equals("budget.minutes") ? "budget" : key.replace(".seconds", "");
    }

    static MatrixFile from(DataFile data, Definitions shipped) {
        MatrixOwnDefinitions declared = MatrixOwnDefinitions.read(data, shipped);
        Definitions definitions = declared.applyTo(shipped);
        Optional<OwnService> service = ownService(data);
        if (service.isEmpty() && data.optional("runtimes").isEmpty()) {
            throw data.invalid("runtimes", "", "at least one of " + definitions.runtimes().names() + ", or " + SERVICE
                    + " = FILE (--" + SERVICE + " FILE) to measure your own service");
        }
        List<RuntimeDefinition> runtimes = service.map(own -> List.of(own.runtime()))
                .orElseGet(() -> names(data, "runtimes", definitions.runtimes()));
        List<Scenario> scenarios = service.map(own -> List.of(own.scenario()))
                .orElseGet(() -> names(data, "scenarios", definitions.scenarios()));
        List<String> modes = modesWithTwins(data);
        for (String mode : modes) {
            String base = Mode.of(mode).base().name();
            if (runtimes.stream().noneMatch(r -> r.knows(base))) {
                throw data.invalid("modes", mode, "a mode of " + runtimes.stream().map(r -> r.name() + " " + r.modesAndVariants()).toList()
                        + " (listed twice, a mode's twin: an A/A calibration)");
            }
        }
        int duration = data.integer("duration.seconds", 1, 36_000);
        Warmup warmup = warmup(data);
        List<LoadSpec> loads = loads(data, warmup, duration);
        List<JvmDefinition> jvms = names(data, "jvms", definitions.jvms());
        requireReadByEveryJvm(data, runtimes, modes, jvms, serverJvmOptions(data));
        service.ifPresent(own -> requireMeasurable(data, own, loads.get(0), jvms));
        service.filter(own -> own.simulationClass().isPresent()).ifPresent(own -> equalLoadAsked(data).ifPresent(steps -> {
            throw data.invalid(EqualLoadPlan.KEY, steps, "no value with " + SERVICE + " = " + own.file() + ": its traffic is its own "
                    + "simulation class (" + own.simulationClass().get() + "), which runs one load level; equal-load steps send "
                    + "vtbench's endpoint or a request list (requests = FILE)");
        }));
        return new MatrixFile(data.name(), data.optional("description").orElse(""), runtimes, jvms,
                modes, names(data, "profiles", definitions.profiles()), scenarios,
                loads, RoundsPlan.read(data), serverJvmOptions(data), service, equalLoad(data, duration, loads),
                scenarioLoads(data, loads, scenarios, definitions), declared);
    }

    /**
     * The loads of the scenarios that have their own user counts (users.SCENARIO) or warm-up cap
     * (warmup.max.seconds.SCENARIO), by scenario name: closed-model loads like {@code users}', with its simulation and
     * window, and its warm-up but for the cap. A key naming no scenario is refused; one naming a scenario this run
     * leaves out (a preset's, with --scenarios) does nothing.
     */
    static Map<String, List<LoadSpec>> scenarioLoads(DataFile data, List<LoadSpec> sharedLoads, List<Scenario> scenarios,
                                                     Definitions definitions) {
        LoadSpec shared = sharedLoads.get(0);
        Map<String, List<LoadSpec>> loads = new java.util.TreeMap<>();
        for (String key : data.keys()) {
            if (!SCENARIO_USERS_KEY.matcher(key).matches()) {
                continue;
            }
            String scenario = key.substring(SCENARIO_USERS.length());
            requireScenario(data, key, scenario, definitions, "users");
            if (shared.model() != LoadModel.CLOSED || shared.simulation().rateParameter().isPresent()) {
                throw data.invalid(key, data.required(key), "no value with the " + shared.model() + " model of " + shared.simulation().label()
                        + ": a scenario's own user counts are closed-model users");
            }
            if (scenarios.stream().noneMatch(s -> s.name().equals(scenario))) {
                continue;
            }
            List<LoadSpec> own = new ArrayList<>();
            for (String users : distinctWords(data, key)) {
                own.add(new LoadSpec(shared.simulation(), LoadModel.CLOSED, count(data, key, users, LoadSpec.MAX_USERS), 0,
                        shared.warmup(), shared.durationSeconds(), shared.properties()));
            }
            if (own.isEmpty()) {
                throw data.invalid(key, "", "at least one number of users for scenario " + scenario);
            }
            loads.put(scenario, List.copyOf(own));
        }
        for (String key : data.keys()) {
            if (!SCENARIO_WARMUP_MAX_KEY.matcher(key).matches()) {
                continue;
            }
            String scenario = key.substring(SCENARIO_WARMUP_MAX.length());
            requireScenario(data, key, scenario, definitions, "the warm-up cap");
            if (!shared.warmup().untilSteady()) {
                throw data.invalid(key, data.required(key), "no value with a fixed warm-up (" + WARMUP_FIXED + "): a scenario's own cap "
                        + "caps a warm-up that waits for a steady rate (" + WARMUP_MIN + "/" + WARMUP_MAX + ")");
            }
            int max = data.integer(key, Warmup.MIN_CAP_SECONDS, Warmup.MAX_SECONDS);
            if (max < shared.warmup().minSeconds()) {
                throw data.invalid(key, Integer.toString(max), "at least " + WARMUP_MIN + " = " + shared.warmup().minSeconds()
                        + ": the cap on the warm-up cannot come before its minimum");
            }
            if (scenarios.stream().noneMatch(s -> s.name().equals(scenario))) {
                continue;
            }
            Warmup capped = Warmup.untilSteady(shared.warmup().minSeconds(), max);
            loads.put(scenario, loads.getOrDefault(scenario, sharedLoads).stream().map(load -> load.withWarmup(capped)).toList());
        }
        return Map.copyOf(loads);
    }

    private static void requireScenario(DataFile data, String key, String scenario, Definitions definitions, String what) {
        if (!definitions.scenarios().names().contains(scenario)) {
            throw data.invalid(key, data.required(key), what + " of a scenario named after the dot, one of "
                    + definitions.scenarios().names() + " ('" + scenario + "' is none)");
        }
    }

    /** A scenario's own keys, those of its loads that differ from the matrix's: "users.cpu = 10\n". */
    private String scenarioProperties(String scenario, List<LoadSpec> own) {
        List<Integer> users = own.stream().map(LoadSpec::concurrency).toList();
        Warmup warmup = own.get(0).warmup();
        return (users.equals(loads.stream().map(LoadSpec::concurrency).toList()) ? ""
                : SCENARIO_USERS + scenario + " = " + String.join(" ", users.stream().map(String::valueOf).toList()) + "\n")
                + (warmup.equals(loads.get(0).warmup()) ? "" : SCENARIO_WARMUP_MAX + scenario + " = " + warmup.maxSeconds() + "\n");
    }

    /** The capacity loads of {@code scenario}: its own user counts (users.SCENARIO), or the matrix's. */
    public List<LoadSpec> loadsOf(Scenario scenario) {
        return scenarioLoads.getOrDefault(scenario.name(), loads);
    }

    /**
     * What a service run cannot do, refused before anything is built: a simulation that does not hold one load level
     * (a rate search, a ramp-up) sends vtbench's own endpoint, not the service's traffic; and a user's image runs the
     * JVM it has, so a second JVM of the matrix would only measure that image again under another JVM's name.
     */
    private static void requireMeasurable(DataFile data, OwnService service, LoadSpec load, List<JvmDefinition> jvms) {
        if (!load.simulation().constantLoad()) {
            throw data.invalid("simulation", load.simulation().label(), "one of " + Simulation.labels(Simulation.constantLoads())
                    + " with " + SERVICE + " = " + service.file() + ": a " + load.simulation().label() + " sends vtbench's own endpoint, "
                    + "not the service's traffic");
        }
        if (service.deployment() instanceof dev.vtbench.harness.matrix.Deployment.Image image && jvms.size() > 1) {
            throw data.invalid("jvms", String.join(" ", jvms.stream().map(JvmDefinition::name).toList()), "one JVM with "
                    + SERVICE + " = " + service.file() + ": its image " + image.reference() + " runs the JVM it has (the cells record "
                    + "the vendor and version it reports), so each further JVM would measure the same image again");
        }
    }

    /**
     * The user's service a matrix names, loaded and checked now, before anything is built. Its runtime and scenario
     * come from its file, so a matrix that also names runtimes or scenarios is refused rather than half obeyed.
     */
    private static Optional<OwnService> ownService(DataFile data) {
        Optional<String> file = data.optional(SERVICE);
        if (file.isEmpty()) {
            return Optional.empty();
        }
        for (String key : List.of("runtimes", "scenarios")) {
            data.optional(key).ifPresent(value -> {
                throw data.invalid(key, value, "no value with " + SERVICE + " = " + file.get() + ": a service run measures the service "
                        + "its file names, with the traffic that file names (remove " + key + ", or start from --matrix "
                        + SERVICE_PRESET + ")");
            });
        }
        return Optional.of(ServiceFile.load(data.folderOf(SERVICE).resolve(file.get()).normalize()));
    }

    /**
     * A JVM option some JVMs of the matrix do not read (jdk.pollerMode before JDK 22) is refused with the mode or key that
     * gives it, rather than measured under a name that says it was set.
     */
    private static void requireReadByEveryJvm(DataFile data, List<RuntimeDefinition> runtimes, List<String> modes, List<JvmDefinition> jvms,
                                              ServerJvmOptions run) {
        for (JvmDefinition jvm : jvms) {
            run.unreadBefore(jvm.feature()).ifPresent(option -> {
                throw data.invalid(ServerJvmOptions.KEY, run.joined(), "no " + option + " with " + jvm.name() + ": JDK " + jvm.feature()
                        + " does not read it (" + ServerJvmOptions.POLLER_MODE_PROPERTY + " from JDK 22), so its cells would not be what "
                        + "the option says; leave out " + jvm.name() + " or the option");
            });
            for (RuntimeDefinition runtime : runtimes) {
                for (String mode : modes.isEmpty() ? runtime.modes()
                        : modes.stream().map(m -> Mode.of(m).base().name()).filter(runtime::knows).distinct().toList()) {
                    runtime.variants().of(mode).unreadBefore(jvm.feature()).ifPresent(option -> {
                        throw data.invalid("jvms", jvm.name(), "a JVM that reads " + option + ", which mode " + mode + " of " + runtime.name()
                                + " sets: JDK " + jvm.feature() + " does not (" + ServerJvmOptions.POLLER_MODE_PROPERTY + " from JDK 22; "
                                + "JDK 21's pollers are platform threads, as mode 1's); leave out " + jvm.name() + " or that mode (--modes)");
                    });
                }
            }
        }
    }

    /** server.jvm.options: extra options for every server JVM of the run, each checked (see {@link ServerJvmOptions}). */
    static ServerJvmOptions serverJvmOptions(DataFile data) {
        String raw = data.optional(ServerJvmOptions.KEY).orElse("");
        try {
            return ServerJvmOptions.parse(raw);
        } catch (IllegalArgumentException e) {
            throw data.invalid(ServerJvmOptions.KEY, raw, ServerJvmOptions.ACCEPTED + "; " + e.getMessage() + " is not");
        }
    }

    /**
     * The loads of the matrix: one per user count (closed) or rate (open) of its simulation; a rate search is one
     * open-model load that climbs to search.max.rate, a ramp-up a closed one per user count.
     */
    /**
     * warmup.seconds: fixed; otherwise until steady, between warmup.min.seconds (default 10) and warmup.max.seconds
     * (default 120). Both kinds in one file is a contradiction, refused with the lines that say each.
     */
    static Warmup warmup(DataFile data) {
        boolean fixed = data.optional(WARMUP_FIXED).isPresent();
        boolean steady = data.optional(WARMUP_MIN).isPresent() || data.optional(WARMUP_MAX).isPresent();
        if (fixed && steady) {
            throw data.invalid(WARMUP_FIXED, data.required(WARMUP_FIXED), "either " + WARMUP_FIXED + " (a fixed warm-up) or "
                    + WARMUP_MIN + "/" + WARMUP_MAX + " (until the rate is steady), not both");
        }
        if (fixed) {
            return Warmup.fixed(data.integer(WARMUP_FIXED, 0, Warmup.MAX_SECONDS));
        }
        int min = data.optional(WARMUP_MIN).isPresent() ? data.integer(WARMUP_MIN, 0, Warmup.MAX_SECONDS) : Warmup.DEFAULT_MIN_SECONDS;
        int max = data.optional(WARMUP_MAX).isPresent() ? data.integer(WARMUP_MAX, 3, Warmup.MAX_SECONDS) : Warmup.DEFAULT_MAX_SECONDS;
        if (max < min) {
            throw data.invalid(WARMUP_MAX, Integer.toString(max), "at least " + WARMUP_MIN + " = " + min + ": the cap on the "
                    + "warm-up cannot come before its minimum");
        }
        return Warmup.untilSteady(min, max);
    }

    private static List<LoadSpec> loads(DataFile data, Warmup warmup, int duration) {
        String simulationName = data.optional("simulation").orElse(Simulation.DEFAULT.label());
        Simulation simulation;
        try {
            simulation = Simulation.parse(simulationName);
        } catch (IllegalArgumentException e) {
            throw data.invalid("simulation", simulationName, "one of " + Simulation.labels(Simulation.all()));
        }
        // Named, even as none: a preset's step keys stay valid when the command line leaves its steps out.
        Optional<Simulation> steps = data.optional(EqualLoadPlan.KEY).flatMap(plan -> Simulation.equalLoadSteps());
        Map<String, String> properties = SimulationKeys.properties(data, simulation, steps);
        if (warmup.untilSteady() && !simulation.constantLoad()) {
            throw data.invalid("simulation", simulation.label(), "a fixed warm-up (warmup.seconds) with it: a " + simulation.label()
                    + " keeps its own definition of warm-up, so a steady rate cannot open its window");
        }
        LoadModel model;
        try {
            // Lazily: a simulation that fixes its model never reads the key, as before it had a schema.
            model = simulation.fixedModel().orElseGet(() -> data.optional("model").map(key -> LoadModel.fromJsonName("model", key)).orElse(LoadModel.CLOSED));
        } catch (IllegalArgumentException e) {
            throw data.invalid("model", data.required("model"), "closed or open");
        }
        List<LoadSpec> loads = new ArrayList<>();
        if (simulation.rateParameter().isPresent()) {
            int rate = (int) simulation.rateParameter().get().valueIn(properties);
            loads.add(new LoadSpec(simulation, LoadModel.OPEN, 0, rate, warmup, duration, properties));
            return loads;
        }
        switch (model) {
            case CLOSED -> data.words("users").forEach(users -> loads.add(new LoadSpec(simulation, LoadModel.CLOSED,
                    count(data, "users", users, LoadSpec.MAX_USERS), 0, warmup, duration, properties)));
            case OPEN -> data.words("rates").forEach(rate -> loads.add(new LoadSpec(simulation, LoadModel.OPEN, 0,
                    count(data, "rates", rate, 200_000), warmup, duration, properties)));
        }
        String key = model == LoadModel.CLOSED ? "users" : "rates";
        if (loads.isEmpty()) {
            throw data.invalid(key, "", "at least one number for the " + model + " model");
        }
        if (Set.copyOf(loads).size() < loads.size()) {
            throw data.invalid(key, data.required(key), "each number once: one listed twice (\"10 +10\" included) would make two "
                    + "cells of one id, the second overwriting the first's result");
        }
        return loads;
    }

    /**
     * equal.load: the open-model steps that every mode of each runtime, JVM, profile and scenario is offered after its
     * capacity cells (fractions of the lower capacity, or rates), with the equal-load simulation's own keys; empty
     * without the key or with {@value #NO_STEPS}. Fractions need a capacity: a closed-model load of one level among
     * {@code loads}, which the steps' server measures first; an open model's fixed rates measure none, and are refused
     * here rather than leave the steps without a rate when the run reaches them.
     */
    static Optional<LoadSpec> equalLoad(DataFile data, int duration, List<LoadSpec> loads) {
        Optional<String> raw = equalLoadAsked(data);
        if (raw.isEmpty()) {
            return Optional.empty();
        }
        Simulation steps = Simulation.equalLoadSteps().orElseThrow(() -> data.invalid(EqualLoadPlan.KEY, raw.get(),
                "no value: this build's driver has no simulation that offers equal-load steps"));
        EqualLoadPlan plan;
        try {
            plan = EqualLoadPlan.parse(data.words(EqualLoadPlan.KEY));
        } catch (IllegalArgumentException e) {
            throw data.invalid(EqualLoadPlan.KEY, raw.get(), e.getMessage());
        }
        if (plan.relativeToCapacity() && !data.optional("simulation").map(s -> s.equals(Simulation.DEFAULT.label())).orElse(true)) {
            throw data.invalid(EqualLoadPlan.KEY, raw.get(), "absolute rates (500 1000) with simulation = " + data.required("simulation")
                    + ": fractions are of the capacity a throughput run measures, and this matrix measures none");
        }
        if (plan.relativeToCapacity() && loads.stream().noneMatch(LoadSpec::measuresCapacity)) {
            LoadSpec load = loads.get(0);
            throw data.invalid(EqualLoadPlan.KEY, raw.get(), "rates in req/s (e.g. " + halfOf(load) + ") or " + NO_STEPS
                    + " with model = " + load.model().jsonName() + ": fractions are of the capacity a closed model's users"
                    + " measure, and this matrix's " + load.simulation().label() + " offers fixed rates");
        }
        Simulation capacity = data.optional("simulation").map(Simulation::parse).orElse(Simulation.DEFAULT);
        return Optional.of(LoadSpec.equalLoad(steps, plan, duration, SimulationKeys.properties(data, steps, Optional.of(capacity))));
    }

    /** The value of equal.load that asks for no steps: a preset's own steps left out from the command line. */
    static final String NO_STEPS = "none";

    /** equal.load as given, unless it asks for no steps. */
    private static Optional<String> equalLoadAsked(DataFile data) {
        return data.optional(EqualLoadPlan.KEY).filter(value -> !value.trim().equals(NO_STEPS));
    }

    /** Half the first rate of an open load, as an example of a step below it. */
    private static String halfOf(LoadSpec load) {
        return Integer.toString(Math.max(1, load.rate() / 2));
    }

    /**
     * Every cell: runtime x JVM x mode (those of the runtime, or the listed ones it has) x profile x scenario x load;
     * the equal-load cells of a runtime, JVM, profile and scenario come after its capacity cells, whose figures their
     * rates may be fractions of.
     */
    /** The number of rounds at most: a run of a fixed number of them repeats each cell that often. */
    public int repetitions() {
        return rounds.max();
    }

    public List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        for (RuntimeDefinition runtime : runtimes) {
            List<String> runtimeModes = modes.isEmpty() ? runtime.modes()
                    : modes.stream().filter(mode -> runtime.knows(Mode.of(mode).base().name())).toList();
            for (JvmDefinition jvm : jvms) {
                for (CpuProfile profile : profiles) {
                    for (Scenario scenario : scenarios) {
                        for (LoadSpec load : loadsOf(scenario)) {
                            for (String mode : runtimeModes) {
                                cells.add(new Cell(runtime, jvm, Mode.of(mode), profile, scenario, load, serverJvmOptionsOf(runtime, mode), service));
                            }
                        }
                        for (String mode : equalLoad.isPresent() ? runtimeModes : List.<String>of()) {
                            cells.add(new Cell(runtime, jvm, Mode.of(mode), profile, scenario, equalLoad.get(), serverJvmOptionsOf(runtime, mode),
                                    service));
                        }
                    }
                }
            }
        }
        return cells;
    }

    /** A cell's server JVM options: the run's, then its mode's (a variant's), which so win over the run's. */
    private ServerJvmOptions serverJvmOptionsOf(RuntimeDefinition runtime, String mode) {
        // A twin runs its base, the variant's options included.
        return serverJvmOptions.then(runtime.variants().of(Mode.of(mode).base().name()));
    }

    /** This matrix with every key spelled out, as a run folder keeps it so that `--resume` runs exactly the same cells. */
    public String toProperties() {
        LoadSpec first = loads.get(0);
        return "# The matrix of this run, resolved from " + name + " and the command line; `harness/vtbench run --resume` reads it.\n"
                + "description = " + description + "\n"
                + service.map(own -> SERVICE + " = " + own.file() + "\n").orElse(
                        "runtimes = " + String.join(" ", runtimes.stream().map(RuntimeDefinition::name).toList()) + "\n")
                + "jvms = " + String.join(" ", jvms.stream().map(JvmDefinition::name).toList()) + "\n"
                + "modes = " + String.join(" ", modes) + "\n"
                + "profiles = " + String.join(" ", profiles.stream().map(CpuProfile::name).toList()) + "\n"
                + (service.isPresent() ? "" : "scenarios = " + String.join(" ", scenarios.stream().map(Scenario::name).toList()) + "\n")
                + "simulation = " + first.simulation().label() + "\n"
                + first.simulation().keys().entrySet().stream().filter(k -> first.properties().containsKey(k.getValue()))
                        .map(k -> k.getKey() + " = " + first.properties().get(k.getValue()) + "\n").collect(java.util.stream.Collectors.joining())
                + (first.simulation().rateParameter().isPresent() ? "" : "model = " + first.model() + "\n")
                + (first.simulation().rateParameter().isPresent() ? "" : (first.model() == LoadModel.CLOSED ? "users = " : "rates = ")
                + String.join(" ", loads.stream().map(l -> Integer.toString(l.concurrency())).toList()) + "\n")
                + scenarioLoads.entrySet().stream().map(own -> scenarioProperties(own.getKey(), own.getValue()))
                        .collect(java.util.stream.Collectors.joining())
                + (first.warmup().untilSteady()
                        ? WARMUP_MIN + " = " + first.warmup().minSeconds() + "\n" + WARMUP_MAX + " = " + first.warmup().maxSeconds() + "\n"
                        : WARMUP_FIXED + " = " + first.warmupSeconds() + "\n")
                + "duration.seconds = " + first.durationSeconds() + "\n"
                + equalLoad.map(steps -> EqualLoadPlan.KEY + " = " + steps.steps().matrixValue() + "\n"
                        + steps.simulation().keys().entrySet().stream().filter(k -> steps.properties().containsKey(k.getValue()))
                        .filter(k -> !first.properties().containsKey(k.getValue()))
                        .map(k -> k.getKey() + " = " + steps.properties().get(k.getValue()) + "\n")
                        .collect(java.util.stream.Collectors.joining())).orElse("")
                + rounds.properties()
                // Only when set, so that a run folder written before the key existed still reads as the same matrix.
                + (serverJvmOptions.isEmpty() ? "" : ServerJvmOptions.KEY + " = " + serverJvmOptions.joined() + "\n")
                + declared.properties();
    }

    private static <T> List<T> names(DataFile data, String key, Catalog<T> catalog) {
        List<String> names = distinctWords(data, key);
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

    /** The words of a list key, each at most once: a name or number listed twice would make two cells of one id, the second overwriting the first's result. */
    /**
     * The modes: a mode listed twice is measured twice, its second as its twin ("pool pool": pool and pool-twin, the A/A
     * calibration); three times is refused.
     */
    private static List<String> modesWithTwins(DataFile data) {
        List<String> modes = new ArrayList<>();
        for (String word : data.words("modes")) {
            String mode = modes.contains(word) ? Mode.of(word).twin().name() : word;
            if (modes.contains(mode)) {
                throw data.invalid("modes", data.required("modes"), "each mode once, or twice for its twin (an A/A calibration); '"
                        + word + "' is listed " + (Mode.of(word).isTwin() ? "twice as a twin" : "three times"));
            }
            modes.add(mode);
        }
        return modes;
    }

    private static List<String> distinctWords(DataFile data, String key) {
        List<String> words = data.words(key);
        Set<String> seen = new java.util.HashSet<>();
        for (String word : words) {
            if (!seen.add(word)) {
                throw data.invalid(key, data.required(key), "each value once; '" + word + "' is listed twice");
            }
        }
        return words;
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
