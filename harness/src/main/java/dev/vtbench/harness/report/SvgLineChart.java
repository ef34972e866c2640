package dev.vtbench.harness.report;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * A line chart as inline SVG: one polyline per series through its medians, a marker on every point (so that a
 * series with a single point, as on a machine that can run one CPU count, is still seen), min–max whiskers where the
 * figure has a spread, and optional reference lines (the ratio 1.0) and vertical markers (the end of the warm-up).
 * A flagged cell's point is hollow, with "!" and its codes beside it; a cell with no figure (never steady) is written
 * "not steady" near the axis at its CPU count, never plotted as a number. On the CPU axis, series at the same CPU
 * count are spread a few pixels apart so that their whiskers do not hide each other.
 */
final class SvgLineChart {
    private static final double DODGE_PIXELS = 7;
    /** Up to this many points, each is labelled with its figure: a reader of a one-CPU-count run wants numbers. */
    private static final int MOST_LABELLED_POINTS = 8;

    private final String title;
    private final String xTitle;
    private final String yTitle;
    private final List<ChartSeries> series = new ArrayList<>();
    private final List<Double> referenceLines = new ArrayList<>();
    private final List<String> referenceLabels = new ArrayList<>();
    private final List<Double> markers = new ArrayList<>();
    private final List<String> markerLabels = new ArrayList<>();
    private boolean cpuAxis = true;
    private double pointRadius = 4;

    SvgLineChart(String title, String xTitle, String yTitle) {
        this.title = title;
        this.xTitle = xTitle;
        this.yTitle = yTitle;
    }

    SvgLineChart series(List<ChartSeries> lines) {
        series.addAll(lines);
        return this;
    }

    SvgLineChart referenceLine(double y, String label) {
        referenceLines.add(y);
        referenceLabels.add(label);
        return this;
    }

    /** A linear x axis in seconds with small markers, for the per-second timelines, instead of the CPU axis. */
    SvgLineChart timeAxis() {
        cpuAxis = false;
        pointRadius = 2;
        return this;
    }

    SvgLineChart marker(double x, String label) {
        markers.add(x);
        markerLabels.add(label);
        return this;
    }

    String render() {
        // A "not steady" cell has its CPU count on the axis too: its absence is written where its point would be.
        List<Double> xs = series.stream().flatMap(s -> s.points().stream()).filter(p -> p.drawn() || p.notSteady())
                .map(ChartSeries.Point::x).toList();
        AxisScale x = cpuAxis ? new CpuScale(xs, ChartFrame.LEFT, ChartFrame.RIGHT)
                : LinearScale.covering(0, largest(xs, markers), ChartFrame.LEFT, ChartFrame.RIGHT);
        double top = largest(series.stream().flatMap(s -> s.points().stream())
                .flatMap(p -> java.util.stream.Stream.of(p.y(), p.high())).toList(), referenceLines);
        AxisScale y = LinearScale.covering(0, top * 1.08, ChartFrame.BOTTOM, ChartFrame.TOP);
        SvgLegend legend = SvgLegend.of(series, SvgLegend.Sample.LINE);
        StringBuilder svg = new StringBuilder(SvgElements.open(ChartFrame.WIDTH, legend.chartHeight(), title));
        svg.append(ChartFrame.axes(x, y, xTitle, yTitle));
        for (int i = 0; i < referenceLines.size(); i++) {
            double py = y.pixel(referenceLines.get(i));
            svg.append(SvgElements.line(ChartFrame.LEFT, py, ChartFrame.RIGHT, py, "class=\"reference\""))
               .append(SvgElements.text(ChartFrame.RIGHT - 4, py - 5, "end", "reference-label", referenceLabels.get(i)));
        }
        for (int i = 0; i < markers.size(); i++) {
            double px = x.pixel(markers.get(i));
            // A label near the right edge goes to the left of its line, where it has room.
            boolean leftOfLine = px > (ChartFrame.LEFT + ChartFrame.RIGHT) / 2;
            svg.append(SvgElements.line(px, ChartFrame.TOP, px, ChartFrame.BOTTOM, "class=\"marker\""))
               .append(SvgElements.text(leftOfLine ? px - 4 : px + 4, ChartFrame.TOP + 12 + 14 * i, leftOfLine ? "end" : "start",
                       "marker-label", markerLabels.get(i)));
        }
        List<ChartSeries> shown = series.stream().filter(ChartSeries::shown).toList();
        boolean labelled = cpuAxis && shown.stream().mapToLong(s -> s.points().size()).sum() <= MOST_LABELLED_POINTS;
        LabelPlacement labels = new LabelPlacement();
        for (int i = 0; i < shown.size(); i++) {
            svg.append(line(shown.get(i), x, y, dodge(i, shown.size()), labels));
        }
        // After every point is drawn and marked as taken, so that no label covers a later series' point. A flagged
        // point's mark and a missing figure's "not steady" come first: they matter more than a figure's label.
        for (int i = 0; i < shown.size(); i++) {
            double dodge = dodge(i, shown.size());
            for (ChartSeries.Point p : shown.get(i).points()) {
                if (p.hollow()) {
                    labels.add(x.pixel(p.x()) + dodge, y.pixel(p.y()), (labelled ? p.label() + " " : "") + p.trust().text(), "flag-label");
                } else if (p.notSteady()) {
                    labels.add(x.pixel(p.x()) + dodge, ChartFrame.BOTTOM - 14, TrustMark.NOT_STEADY, "not-steady");
                }
            }
        }
        if (labelled) {
            for (int i = 0; i < shown.size(); i++) {
                double dodge = dodge(i, shown.size());
                shown.get(i).points().stream().filter(p -> p.drawn() && !p.hollow() && !p.label().isEmpty())
                        .forEach(p -> labels.add(x.pixel(p.x()) + dodge, y.pixel(p.y()), p.label()));
            }
        }
        svg.append(labels.svg());
        if (series.stream().noneMatch(ChartSeries::hasFigures)) {
            svg.append(ChartFrame.nothingMeasured());
        }
        return svg.append(legend.svg()).append("</svg>").toString();
    }

