package dev.vtbench.harness.study;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of a ramp from idle ({@code judge = time-to-peak}): its figure is a ramp's own, the seconds from the first
 * request until the smoothed rate first reaches 90% of the run's peak, not a window's; each runtime's pool against its
 * virtual mode, sooner or later, beyond the repetitions' spread or within it. The preset is a ramp-up matrix; a ramp
 * starts from idle on purpose, so every scale measures the whole ramp and hold with no warm-up.
 */
final class TimeToPeakJudge extends MatrixJudge {
    private static final String RAMP = "ramp.seconds";
    private static final String HOLD = "hold.seconds";
    static final Set<String> KEYS = MatrixPlanner.claimKeys(RAMP, HOLD);

    TimeToPeakJudge(StudyClaim claim) {
        super(claim, RAMP, HOLD);
    }

    @Override
    Map<String, String> ownOptions() {
        return Map.of("ramp", planner.help(RAMP, "seconds from idle to all users"),
                "hold", planner.help(HOLD, "seconds all users keep loading after the ramp"));
    }

    /** --ramp and --hold, then the ramp's window: no warm-up, the ramp and the hold measured. */
    @Override
    MatrixPlan shape(MatrixPlan plan, StudyScale scale, StudyOptions options) {
        MatrixPlan ramp = plan.with(RAMP, Integer.toString(options.positiveInt("ramp", plan.integer(RAMP), 3_600)))
                .with(HOLD, Integer.toString(options.positiveInt("hold", plan.integer(HOLD), 3_600)));
        return ramp.withWindow(new SteadyWindow(0, 0, ramp.integer(RAMP) + ramp.integer(HOLD), ramp.integer(MatrixPlan.REPETITIONS)));
    }

