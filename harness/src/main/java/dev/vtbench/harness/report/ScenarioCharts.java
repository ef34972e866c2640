package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellContext;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The charts of one scenario: throughput, p99 latency, the virtual/other-mode throughput ratio, peak memory, and one
 * ramp-up chart per CPU count, each in a figure whose caption says what the figure is a median of and which load
 * model produced it.
 */
final class ScenarioCharts {
    private static final String CPU_AXIS = "CPUs (CFS quota of the server's cgroup, log scale)";

    private ScenarioCharts() {}

    static String render(String scenario, List<MeasuredCell> cells, SeriesStyles styles) {
        StringBuilder html = new StringBuilder("<section class=\"scenario\" id=\"").append(HtmlText.escape(HtmlText.anchor("scenario-" + scenario)))
                .append("\"><h2>Scenario ").append(HtmlText.escape(scenario));
        Set<String> endpoints = new LinkedHashSet<>();
        Set<String> models = new LinkedHashSet<>();
        for (MeasuredCell cell : cells) {
            CellContext context = cell.result().context();
            endpoints.add("GET " + context.endpoint());
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
        html.append("<div class=\"charts\">")
            .append(figure("Throughput against CPUs", median,
                    new SvgLineChart(scenario + ": throughput", CPU_AXIS, "throughput (requests/s)").series(series.throughput()).render()))
            .append(figure("p99 latency against CPUs", median + " Each repetition's own p99, from the measured window only.",
                    new SvgLineChart(scenario + ": p99 latency", CPU_AXIS, "p99 latency (ms)").series(series.p99Millis()).render()))
            .append(figure("Virtual threads' throughput ÷ each other mode's",
                    "Ratio of medians at each CPU count; above 1.0 virtual threads completed more requests per second. "
                            + "Whiskers: virtual's min ÷ the other's max to virtual's max ÷ the other's min.",
                    new SvgLineChart(scenario + ": throughput ratio", CPU_AXIS, "throughput ratio (virtual ÷ other)")
                            .series(series.virtualOverOtherModes()).referenceLine(1.0, "1.0: same throughput").render()))
            .append(figure("Server memory per mode",
                    "Peak resident memory (RSS) of the server's cgroup during the measured window; " + median,
                    new SvgBarChart(scenario + ": server peak RSS", "server peak RSS (MiB)", v -> FigureFormat.number(v, 0))
                            .render(series.peakResidentMebibytes())));
        for (double cpus : series.cpuCounts()) {
            SvgLineChart rampUp = new SvgLineChart(scenario + ": ramp-up at " + FigureFormat.cpus(cpus) + " CPU",
                    "seconds since the first request", "OK requests per second").timeAxis().series(series.rampUp(cpus));
            windows(cells, cpus).forEach(window -> rampUp
                    .marker(window[0], "warm-up ends (" + window[0] + " s)")
                    .marker(window[0] + window[1], "measured window ends (" + (window[0] + window[1]) + " s)"));
            html.append(figure("Ramp-up at " + FigureFormat.cpus(cpus) + " CPU",
                    "OK requests completed in each second of the first repetition, warm-up included; the figures above "
                            + "come only from the window between the two markers.", rampUp.render()));
        }
        return html.append("</div></section>").toString();
    }

    /** The distinct (warm-up, duration) pairs, in seconds, of the cells at this CPU count. */
    private static List<int[]> windows(List<MeasuredCell> cells, double cpus) {
        return cells.stream().filter(c -> c.cpus() == cpus).map(c -> c.result().context())
                .map(c -> List.of(c.warmupSeconds(), c.durationSeconds())).distinct()
                .map(pair -> new int[] {pair.get(0), pair.get(1)}).toList();
    }

    private static String figure(String title, String caption, String svg) {
        return "<figure><figcaption><strong>" + HtmlText.escape(title) + "</strong> " + HtmlText.escape(caption)
                + "</figcaption>" + svg + "</figure>";
    }
}
