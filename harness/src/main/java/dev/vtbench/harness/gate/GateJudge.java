package dev.vtbench.harness.gate;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RoundsRecord;
import dev.vtbench.harness.verdict.MetricFinding;
import dev.vtbench.harness.verdict.ModeComparison;
import dev.vtbench.harness.verdict.ModeSample;
import dev.vtbench.harness.verdict.Rounds;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.verdict.VerdictInputs;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * Judges gates against a run's cells, by the verdict's own findings: each pair's two samples ({@link VerdictInputs})
 * compared by {@link ModeComparison} at the look its rounds are at, the gate's figure read off that comparison. So a gate
 * reads exactly the figure, the ratio (of geometric means) and the interval the verdict prints, trusted by the same rules;
 * a figure the verdict did not compare makes the pair, and so the gate, fail as not judged, saying why. The cells it
 * looks at are those its matrix listed as well as those it recorded, so that a cell the run never reached is missing,
 * not overlooked; equal-load cells are no pairs of their own: their steps are figures of their capacity cells' samples.
 */
public final class GateJudge {
    private GateJudge() {}

    /** Each gate judged against a results folder: its recorded cells and the cells its run listed. */
    public static List<GateVerdict> judge(List<RegressionGate> gates, ResultsFolder results) {
        List<String> listed = results.run().cells();
        Verdict.RoundsOf rounds = Rounds.of(RoundsRecord.read(results.path()));
        return gates.stream().map(gate -> judge(gate, results.cells(), listed, rounds)).toList();
    }

    /**
     * Refuses, before a run, a gate that its cells could never answer (its profile or a mode not among them), so that
     * a mistyped gate costs nothing rather than a whole run.
     */
    public static void requireAnswerable(List<RegressionGate> gates, List<String> cellIds) {
        List<CellKey> cells = keys(cellIds);
        for (RegressionGate gate : gates) {
            absence(gate, cells).ifPresent(why -> {
                throw new IllegalArgumentException("--gate '" + gate + "' could never be judged: " + why + ": add them to the run "
                        + "(--profiles, --modes) or gate what it measures");
            });
        }
    }

    /** One gate against {@code cells} of a run without rounds, with {@code listed} the ids of every cell it meant to measure. */
    public static GateVerdict judge(RegressionGate gate, List<CellResult> cells, List<String> listed) {
        return judge(gate, cells, listed, group -> Optional.empty());
    }

    /** One gate against {@code cells}, each group's rounds as {@code rounds} gives them. */
    public static GateVerdict judge(RegressionGate gate, List<CellResult> cells, List<String> listed, Verdict.RoundsOf rounds) {
        Map<CellKey, CellResult> recorded = new LinkedHashMap<>();
        cells.forEach(cell -> CellKey.read(cell.cell()).ifPresent(key -> recorded.put(key, cell)));
        Set<String> ids = new LinkedHashSet<>(listed);
        cells.forEach(cell -> ids.add(cell.cell()));
        List<CellKey> known = keys(ids);
        Optional<String> absence = absence(gate, known);
        if (absence.isPresent()) {
            return GateVerdict.absent(gate, absence.get());
        }
        Map<CellKey, ModeSample> samples = new LinkedHashMap<>();
        VerdictInputs.from(cells).forEach(sample -> samples.put(sample.key(), sample));
        // One pair per place at the gate's profile where either of its modes has a cell; the other may be missing.
        Map<String, CellKey> pairs = new LinkedHashMap<>();
        known.stream().filter(key -> key.profile().equals(gate.profile()))
                .filter(key -> !VerdictInputs.isEqualLoadId(key.id()))
                .filter(key -> key.mode().name().equals(gate.mode()) || key.mode().name().equals(gate.baseline()))
                .forEach(key -> pairs.putIfAbsent(key.withoutMode(), key));
        Set<CellKey> listedKeys = Set.copyOf(known);
        List<PairVerdict> verdicts = new ArrayList<>();
        pairs.values().forEach(any -> verdicts.add(judgePair(gate, any, recorded, samples, listedKeys, rounds)));
        return GateVerdict.of(gate, verdicts);
    }

