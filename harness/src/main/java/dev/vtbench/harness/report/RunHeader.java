package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The top of the page: what the page is, the run's context (when, on what machine, which images, which load), how
 * many cells ended how, and the reminders a reader needs before quoting any figure: they are data, not conclusions,
 * and the workload model they come from shapes what their latencies mean.
 */
final class RunHeader {
    /** The run keys shown with a label of their own; any other key is still listed, under its own name. */
    private static final Map<String, String> LABELS = labels();

    private RunHeader() {}

    static String render(Map<String, Object> run, List<CellResult> cells) {
        StringBuilder html = new StringBuilder("<header><h1>vtbench: thread pools against virtual threads</h1>")
                .append("<p class=\"lead\">A comparison of the run of ").append(HtmlText.escape(String.valueOf(run.getOrDefault("date", "an unknown date"))))
                .append(": each Java server, on each JVM and in each threading mode, ran in a container limited to a number of CPUs ")
                .append("(a CFS quota), pinned to its own cores, and was loaded by Gatling pinned to other cores. ")
                .append("Charts come first, then every cell with its figures, notes and links, then each cell's full context.</p>");
        html.append("<dl class=\"context\">");
        for (Map.Entry<String, Object> entry : run.entrySet()) {
            if (entry.getKey().equals("cells")) {
                continue;
            }
            html.append("<dt>").append(HtmlText.escape(LABELS.getOrDefault(entry.getKey(), entry.getKey()))).append("</dt><dd>")
                .append(HtmlText.escape(describe(entry.getKey(), entry.getValue()))).append("</dd>");
        }
        html.append("<dt>cells</dt><dd>").append(HtmlText.escape(statusCounts(cells))).append("</dd></dl>");
        html.append("<div class=\"caveat\"><p><strong>Numbers are data, not conclusions.</strong> Each figure holds only for ")
            .append("this machine, these images, this load and this duration; read the flags and notes beside it (Little's-law bound, ")
            .append("errors, spread, a driver near saturation, a rate still climbing) before drawing anything from it.</p>");
        for (String model : models(run, cells)) {
            html.append("<p>").append(HtmlText.escape(model)).append("</p>");
        }
        return html.append("</div></header>").toString();
    }

    /** The caveat of every workload model the cells were loaded with (the run's own if no cell got that far). */
    private static Set<String> models(Map<String, Object> run, List<CellResult> cells) {
        Set<String> models = new LinkedHashSet<>();
        for (CellResult cell : cells) {
            CellContext c = cell.context();
            if (c != null) {
                models.add(WorkloadModelText.caveat(c.loadModel(), c.users(), c.rate()));
            }
        }
        if (models.isEmpty() && run.get("loadModel") != null) {
            models.add(WorkloadModelText.caveat(String.valueOf(run.get("loadModel")), integer(run.get("users")), integer(run.get("rate"))));
        }
        return models;
    }

    private static String describe(String key, Object value) {
        if (value instanceof Map<?, ?> map) {
            return map.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).collect(Collectors.joining(" · "));
        }
        String text = String.valueOf(value);
        return key.endsWith("Seconds") ? text + " s" : text;
    }

    private static String statusCounts(List<CellResult> cells) {
        Map<CellStatus, Long> counts = cells.stream().collect(Collectors.groupingBy(CellResult::status, LinkedHashMap::new, Collectors.counting()));
        long distrusted = cells.stream().filter(c -> c.status() == CellStatus.MEASURED && !c.trusted()).count();
        return cells.size() + " (" + counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().name().toLowerCase())
                .collect(Collectors.joining(", ")) + ")" + (distrusted == 0 ? ""
                : "; " + distrusted + " of the measured not trusted (flagged or never steady: hollow in the charts, out of the ratios)");
    }

    private static int integer(Object value) {
        return value instanceof Number number ? number.intValue() : 0;
    }

    private static Map<String, String> labels() {
        Map<String, String> labels = new LinkedHashMap<>();
        labels.put("date", "date");
        labels.put("machine", "machine");
        labels.put("imageSource", "image source");
        labels.put("loadModel", "load model");
        labels.put("users", "users (closed model)");
        labels.put("rate", "arrival rate per second (open model)");
        labels.put("warmupSeconds", "warm-up");
        labels.put("durationSeconds", "measured duration");
        labels.put("repetitions", "repetitions per cell");
        return labels;
    }
}
