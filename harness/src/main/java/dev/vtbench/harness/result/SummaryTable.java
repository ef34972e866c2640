package dev.vtbench.harness.result;

import dev.vtbench.harness.metrics.ResourceUse;

import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** The human summary of a run: a Markdown table (fit for a CI job summary) with each figure's context. */
final class SummaryTable {
    private SummaryTable() {}

    static String render(Map<String, Object> run, List<CellResult> cells, Path folder) {
        StringBuilder md = new StringBuilder("# vtbench results\n\n");
        run.forEach((key, value) -> md.append("- **").append(key).append("**: ").append(value).append('\n'));
        md.append("\nThroughput is the median across repetitions (each on a freshly started server) with [min - max] and the ")
          .append("coefficient of variation; latencies are the median across repetitions of each repetition's percentile. ")
          .append("Closed model: N users send back to back, so latency suffers coordinated omission. ")
          .append("Numbers are data, not conclusions: read the notes.\n\n");
        md.append("| cell | JVM | pool size | cpus (server / driver cpuset) | model | throughput req/s | p50 ms | p99 ms | errors "
                + "| server CPU % (throttled periods %) | driver CPU % of its cores (cores busy %) | server RSS MiB | GC in window (pause s) "
                + "| threads max | notes |\n");
        md.append("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
        for (CellResult cell : cells) {
            CellContext c = cell.context();
            if (cell.status() != CellStatus.MEASURED || c == null) {
                md.append("| ").append(cell.cell()).append(" | | | | | **").append(cell.status()).append("** | | | | | | | | | ")
                  .append(escape(cell.reason())).append(cell.serverLog() == null ? "" : " (log: " + cell.serverLog() + ")").append(" |\n");
                continue;
            }
            long ko = cell.repetitions().stream().mapToLong(r -> r.load().ko()).sum();
            long all = ko + cell.repetitions().stream().mapToLong(r -> r.load().ok()).sum();
            md.append(String.format(Locale.ROOT, "| %s | %s %s | %s | %s (%s / %s) | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |%n",
                    cell.cell(), c.jvmVendor(), c.jvmVersion(), c.poolSize() != null ? c.poolSize() : "no bounded pool",
                    trim(c.cpus()), c.serverCpuset(), c.driverCpuset(),
                    ("throughput".equals(c.simulation()) ? "" : c.simulation() + ", ") + c.loadModel()
                            + (c.loadModel().equals("closed") ? " " + c.users() + " users" : " " + c.rate() + "/s"),
                    spread(cell.throughput()), millis(cell, "p50"), String.format(Locale.ROOT, "%.2f", cell.p99Millis().median()),
                    all == 0 ? "-" : String.format(Locale.ROOT, "%d (%.2f%%)", ko, 100.0 * ko / all),
                    String.format(Locale.ROOT, "%.0f (%.0f)", median(cell, ResourceUse::serverCpuPercent), median(cell, ResourceUse::serverThrottledPeriodsPercent)),
                    String.format(Locale.ROOT, "%.0f (%.0f)", median(cell, ResourceUse::driverCpuPercentOfItsCores), median(cell, ResourceUse::driverCoresBusyPercent)),
                    String.format(Locale.ROOT, "%.0f", median(cell, r -> r.serverSampledPeakRssBytes() < 0 ? Double.NaN : r.serverSampledPeakRssBytes() / 1048576.0)),
                    String.format(Locale.ROOT, "%.0f (%.2f)", medianJvm(cell, j -> j.gcCount()), medianJvm(cell, j -> j.gcPauseSeconds())),
                    String.format(Locale.ROOT, "%.0f", medianJvm(cell, j -> j.liveThreadsMax())),
                    escape(String.join("; ", cell.notes()))));
        }
        md.append("\nPer cell: `cells/<cell>/result.json` (full context and every repetition), `cells/<cell>/rep-N/gatling/` (Gatling's HTML report), ")
          .append("`cells/<cell>/server-N.log`. Machine-readable: `results.json`, `results.csv`.\n");
        return md.toString();
    }

    private static double median(CellResult cell, java.util.function.ToDoubleFunction<ResourceUse> figure) {
        return Spread.of(cell.repetitions().stream().map(r -> figure.applyAsDouble(r.resources())).toList()).median();
    }

    private static double medianJvm(CellResult cell, java.util.function.ToDoubleFunction<dev.vtbench.harness.metrics.jvm.JvmUse> figure) {
        return Spread.of(cell.repetitions().stream().map(r -> r.jvm().gcCount() < 0 ? Double.NaN : figure.applyAsDouble(r.jvm())).toList()).median();
    }

    private static String spread(Spread s) {
        return String.format(Locale.ROOT, "%.0f [%.0f - %.0f] cv %.1f%%", s.median(), s.min(), s.max(), 100 * s.coefficientOfVariation());
    }

    private static String millis(CellResult cell, String percentile) {
        return String.format(Locale.ROOT, "%.2f", Spread.of(cell.repetitions().stream()
                .map(r -> r.load().latencyMicros().getOrDefault(percentile, Double.NaN) / 1000).toList()).median());
    }

    private static String trim(double cpus) {
        return cpus == Math.rint(cpus) ? Long.toString((long) cpus) : Double.toString(cpus);
    }

    private static String escape(String text) {
        return text == null ? "" : text.replace("|", "\\|").replace("\n", " ");
    }
}
