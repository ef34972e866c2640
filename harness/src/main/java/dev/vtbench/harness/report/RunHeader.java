package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.RunContext;

import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The top of the page: what the page is, the run's context (when, on what machine, which images, which load), how
 * many cells ended how, and the reminders a reader needs before quoting any figure: they are data, not conclusions,
 * and the workload model they come from shapes what their latencies mean.
 */
final class RunHeader {
    private RunHeader() {}

    static String render(RunContext run, List<CellResult> cells) {
        StringBuilder html = new StringBuilder("<header><h1>vtbench: thread pools against virtual threads</h1>")
                .append("<p class=\"lead\">A comparison of the run of ").append(HtmlText.escape(Objects.toString(run.date(), "an unknown date")))
                .append(": each Java server, on each JVM and in each threading mode, ran in a container limited to a number of CPUs ")
                .append("(a CFS quota), pinned to its own cores, and was loaded by Gatling pinned to other cores. ")
                .append("Charts come first, then every cell with its figures, notes and links, then each cell's full context.</p>");
        html.append("<dl class=\"context\">");
        run.entries().forEach((label, text) -> html.append("<dt>").append(HtmlText.escape(label)).append("</dt><dd>")
                .append(HtmlText.escape(text)).append("</dd>"));
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
    private static Set<String> models(RunContext run, List<CellResult> cells) {
        Set<String> models = new LinkedHashSet<>();
        for (CellResult cell : cells) {
            CellContext c = cell.context();
            if (c != null) {
                models.add(WorkloadModelText.caveat(c.loadModel(), c.users(), c.rate()));
            }
        }
        RunContext.LegacyLoad legacy = run.legacyLoad();
        if (models.isEmpty() && legacy != null && legacy.model() != null) {
            models.add(WorkloadModelText.caveat(legacy.model(), orZero(legacy.users()), orZero(legacy.rate())));
        }
        return models;
    }

    private static String statusCounts(List<CellResult> cells) {
        Map<CellStatus, Long> counts = cells.stream().collect(Collectors.groupingBy(CellResult::status, LinkedHashMap::new, Collectors.counting()));
        long distrusted = cells.stream().filter(c -> c.status() == CellStatus.MEASURED && !c.trusted()).count();
        return cells.size() + " (" + counts.entrySet().stream().map(e -> e.getValue() + " " + e.getKey().name().toLowerCase())
                .collect(Collectors.joining(", ")) + ")" + (distrusted == 0 ? ""
                : "; " + distrusted + " of the measured not trusted (flagged or never steady: hollow in the charts, out of the ratios)");
    }

    private static int orZero(Integer value) {
        return value == null ? 0 : value;
    }
}