    private static PairVerdict judgePair(RegressionGate gate, CellKey any, Map<CellKey, CellResult> recorded,
                                         Map<CellKey, ModeSample> samples, Set<CellKey> listed, Verdict.RoundsOf rounds) {
        String pair = any.withoutModeAndProfile();
        CellKey modeKey = any.withMode(Mode.of(gate.mode()));
        CellKey baselineKey = any.withMode(Mode.of(gate.baseline()));
        List<String> problems = Stream.of(problem(gate.mode(), modeKey, recorded, listed),
                        problem(gate.baseline(), baselineKey, recorded, listed)).flatMap(Optional::stream).toList();
        if (!problems.isEmpty()) {
            return new PairVerdict.Unjudged(pair, String.join("; ", problems));
        }
        ModeSample mode = samples.get(modeKey);
        ModeSample baseline = samples.get(baselineKey);
        Rounds round = rounds.of(mode.serverGroup()).orElse(null);
        ModeComparison comparison = round == null ? ModeComparison.of(mode, baseline) : ModeComparison.of(mode, baseline, round);
        Optional<MetricFinding> found = comparison.finding(gate.metric().metric(), gate.metric().step());
        if (found.isEmpty()) {
            return new PairVerdict.Unjudged(pair, "the verdict has no " + gate.metric() + " for it ("
                    + (gate.metric().step() == null ? "not a figure of this load" : "no such equal-load step in this run") + ")");
        }
        String model = model(recorded.get(modeKey).context());
        return switch (found.get()) {
            case MetricFinding.Compared compared -> judged(gate, pair, model, compared);
            case MetricFinding.OverCapacity over -> new PairVerdict.Unjudged(pair, "over capacity at " + gate.metric().step().label()
                    + " (" + over.reason() + "): a finding, with no ratio to compare");
            case MetricFinding.NotCompared not -> new PairVerdict.Unjudged(pair, "the verdict did not compare its " + gate.metric()
                    + ": " + not.reason() + " (see summary.md's notes)");
        };
    }

    /** The verdict's ratio against the bound; a bound (a driver-bound capacity) judges only what it guarantees. */
    private static PairVerdict judged(RegressionGate gate, String pair, String model, MetricFinding.Compared compared) {
        double ratio = compared.ratio().ratio();
        boolean holds = gate.holds(ratio);
        boolean guaranteed = switch (compared.bound()) {
            case EXACT -> true;
            // The true ratio is at least this one: a least ratio it meets, or a greatest it misses, is sure; and the mirror.
            case AT_LEAST -> holds != gate.comparison().upperBound();
            case AT_MOST -> holds == gate.comparison().upperBound();
        };
        if (!guaranteed) {
            return new PairVerdict.Unjudged(pair, String.format(java.util.Locale.ROOT, "its %s ratio %.2f is a bound (a driver limited "
                    + "one side), which cannot show whether it %s", gate.metric(), ratio, gate.requirement()));
        }
        String figure = dev.vtbench.harness.verdict.FindingText.figure(compared) + switch (compared.bound()) {
            case EXACT -> "";
            case AT_LEAST -> ", a lower bound (the driver limited " + gate.mode() + ")";
            case AT_MOST -> ", an upper bound (the driver limited " + gate.baseline() + ")";
        };
        return new PairVerdict.Judged(pair, model, figure, compared.ratio(), holds);
    }

    /** Why a cell cannot feed the gate: missing or not measured; empty when it can (the verdict judges its figures). */
    private static Optional<String> problem(String mode, CellKey key, Map<CellKey, CellResult> recorded, Set<CellKey> listed) {
        CellResult cell = recorded.get(key);
        String id = key.id();
        String named = "the " + mode + " cell " + id;
        if (cell == null) {
            return Optional.of(listed.contains(key) ? named + " has no result (the run stopped before it: `--resume` measures it)"
                    : "the run has no " + mode + " cell for it (" + id + " is not in its matrix)");
        }
        if (cell.status() != CellStatus.MEASURED) {
            return Optional.of(named + " was " + cell.status() + (cell.reason() == null || cell.reason().isEmpty() ? "" : ": " + cell.reason()));
        }
        return Optional.empty();
    }

    /** "closed model, 400 users", "open model, 2000 req/s offered"; a simulation other than the constant load is named first. */
    static String model(CellContext context) {
        return context == null ? "workload model not recorded" : context.load().workloadText();
    }

    /** Why no pair of the gate can be formed from these cells: its profile, or one of its modes there, is absent. */
    private static Optional<String> absence(RegressionGate gate, List<CellKey> cells) {
        List<CellKey> atProfile = cells.stream().filter(c -> c.profile().equals(gate.profile())).toList();
        if (atProfile.isEmpty()) {
            return Optional.of("this run has no cell at " + gate.profile() + " (its profiles: "
                    + names(cells.stream().map(CellKey::profile).toList()) + ")");
        }
        Set<String> modes = atProfile.stream().map(key -> key.mode().name()).collect(Collectors.toSet());
        List<String> absent = Stream.of(gate.mode(), gate.baseline()).filter(mode -> !modes.contains(mode)).toList();
        if (!absent.isEmpty()) {
            return Optional.of("this run has no " + String.join(" or ", absent) + " cell at " + gate.profile() + " (its modes there: "
                    + names(modes) + ")");
        }
        return Optional.empty();
    }

    /** The keys of the ids that are cell ids: the one thing every result carries, a skipped cell's and an unreached one's too. */
    private static List<CellKey> keys(Collection<String> ids) {
        return ids.stream().map(CellKey::read).flatMap(Optional::stream).toList();
    }

    private static String names(Collection<String> names) {
        return names.isEmpty() ? "none" : String.join(", ", new TreeSet<>(names));
    }
}