    /** On the CPU axis, series at the same CPU count sit a few pixels apart. */
    private double dodge(int index, int count) {
        return cpuAxis ? (index - (count - 1) / 2.0) * DODGE_PIXELS : 0;
    }

    private String line(ChartSeries line, AxisScale x, AxisScale y, double dodge, LabelPlacement labels) {
        String colour = line.style().colour();
        List<ChartSeries.Point> points = line.points().stream().filter(ChartSeries.Point::drawn)
                .sorted(Comparator.comparingDouble(ChartSeries.Point::x)).toList();
        StringBuilder svg = new StringBuilder("<g class=\"series\">");
        if (points.size() > 1) {
            svg.append("<polyline fill=\"none\" stroke=\"").append(colour).append("\" stroke-width=\"2\"")
               .append(SvgElements.dash(line.style().dash())).append(" points=\"");
            for (ChartSeries.Point p : points) {
                svg.append(SvgElements.coordinate(x.pixel(p.x()) + dodge)).append(',').append(SvgElements.coordinate(y.pixel(p.y()))).append(' ');
            }
            svg.append("\"/>");
        }
        for (ChartSeries.Point p : points) {
            double px = x.pixel(p.x()) + dodge;
            if (p.hasRange()) {
                String stroke = "stroke=\"" + colour + "\" stroke-width=\"1.5\"";
                svg.append(SvgElements.line(px, y.pixel(p.low()), px, y.pixel(p.high()), stroke))
                   .append(SvgElements.line(px - 4, y.pixel(p.low()), px + 4, y.pixel(p.low()), stroke))
                   .append(SvgElements.line(px - 4, y.pixel(p.high()), px + 4, y.pixel(p.high()), stroke));
            }
            // A flagged point is hollow: its figure is shown, but not as one to compare with.
            double radius = p.hollow() ? pointRadius + 1 : pointRadius;
            svg.append("<circle").append(p.hollow() ? " class=\"flagged\"" : "").append(" cx=\"").append(SvgElements.coordinate(px))
               .append("\" cy=\"").append(SvgElements.coordinate(y.pixel(p.y()))).append("\" r=\"").append(radius)
               .append("\" fill=\"").append(p.hollow() ? "#fff" : colour).append("\"")
               .append(p.hollow() ? " stroke=\"" + colour + "\" stroke-width=\"2\"" : "").append("><title>")
               .append(HtmlText.escape(p.tooltip())).append("</title></circle>");
            labels.occupy(px, y.pixel(p.y()), radius + 1);
        }
        return svg.append("</g>").toString();
    }

    private static double largest(List<Double> figures, List<Double> more) {
        return java.util.stream.Stream.concat(figures.stream(), more.stream()).filter(Double::isFinite)
                .mapToDouble(Double::doubleValue).max().orElse(Double.NaN);
    }
}
