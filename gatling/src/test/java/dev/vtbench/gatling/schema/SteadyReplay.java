package dev.vtbench.gatling.schema;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.BiFunction;
import java.util.function.Predicate;

/**
 * The old and the new steadiness rules replayed on the same timelines, as a run would meet them: the driver judges
 * each whole second from {@value #MIN_SECONDS} s to the {@value #CAP_SECONDS} s cap and opens a
 * {@value #WINDOW_SECONDS} s window at the first steady one; the harness then judges a window. Each outcome is
 * scored against {@link DriftTruth}:
 * <ul>
 *   <li><b>false steady</b>: the rule opened the window and the {@value #WINDOW_SECONDS} s after the opening drift;</li>
 *   <li><b>false unsteady</b>: the rule never opened it, yet the last {@value #WINDOW_SECONDS} s before the cap do not
 *       drift (a window there would have been good);</li>
 *   <li>for the harness's check, on windows opened after fixed warm-ups of 10, 30 and 50 s (and on each recorded
 *       window): a <b>catch</b> is a drifting window flagged, a <b>false alarm</b> a window flagged that does not drift.</li>
 * </ul>
 * A recorded timeline's last second is cut short by the end of its run and left out; stretches past its end or
 * shorter than {@value DriftTruth#MIN_SECONDS} s are not scored ("unknown").
 */
final class SteadyReplay {

    static final int MIN_SECONDS = 10;
    static final int CAP_SECONDS = 120;
    static final int WINDOW_SECONDS = 20;
    static final int SEEDS = 50;
    private static final int[] FIXED_WARMUPS = {10, 30, 50};

    static final Predicate<List<Long>> OLD_OPENING = LegacySteadyRules::steady;
    static final Predicate<List<Long>> NEW_OPENING = timeline -> SteadyCriterion.DEFAULT.judgeLatest(timeline).steady();
    static final Predicate<List<Long>> OLD_CHECK = LegacySteadyRules::drifted;
    static final Predicate<List<Long>> NEW_CHECK = window -> SteadyCriterion.DEFAULT.judge(window).drifted();

    /** One timeline, with what its truth says of any stretch {@code [from, to)} of it. */
    record Replayed(String source, List<Long> seconds, BiFunction<Integer, Integer, Boolean> drifts, List<int[]> windows) {
    }

    /** Where a rule opened the window (null: never), and whether what it judged the outcome by drifts (null: unknown). */
    record Opening(Integer second, Boolean drifts) {
    }

    /** The counts of one row: a rule's openings and errors, and a check's catches and false alarms. */
    static final class Tally {
        int timelines;
        final List<Integer> openings = new ArrayList<>();
        int falseSteady;
        int falseUnsteady;
        int unknown;
        int windows;
        int drifting;
        int caught;
        int falseAlarms;

        void add(Opening opening) {
            timelines++;
            if (opening.second() != null) {
                openings.add(opening.second());
            }
            if (opening.drifts() == null) {
                unknown++;
            } else if (opening.second() != null && opening.drifts()) {
                falseSteady++;
            } else if (opening.second() == null && !opening.drifts()) {
                falseUnsteady++;
            }
        }

        void addWindow(boolean drifts, boolean flagged) {
            windows++;
            drifting += drifts ? 1 : 0;
            caught += drifts && flagged ? 1 : 0;
            falseAlarms += !drifts && flagged ? 1 : 0;
        }

        void addAll(Tally other) {
            timelines += other.timelines;
            openings.addAll(other.openings);
            falseSteady += other.falseSteady;
            falseUnsteady += other.falseUnsteady;
            unknown += other.unknown;
            windows += other.windows;
            drifting += other.drifting;
            caught += other.caught;
            falseAlarms += other.falseAlarms;
        }

        String opened() {
            if (openings.isEmpty()) {
                return "0/" + timelines;
            }
            List<Integer> sorted = openings.stream().sorted().toList();
            return openings.size() + "/" + timelines + ", " + sorted.get(sorted.size() / 2) + " s";
        }
    }

    /** The old rule's and the new rule's tallies, row by row. */
    record Result(Map<String, Tally[]> rows, Tally[] synthetic, Tally[] recorded) {
    }

    private SteadyReplay() {
    }

