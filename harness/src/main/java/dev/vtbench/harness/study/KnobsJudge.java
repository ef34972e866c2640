package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.LimitDifference;
import dev.vtbench.harness.result.ParityCheck;
import dev.vtbench.harness.result.ParityComparison;
import dev.vtbench.harness.run.Machine;
import dev.vtbench.harness.verify.ParityLimit;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of the JDK's knobs for virtual threads ({@code judge = knobs}): each knob a mode of its own (a variant of
 * virtual in the runtime's runtime.properties: the scheduler's parallelism, the pollers), measured in one run beside the
 * pool and the JVM's default virtual threads. Per condition a table of every mode with the carriers and pollers its
 * server reported, each knob against the default and against the pool on trusted cells, and whether each comparison
 * with the pool differed only in its threads; then, per knob, what it did across conditions.
 */
final class KnobsJudge extends MatrixJudge {
    static final Set<String> KEYS = keys();
    private static final String POLLER_MODE = "jdk.pollerMode";

    KnobsJudge(StudyClaim claim) {
        super(claim, "scenarios", "modes");
    }

    private static Set<String> keys() {
        return Set.copyOf(new HashSet<>(MatrixPlanner.claimKeys("scenarios", "modes")));
    }

    @Override
    public StudyFindings run(StudySession session) {
        return super.run(session).plus(ParallelismJudge.unfitStatement(session.profiles(), Machine.cores()));
    }

    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        Map<String, List<CellResult>> byCondition = new LinkedHashMap<>();
        cells.stream().filter(cell -> cell.status() == CellStatus.MEASURED)
                .forEach(cell -> byCondition.computeIfAbsent(cell.context().key().withoutMode(), key -> new ArrayList<>()).add(cell));
        List<StudySection> sections = new ArrayList<>();
        List<KnobComparison> comparisons = new ArrayList<>();
        for (List<CellResult> condition : byCondition.values()) {
            Optional<CellResult> byDefault = inMode(condition, Mode.VIRTUAL);
            Optional<CellResult> pool = inMode(condition, Mode.POOL);
            List<KnobComparison> knobs = condition.stream().filter(cell -> cell.context().mode().isVirtual()
                    && !cell.context().mode().equals(Mode.VIRTUAL)).map(knob -> new KnobComparison(knob, byDefault, pool)).toList();
            sections.add(section(condition, byDefault, pool, knobs));
            comparisons.addAll(knobs);
        }
        return new StudyFindings(method(plan, List.of(
                "modes " + String.join(", ", plan.modes()) + ": each knob a variant of virtual with its JVM options after the harness's own "
                        + "(images/RUNTIME/runtime.properties), recorded with each cell; the carriers and pollers each server reported "
                        + "before load (/info and /limits) are in the table",
                closedModel(plan),
                plan.window().methodLine("closed"),
                "each knob is compared with the default virtual threads and with the pool only when both cells are trusted; 'beyond the "
                        + "spread' means their throughput ranges [min-max] do not overlap; every comparison with the pool also compares "
                        + "the two servers' limits beyond the threads (GET /limits: connection limits, accept queue, keep-alive, heap, "
                        + "collector, open files, the backend's pool)")), sections, overallFindings(comparisons));
    }

    private static Optional<CellResult> inMode(List<CellResult> cells, Mode mode) {
        return cells.stream().filter(cell -> cell.context().mode().equals(mode)).findFirst();
    }

    private static StudySection section(List<CellResult> condition, Optional<CellResult> byDefault, Optional<CellResult> pool,
                                        List<KnobComparison> knobs) {
        CellContext c = condition.get(0).context();
        List<List<StudyCell>> table = new ArrayList<>();
        pool.ifPresent(cell -> table.add(row(cell, "none: platform threads", label(""), label(""), label(""))));
        byDefault.ifPresent(cell -> table.add(row(cell, "the JVM's defaults", StudyFigure.ratio(Optional.of(1.0)),
                StudyFigure.ratio(pool.flatMap(p -> new ModePair(cell, p).ratio())), label(parityText(pool.map(p ->
                        ParityCheck.between(cell.context(), p.context())))))));
        for (KnobComparison knob : knobs) {
            table.add(row(knob.knob(), knob.setting(), StudyFigure.ratio(knob.versusDefault()), StudyFigure.ratio(knob.versusPool()),
                    label(parityText(knob.parity()))));
        }
        List<String> findings = new ArrayList<>(knobs.stream().map(KnobComparison::finding).toList());
        knobs.forEach(knob -> knob.parity().filter(parity -> !parity.equalButForTheThreads())
                .ifPresent(parity -> findings.add(knob.knob().context().mode() + " against the pool: " + parity.sentence())));
        return new StudySection(c.profile() + ", " + c.runtime() + ", " + c.jvm() + ", GET " + c.endpoint() + ", " + c.users() + " users",
                StudyCells.conditions(c), new StudyTable(List.of("Mode", "What it sets", "Carriers the JVM reported", "Pollers as running",
                "req/s median [min-max] flags", "vs default virtual", "vs pool", "p99 ms", "Limits beyond the threads, vs the pool"), table),
                findings);
    }

    private static List<StudyCell> row(CellResult cell, String setting, StudyCell versusDefault, StudyCell versusPool, StudyCell parity) {
        CellContext c = cell.context();
        boolean virtual = c.mode().isVirtual();
        Integer carriers = c.schedulerParallelism();
        return List.of(label(c.mode().name()), label(setting), virtual && carriers != null
                        ? StudyFigure.one(carriers, StudyFigure.Unit.COUNT, carriers + " (" + KnobComparison.quota(carriers, c.cpus()) + ")")
                        : label("–"), label(virtual ? pollers(c) : "–"), StudyCells.throughput(cell), versusDefault, versusPool,
                StudyCells.p99(cell), parity);
    }

    /** The pollers as the server's threads showed them before load: "2 (virtual threads)", "not started". */
    static String pollers(CellContext context) {
        if (context.parity().isEmpty()) {
            return "not read";
        }
        return context.parity().limit(POLLER_MODE).filter(ParityLimit::known).map(ParityLimit::value)
                .map(mode -> mode + (mode.equals("1") ? " (platform threads)" : mode.equals("2") ? " (virtual threads)" : "")).orElse("not started");
    }

    private static String parityText(Optional<ParityComparison> parity) {
        return parity.map(p -> p.equalButForTheThreads() ? "equal" : !p.read() ? "not read"
                : p.differences().stream().map(LimitDifference::name).collect(Collectors.joining(", ")) + " differ").orElse("–");
    }

    /** Per knob across conditions: its throughput against the default's, and whether every comparison with the pool differed only in threads. */
    static List<String> overallFindings(List<KnobComparison> comparisons) {
        List<String> findings = new ArrayList<>();
        Map<String, List<KnobComparison>> byKnob = new LinkedHashMap<>();
        comparisons.forEach(c -> byKnob.computeIfAbsent(c.knob().context().mode().name(), name -> new ArrayList<>()).add(c));
        byKnob.forEach((knob, all) -> {
            List<KnobComparison> comparable = all.stream().filter(c -> c.versusDefault().isPresent()).toList();
            if (comparable.isEmpty()) {
                findings.add(knob + ": not comparable with the default virtual threads under any condition (" + all.size() + " measured).");
                return;
            }
            List<Double> ratios = comparable.stream().map(c -> c.versusDefault().orElseThrow()).toList();
            long beyond = comparable.stream().filter(KnobComparison::beyondDefaultsSpread).count();
            long lowerBeyond = comparable.stream().filter(c -> c.beyondDefaultsSpread() && c.versusDefault().orElseThrow() < 1).count();
            findings.add(knob + ": throughput " + StudyFormat.ratio(ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow()) + " to "
                    + StudyFormat.ratio(ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow()) + " the default virtual threads' in "
                    + comparable.size() + " comparable condition(s), beyond the repetitions' spread in " + beyond + " (lower in " + lowerBeyond + ")"
                    + (all.size() > comparable.size() ? "; " + (all.size() - comparable.size()) + " not comparable" : "") + ".");
        });
        List<ParityComparison> parities = comparisons.stream().flatMap(c -> c.parity().stream()).toList();
        long differing = parities.stream().filter(p -> !p.equalButForTheThreads()).count();
        findings.add(parities.isEmpty() ? "No knob was compared with the pool."
                : differing == 0 ? "Every knob's comparison with the pool (" + parities.size() + ") had its limits beyond the threads equal: "
                + "the two modes differed only in their threads."
                : differing + " of " + parities.size() + " comparisons with the pool differed in a limit beyond the threads (named under "
                + "their condition): there the figure the limit can cap is not the threads' alone.");
        return findings;
    }
}
