package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Figure;
import dev.vtbench.harness.result.Limit;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.result.TimeToSteady;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * The table of every cell, measured or not: status (with the reason when it did not run), its flags as short codes
 * and how long its load took to become steady (how far to trust it, at a glance), the figures across its
 * repetitions, its honesty notes, and relative links to each repetition's Gatling report and logs, which sit beside
 * the page in the run folder. What the flags used mean is said once, under the table, and which rows of those Gatling
 * reports hold this page's figures ({@link GatlingReportNote}).
 */
final class CellTable {
    private CellTable() {}

    static String render(List<CellResult> cells) {
        StringBuilder html = new StringBuilder("<section><h2>Every cell</h2><div class=\"table-scroll\"><table class=\"cells\"><thead><tr>")
                .append("<th>cell</th><th>status</th><th>flags</th><th>steady after</th>")
                .append("<th>throughput req/s<br>median [min–max] cv</th><th>CPU µs per<br>request<br>median [min–max]</th>")
                .append("<th>limited by</th><th>latency ms<br>p50 / p99</th>")
                .append("<th>errors</th><th>server CPU %<br>of one core<br>(throttled<br>periods %)</th><th>driver cores<br>busy % (every<br>process)</th>")
                .append("<th>server peak RSS</th><th>notes</th><th>reports and logs</th></tr></thead><tbody>");
        for (CellResult cell : cells) {
            html.append(row(cell));
        }
        return html.append("</tbody></table></div>").append(FlagLegend.render(cells))
                .append("<p class=\"hint\">Figures are medians across the repetitions whose measured window opened (a ")
                .append("repetition that never became steady has no figure; a failed cell shows those it completed); CPU figures ")
                .append("are from the measured window only. \"Steady after\" links to the cell's timeline. ")
                .append("Hover a chart's point for its figures.</p>").append(GatlingReportNote.render()).append("</section>").toString();
    }

    private static String row(CellResult cell) {
        CellIdentity identity = CellIdentity.of(cell);
        CellFigures figures = CellFigures.of(cell);
        StringBuilder html = new StringBuilder("<tr class=\"status-").append(cell.status().name().toLowerCase(Locale.ROOT)).append("\">");
        html.append("<td class=\"cell-name\"><a href=\"#").append(HtmlText.escape(HtmlText.anchor(cell.cell()))).append("\">")
            .append(HtmlText.escape(cell.cell())).append("</a>").append(summary(cell.context())).append("</td>");
        html.append("<td><span class=\"badge\">").append(cell.status().name()).append("</span>");
        if (cell.status() != CellStatus.MEASURED && cell.reason() != null && !cell.reason().isEmpty()) {
            html.append("<div class=\"reason\">").append(HtmlText.escape(cell.reason())).append("</div>");
        }
        html.append("</td>");
        html.append("<td class=\"flags\">").append(FlagLegend.codes(cell.flags())).append("</td>");
        html.append("<td class=\"number\">").append(steadyAfter(cell)).append("</td>");
        html.append(throughput(cell, figures.throughput()));
        html.append(cpuPerRequest(cell, figures.cpuMicrosPerRequest()));
        html.append(limitedBy(cell, figures));
        html.append(numeric(FigureFormat.number(figures.p50Millis().median(), 2) + " / " + FigureFormat.number(figures.p99Millis().median(), 2)));
        html.append("<td class=\"number\">").append(errors(cell, figures)).append("</td>");
        html.append(numeric(FigureFormat.number(figures.serverCpuPercent(), 0) + " (" + FigureFormat.number(figures.throttledPeriodsPercent(), 0) + ")"));
        html.append(numeric(FigureFormat.number(figures.driverCpuPercentOfItsCores(), 0)));
        html.append(numeric(FigureFormat.mebibytes(figures.peakResidentBytes().median())));
        html.append("<td class=\"notes\">").append(notes(cell.notes())).append("</td>");
        html.append("<td class=\"links\">").append(links(cell, identity)).append("</td>");
        return html.append("</tr>").toString();
    }

    /** The throughput, said "not steady" when no repetition had a window, and "not trusted" when a flag disqualifies it. */
    private static String throughput(CellResult cell, Spread throughput) {
        if (throughput.isMissing()) {
            boolean neverSteady = cell.status() == CellStatus.MEASURED && !CellFigures.repetitions(cell).isEmpty();
            return numeric(neverSteady ? TrustMark.NOT_STEADY : FigureFormat.MISSING);
        }
        String figure = (cell.driverBound() ? "at least " : "") + "<strong>" + FigureFormat.number(throughput.median(), 0) + "</strong> ["
                + FigureFormat.number(throughput.min(), 0) + "–" + FigureFormat.number(throughput.max(), 0) + "]<br>cv "
                + FigureFormat.number(100 * throughput.coefficientOfVariation(), 1) + "% of " + throughput.samples();
        boolean distrusted = cell.status() == CellStatus.MEASURED && !cell.trusted();
        String why = cell.driverBound() ? "driver-bound: a lower bound, kept out of ratios" : "not trusted: kept out of ratios";
        return "<td class=\"number" + (distrusted ? " distrusted" : "") + "\">" + figure
                + (distrusted ? "<div class=\"untrusted\">" + why + "</div>" : "") + "</td>";
    }

