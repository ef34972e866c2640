package dev.vtbench.harness.report;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.Repetition;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The charts of one scenario: throughput, CPU per request, p99 latency, the virtual/other-mode throughput ratio, peak memory, and one
 * ramp-up chart per CPU count, each in a figure whose caption says what the figure is a median of and which load
 * model produced it, and whose note says which cells have no figure in it, or were kept out of it, and why.
 */
final class ScenarioCharts {
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
        List<ChartSeries> cost = series.cpuMicrosPerRequest();
        List<ChartSeries> p99 = series.p99Millis();
        List<ChartSeries> memory = series.peakResidentMebibytes();
        List<ChartSeries> ratios = series.virtualOverOtherModes();
        List<String> leftOut = series.leftOutOfRatios();
        html.append("<div class=\"charts\">")
            .append(figure("Throughput against CPUs", median,
                    ChartOptions.cpuLines(scenario + ": throughput", "throughput (requests/s)", throughput, null), throughput,
                    notSteady(throughput)))
            .append(figure("CPU per request against CPUs", "Server CPU time per OK request over the measured window (the "
                            + "server cgroup's CPU ÷ the window's OK rate), in microseconds; lower is cheaper. It holds whatever "
                            + "limited the throughput, a driver-bound cell's included; hollow only where a flag disqualifies this "
                            + "figure itself. " + median,
                    ChartOptions.cpuLines(scenario + ": CPU per request", "server CPU per request (µs)", cost, null), cost,
                    notSteady(cost)))
            .append(figure("p99 latency against CPUs", median + " Each repetition's own p99, from the measured window only.",
                    ChartOptions.cpuLines(scenario + ": p99 latency", "p99 latency (ms)", p99, null), p99, notSteady(p99)))
            .append(figure("Virtual threads' throughput ÷ each other mode's",
                    "Ratio of medians at each CPU count, of trusted cells only; above 1.0 virtual threads completed more "
                            + "requests per second. Whiskers: virtual's min ÷ the other's max to virtual's max ÷ the other's min.",
                    ChartOptions.cpuLines(scenario + ": throughput ratio", "throughput ratio (virtual ÷ other)", ratios,
                            new ChartOptions.Reference(1.0, "1.0: same throughput")), ratios,
                    leftOut.isEmpty() ? "" : "Left out of the ratios, not trusted: " + String.join(", ", leftOut) + "."))
            .append(figure("Server memory per mode",
                    "Peak resident memory (RSS) of the server's cgroup during the measured window; " + median,
                    ChartOptions.bars(scenario + ": server peak RSS", "server peak RSS (MiB)", memory), memory, notSteady(memory)));
        for (double cpus : series.cpuCounts()) {
            List<ChartSeries> rampUp = series.rampUp(cpus);
            List<ChartOptions.Reference> markers = new ArrayList<>();
            List<List<Double>> windows = windows(cells, cpus);
            String where;
            if (windows.size() <= MOST_WINDOWS_MARKED) {
                windows.forEach(window -> {
                    markers.add(new ChartOptions.Reference(window.get(0), "warm-up ends (" + FigureFormat.number(window.get(0), 0) + " s)"));
                    markers.add(new ChartOptions.Reference(window.get(0) + window.get(1),
                            "measured window ends (" + FigureFormat.number(window.get(0) + window.get(1), 0) + " s)"));
                });
                where = windows.isEmpty() ? "no repetition here became steady, so none has a measured window." : "the figures above "
                        + "come only from the window between the two markers.";
            } else {
                where = "the cells' measured windows open at different seconds (each when its rate became steady): each cell's "
                        + "timeline, below the table, shows its own.";
            }
            html.append(figure("Ramp-up at " + FigureFormat.cpus(cpus) + " CPU",
                    "OK requests completed in each second of the first repetition, warm-up included; " + where
                            + " Drag the slider or use the wheel to zoom in on seconds.",
                    ChartOptions.rampUp(scenario + ": ramp-up at " + FigureFormat.cpus(cpus) + " CPU", rampUp, markers), rampUp, ""));
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

    private static String figure(String title, String caption, ObjectNode chart, List<ChartSeries> shown, String note) {
        return "<figure><figcaption><strong>" + HtmlText.escape(title) + "</strong> " + HtmlText.escape(caption)
                + "</figcaption>" + ChartBlock.render("chart", chart, summary(shown))
                + (note.isEmpty() ? "" : "<p class=\"chart-note\">" + HtmlText.escape(note) + "</p>") + "</figure>";
    }

    /** The chart in words, for a reader without script: each series with its labelled figures, or its length in seconds. */
    private static String summary(List<ChartSeries> shown) {
        return shown.stream().map(s -> s.name() + ": " + s.points().stream()
                        .map(p -> p.label().isEmpty() ? null : "at " + FigureFormat.cpus(p.x()) + " CPU " + p.label()
                                + (p.hollow() ? " (" + p.trust().text() + ")" : ""))
                        .filter(Objects::nonNull).reduce((a, b) -> a + ", " + b)
                        .orElse(s.points().size() + " s recorded"))
                .collect(Collectors.joining("; ", "", "."));
    }
}
