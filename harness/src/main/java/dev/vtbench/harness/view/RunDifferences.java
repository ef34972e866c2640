package dev.vtbench.harness.view;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.RunContext;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Every setting two runs differ in beyond their cell ids: "warm-up: 15 s -> 45 s", "image id of
 * vtbench/liberty:temurin-25: sha256:ab12… -> sha256:cd34…", "machine cores: 4 -> 2". A cell's settings are compared
 * between the cells {@code compare} matched (so that a profile or load only one run has does not read as a changed
 * setting); the run's own (repetitions, engines, every machine fact) between the two runs. Each differing setting is
 * one line with A's values and B's, several joined by " | " when the matched cells disagree among themselves; a
 * value an older folder did not record reads {@value Setting#NOT_RECORDED}.
 */
public final class RunDifferences {
    private static final List<Setting<CellContext>> CELL_SETTINGS = List.of(
            // Results before the whole warm-up was recorded kept only its least seconds, and not whether it was fixed.
            Setting.of("warm-up", c -> c.load().warmup() != null ? c.load().warmupText() : "at least " + c.warmupSeconds() + " s"),
            Setting.of("duration", c -> c.durationSeconds() + " s"),
            Setting.of("users", c -> Integer.toString(c.users())),
            Setting.of("rate", c -> c.rate() + "/s"),
            Setting.of("simulation", c -> text(c.simulation())),
            Setting.of("server JVM options", c -> c.serverJvmOptions().isEmpty() ? "none" : c.serverJvmOptions()),
            Setting.of("pool size", CellContext::poolSizeText),
            Setting.per("image id of", CellContext::image, CellContext::imageId),
            Setting.of("image source", CellContext::imageSource),
            Setting.per("JVM of", CellContext::jvm, c -> c.jvmVendor() + " " + c.jvmVersion()),
            Setting.of("scheduler parallelism", c -> text(c.schedulerParallelism())),
            Setting.of("server cpuset", CellContext::serverCpuset),
            Setting.of("driver cpuset", CellContext::driverCpuset),
            Setting.of("memory limit", c -> c.memoryBytes() > 0 ? c.memoryBytes() / (1 << 20) + " MiB" : "none"),
            Setting.of("CPU quota", c -> BigDecimal.valueOf(c.cpus()).stripTrailingZeros().toPlainString()));
    /** Where the drivers ran when a run named no topology: on the harness's own engine, as every run before topologies did. */
    private static final String OWN_ENGINE = "the harness's own engine";

    /** A cell of run A and the cell of run B it was matched with. */
    public record Matched(CellContext a, CellContext b) {}

    private RunDifferences() {}

    /** One line per differing setting, the cells' first, then the run's; empty when the two agree on every one. */
    public static List<String> between(RunContext a, RunContext b, List<Matched> cells) {
        Map<String, Change> changes = new LinkedHashMap<>();
        for (Setting<CellContext> setting : cellSettings(cells)) {
            cells.forEach(pair -> collect(setting, pair.a(), pair.b(), changes));
        }
        runSettings(a, b).forEach(setting -> collect(setting, a, b, changes));
        List<String> lines = new ArrayList<>();
        changes.forEach((label, change) -> lines.add(label + ": " + change));
        return lines;
    }

    /** The fixed settings, then one per simulation key either run recorded (search.step.factor, hold.seconds, ...). */
    private static List<Setting<CellContext>> cellSettings(List<Matched> cells) {
        List<Setting<CellContext>> settings = new ArrayList<>(CELL_SETTINGS);
        Set<String> keys = new java.util.TreeSet<>();
        cells.forEach(pair -> keys.addAll(loadProperties(pair.a()).keySet()));
        cells.forEach(pair -> keys.addAll(loadProperties(pair.b()).keySet()));
        // A key one side recorded and the other did not set is the simulation's default there.
        keys.forEach(key -> settings.add(Setting.of("simulation key " + keyName(key, cells),
                c -> c.load().properties() == null ? null : c.load().properties().getOrDefault(key, "default"))));
        return settings;
    }

    /** The matrix key that set a recorded system property, as the user wrote it. */
    private static String keyName(String property, List<Matched> cells) {
        return cells.stream().map(pair -> pair.a() != null ? pair.a() : pair.b()).filter(java.util.Objects::nonNull)
                .map(c -> c.simulation().keyOf(property)).filter(k -> !k.equals(property)).findFirst().orElse(property);
    }

    private static Map<String, String> loadProperties(CellContext context) {
        return context == null || context.load().properties() == null ? Map.of() : context.load().properties();
    }

    private static List<Setting<RunContext>> runSettings(RunContext a, RunContext b) {
        List<Setting<RunContext>> settings = new ArrayList<>(List.of(
                Setting.of("repetitions per cell", r -> r.repetitions() > 0 ? Integer.toString(r.repetitions()) : null),
                Setting.of("topology", r -> r.topology() == null ? OWN_ENGINE : r.topology()),
                Setting.of("engines", r -> r.engines() == null ? OWN_ENGINE : String.join("; ", r.engines()))));
        // Every fact either machine recorded, those this version does not know included.
        Set<String> facts = new LinkedHashSet<>(facts(a).keySet());
        facts.addAll(facts(b).keySet());
        facts.forEach(fact -> settings.add(Setting.of("machine " + fact, r -> facts(r).get(fact))));
        return settings;
    }

    private static Map<String, String> facts(RunContext run) {
        return run.machine() == null ? Map.of() : run.machine().toJson();
    }

    private static <T> void collect(Setting<T> setting, T a, T b, Map<String, Change> changes) {
        if (a == null || b == null || !setting.sameSubject(a, b)) {
            return;
        }
        String before = setting.shown(a);
        String after = setting.shown(b);
        if (!before.equals(after)) {
            changes.computeIfAbsent(setting.label(a), label -> new Change(new LinkedHashSet<>(), new LinkedHashSet<>())).add(before, after);
        }
    }

    private static String text(Object value) {
        return value == null ? null : String.valueOf(value);
    }

    /** A setting's values in A and in B, each once, in the order met. */
    private record Change(Set<String> before, Set<String> after) {
        void add(String a, String b) {
            before.add(a);
            after.add(b);
        }

        @Override
        public String toString() {
            return String.join(" | ", before) + " -> " + String.join(" | ", after);
        }
    }
}