    static List<Replayed> synthetic() {
        List<Replayed> timelines = new ArrayList<>();
        for (SyntheticTimelines.Family family : SyntheticTimelines.ALL) {
            for (int seed = 0; seed < SEEDS; seed++) {
                SyntheticTimelines.Timeline timeline = family.draw(seed, SyntheticTimelines.SECONDS);
                List<int[]> windows = new ArrayList<>();
                for (int warmup : FIXED_WARMUPS) {
                    windows.add(new int[] {warmup, warmup + WINDOW_SECONDS});
                }
                timelines.add(new Replayed(family.name(), timeline.observed(),
                        (from, to) -> DriftTruth.expectedDrifts(timeline.expected(), from, to), windows));
            }
        }
        return timelines;
    }

    static List<Replayed> recorded(List<Path> roots, Path shownFrom) {
        List<Replayed> timelines = new ArrayList<>();
        for (RecordedTimelines.Recorded recorded : RecordedTimelines.under(roots)) {
            List<Long> seconds = recorded.timeline().subList(0, recorded.timeline().size() - 1);
            List<int[]> windows = recorded.windowStart() == null || recorded.windowStart() >= seconds.size() ? List.of()
                    : List.of(new int[] {recorded.windowStart(), seconds.size()});
            String source = recorded.run().startsWith(shownFrom) ? shownFrom.relativize(recorded.run()).toString()
                    : recorded.run().toString();
            timelines.add(new Replayed(source, seconds, (from, to) -> DriftTruth.observedDrifts(seconds.subList(from, to)), windows));
        }
        return timelines;
    }

    /** Where {@code rule} opens the window in {@code timeline}, scored by its truth. */
    static Opening open(Predicate<List<Long>> rule, Replayed timeline) {
        int end = Math.min(CAP_SECONDS, timeline.seconds().size());
        for (int second = MIN_SECONDS; second <= end; second++) {
            if (rule.test(timeline.seconds().subList(0, second))) {
                int to = Math.min(second + WINDOW_SECONDS, timeline.seconds().size());
                return new Opening(second, timeline.drifts().apply(second, to));
            }
        }
        return new Opening(null, timeline.drifts().apply(Math.max(0, end - WINDOW_SECONDS), end));
    }

    static Result replay(List<Replayed> synthetic, List<Replayed> recorded) {
        Map<String, Tally[]> rows = new LinkedHashMap<>();
        Tally[] syntheticTotal = {new Tally(), new Tally()};
        Tally[] recordedTotal = {new Tally(), new Tally()};
        score(synthetic, rows, syntheticTotal);
        score(recorded, rows, recordedTotal);
        return new Result(rows, syntheticTotal, recordedTotal);
    }

    private static void score(List<Replayed> timelines, Map<String, Tally[]> rows, Tally[] total) {
        for (Replayed timeline : timelines) {
            Tally[] row = rows.computeIfAbsent(timeline.source(), source -> new Tally[] {new Tally(), new Tally()});
            Tally[] one = {new Tally(), new Tally()};
            one[0].add(open(OLD_OPENING, timeline));
            one[1].add(open(NEW_OPENING, timeline));
            for (int[] window : timeline.windows()) {
                Boolean drifts = timeline.drifts().apply(window[0], window[1]);
                if (drifts != null) {
                    List<Long> seconds = timeline.seconds().subList(window[0], window[1]);
                    one[0].addWindow(drifts, OLD_CHECK.test(seconds));
                    one[1].addWindow(drifts, NEW_CHECK.test(seconds));
                }
            }
            for (int rule = 0; rule < 2; rule++) {
                row[rule].addAll(one[rule]);
                total[rule].addAll(one[rule]);
            }
        }
    }

    /** The driver's criterion with one parameter moved, for the sweep that chose the defaults. */
    static final List<SteadyCriterion> NEIGHBOURS = List.of(
            new SteadyCriterion(12, 3, 0.05, 0.02, 0.04),
            SteadyCriterion.DEFAULT,
            new SteadyCriterion(18, 3, 0.05, 0.02, 0.04),
            new SteadyCriterion(16, 2, 0.05, 0.02, 0.04),
            new SteadyCriterion(20, 5, 0.05, 0.02, 0.04),
            new SteadyCriterion(15, 3, 0.05, 0.02, 0.05));

