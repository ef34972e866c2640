package dev.vtbench.harness.study;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * Seed 004 (Open Liberty's study): "apps using virtual threads reach maximum throughput significantly faster than those
 * using Liberty's thread pool when a heavy load is applied", because Liberty's self-tuning pool adds threads gradually.
 * Here: a closed ramp from idle to many users on a blocking endpoint, each runtime's pool against its virtual mode; the
 * figure is the seconds from the first request until the smoothed rate first reaches 90% of the run's peak.
 */
public final class RampUpStudy implements PresetStudy {
    static final String SEED = "004_d7f560452dafd862.txt";

    record Plan(List<String> runtimes, int users, int rampSeconds, int holdSeconds, int repetitions) {}

    @Override
    public String name() {
        return "ramp-up";
    }

    @Override
    public String summary() {
        return "seed 004: from idle to heavy load on /io, seconds to 90% of peak throughput, pool against virtual threads";
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
        String preset = "the preset " + StudyPreset.path(presetName());
        return Map.of("runtimes", "runtimes, comma-separated (default: " + preset + "; tiny: plain-jdk)",
                "users", "users at the end of the ramp (default: " + preset + "; tiny 50)",
                "ramp", "seconds from idle to all users (default: ramp.seconds in " + preset + "; tiny 2)",
                "hold", "seconds all users keep loading after the ramp (default: hold.seconds in " + preset + "; tiny 4)",
                SteadyWindow.REPETITIONS, SteadyWindow.REPETITIONS_HELP);
    }

    /** The preset at the default and full scales (full: 3 repetitions), a short ramp of plain-jdk at tiny. */
    Plan planOf(StudyScale scale, StudyOptions options) {
        boolean tiny = scale == StudyScale.TINY;
        StudyPreset preset = preset();
        int repetitions = scale == StudyScale.DEFAULT ? preset.file().integer("repetitions", 1, 100) : SteadyWindow.repetitionsAt(scale);
        return new Plan(options.names("runtimes", tiny ? List.of("plain-jdk") : preset.runtimes()),
                options.positiveInt("users", tiny ? 50 : preset.users().get(0), 20_000),
                options.positiveInt("ramp", tiny ? 2 : preset.seconds("ramp.seconds"), 3_600),
                options.positiveInt("hold", tiny ? 4 : preset.seconds("hold.seconds"), 3_600),
                options.positiveInt(SteadyWindow.REPETITIONS, repetitions, 100));
    }

    @Override
    public String plan(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        return "GET /io on " + String.join(", ", plan.runtimes()) + ", every mode, from idle to " + plan.users() + " users over "
                + plan.rampSeconds() + " s, held " + plan.holdSeconds() + " s, " + plan.repetitions() + " repetition(s)";
    }

    @Override
    public Map<String, String> matrix(StudyScale scale, StudyOptions options) {
        Plan plan = planOf(scale, options);
        Map<String, String> matrix = new LinkedHashMap<>();
        matrix.put("description", "Study ramp-up (seed 004): " + plan(scale, options));
        matrix.put("runtimes", String.join(" ", plan.runtimes()));
        matrix.put("scenarios", "io");
        matrix.put("simulation", "ramp-up");
        matrix.put("users", Integer.toString(plan.users()));
        matrix.put("ramp.seconds", Integer.toString(plan.rampSeconds()));
        matrix.put("hold.seconds", Integer.toString(plan.holdSeconds()));
        // A ramp starts from idle on purpose: no warm-up, the window is the whole ramp and hold.
        matrix.put("warmup.seconds", "0");
        matrix.put("duration.seconds", Integer.toString(plan.rampSeconds() + plan.holdSeconds()));
        matrix.put("repetitions", Integer.toString(plan.repetitions()));
        return matrix;
    }

    @Override
    public StudyReport run(StudySession session) {
        Plan plan = planOf(session.scale(), session.options());
        session.say(name() + ": " + plan(session.scale(), session.options()));
        List<ModePair> pairs = ModePair.of(session.runMatrix(matrix(session.scale(), session.options())));
        List<StudySection> sections = new ArrayList<>();
        pairs.stream().collect(java.util.stream.Collectors.groupingBy(p -> p.context().profile(), LinkedHashMap::new,
                        java.util.stream.Collectors.toList()))
                .forEach((profile, rows) -> sections.add(section(profile, rows)));
        return new StudyReport(name(), "Ramp-up: time to full throughput, thread pool against virtual threads (seed 004, Open Liberty)",
                SEED, "Open Liberty 23.0.0.10 on Temurin 21.0.1, \"a heavy load\" applied to an idle server; the study gives no "
                        + "figure, only that virtual threads reached maximum throughput \"significantly faster\" than Liberty's "
                        + "thread pool, an advantage that \"diminished rapidly\", and that the pool has since been made to scale "
                        + "more aggressively",
                session.command(), session.scale(), StudyMachine.describe(), method(plan), sections, session.skipped(),
                session.failures(), List.of(overallFinding(pairs)));
    }

    private static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET /io?delayMs=100 (a blocking 100 ms backend call): a pool must grow threads to serve many users at once, "
                        + "virtual threads need none",
                "closed model from idle: users added evenly over " + plan.rampSeconds() + " s up to " + plan.users() + ", then held "
                        + plan.holdSeconds() + " s; no warm-up (the ramp is what is measured); a fresh server per repetition, "
                        + plan.repetitions() + " repetition(s)",
                "time to 90% of peak: seconds from the first request until the 3 s moving average of OK requests per second "
                        + "first reaches 90% of its highest value in the run; the median of the repetitions with [min-max]; "
                        + "a cell flagged NOISE, ERR or DRV (a saturated driver slows the climb) is shown but not compared; "
                        + "CV, the spread of the run's mean rate, is shown but does not disqualify a ramp",
                "the users reach their number at " + plan.rampSeconds() + " s: a time near it means the mode kept up with the ramp"));
        method.addAll(RuntimeModes.methodLines(plan.runtimes()));
        return method;
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
        return cell.status() == CellStatus.MEASURED && cell.flags().stream().noneMatch(RampUpStudy::disqualifies)
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
            String flagged = pair.untrustedBecause(RampUpStudy::disqualifies);
            return "virtual against " + pair.context().mode() + " not compared: " + (flagged.isEmpty() ? "a cell has no time to 90%" : flagged);
        }
        Spread virtual = secondsTo90(pair.virtual());
        Spread pool = secondsTo90(pair.baseline());
        boolean beyond = beyondSpread(pair);
        String faster = ratio.get() < 1 ? "virtual threads reached 90% of peak sooner" : ratio.get() > 1
                ? "virtual threads reached 90% of peak later" : "both reached 90% of peak at the same time";
        return faster + " than " + pair.context().mode() + " (" + StudyFormat.seconds(virtual.median()) + " against "
                + StudyFormat.seconds(pool.median()) + ")" + (beyond ? "" : " (within the repetitions' spread)");
    }

    /** Whether the two cells' times to 90% do not overlap across repetitions. */
    static boolean beyondSpread(ModePair pair) {
        Spread virtual = secondsTo90(pair.virtual());
        Spread pool = secondsTo90(pair.baseline());
        return virtual.max() < pool.min() || virtual.min() > pool.max();
    }

    static String overallFinding(List<ModePair> pairs) {
        List<ModePair> compared = pairs.stream().filter(p -> timeRatio(p).isPresent()).toList();
        List<Double> ratios = compared.stream().map(p -> timeRatio(p).orElseThrow()).toList();
        long clearlySooner = compared.stream().filter(p -> timeRatio(p).orElseThrow() < 1 && beyondSpread(p)).count();
        long notCompared = pairs.size() - ratios.size();
        String tail = notCompared == 0 ? "" : "; " + notCompared + " pair(s) not comparable";
        if (ratios.isEmpty()) {
            return "Seed 004's finding (virtual threads reach full throughput faster) could not be checked: no comparable pair"
                    + tail + ".";
        }
        long sooner = ratios.stream().filter(r -> r < 1).count();
        return "Seed 004's finding, virtual threads reach full throughput faster than the pool: sooner in " + sooner + " of "
                + ratios.size() + " comparable pair(s), " + clearlySooner + " of them beyond the repetitions' spread" + tail
                + (clearlySooner == ratios.size() ? ": consistent with the study."
                : sooner == 0 ? ": not reproduced here." : clearlySooner == 0 ? ": not shown beyond the spread." : ": in part.");
    }
}
