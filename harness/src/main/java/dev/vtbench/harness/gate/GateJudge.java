package dev.vtbench.harness.gate;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellPair;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.Spread;
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
 * Judges gates against a run's cells. The cells it looks at are those its matrix listed as well as those it recorded,
 * so that a cell the run never reached is missing, not overlooked. A pair is judged only on cells that were MEASURED,
 * steady in every repetition and trusted for the gate's figure (no disqualifying flag: the figures every ratio and
 * comparison of vtbench leaves out); anything else makes the pair, and so the gate, fail as not judged, saying why.
 * A gate on another figure than capacity reads it, and whether it is trusted, from the verdict's inputs
 * ({@link VerdictInputs}), so that a gate and the verdict never disagree on what was measured or trusted. A gate judges
 * the ratio of the medians across repetitions (as it always has: one odd repetition moves it least), where the verdict
 * gives the ratio of geometric means with its interval; both are printed, so a gate near its bound can be read against
 * the interval.
 */
public final class GateJudge {
    private GateJudge() {}

    /** Each gate judged against a results folder: its recorded cells and the cells its run listed. */
    public static List<GateVerdict> judge(List<RegressionGate> gates, ResultsFolder results) {
        List<String> listed = results.run().cells();
        return gates.stream().map(gate -> judge(gate, results.cells(), listed)).toList();
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

    /** One gate against {@code cells}, with {@code listed} the ids of every cell the run meant to measure. */
    public static GateVerdict judge(RegressionGate gate, List<CellResult> cells, List<String> listed) {
        Map<CellKey, CellResult> recorded = new LinkedHashMap<>();
        cells.forEach(cell -> CellKey.read(cell.cell()).ifPresent(key -> recorded.put(key, cell)));
        Set<String> ids = new LinkedHashSet<>(listed);
        cells.forEach(cell -> ids.add(cell.cell()));
        List<CellKey> known = keys(ids);
        Optional<String> absence = absence(gate, known);
        if (absence.isPresent()) {
            return GateVerdict.absent(gate, absence.get());
        }
        // One pair per place at the gate's profile where either of its modes has a cell; the other may be missing.
        Map<String, CellKey> pairs = new LinkedHashMap<>();
        known.stream().filter(key -> key.profile().equals(gate.profile()))
                .filter(key -> key.mode().name().equals(gate.mode()) || key.mode().name().equals(gate.baseline()))
                .forEach(key -> pairs.putIfAbsent(key.withoutMode(), key));
        Set<CellKey> listedKeys = Set.copyOf(known);
        List<PairVerdict> verdicts = new ArrayList<>();
        pairs.values().forEach(any -> verdicts.add(judgePair(gate, any, recorded, listedKeys)));
        return GateVerdict.of(gate, verdicts);
    }

    private static PairVerdict judgePair(RegressionGate gate, CellKey any, Map<CellKey, CellResult> recorded, Set<CellKey> listed) {
        String pair = any.withoutModeAndProfile();
        CellKey modeKey = any.withMode(Mode.of(gate.mode()));
        CellKey baselineKey = any.withMode(Mode.of(gate.baseline()));
        List<String> problems = Stream.of(problem(gate, gate.mode(), modeKey, recorded, listed),
                        problem(gate, gate.baseline(), baselineKey, recorded, listed)).flatMap(Optional::stream).toList();
        if (!problems.isEmpty()) {
            return new PairVerdict.Unjudged(pair, String.join("; ", problems));
        }
        CellResult mode = recorded.get(modeKey);
        CellResult baseline = recorded.get(baselineKey);
        if (gate.metric() == GateMetric.CAPACITY) {
            // The gate's own reading of trust (above) is at least CellPair's, so the pair's ratio is there.
            double ratio = new CellPair(mode, baseline).ratio(Figure.CAPACITY).orElseThrow();
            return new PairVerdict.Judged(pair, model(mode.context()), mode.throughput(), baseline.throughput(), gate.holds(ratio));
        }
        Spread modeFigure = Spread.of(GateFigure.values(gate.metric(), VerdictInputs.sample(mode)));
        Spread baselineFigure = Spread.of(GateFigure.values(gate.metric(), VerdictInputs.sample(baseline)));
        return new PairVerdict.Judged(pair, model(mode.context()), modeFigure, baselineFigure,
                gate.holds(modeFigure.median() / baselineFigure.median()), gate.metric().metric());
    }

    /** Why a cell cannot feed the gate: missing, not measured, or (for the gate's figure) not steady or not trusted; empty when it can. */
    private static Optional<String> problem(RegressionGate gate, String mode, CellKey key, Map<CellKey, CellResult> recorded,
                                            Set<CellKey> listed) {
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
        return gate.metric() == GateMetric.CAPACITY ? capacityProblem(cell, named)
                : GateFigure.problem(gate.metric(), VerdictInputs.sample(cell)).map(why -> named + " " + why);
    }

    /** A capacity gate's reading of trust, as it always was: steady in every repetition, a throughput, no disqualifying flag. */
    private static Optional<String> capacityProblem(CellResult cell, String named) {
        List<String> untrusted = new ArrayList<>();
        long never = cell.repetitions().stream().filter(r -> !r.windowOpened()).count();
        if (never > 0) {
            untrusted.add("not steady: " + never + " of " + cell.repetitions().size() + " repetition(s) never became steady within the "
                    + "warm-up cap");
        } else if (cell.flags().contains(Flag.NOT_STEADY)) {
            untrusted.add("not steady: its rate moved by more than the steady criterion inside the measured window");
        }
        if (cell.throughput().isMissing() && never == 0) {
            untrusted.add("without a throughput figure");
        }
        String others = cell.flags().stream().filter(Flag::disqualifies).filter(flag -> flag != Flag.NOT_STEADY).map(Flag::code)
                .collect(Collectors.joining(" "));
        if (!others.isEmpty()) {
            untrusted.add("not trusted: flagged " + others);
        }
        return untrusted.isEmpty() ? Optional.empty() : Optional.of(named + " was " + String.join(", and ", untrusted) + " (see summary.md's notes)");
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
