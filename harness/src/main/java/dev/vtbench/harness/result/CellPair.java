package dev.vtbench.harness.result;

import dev.vtbench.harness.matrix.CellKey;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/**
 * Two recorded cells set side by side, a subject over its baseline: a virtual-thread cell over a pool's
 * ({@link #byMode}), or run B's cell over run A's. A ratio exists only when both cells are trusted for its figure
 * ({@link CellResult#trustedFor}: measured, with the figure, no flag disqualifying it), so that no gate, study, page or
 * comparison turns a driver's limit or an unsteady rate into a finding.
 */
public record CellPair(CellResult subject, CellResult baseline) {

    /** Every measured virtual-thread cell beside each measured platform-thread cell of its key but the mode ({@link KeyedPair}). */
    public static List<CellPair> byMode(List<CellResult> cells) {
        List<CellResult> measured = cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .filter(c -> CellKey.read(c.cell()).isPresent()).toList();
        return KeyedPair.byMode(measured, c -> CellKey.parse(c.cell())).stream()
                .map(pair -> new CellPair(pair.virtual(), pair.baseline())).toList();
    }

    /**
     * Each of {@code baselines} beside the one of {@code subjects} with the same {@code key}, in the baselines' order:
     * run A's cells and run B's in {@code compare}, matched on their keys without what tells the runs apart.
     */
    public static <K> List<CellPair> matched(List<CellResult> baselines, List<CellResult> subjects, Function<CellResult, K> key) {
        Map<K, CellResult> byKey = new LinkedHashMap<>();
        subjects.forEach(cell -> byKey.put(key.apply(cell), cell));
        return baselines.stream().filter(cell -> byKey.containsKey(key.apply(cell)))
                .map(cell -> new CellPair(byKey.get(key.apply(cell)), cell)).toList();
    }

    /** Whether both cells' capacity, the headline figure, may enter a ratio. */
    public boolean trusted() {
        return trustedFor(Figure.CAPACITY);
    }

    public boolean trustedFor(Figure figure) {
        return subject.trustedFor(figure) && baseline.trustedFor(figure);
    }

    /** The subject's median of {@code figure} over the baseline's (medians across repetitions); empty unless both are trusted. */
    public Optional<Double> ratio(Figure figure) {
        return trustedFor(figure) ? Optional.of(spread(subject, figure).median() / spread(baseline, figure).median()) : Optional.empty();
    }

    /**
     * The ratio of {@code figure} between the two cells of one run, each counted repetition one value, with its 95%
     * interval, paired by round where the repetitions say theirs ({@link RatioInterval#byRound}); empty unless both are
     * trusted for it.
     */
    public Optional<RatioInterval> interval(Figure figure) {
        if (!trustedFor(figure)) {
            return Optional.empty();
        }
        ToDoubleFunction<Repetition> value = switch (figure) {
            case CAPACITY -> r -> r.load().throughputPerSecond();
            case CPU_PER_REQUEST -> r -> RequestCost.of(r).cpuMicrosPerRequest();
            case LATENCY, MEMORY -> throw new IllegalArgumentException("a pair's interval is of capacity or CPU per request, not " + figure);
        };
        RoundValues top = counted(subject, value);
        RoundValues bottom = counted(baseline, value);
        // Two cells of one run of rounds pair by round, as the verdict's figures do.
        return Optional.of(RatioInterval.byRound(top.values(), top.rounds(), bottom.values(), bottom.rounds(), RatioInterval.CONFIDENCE));
    }

    private static RoundValues counted(CellResult cell, ToDoubleFunction<Repetition> value) {
        return RoundValues.ofRepetitions(cell.repetitions().stream().filter(Repetition::counted).toList(), value);
    }

    private static Spread spread(CellResult cell, Figure figure) {
        return switch (figure) {
            case CAPACITY -> cell.throughput();
            case CPU_PER_REQUEST -> cell.cpuMicrosPerRequest();
            case LATENCY -> cell.p99Millis();
            case MEMORY -> throw new IllegalArgumentException("a pair's median ratio is of capacity, CPU per request or p99, not memory");
        };
    }
}
