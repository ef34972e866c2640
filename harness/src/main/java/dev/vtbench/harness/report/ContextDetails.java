package dev.vtbench.harness.report;

import dev.vtbench.contract.Percentile;
import dev.vtbench.contract.stats.LatencySummary;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Each cell's full context in a collapsible block: what ran, where, how it was loaded and when, the checks it passed
 * before load, and every repetition's raw figures, so that a figure quoted from this page can be traced back to the
 * exact image, JVM build and cgroup that produced it.
 */
final class ContextDetails {
    private ContextDetails() {}

    static String render(List<CellResult> cells) {
        StringBuilder html = new StringBuilder("<section><h2>Full context per cell</h2>");
        for (CellResult cell : cells) {
            html.append("<details id=\"").append(HtmlText.escape(HtmlText.anchor(cell.cell()))).append("\"><summary>")
                .append(HtmlText.escape(cell.cell())).append(" — ").append(cell.status().name()).append("</summary>");
            if (cell.context() == null) {
                html.append("<p>No context was recorded: the cell stopped before its server was verified. ")
                    .append(HtmlText.escape(cell.reason())).append("</p>");
            } else {
                html.append(definitions(context(cell.context())));
            }
            if (cell.verification() != null && !cell.verification().isEmpty()) {
                html.append("<h4>Checks before load</h4><pre>").append(HtmlText.escape(String.join("\n", cell.verification()))).append("</pre>");
            }
            html.append(repetitions(CellFigures.repetitions(cell))).append("</details>");
        }
        return html.append("</section>").toString();
    }

    private static Map<String, String> context(CellContext c) {
        Map<String, String> rows = new LinkedHashMap<>();
        rows.put("runtime", c.runtime());
        rows.put("JVM", c.jvm() + ": " + c.jvmVendor() + " " + c.jvmVersion());
        rows.put("mode", c.mode().name());
        rows.put("pool size", c.poolSize() == null && c.service() == null ? "none (no bounded pool in this mode)" : c.poolSizeText());
        if (c.service() != null) {
            rows.put("service file", c.service());
            rows.put("mode switched by", c.modeSwitch());
        }
        rows.put("server JVM options", c.serverJvmOptions().isEmpty() ? "none beyond the harness's own" : c.serverJvmOptions());
        rows.put("virtual-thread scheduler parallelism", c.schedulerParallelism() == null ? "not reported"
                : c.schedulerParallelism() + " (as /info reported it before load)");
        rows.put("profile", c.profile());
        rows.put("CPUs (CFS quota)", FigureFormat.cpus(c.cpus()) + "; the JVM saw availableProcessors() = " + c.availableProcessors());
        rows.put("server cpuset", c.serverCpuset());
        rows.put("driver cpuset", c.driverCpuset());
        rows.put("memory limit", FigureFormat.memoryLimit(c.memoryBytes()));
        rows.put("image", c.image() + " (" + c.imageSource() + ")");
        rows.put("image id", c.imageId());
        rows.put("scenario", c.scenario());
        // A user's service names its traffic instead (its request list, or its own simulation).
        rows.put("endpoint", c.trafficText());
        rows.put("endpoint parameters", parameters(c.endpoint()));
        rows.put("load", WorkloadModelText.shortly(c.loadModel(), c.users(), c.rate()) + "; warm-up " + c.warmupSeconds()
                + " s, measured " + c.durationSeconds() + " s");
        rows.put("started at", c.startedAt());
        rows.put("machine", c.machine() == null ? "" : c.machine().entrySet().stream()
                .map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining(" · ")));
        return rows;
    }

    private static String parameters(String endpoint) {
        // A user's request list has parameters per request, shown in the endpoint row itself.
        int query = endpoint == null || !endpoint.startsWith("/") ? -1 : endpoint.indexOf('?');
        return query < 0 ? "none" : endpoint.substring(query + 1).replace("&", ", ");
    }

    private static String definitions(Map<String, String> rows) {
        StringBuilder html = new StringBuilder("<dl class=\"context\">");
        rows.forEach((label, value) -> html.append("<dt>").append(HtmlText.escape(label)).append("</dt><dd>")
                .append(HtmlText.escape(value == null || value.isEmpty() ? FigureFormat.MISSING : value)).append("</dd>"));
        return html.append("</dl>").toString();
    }

    private static String repetitions(List<Repetition> repetitions) {
        if (repetitions.isEmpty()) {
            return "<p>No repetition was measured.</p>";
        }
        StringBuilder html = new StringBuilder("<h4>Repetitions</h4><div class=\"table-scroll\"><table class=\"repetitions\"><thead><tr>")
                .append("<th>rep</th><th>first request</th><th>OK</th><th>KO</th><th>req/s</th><th>p50 ms</th><th>p90 ms</th><th>p99 ms</th>")
                .append("<th>p99.9 ms</th><th>max ms</th><th>server CPU %</th><th>throttled periods % (s)</th><th>server peak RSS</th>")
                .append("<th>backend CPU %</th><th>driver CPU % of its cores: JVM (all processes)</th><th>driver processors</th><th>Gatling</th>")
                .append("<th>assertions</th><th>server after</th><th>harness phases s</th></tr></thead><tbody>");
        for (Repetition r : repetitions) {
            ResourceUse use = r.resources() == null ? ResourceUse.UNKNOWN : r.resources();
            Map<String, Double> micros = r.load().latencyMicros() == null ? Map.of() : r.load().latencyMicros();
            html.append("<tr>").append(cells(Integer.toString(r.index()), r.load().startedAt(), Long.toString(r.load().ok()),
                    Long.toString(r.load().ko()), FigureFormat.number(r.load().throughputPerSecond(), 1),
                    millis(micros, Percentile.P50.key()), millis(micros, Percentile.P90.key()), millis(micros, Percentile.P99.key()),
                    millis(micros, Percentile.P999.key()), millis(micros, LatencySummary.MAX),
                    FigureFormat.number(use.serverCpuPercent(), 0),
                    FigureFormat.number(use.serverThrottledPeriodsPercent(), 0) + " (" + FigureFormat.number(use.serverThrottledSeconds(), 2) + ")",
                    FigureFormat.mebibytes(use.serverSampledPeakRssBytes()), FigureFormat.number(use.backendCpuPercent(), 0),
                    FigureFormat.number(use.driverCpuPercentOfItsCores(), 0) + " (" + FigureFormat.number(use.driverCoresBusyPercent(), 0) + ")", Integer.toString(r.load().driverAvailableProcessors()),
                    r.load().gatlingVersion(), r.assertionsPassed() ? "passed" : "FAILED", r.serverStateAfter(), phases(r.phaseSeconds())))
                .append("</tr>");
        }
        return html.append("</tbody></table></div>").toString();
    }

    /** How long the harness spent starting, verifying, loading and stopping: "start 2.5 · verify 0.4 ...". */
    private static String phases(Map<String, Double> seconds) {
        return seconds == null ? "" : seconds.entrySet().stream().map(e -> e.getKey() + " " + FigureFormat.number(e.getValue(), 1))
                .collect(Collectors.joining(" · "));
    }

    private static String millis(Map<String, Double> micros, String key) {
        Double value = micros.get(key);
        return value == null ? FigureFormat.MISSING : FigureFormat.number(value / 1000, 2);
    }

    private static String cells(String... values) {
        StringBuilder html = new StringBuilder();
        for (String value : values) {
            html.append("<td>").append(HtmlText.escape(value == null || value.isEmpty() ? FigureFormat.MISSING : value)).append("</td>");
        }
        return html.toString();
    }
}
