package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.Repetition;

import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The charts of one scenario: throughput, p99 latency, the virtual/other-mode throughput ratio, peak memory, and one
 * ramp-up chart per CPU count, each in a figure whose caption says what the figure is a median of and which load
 * model produced it, and whose note says which cells have no figure in it, or were kept out of it, and why.
 */
final class ScenarioCharts {
    private static final String CPU_AXIS = "CPUs (CFS quota of the server's cgroup, log scale)";
    /** More distinct measured windows than this at one CPU count would clutter the ramp-up chart with markers. */
    private static final int MOST_WINDOWS_MARKED = 1;

    private ScenarioCharts() {}

    static String render(String scenario, List<MeasuredCell> cells, SeriesStyles styles) {
        StringBuilder html = new StringBuilder("<section class=\"scenario\" id=\"").append(HtmlText.escape(HtmlText.anchor("scenario-" + scenario)))
                .append("\"><h2>Scenario ").append(HtmlText.escape(scenario));
        Set<String> endpoints = new LinkedHashSet<>();
        Set<String> models = new LinkedHashSet<>();
        for (MeasuredCell cell : cells) {
            CellContext context = cell.result().context();
            endpoints.add(context.trafficText());
            models.add(WorkloadModelText.shortly(context.loadModel(), context.users(), context.rate()));
        }
        html.append(endpoints.isEmpty() ? "" : " — " + HtmlText.escape(String.join(", ", endpoints))).append("</h2>");
        if (cells.isEmpty()) {
            return html.append("<p class=\"empty\">No cell of this scenario was measured: see the table below for why.</p></section>").toString();
        }
        String model = String.join("; ", models);
        int repetitions = cells.stream().mapToInt(c -> c.figures().throughput().samples()).max().orElse(0);
        String median = "median of up to " + repetitions + " repetition" + (repetitions == 1 ? "" : "s")
                + " (each on a freshly started server), whiskers min–max; " + model + ".";
        ScenarioSeries series = new ScenarioSeries(cells, styles);
        List<ChartSeries> throughput = series.throughput();
        List<ChartSeries> p99 = series.p99Millis();
        List<ChartSeries> memory = series.peakResidentMebibytes();
        List<String> leftOut = series.leftOutOfRatios();
        html.append("<div class=\"charts\">")
            .append(figure("Throughput against CPUs", median,
                    new SvgLineChart(scenario + ": throughput", CPU_AXIS, "throughput (requests/s)").series(throughput).render(),
                    notSteady(throughput)))
            .append(figure("p99 latency against CPUs", median + " Each repetition's own p99, from the measured window only.",
                    new SvgLineChart(scenario + ": p99 latency", CPU_AXIS, "p99 latency (ms)").series(p99).render(), notSteady(p99)))
            .append(figure("Virtual threads' throughput ÷ each other mode's",
                    "Ratio of medians at each CPU count, of trusted cells only; above 1.0 virtual threads completed more "
                            + "requests per second. Whiskers: virtual's min ÷ the other's max to virtual's max ÷ the other's min.",
                    new SvgLineChart(scenario + ": throughput ratio", CPU_AXIS, "throughput ratio (virtual ÷ other)")
                            .series(series.virtualOverOtherModes()).referenceLine(1.0, "1.0: same throughput").render(),
                    leftOut.isEmpty() ? "" : "Left out of the ratios, not trusted: " + String.join(", ", leftOut) + "."))
            .append(figure("Server memory per mode",
                    "Peak resident memory (RSS) of the server's cgroup during the measured window; " + median,
                    new SvgBarChart(scenario + ": server peak RSS", "server peak RSS (MiB)", v -> FigureFormat.number(v, 0))
                            .render(memory), notSteady(memory)));
        for (double cpus : series.cpuCounts()) {
            SvgLineChart rampUp = new SvgLineChart(scenario + ": ramp-up at " + FigureFormat.cpus(cpus) + " CPU",
                    "seconds since the first request", "OK requests per second").timeAxis().series(series.rampUp(cpus));
            List<List<Double>> windows = windows(cells, cpus);
            String where;
            if (windows.size() <= MOST_WINDOWS_MARKED) {
                windows.forEach(window -> rampUp
                        .marker(window.get(0), "warm-up ends (" + FigureFormat.number(window.get(0), 0) + " s)")
                        .marker(window.get(0) + window.get(1), "measured window ends (" + FigureFormat.number(window.get(0) + window.get(1), 0) + " s)"));
                where = windows.isEmpty() ? "no repetition here became steady, so none has a measured window." : "the figures above "
                        + "come only from the window between the two markers.";
            } else {
                where = "the cells' measured windows open at different seconds (each when its rate became steady): each cell's "
                        + "timeline, below the table, shows its own.";
            }
            html.append(figure("Ramp-up at " + FigureFormat.cpus(cpus) + " CPU",
                    "OK requests completed in each second of the first repetition, warm-up included; " + where, rampUp.render(), ""));
        }
        return html.append("</div></section>").toString();
    }

    /** The note under a chart naming the cells that have no figure in it because they never became steady. */
    private static String notSteady(List<ChartSeries> series) {
        List<String> absent = series.stream().flatMap(s -> s.points().stream().filter(ChartSeries.Point::notSteady)
                .map(p -> s.name() + " at " + FigureFormat.cpus(p.x()) + " CPU")).toList();
        return absent.isEmpty() ? "" : "Not steady, so no figure: " + String.join(", ", absent)
                + " (no repetition's rate became steady before the warm-up cap; see its timeline).";
    }

    /** The distinct (window opening, window length) pairs, in seconds, of the first repetitions of the cells at this CPU count. */
    private static List<List<Double>> windows(List<MeasuredCell> cells, double cpus) {
        return cells.stream().filter(c -> c.cpus() == cpus)
                .map(c -> CellFigures.repetitions(c.result()).stream().min(Comparator.comparingInt(Repetition::index))
                        .map(first -> MeasuredWindow.of(first, c.result().context())).orElse(null))
                .filter(Objects::nonNull).map(w -> List.of(w.openedAtSecond(), w.seconds())).distinct().toList();
    }

    private static String figure(String title, String caption, String svg, String note) {
        return "<figure><figcaption><strong>" + HtmlText.escape(title) + "</strong> " + HtmlText.escape(caption)
                + "</figcaption>" + svg + (note.isEmpty() ? "" : "<p class=\"chart-note\">" + HtmlText.escape(note) + "</p>")
                + "</figure>";
    }
}
