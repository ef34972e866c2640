package dev.vtbench.harness.view;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RunContext;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.result.TimeToSteady;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.Percentile;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmUse;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.ToDoubleFunction;
import java.util.stream.Collectors;

/**
 * The human summary of a run: a Markdown table (fit for a CI job summary) with each figure's context, and how far to
 * trust it at a glance: each cell's flags as short codes in one column (what the codes mean is said once, under the
 * table, for the codes used) and how long its load took to become steady. The notes in words follow, cell by cell,
 * below the table, where they do not stretch every row.
 */
public final class SummaryTable {
    private SummaryTable() {}

    public static String render(RunContext run, List<CellResult> cells, Path folder) {
        return render(run, cells, folder, "");
    }

    /** The summary with {@code top} (Markdown: the verdict) between the run's description and the cells' table. */
    public static String render(RunContext run, List<CellResult> cells, Path folder, String top) {
        StringBuilder md = new StringBuilder("# vtbench results\n\n");
        run.entries().forEach((label, text) -> md.append("- **").append(label).append("**: ").append(escape(text)).append('\n'));
        md.append(top.isEmpty() ? "" : "\n" + top);
        md.append("\nThroughput is the median across repetitions (each on a freshly started server) with [min - max] and the ")
          .append("coefficient of variation; latencies are the median across repetitions of each repetition's percentile. ")
          .append("A repetition that never became steady has no measured window and no figure: it counts in no median. ")
          .append("CPU per request is the server's CPU over the window, less what its JIT compiler still used in it, divided by its OK ")
          .append("requests (median [min - max] across ")
          .append("repetitions, in microseconds): it holds whatever limited the throughput. \"Limited by\" is what most repetitions' ")
          .append("figures show set the pace (the table of rules in docs/results.md); a driver-bound capacity reads \"at least\". ")
          .append("Closed model: N users send back to back, so latency suffers coordinated omission. ")
          .append("Numbers are data, not conclusions: read the flags and the notes.\n\n");
        md.append("| cell | JVM | pool size | cpus (server / driver cpuset) | model | steady after | throughput req/s | CPU µs/req | limited by | p50 ms "
                + "| p99 ms | errors | server CPU % (throttled periods %) | driver CPU % of its cores: JVM (all processes) | server RSS MiB | GC in window (pause s) "
                + "| threads max | flags |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (CellResult cell : cells) {
            md.append(row(cell));
        }
        md.append(flagLegend(cells));
        md.append(DatabaseTable.render(cells));
        md.append(notes(cells));
        md.append("\nPer cell: `cells/<cell>/result.json` (full context and every repetition), `cells/<cell>/rep-N/gatling/` (Gatling's HTML report), ")
          .append("`cells/<cell>/server-N.log`. Machine-readable: `results.json`, `results.csv`.\n");
        return md.toString();
    }

    private static String row(CellResult cell) {
        CellContext c = cell.context();
        if (cell.status() != CellStatus.MEASURED || c == null) {
            return "| " + escape(cell.cell()) + " | | | | | | **" + cell.status() + "** (see the notes) | | | | | | | | | | | " + codes(cell) + " |\n";
        }
        List<Repetition> windowed = windowed(cell);
        long ko = windowed.stream().mapToLong(r -> r.load().ko()).sum();
        long all = ko + windowed.stream().mapToLong(r -> r.load().ok()).sum();
        return String.format(Locale.ROOT, "| %s | %s %s | %s | %s (%s / %s) | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                escape(cell.cell()), escape(c.jvmVendor()), escape(c.jvmVersion()), c.poolSizeText(),
                trim(c.cpus()), c.serverCpuset(), c.driverCpuset(),
                (c.simulation().isDefault() ? "" : c.simulation().label() + ", ") + c.loadModel().jsonName()
                        + (c.loadModel() == LoadModel.CLOSED ? " " + c.users() + " users" : " " + c.rate() + "/s"),
                TimeToSteady.of(cell).describe(), throughput(cell), cpuPerRequest(cell.cpuMicrosPerRequest()),
                windowed.isEmpty() ? "-" : cell.limitedBy().factor().label(),
                figure(latencyMillis(windowed, Percentile.P50), 2), figure(cell.p99Millis().median(), 2),
                all == 0 ? "-" : String.format(Locale.ROOT, "%d (%.2f%%)", ko, 100.0 * ko / all),
                figure(median(windowed, ResourceUse::serverCpuPercent), 0) + " (" + figure(median(windowed, ResourceUse::serverThrottledPeriodsPercent), 0) + ")",
                figure(median(windowed, ResourceUse::driverCpuPercentOfItsCores), 0) + " ("
                        + figure(median(windowed, ResourceUse::driverCoresBusyPercent), 0) + ")",
                figure(median(windowed, r -> r.serverSampledPeakRssBytes() < 0 ? Double.NaN : r.serverSampledPeakRssBytes() / 1048576.0), 0),
                figure(medianJvm(windowed, JvmUse::gcCount), 0) + " (" + figure(medianJvm(windowed, JvmUse::gcPauseSeconds), 2) + ")",
                figure(medianJvm(windowed, JvmUse::liveThreadsMax), 0), codes(cell));
    }

