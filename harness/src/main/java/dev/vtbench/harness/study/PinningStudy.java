package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * JEP 491 (JDK 24): a virtual thread that blocks while holding a monitor pinned its carrier on JDK 21 and no longer
 * does. Here: GET /pinned (a 100 ms backend call inside a synchronized block) on Temurin 21 and 25, pool against
 * virtual threads; the pinning itself is counted from the server's flight recording (jdk.VirtualThreadPinned), so the
 * finding rests on the JVM's own account, not only on throughput.
 */
public final class PinningStudy implements PresetStudy {
    /** The Open Liberty study (seed 004) ran on Temurin 21, where this pinning applies. */
    static final String SEED = "004_d7f560452dafd862.txt";
    /** The first JDK whose virtual threads unmount while holding a monitor. */
    static final int JEP_491_JDK = 24;

    record Plan(List<String> runtimes, List<String> scenarios, List<Integer> users, SteadyWindow window) {}

    @Override
    public String name() {
        return "pinning";
    }

    @Override
    public String summary() {
        return "JEP 491: /pinned (blocking inside synchronized) on temurin-21 against temurin-25, pool against virtual threads";
    }

    @Override
    public String seedFile() {
        return SEED;
    }

    @Override
    public String presetName() {
        return name();
    }

    @Override
    public Map<String, String> options() {
        String preset = StudyPreset.path(presetName());
        return Map.of("runtimes", "runtimes, comma-separated (default: the preset " + preset + "; tiny: plain-jdk)",
                "users", "closed-model users, comma-separated (default: the preset " + preset + "; tiny 20)",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    /** The preset at the default scale and, with /io added, at the full one; tiny runs plain-jdk at 20 users. */
    Plan planOf(StudyScale scale, StudyOptions options) {
        StudyPreset preset = preset();
        List<String> runtimes = options.names("runtimes", scale == StudyScale.TINY ? List.of("plain-jdk") : preset.runtimes());
        // /io is the control (the same call outside a monitor): worth its time only at the full scale.
        List<String> scenarios = scale == StudyScale.FULL ? List.of("pinned", "io") : preset.scenarios();
        List<Integer> users = options.positiveInts("users", scale == StudyScale.TINY ? List.of(20) : preset.users(), 20_000);
        return new Plan(runtimes, scenarios, users, preset.windowAt(scale, options));
    }

    @Override
    public Map<String, String> matrix(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        Map<String, String> matrix = plan.window().closedMatrix("Study pinning (JEP 491): " + plan(scale, options), plan.runtimes(),
                plan.scenarios(), plan.users());
        matrix.put("modes", "pool virtual");
        return matrix;
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET " + String.join(" and ", plan.scenarios().stream().map(s -> "/" + s).toList()) + " on "
                + String.join(", ", plan.runtimes()) + ", pool and virtual, closed model at " + plan.users() + " users, "
                + plan.window().describe();
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        List<CellResult> cells = session.runMatrix(matrix(session.scale(), session.options()));
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = new ArrayList<>();
        pairs.stream().collect(Collectors.groupingBy(p -> p.context().profile() + ", /" + p.context().scenario(),
                        LinkedHashMap::new, Collectors.toList()))
                .forEach((title, rows) -> sections.add(section(title, rows)));
        return new StudyReport(name(), "Pinning: blocking inside synchronized on JDK 21 against JDK 25 (JEP 491)", SEED,
                "JEP 491 (JDK 24): \"virtual threads that block in synchronized methods and statements release their carrier\"; "
                        + "before it, such a thread pinned its carrier, so at most as many of them as there are carriers could wait "
                        + "at once. The Open Liberty study (seed 004) ran on Temurin 21.0.1, where this applies",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(),
                session.failures(), findings(pairs));
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /pinned?delayMs=100: a 100 ms call to the backend made while holding a monitor (synchronized); "
                        + (plan.scenarios().contains("io") ? "GET /io?delayMs=100, the same call outside a monitor, is the control; " : "")
                        + "pinning is read from the server's flight recording: jdk.VirtualThreadPinned events (a virtual thread "
                        + "blocked 20 ms or more while pinned) in the measured window",
                "closed model: " + plan.users() + " users; Little's law bounds each cell (users or pool size / 100 ms), and a "
                        + "carrier pinned for the whole call bounds virtual threads to carriers / 100 ms",
                plan.window().methodLine("closed")));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
    }

