package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of a change between JDKs ({@code judge = jdk-change}), not of a ratio against a published range: per
 * runtime, the pair virtual / pool on a JDK before the change and on one after it, joined with the pinning events each
 * virtual cell's flight recording counted (jdk.VirtualThreadPinned), so the finding rests on the JVM's own account.
 * Reproduced when the JDK before pinned, the JDK after did not, and virtual threads gained on the pool from one to the
 * other. A control scenario (the same call outside the change's reach) is shown, not judged.
 */
final class JdkChangeJudge extends MatrixJudge {
    static final Set<String> KEYS = keys();

    /** "JEP 491", as the findings name the change. */
    private final String change;
    /** The first JDK feature release with the change. */
    private final int jdk;
    private final Optional<String> controlScenario;

    JdkChangeJudge(StudyClaim claim) {
        super(claim, "scenarios");
        this.change = claim.file().required("change.name");
        this.jdk = claim.file().integer("change.jdk", 2, 1000);
        this.controlScenario = claim.file().optional("control.scenario");
        if (controlScenario.isPresent() != claim.file().optional("control.method").isPresent()) {
            throw claim.file().invalid("control.method", claim.file().optional("control.method").orElse(""),
                    "a method line for control.scenario, and both or neither");
        }
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(MatrixPlanner.claimKeys("scenarios"));
        keys.addAll(Set.of("change.name", "change.jdk", "control.scenario", "control.method"));
        return Set.copyOf(keys);
    }

    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = ModePair.sections(pairs, p -> p.context().profile() + ", /" + p.context().scenario(),
                JdkChangeJudge::section);
        List<String> method = new ArrayList<>();
        controlScenario.filter(plan.scenarios()::contains).ifPresent(control -> method.add(claim.file().required("control.method")));
        method.add("closed model: " + plan.users() + " users; Little's law bounds each cell (users or pool size / 100 ms), and a "
                + "carrier pinned for the whole call bounds virtual threads to carriers / 100 ms");
        method.add(plan.window().methodLine("closed"));
        return new StudyFindings(method(plan, method), sections, findings(pairs));
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
     * One finding per runtime and profile on the judged scenario (every one but the control): reproduced when the JVM
     * before the change recorded pinning and one after it recorded none, and virtual threads stood better against the
     * pool after it than before.
     */
    List<String> findings(List<ModePair> pairs) {
        List<String> findings = new ArrayList<>();
        Map<String, List<ModePair>> byRuntime = pairs.stream().filter(p -> controlScenario.map(c -> !c.equals(p.context().scenario())).orElse(true))
                .collect(Collectors.groupingBy(p -> p.context().runtime() + " (" + p.context().profile() + ")", LinkedHashMap::new,
                        Collectors.toList()));
        byRuntime.forEach((runtime, rows) -> {
            Optional<ModePair> before = rows.stream().filter(p -> jdkMajor(p.virtual().context().jvmVersion()) < jdk).findFirst();
            Optional<ModePair> after = rows.stream().filter(p -> jdkMajor(p.virtual().context().jvmVersion()) >= jdk).findFirst();
            if (before.isEmpty() || after.isEmpty()) {
                findings.add(change + " on " + runtime + ": not checked, it needs a JVM before JDK " + jdk + " and one from JDK " + jdk
                        + " on (--jvms " + String.join(",", defaultJvms()) + ")");
                return;
            }
            findings.add(change + " on " + runtime + ": " + verdict(before.get(), after.get()));
        });
        if (findings.isEmpty()) {
            findings.add(change + " could not be checked: no judged cell was measured in both modes.");
        }
        return findings;
    }

    private String verdict(ModePair before, ModePair after) {
        String pinnedBefore = pinnedEvents(before.virtual());
        String pinnedAfter = pinnedEvents(after.virtual());
        String figures = before.context().jvm() + " virtual / pool " + before.ratio().map(StudyFormat::ratio).orElse("not comparable")
                + " with " + pinnedBefore + " pinning event(s), " + after.context().jvm() + " "
                + after.ratio().map(StudyFormat::ratio).orElse("not comparable") + " with " + pinnedAfter;
        if (pinnedBefore.equals("unknown") || pinnedAfter.equals("unknown") || before.ratio().isEmpty() || after.ratio().isEmpty()) {
            return figures + ": not checked (a figure is missing or a cell not comparable)";
        }
        boolean reproduced = !pinnedBefore.equals("0") && pinnedAfter.equals("0") && before.ratio().get() < after.ratio().get();
        return figures + (reproduced ? ": reproduced (pinning before JDK " + jdk + ", none after, and virtual threads gained on the pool)"
                : ": not reproduced");
    }
}