    /** The repetitions whose measured window opened: one that never became steady has no figure to count (as CellRunner's headline). */
    private static List<Repetition> windowed(CellResult cell) {
        return cell.repetitions().stream().filter(r -> r.load().steadyState() == null || !r.load().steadyState().neverSteady()).toList();
    }

    /** The flags' codes, a disqualifying one in bold: the figures it names are kept out of every comparison. */
    private static String codes(CellResult cell) {
        return cell.flags().stream().map(f -> f.disqualifiesAny() ? "**" + f.code() + "**" : f.code()).collect(Collectors.joining(" "));
    }

    /** What each code used in the table means, once, in the order of {@link Flag}; nothing if no cell is flagged. */
    static String flagLegend(List<CellResult> cells) {
        Set<Flag> used = Flag.carriedBy(cells);
        if (used.isEmpty()) {
            return "";
        }
        StringBuilder md = new StringBuilder("\n**Flags** (in bold: the figures it names are not trusted, and kept out of every ratio "
                + "and comparison):\n\n");
        used.forEach(flag -> md.append("- `").append(flag.code()).append("`")
                .append(flag.spreadOfRepetitions() ? " (keeps " + flag.disqualifiedText() + " out of a ratio of medians; the verdict's "
                        + "interval carries the spread)" : flag.disqualifiesAny() ? " (disqualifies " + flag.disqualifiedText() + ")" : "")
                .append(": ").append(escape(flag.meaning())).append('\n'));
        return md.toString();
    }

    /** Each cell's notes in words (and, for a cell that did not run, why and where its log is), one list per cell. */
    static String notes(List<CellResult> cells) {
        StringBuilder md = new StringBuilder();
        for (CellResult cell : cells) {
            List<String> lines = new ArrayList<>();
            if (cell.status() != CellStatus.MEASURED && cell.reason() != null && !cell.reason().isEmpty()) {
                lines.add(cell.status() + ": " + cell.reason() + (cell.serverLog() == null ? "" : " (log: " + cell.serverLog() + ")"));
            }
            lines.addAll(cell.notes());
            if (cell.status() == CellStatus.MEASURED && !windowed(cell).isEmpty()) {
                lines.add("limited by " + cell.limitedBy().describe());
            }
            if (!lines.isEmpty()) {
                md.append("- `").append(cell.cell()).append("`\n");
                lines.forEach(line -> md.append("  - ").append(escape(line)).append('\n'));
            }
        }
        return md.isEmpty() ? "" : "\n### Notes per cell\n\n" + md;
    }

    private static double median(List<Repetition> repetitions, ToDoubleFunction<ResourceUse> figure) {
        return Spread.of(repetitions.stream().filter(r -> r.resources() != null).map(r -> figure.applyAsDouble(r.resources()))
                .filter(Double::isFinite).toList()).median();
    }

    private static double medianJvm(List<Repetition> repetitions, ToDoubleFunction<JvmUse> figure) {
        // A negative GC count says the JVM's figures could not be read.
        return Spread.of(repetitions.stream().filter(r -> r.jvm() != null && r.jvm().gcCount() >= 0)
                .map(r -> figure.applyAsDouble(r.jvm())).toList()).median();
    }

    private static double latencyMillis(List<Repetition> repetitions, Percentile percentile) {
        return Spread.of(repetitions.stream().map(r -> r.load().latencyMicros().getOrDefault(percentile.key(), Double.NaN) / 1000)
                .filter(Double::isFinite).toList()).median();
    }

    /** The capacity with its spread; a driver-bound one is a lower bound, and reads so. */
    private static String throughput(CellResult cell) {
        Spread s = cell.throughput();
        if (s.isMissing()) {
            return "not steady";
        }
        String figure = String.format(Locale.ROOT, "%.0f [%.0f - %.0f] cv %.1f%%", s.median(), s.min(), s.max(), 100 * s.coefficientOfVariation());
        return cell.driverBound() ? "at least " + figure + " (DRV)" : figure;
    }

    private static String cpuPerRequest(Spread s) {
        return s.isMissing() ? "-" : String.format(Locale.ROOT, "%.1f [%.1f - %.1f]", s.median(), s.min(), s.max());
    }

    /** A figure, or "-" where none was taken (never "NaN"). */
    private static String figure(double value, int decimals) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%." + decimals + "f", value) : "-";
    }

    private static String trim(double cpus) {
        return cpus == Math.rint(cpus) ? Long.toString((long) cpus) : Double.toString(cpus);
    }

    /** Safe in a table cell and a list item: no column break, no line break, and no markup a job summary would render. */
    private static String escape(String text) {
        return text == null ? "" : text.replace("|", "\\|").replace("\n", " ").replace("<", "&lt;").replace(">", "&gt;");
    }
}