    /** CPU per request, trusted or not on its own flags: a driver-bound cell's cost still stands. */
    private static String cpuPerRequest(CellResult cell, Spread cost) {
        if (cost.isMissing()) {
            return numeric(FigureFormat.MISSING);
        }
        boolean distrusted = cell.status() == CellStatus.MEASURED && !cell.trustedFor(Figure.CPU_PER_REQUEST);
        return "<td class=\"number" + (distrusted ? " distrusted" : "") + "\"><strong>" + FigureFormat.number(cost.median(), 1)
                + "</strong> [" + FigureFormat.number(cost.min(), 1) + "–" + FigureFormat.number(cost.max(), 1) + "]"
                + (distrusted ? "<div class=\"untrusted\">not trusted: kept out of comparisons</div>" : "") + "</td>";
    }

    /** What most repetitions' figures show limited the cell, its evidence on hover. */
    private static String limitedBy(CellResult cell, CellFigures figures) {
        if (figures.throughput().isMissing()) {
            return numeric(FigureFormat.MISSING);
        }
        Limit limit = cell.limitedBy();
        return "<td class=\"limit\"><abbr title=\"" + HtmlText.escape(limit.factor().meaning() + ": " + limit.evidence() + ". The figure is "
                + limit.factor().figureIs() + ".") + "\">" + HtmlText.escape(limit.factor().label()) + "</abbr></td>";
    }

    /** How long the load took to become steady, linked to the cell's timeline when it has one. */
    private static String steadyAfter(CellResult cell) {
        TimeToSteady timeToSteady = TimeToSteady.of(cell);
        if (timeToSteady.repetitions() == 0) {
            return FigureFormat.MISSING;
        }
        String text = HtmlText.escape(timeToSteady.describe());
        return TimelineSection.hasTimeline(cell) ? "<a href=\"#" + HtmlText.escape(TimelineSection.anchor(cell)) + "\">" + text + "</a>" : text;
    }

    /** The context a figure cannot be read without, under the cell's name: the JVM build, pool size and cpusets. */
    private static String summary(CellContext c) {
        if (c == null) {
            return "";
        }
        return "<div class=\"cell-summary\">" + HtmlText.escape(c.jvmVendor() + " " + c.jvmVersion() + " · "
                + (c.poolSize() != null ? "pool " + c.poolSize() : c.service() != null ? "its own pool" : "no pool") + " · " + FigureFormat.cpus(c.cpus()) + " CPU (server cpuset "
                + c.serverCpuset() + ", driver " + c.driverCpuset() + ") · " + WorkloadModelText.shortly(c.loadModel(), c.users(), c.rate()))
                + "</div>";
    }

    private static String errors(CellResult cell, CellFigures figures) {
        if (figures.ok() + figures.ko() == 0) {
            return FigureFormat.MISSING;
        }
        Map<String, Long> kinds = new TreeMap<>();
        CellFigures.windowed(cell).forEach(r -> {
            if (r.load().errors() != null) {
                r.load().errors().forEach((kind, count) -> kinds.merge(kind, count, Long::sum));
            }
        });
        String text = HtmlText.escape(figures.ko() + " (" + FigureFormat.number(figures.errorPercent(), 2) + "%)");
        StringBuilder html = new StringBuilder(text);
        kinds.forEach((kind, count) -> html.append("<div class=\"error-kind\">").append(HtmlText.escape(kind + ": " + count)).append("</div>"));
        return html.toString();
    }

    private static String notes(List<String> notes) {
        if (notes == null || notes.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<ul>");
        notes.forEach(note -> html.append("<li>").append(HtmlText.escape(note)).append("</li>"));
        return html.append("</ul>").toString();
    }

    /**
     * One line per kind of file, numbered by repetition ("Gatling reports: 1 2 3"), so that three repetitions' links
     * fit a narrow column beside the figures.
     */
    private static String links(CellResult cell, CellIdentity identity) {
        String folder = "cells/" + identity.folderName() + "/";
        List<Repetition> repetitions = CellFigures.repetitions(cell);
        StringBuilder html = new StringBuilder();
        if (!repetitions.isEmpty()) {
            html.append(numbered("Gatling reports", repetitions.stream().filter(r -> present(r.gatlingReport()))
                    .map(r -> link(folder + r.gatlingReport() + "/index.html", Integer.toString(r.index()))).toList()));
            html.append(numbered("server logs", repetitions.stream()
                    .map(r -> link(folder + "server-" + r.index() + ".log", Integer.toString(r.index()))).toList()));
            html.append(numbered("Gatling logs", repetitions.stream().filter(r -> present(r.gatlingLog()))
                    .map(r -> link(folder + r.gatlingLog(), Integer.toString(r.index()))).toList()));
        }
        String lastMeasuredLog = folder + "server-" + repetitions.size() + ".log";
        // A cell that stopped during a repetition has a server log beyond the last measured one: that log says why.
        if (present(cell.serverLog()) && !cell.serverLog().equals(lastMeasuredLog)) {
            html.append("<div>").append(link(cell.serverLog(), "server log of the last start")).append("</div>");
        }
        html.append("<div>");
        if (!repetitions.isEmpty()) {
            html.append(link(folder + "backend.log", "backend log")).append(" · ");
        }
        return html.append(link(folder + "result.json", "result.json")).append("</div>").toString();
    }

    private static String numbered(String kind, List<String> links) {
        return links.isEmpty() ? "" : "<div>" + HtmlText.escape(kind) + ": " + String.join(" ", links) + "</div>";
    }

    private static boolean present(String text) {
        return text != null && !text.isEmpty();
    }

    private static String link(String path, String text) {
        return "<a href=\"" + HtmlText.escape(HtmlText.relativeHref(path)) + "\">" + HtmlText.escape(text) + "</a>";
    }

    private static String numeric(String text) {
        return "<td class=\"number\">" + HtmlText.escape(text) + "</td>";
    }
}