    private static StudySection section(String title, List<ModePair> rows) {
        List<List<StudyCell>> table = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (ModePair row : rows.stream().sorted(Comparator.comparing((ModePair p) -> p.context().runtime())
                .thenComparing(p -> p.context().jvm())).toList()) {
            Optional<Double> ratio = row.ratio();
            OptionalLong pinned = pinnedEventCount(row.virtual());
            table.add(List.of(label(row.context().runtime()), label(row.context().jvm() + " (" + row.virtual().context().jvmVersion() + ")"),
                    label(Integer.toString(row.context().users())), StudyCells.throughput(row.baseline()), StudyCells.throughput(row.virtual()),
                    StudyFigure.ratio(ratio), pinned.isPresent() ? StudyFigure.one(pinned.getAsLong(), StudyFigure.Unit.COUNT,
                            pinnedEvents(row.virtual())) : label(pinnedEvents(row.virtual()))));
            findings.add(row.context().runtime() + " on " + row.context().jvm() + ": virtual / pool "
                    + ratio.map(r -> StudyFormat.ratio(r) + row.spreadNote()).orElse("not compared: " + row.untrustedBecause())
                    + ", " + pinnedEvents(row.virtual()) + " pinning event(s) in the virtual cell's windows");
        }
        // Every row of a section shares its profile; the JVM line names the first JVM only, so the table names each.
        List<String> conditions = List.of(StudyCells.conditions(rows.get(0).context()).get(0));
        return new StudySection(title, conditions, new StudyTable(List.of("Runtime", "JVM", "Users",
                "Pool: req/s median [min-max] flags", "Virtual: req/s median [min-max] flags", "Virtual / pool",
                "Virtual: pinned events"), table), findings);
    }

    /** jdk.VirtualThreadPinned events in the measured windows of all repetitions, or "unknown" if a recording was unread. */
    static String pinnedEvents(CellResult virtual) {
        OptionalLong count = pinnedEventCount(virtual);
        return count.isPresent() ? StudyFormat.count(count.getAsLong()) : "unknown";
    }

    /** jdk.VirtualThreadPinned events in the measured windows of all repetitions; none if a recording was unread. */
    static OptionalLong pinnedEventCount(CellResult virtual) {
        List<Long> counts = virtual.repetitions().stream().map(Repetition::jvmDiagnostics)
                .map(d -> d == null ? -1L : d.virtualThreads().pinned()).toList();
        return counts.isEmpty() || counts.stream().anyMatch(c -> c < 0) ? OptionalLong.empty()
                : OptionalLong.of(counts.stream().mapToLong(Long::longValue).sum());
    }

    static int jdkMajor(String version) {
        String major = version.split("[.+-]", 2)[0];
        try {
            return Integer.parseInt(major);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * One finding per runtime on /pinned: reproduced when the JVM before JEP 491 recorded pinning and one after it
     * recorded none, and virtual threads stood better against the pool after it than before.
     */
    static List<String> findings(List<ModePair> pairs) {
        List<String> findings = new ArrayList<>();
        Map<String, List<ModePair>> byRuntime = pairs.stream().filter(p -> p.context().scenario().equals("pinned"))
                .collect(Collectors.groupingBy(p -> p.context().runtime() + " (" + p.context().profile() + ")", LinkedHashMap::new,
                        Collectors.toList()));
        byRuntime.forEach((runtime, rows) -> {
            Optional<ModePair> before = rows.stream().filter(p -> jdkMajor(p.virtual().context().jvmVersion()) < JEP_491_JDK).findFirst();
            Optional<ModePair> after = rows.stream().filter(p -> jdkMajor(p.virtual().context().jvmVersion()) >= JEP_491_JDK).findFirst();
            if (before.isEmpty() || after.isEmpty()) {
                findings.add("JEP 491 on " + runtime + ": not checked, it needs a JVM before JDK 24 and one from JDK 24 on (--jvms "
                        + "temurin-21,temurin-25)");
                return;
            }
            findings.add("JEP 491 on " + runtime + ": " + verdict(before.get(), after.get()));
        });
        if (findings.isEmpty()) {
            findings.add("JEP 491 could not be checked: no /pinned cell was measured in both modes.");
        }
        return findings;
    }

    private static String verdict(ModePair before, ModePair after) {
        String pinnedBefore = pinnedEvents(before.virtual());
        String pinnedAfter = pinnedEvents(after.virtual());
        String figures = before.context().jvm() + " virtual / pool " + before.ratio().map(StudyFormat::ratio).orElse("not comparable")
                + " with " + pinnedBefore + " pinning event(s), " + after.context().jvm() + " "
                + after.ratio().map(StudyFormat::ratio).orElse("not comparable") + " with " + pinnedAfter;
        if (pinnedBefore.equals("unknown") || pinnedAfter.equals("unknown") || before.ratio().isEmpty() || after.ratio().isEmpty()) {
            return figures + ": not checked (a figure is missing or a cell not comparable)";
        }
        boolean reproduced = !pinnedBefore.equals("0") && pinnedAfter.equals("0") && before.ratio().get() < after.ratio().get();
        return figures + (reproduced ? ": reproduced (pinning before JDK 24, none after, and virtual threads gained on the pool)"
                : ": not reproduced");
    }
}
