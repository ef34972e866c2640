package dev.vtbench.harness.view;

import dev.vtbench.harness.result.CellPair;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.matrix.CellKey;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

/**
 * Two runs side by side (JDK 21 against 25, before and after a tuning change...). Cells are matched on their id
 * without the dimensions that tell the runs apart (a dimension with one value in each run, different between them),
 * and a difference is marked only when the two runs' ranges across repetitions do not overlap: a difference
 * inside the measured spread is not one. A pair in which either cell is not trusted (a disqualifying flag, or no
 * steady figure) is shown but not judged: its change says "not comparable" and why. What differs between the runs is
 * said first: the dimensions of the ids, then every setting {@link RunDifferences} finds (warm-up, image ids, JVM
 * builds, the machine...), since two runs of one matrix may still differ in what makes their figures differ.
 */
public final class RunComparison {
    private static final String[] DIMENSIONS = {"runtime", "jvm", "mode", "profile", "scenario", "load"};

    private RunComparison() {}

    public static String render(ResultsFolder a, ResultsFolder b) {
        List<CellResult> left = measured(a.cells());
        List<CellResult> right = measured(b.cells());
        boolean[] distinguishing = distinguishingDimensions(left, right);
        List<CellPair> pairs = CellPair.matched(left, right, cell -> key(cell.cell(), distinguishing));
        StringBuilder md = new StringBuilder("# vtbench comparison\n\n");
        md.append("- **A**: ").append(a.path()).append(" (").append(a.run().date()).append(")\n");
        md.append("- **B**: ").append(b.path()).append(" (").append(b.run().date()).append(")\n");
        List<String> differing = new ArrayList<>();
        for (int i = 0; i < DIMENSIONS.length; i++) {
            if (distinguishing[i]) {
                differing.add(DIMENSIONS[i] + ": " + values(left, i) + " -> " + values(right, i));
            }
        }
        // B's cell over A's: A is the baseline.
        List<RunDifferences.Matched> contexts = pairs.stream()
                .map(pair -> new RunDifferences.Matched(pair.baseline().context(), pair.subject().context())).toList();
        md.append(whatDiffers(differing, RunDifferences.between(a.run(), b.run(), contexts))).append("\n");
        md.append("Throughput, CPU per request (server CPU microseconds per OK request) and p99 are medians across repetitions ")
          .append("with [min - max]; a driver-bound throughput is a lower bound (\"at least\"). **Marked** differences exceed the ")
          .append("measured spread (the two ranges do not overlap); unmarked ones are within it. With one repetition there is no ")
          .append("spread to compare against: such rows say so. A pair in which either cell is not trusted (flagged with a ")
          .append("disqualifying code, or never steady) is shown but not judged: \"not comparable\" says which run flagged it, ")
          .append("and with what (the codes are those of summary.md). CPU per request is judged on its own flags: a ")
          .append("driver-bound cell's cost still compares. An open-model cell (equal-load steps included) serves the rate it is ")
          .append("offered: when the two runs offered different rates (equal-load steps at a fraction of each run's own ")
          .append("capacity), its throughput is not compared and its p99 and cost are compared at those different rates, as ")
          .append("the row says; give absolute rates (`--equal.load 500,1000`) for runs meant to be compared at equal load. ")
          .append("The spread is the one measured inside each run: two runs of the same build on one machine differ by more ")
          .append("than that (docs/results.md, \"Comparing two runs\"), so run the baseline twice before calling a marked ")
          .append("difference a change.\n\n");
        md.append("| cell | A req/s | B req/s | B vs A | A CPU µs/req | B CPU µs/req | B vs A | A p99 ms | B p99 ms | B vs A |\n")
          .append("|---|---|---|---|---|---|---|---|---|---|\n");
        int notComparable = 0;
        for (CellPair pair : pairs) {
            CellResult cell = pair.baseline();
            CellResult other = pair.subject();
            String untrusted = whyNotComparable(cell, other);
            String offered = offeredApart(cell, other);
            // An open model's throughput is the rate it was offered: at different rates its change is the rates', not the server's.
            String throughputChange = !untrusted.isEmpty() ? untrusted
                    : offered.isEmpty() ? change(cell.throughput(), other.throughput()) : "follows the offered rates (" + offered + ")";
            String p99Change = untrusted.isEmpty() ? change(cell.p99Millis(), other.p99Millis()) + atRates(offered) : "not comparable";
            String costUntrusted = whyNotComparable(cell, other, Figure.CPU_PER_REQUEST);
            String costChange = costUntrusted.isEmpty()
                    ? change(cell.cpuMicrosPerRequest(), other.cpuMicrosPerRequest()) + atRates(offered) : costUntrusted;
            notComparable += untrusted.isEmpty() ? 0 : 1;
            md.append("| ").append(key(cell.cell(), distinguishing)).append(" | ").append(capacity(cell)).append(" | ")
              .append(capacity(other)).append(" | ").append(throughputChange).append(" | ")
              .append(range(cell.cpuMicrosPerRequest(), 1)).append(" | ").append(range(other.cpuMicrosPerRequest(), 1)).append(" | ")
              .append(costChange).append(" | ")
              .append(range(cell.p99Millis(), 2)).append(" | ").append(range(other.p99Millis(), 2)).append(" | ")
              .append(p99Change).append(" |\n");
        }
        int matched = pairs.size();
        md.append("\n").append(matched).append(" cell(s) matched (").append(notComparable).append(" not comparable); ")
          .append(left.size() - matched).append(" measured in A only, ").append(right.size() - matched).append(" in B only.\n");
        return md.toString();
    }