    @Override
    String describe(MatrixPlan plan) {
        return "GET /" + String.join(", /", plan.scenarios()) + " on " + String.join(", ", plan.runtimes()) + ", every mode, from idle to "
                + plan.words("users").stream().collect(Collectors.joining(", ")) + " users over " + plan.integer(RAMP) + " s, held "
                + plan.integer(HOLD) + " s, " + plan.integer(MatrixPlan.REPETITIONS) + " repetition(s)";
    }

    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = ModePair.sections(pairs, p -> p.context().profile(), TimeToPeakJudge::section);
        int ramp = plan.integer(RAMP);
        return new StudyFindings(method(plan, List.of(
                "closed model from idle: users added evenly over " + ramp + " s up to " + plan.words("users").stream()
                        .collect(Collectors.joining(", ")) + ", then held " + plan.integer(HOLD) + " s; no warm-up (the ramp is what is "
                        + "measured); a fresh server per repetition, " + plan.integer(MatrixPlan.REPETITIONS) + " repetition(s)",
                "time to 90% of peak: seconds from the first request until the 3 s moving average of OK requests per second "
                        + "first reaches 90% of its highest value in the run; the median of the repetitions with [min-max]; "
                        + "a cell flagged NOISE, ERR or DRV (a saturated driver slows the climb) is shown but not compared; "
                        + "CV, the spread of the run's mean rate, is shown but does not disqualify a ramp",
                "the users reach their number at " + ramp + " s: a time near it means the mode kept up with the ramp")),
                sections, List.of(overallFinding(pairs)));
    }

    private static StudySection section(String profile, List<ModePair> rows) {
        List<List<StudyCell>> table = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (ModePair row : rows.stream().sorted(Comparator.comparing((ModePair p) -> p.context().runtime())
                .thenComparing(p -> p.context().mode())).toList()) {
            table.add(List.of(label(row.context().runtime()), label(row.context().mode().name()), seconds(row.baseline()),
                    seconds(row.virtual()), peak(row.baseline()), peak(row.virtual())));
            findings.add(row.context().runtime() + ": " + verdict(row));
        }
        return new StudySection(profile, StudyCells.conditions(rows.get(0).context()), new StudyTable(List.of("Runtime", "Pool mode",
                "Pool: s to 90% of peak", "Virtual: s to 90% of peak", "Pool: peak req/s", "Virtual: peak req/s"), table), findings);
    }

    private static Spread figure(CellResult cell, Function<LoadResult, Double> value) {
        return Spread.of(cell.repetitions().stream().map(Repetition::load).map(value).filter(Objects::nonNull).toList());
    }

    static Spread secondsTo90(CellResult cell) {
        return figure(cell, LoadResult::secondsTo90PercentOfPeak);
    }

    /** "12.0 s [11.5 s-12.5 s] NS": the time to 90% with its spread and the cell's flags. */
    private static StudyFigure seconds(CellResult cell) {
        Spread s = secondsTo90(cell);
        String text = (s.isMissing() ? "no figure" : StudyFormat.seconds(s.median()) + " [" + StudyFormat.seconds(s.min()) + "-"
                + StudyFormat.seconds(s.max()) + "]") + StudyCells.flags(cell);
        return StudyFigure.median(s, StudyFigure.Unit.SECONDS, StudyCells.flagCodes(cell), text);
    }

    private static StudyFigure peak(CellResult cell) {
        Spread s = figure(cell, LoadResult::peakThroughputPerSecond);
        return StudyFigure.median(s, StudyFigure.Unit.REQUESTS_PER_SECOND, List.of(), s.isMissing() ? "no figure" : StudyFormat.rate(s.median()));
    }

    /**
     * What disqualifies a ramp's figure: a noisy machine, errors, a saturated driver (it would slow the climb), as for
     * any cell; but not the spread of the run's mean rate (CV), which a ramp from idle has by design and which says
     * nothing about when it reached 90% of its peak. That time's own spread is shown as [min-max].
     */
    static boolean disqualifies(Flag flag) {
        return flag.disqualifies() && flag != Flag.WIDE_SPREAD;
    }

    static boolean usable(CellResult cell) {
        return cell.status() == CellStatus.MEASURED && cell.flags().stream().noneMatch(TimeToPeakJudge::disqualifies)
                && !secondsTo90(cell).isMissing();
    }

    /** Virtual's time to 90% over the pool's; empty unless both cells are usable. */
    static Optional<Double> timeRatio(ModePair pair) {
        Spread pool = secondsTo90(pair.baseline());
        return usable(pair.virtual()) && usable(pair.baseline()) && pool.median() > 0
                ? Optional.of(secondsTo90(pair.virtual()).median() / pool.median()) : Optional.empty();
    }

    private static String verdict(ModePair pair) {
        Optional<Double> ratio = timeRatio(pair);
        if (ratio.isEmpty()) {
            String flagged = pair.untrustedBecause(TimeToPeakJudge::disqualifies);
            return "virtual against " + pair.context().mode() + " not compared: " + (flagged.isEmpty() ? "a cell has no time to 90%" : flagged);
        }
        Spread virtual = secondsTo90(pair.virtual());
        Spread pool = secondsTo90(pair.baseline());
        String faster = ratio.get() < 1 ? "virtual threads reached 90% of peak sooner" : ratio.get() > 1
                ? "virtual threads reached 90% of peak later" : "both reached 90% of peak at the same time";
        return faster + " than " + pair.context().mode() + " (" + StudyFormat.seconds(virtual.median()) + " against "
                + StudyFormat.seconds(pool.median()) + ")" + (beyondSpread(pair) ? "" : " (within the repetitions' spread)");
    }

    /** Whether the two cells' times to 90% do not overlap across repetitions. */
    static boolean beyondSpread(ModePair pair) {
        Spread virtual = secondsTo90(pair.virtual());
        Spread pool = secondsTo90(pair.baseline());
        return virtual.max() < pool.min() || virtual.min() > pool.max();
    }

    String overallFinding(List<ModePair> pairs) {
        List<ModePair> compared = pairs.stream().filter(p -> timeRatio(p).isPresent()).toList();
        List<Double> ratios = compared.stream().map(p -> timeRatio(p).orElseThrow()).toList();
        long clearlySooner = compared.stream().filter(p -> timeRatio(p).orElseThrow() < 1 && beyondSpread(p)).count();
        long notCompared = pairs.size() - ratios.size();
        String tail = notCompared == 0 ? "" : "; " + notCompared + " pair(s) not comparable";
        String finding = claim.seedLabel() + "'s finding";
        if (ratios.isEmpty()) {
            return finding + " (" + claim.statement() + ") could not be checked: no comparable pair" + tail + ".";
        }
        long sooner = ratios.stream().filter(r -> r < 1).count();
        return finding + ", " + claim.statement() + ": sooner in " + sooner + " of " + ratios.size() + " comparable pair(s), " + clearlySooner
                + " of them beyond the repetitions' spread" + tail
                + (clearlySooner == ratios.size() ? ": consistent with the study."
                : sooner == 0 ? ": not reproduced here." : clearlySooner == 0 ? ": not shown beyond the spread." : ": in part.");
    }
}