    /** For each neighbour of the default, how many timelines of each family opened, and the median second they did. */
    static String sweep(List<Replayed> synthetic) {
        Map<String, List<Replayed>> families = new LinkedHashMap<>();
        synthetic.forEach(timeline -> families.computeIfAbsent(timeline.source(), source -> new ArrayList<>()).add(timeline));
        StringBuilder out = new StringBuilder("| window, batch, CV limit | " + String.join(" | ", families.keySet()) + " |\n|---|");
        families.keySet().forEach(family -> out.append("---:|"));
        out.append('\n');
        for (SteadyCriterion criterion : NEIGHBOURS) {
            out.append(String.format(Locale.ROOT, "| %d s, %d s, %.0f%%%s |", criterion.windowSeconds(), criterion.batchSeconds(),
                    100 * criterion.maxCv(), criterion.equals(SteadyCriterion.DEFAULT) ? " (default)" : ""));
            for (List<Replayed> family : families.values()) {
                Tally tally = new Tally();
                family.forEach(timeline -> tally.add(open(seconds -> criterion.judgeLatest(seconds).steady(), timeline)));
                out.append(' ').append(tally.opened()).append(" |");
            }
            out.append('\n');
        }
        return out.toString();
    }

    /**
     * Why two readings: each family's windows (after 10, 30 and 50 s) refused by the harness if it used the driver's
     * reading ("not steady") rather than its own ("drifted"), and the openings that later drift if the driver used the
     * harness's reading ("not drifted") rather than its own.
     */
    static String oneReading(List<Replayed> synthetic) {
        Map<String, int[]> rows = new LinkedHashMap<>();
        for (Replayed timeline : synthetic) {
            int[] row = rows.computeIfAbsent(timeline.source(), source -> new int[5]);
            for (int[] window : timeline.windows()) {
                SteadyCriterion.Judgement judgement = SteadyCriterion.DEFAULT.judge(timeline.seconds().subList(window[0], window[1]));
                row[0]++;
                row[1] += judgement.steady() ? 0 : 1;
                row[2] += judgement.drifted() ? 1 : 0;
            }
            Opening lenient = open(seconds -> seconds.size() >= SteadyCriterion.DEFAULT.windowSeconds()
                    && !SteadyCriterion.DEFAULT.judgeLatest(seconds).drifted(), timeline);
            row[3] += lenient.second() != null && Boolean.TRUE.equals(lenient.drifts()) ? 1 : 0;
            Opening strict = open(NEW_OPENING, timeline);
            row[4] += strict.second() != null && Boolean.TRUE.equals(strict.drifts()) ? 1 : 0;
        }
        StringBuilder out = new StringBuilder("| source | windows | harness refuses by \"not steady\" | by \"drifted\" "
                + "| driver opens by \"not drifted\", later drifts | by \"steady\", later drifts |\n|---|---:|---:|---:|---:|---:|\n");
        rows.forEach((source, row) -> out.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d |%n", source, row[0], row[1],
                row[2], row[3], row[4])));
        return out.toString();
    }

    /** Both tables in markdown. */
    static String markdown(Result result) {
        StringBuilder out = new StringBuilder();
        out.append("Opening the window (the driver): opened = timelines whose window opened, and the median second it opened at.\n\n");
        out.append("| source | timelines | old: opened | old: false steady | old: false unsteady | new: opened | new: false steady "
                + "| new: false unsteady | unknown (old/new) |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|---:|---:|\n");
        result.rows().forEach((source, row) -> openingRow(out, source, row));
        openingRow(out, "**all synthetic**", result.synthetic());
        openingRow(out, "**all recorded**", result.recorded());
        out.append("\nJudging the window (the harness): windows after fixed warm-ups of 10, 30 and 50 s, and each recorded window.\n\n");
        out.append("| source | windows | drifting | old: caught | old: false alarms | new: caught | new: false alarms |\n");
        out.append("|---|---:|---:|---:|---:|---:|---:|\n");
        result.rows().forEach((source, row) -> windowRow(out, source, row));
        windowRow(out, "**all synthetic**", result.synthetic());
        windowRow(out, "**all recorded**", result.recorded());
        return out.toString();
    }

    private static void openingRow(StringBuilder out, String source, Tally[] row) {
        out.append(String.format(Locale.ROOT, "| %s | %d | %s | %d | %d | %s | %d | %d | %d/%d |%n", source, row[0].timelines,
                row[0].opened(), row[0].falseSteady, row[0].falseUnsteady, row[1].opened(), row[1].falseSteady,
                row[1].falseUnsteady, row[0].unknown, row[1].unknown));
    }

    private static void windowRow(StringBuilder out, String source, Tally[] row) {
        if (row[0].windows == 0) {
            return;
        }
        out.append(String.format(Locale.ROOT, "| %s | %d | %d | %d | %d | %d | %d |%n", source, row[0].windows, row[0].drifting,
                row[0].caught, row[0].falseAlarms, row[1].caught, row[1].falseAlarms));
    }
}