    /**
     * "- **what differs**: " the cell ids' differing dimensions on the line, then each differing setting on a line of
     * its own; "nothing" only when neither the ids nor any setting tell the runs apart.
     */
    private static String whatDiffers(List<String> dimensions, List<String> settings) {
        StringBuilder md = new StringBuilder("- **what differs**: ");
        if (dimensions.isEmpty() && settings.isEmpty()) {
            return md.append("nothing\n").toString();
        }
        md.append(dimensions.isEmpty() ? "not the cell ids; these settings:" : String.join("; ", dimensions)).append("\n");
        settings.forEach(setting -> md.append("  - ").append(setting).append("\n"));
        return md.toString();
    }

    private static List<CellResult> measured(List<CellResult> cells) {
        return cells.stream().filter(c -> c.status() == CellStatus.MEASURED).toList();
    }

    private static boolean[] distinguishingDimensions(List<CellResult> left, List<CellResult> right) {
        boolean[] result = new boolean[DIMENSIONS.length];
        for (int i = 0; i < DIMENSIONS.length; i++) {
            Set<String> a = values(left, i);
            Set<String> b = values(right, i);
            result[i] = a.size() == 1 && b.size() == 1 && !a.equals(b);
        }
        return result;
    }

    private static Set<String> values(List<CellResult> cells, int dimension) {
        Set<String> values = new TreeSet<>();
        // Ids written before the load dimension existed have fewer parts: a missing part is one value, "".
        cells.forEach(cell -> {
            List<String> parts = CellKey.parse(cell.cell()).parts();
            values.add(dimension < parts.size() ? parts.get(dimension) : "");
        });
        return values;
    }

    private static String key(String cellId, boolean[] distinguishing) {
        List<String> parts = CellKey.parse(cellId).parts();
        List<String> kept = new ArrayList<>();
        for (int i = 0; i < parts.size(); i++) {
            if (i >= distinguishing.length || !distinguishing[i]) {
                kept.add(parts.get(i));
            }
        }
        return String.join("/", kept);
    }

    /**
     * Empty when both cells are trusted; otherwise "not comparable: flagged A: NS; B: CV DRV", naming each untrusted
     * side by its disqualifying codes (or, with none recorded, by its missing figure).
     */
    static String whyNotComparable(CellResult a, CellResult b) {
        return whyNotComparable(a, b, Figure.CAPACITY);
    }

    /** As {@link #whyNotComparable(CellResult, CellResult)}, for {@code figure}: the flags that disqualify it, or its absence. */
    static String whyNotComparable(CellResult a, CellResult b, Figure figure) {
        if (new CellPair(b, a).trustedFor(figure)) {
            return "";
        }
        List<String> sides = new ArrayList<>();
        if (!a.trustedFor(figure)) {
            sides.add("A: " + reason(a, figure));
        }
        if (!b.trustedFor(figure)) {
            sides.add("B: " + reason(b, figure));
        }
        return "not comparable: flagged " + String.join("; ", sides);
    }

    private static String reason(CellResult cell, Figure figure) {
        String codes = cell.flags().stream().filter(flag -> flag.disqualifies(figure)).map(Flag::code).collect(Collectors.joining(" "));
        if (!codes.isEmpty()) {
            return codes;
        }
        if (cell.throughput().isMissing()) {
            return "no steady figure";
        }
        return figure == Figure.CPU_PER_REQUEST && cell.cpuMicrosPerRequest().isMissing() ? "no CPU figure" : "not trusted";
    }

    /**
     * "offered 2989, 4484 -> 2844, 4267 req/s" when the two cells were offered different open-model rates (step by
     * step); empty when they were offered the same ones, or neither was an open model.
     */
    static String offeredApart(CellResult a, CellResult b) {
        List<Integer> left = a.context().load().offeredRates();
        List<Integer> right = b.context().load().offeredRates();
        if (left.equals(right)) {
            return "";
        }
        return "offered " + rates(left) + " -> " + rates(right) + " req/s";
    }

    private static String rates(List<Integer> rates) {
        return rates.isEmpty() ? "no rate" : rates.stream().map(String::valueOf).collect(Collectors.joining(", "));
    }

    /** " at different offered rates" after a change judged on cells offered different rates; "" otherwise. */
    private static String atRates(String offered) {
        return offered.isEmpty() ? "" : ", at different offered rates";
    }

    /** The throughput's range; a driver-bound one is a lower bound, and says so. */
    private static String capacity(CellResult cell) {
        String range = range(cell.throughput(), 0);
        return cell.driverBound() && !cell.throughput().isMissing() ? "at least " + range : range;
    }

    private static String range(Spread spread, int decimals) {
        if (spread.isMissing()) {
            return "not steady";
        }
        String format = "%." + decimals + "f [%." + decimals + "f - %." + decimals + "f]";
        return String.format(Locale.ROOT, format, spread.median(), spread.min(), spread.max());
    }

    /** The relative change of the medians, marked when the two ranges do not overlap. */
    static String change(Spread a, Spread b) {
        double percent = 100 * (b.median() - a.median()) / a.median();
        String text = String.format(Locale.ROOT, "%+.1f%%", percent);
        if (a.samples() < 2 || b.samples() < 2) {
            return text + " (no spread measured)";
        }
        boolean apart = b.min() > a.max() || b.max() < a.min();
        return apart ? "**" + text + "** (beyond the spread)" : text + " (within the spread)";
    }
}
