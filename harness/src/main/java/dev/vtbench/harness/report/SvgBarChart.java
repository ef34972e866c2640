package dev.vtbench.harness.report;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A grouped bar chart as inline SVG: one group per CPU count, one bar per series in each group, the median as the
 * bar with a min–max whisker, and the figure written above it (bars are compared by their heights, but a reader
 * quoting one wants the number). A flagged cell's bar is outlined, with "!" and its codes above it. A cell measured
 * without this figure leaves an "n/a" where its bar would be ("not steady" when it has no headline figure); a series
 * not run at a CPU count leaves a gap.
 */
final class SvgBarChart {
    private static final double GROUP_PADDING = 0.18;

    private final String title;
    private final String yTitle;
    private final DoubleFunction<String> valueLabel;

    SvgBarChart(String title, String yTitle, DoubleFunction<String> valueLabel) {
        this.title = title;
        this.yTitle = yTitle;
        this.valueLabel = valueLabel;
    }

    String render(List<ChartSeries> series) {
        List<Double> groups = series.stream().flatMap(s -> s.points().stream()).map(ChartSeries.Point::x)
                .filter(Double::isFinite).distinct().sorted().toList();
        double top = series.stream().flatMap(s -> s.points().stream())
                .flatMap(p -> java.util.stream.Stream.of(p.y(), p.high())).filter(Double::isFinite)
                .mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
        AxisScale y = LinearScale.covering(0, top * 1.12, ChartFrame.BOTTOM, ChartFrame.TOP);
        AxisScale x = new GroupAxis(groups);
        SvgLegend legend = SvgLegend.of(series, SvgLegend.Sample.BAR);
        StringBuilder svg = new StringBuilder(SvgElements.open(ChartFrame.WIDTH, legend.chartHeight(), title));
        svg.append(ChartFrame.axes(x, y, "CPUs (CFS quota of the server's cgroup)", yTitle));
        double groupWidth = groups.isEmpty() ? 0 : (ChartFrame.RIGHT - ChartFrame.LEFT) / groups.size();
        double barWidth = series.isEmpty() ? 0 : groupWidth * (1 - 2 * GROUP_PADDING) / series.size();
        for (int g = 0; g < groups.size(); g++) {
            double groupStart = ChartFrame.LEFT + g * groupWidth + groupWidth * GROUP_PADDING;
            for (int s = 0; s < series.size(); s++) {
                svg.append(bar(series.get(s), groups.get(g), groupStart + s * barWidth, barWidth, y));
            }
        }
        if (series.stream().noneMatch(ChartSeries::hasFigures)) {
            svg.append(ChartFrame.nothingMeasured());
        }
        return svg.append(legend.svg()).append("</svg>").toString();
    }

    private String bar(ChartSeries series, double group, double left, double width, AxisScale y) {
        double centre = left + width / 2;
        ChartSeries.Point point = series.points().stream().filter(p -> p.x() == group).findFirst().orElse(null);
        if (point == null) {
            return "";
        }
        if (!point.drawn()) {
            // Written upright along the slot, so that it fits however many bars share the group.
            String text = point.notSteady() ? TrustMark.NOT_STEADY : "n/a";
            return "<g class=\"series\"><text class=\"" + (point.notSteady() ? "not-steady" : "tick") + "\" text-anchor=\"start\" "
                    + "transform=\"translate(" + SvgElements.coordinate(centre + 4) + " " + SvgElements.coordinate(ChartFrame.BOTTOM - 6)
                    + ") rotate(-90)\">" + text + "<title>" + HtmlText.escape(point.tooltip()) + "</title></text></g>";
        }
        double top = y.pixel(point.y());
        String colour = series.style().colour();
        // A flagged cell's bar is outlined, not filled: its figure is shown, but not as one to compare with.
        StringBuilder svg = new StringBuilder("<g class=\"series\"><rect").append(point.hollow() ? " class=\"flagged\"" : "")
                .append(" x=\"").append(SvgElements.coordinate(left + 2)).append("\" y=\"").append(SvgElements.coordinate(top))
                .append("\" width=\"").append(SvgElements.coordinate(Math.max(1, width - 4))).append("\" height=\"")
                .append(SvgElements.coordinate(ChartFrame.BOTTOM - top)).append("\" fill=\"").append(point.hollow() ? "#fff" : colour)
                .append(point.hollow() ? "\" stroke=\"" + colour + "\" stroke-width=\"2" : "").append("\"><title>")
                .append(HtmlText.escape(point.tooltip())).append("</title></rect>");
        double labelAbove = top;
        if (point.hasRange()) {
            String stroke = "stroke=\"#222\" stroke-width=\"1.2\"";
            svg.append(SvgElements.line(centre, y.pixel(point.low()), centre, y.pixel(point.high()), stroke))
               .append(SvgElements.line(centre - 4, y.pixel(point.high()), centre + 4, y.pixel(point.high()), stroke))
               .append(SvgElements.line(centre - 4, y.pixel(point.low()), centre + 4, y.pixel(point.low()), stroke));
            labelAbove = Math.min(top, y.pixel(point.high()));
        }
        svg.append(SvgElements.text(centre, labelAbove - 5, "middle", "value-label", valueLabel.apply(point.y())));
        if (point.hollow()) {
            svg.append(SvgElements.text(centre, labelAbove - 19, "middle", "flag-label", point.trust().text()));
        }
        return svg.append("</g>").toString();
    }

    /** The x axis of a bar chart: one evenly spaced group per CPU count, labelled at its centre. */
    private record GroupAxis(List<Double> groups) implements AxisScale {
        @Override
        public double pixel(double value) {
            double width = (ChartFrame.RIGHT - ChartFrame.LEFT) / Math.max(1, groups.size());
            return ChartFrame.LEFT + (groups.indexOf(value) + 0.5) * width;
        }

        @Override
        public List<Double> ticks() {
            return groups;
        }

        @Override
        public String tickLabel(double value) {
            return FigureFormat.cpuCount(value);
        }
    }
}
