package dev.vtbench.harness.report;

import java.util.ArrayList;
import java.util.List;

/**
 * A chart's legend, under the plot: one entry per series (its line and dash, or its bar colour, then its name),
 * and, when the chart holds a hollow point or bar, an entry saying what hollow means, wrapped into as many rows as
 * the names need. Text widths are estimated (the page has no script to measure them).
 */
final class SvgLegend {
    static final double ROW_HEIGHT = 20;
    static final String HOLLOW_POINT = "hollow, ! and codes: flagged, not trusted, kept out of ratios";
    static final String HOLLOW_BAR = "outlined, ! and codes: flagged, not trusted, kept out of ratios";
    private static final double CHARACTER_WIDTH = 6.8;
    private static final double SAMPLE_WIDTH = 30;
    private static final double GAP = 18;
    private static final String HOLLOW_GREY = "#57606a";

    enum Sample { LINE, BAR }

    private final String svg;
    private final int rows;

    private SvgLegend(String svg, int rows) {
        this.svg = svg;
        this.rows = rows;
    }

    static SvgLegend of(List<ChartSeries> series, Sample sample) {
        List<Entry> entries = new ArrayList<>();
        for (ChartSeries entry : series) {
            String colour = entry.style().colour();
            entries.add(new Entry(entry.name(), sample == Sample.LINE
                    ? (x, y) -> SvgElements.line(x, y - 4, x + 24, y - 4, "stroke=\"" + colour + "\" stroke-width=\"2.5\""
                            + SvgElements.dash(entry.style().dash())) + circle(x + 12, y - 4, colour, colour)
                    : (x, y) -> rectangle(x, y, colour, colour)));
        }
        if (series.stream().anyMatch(ChartSeries::hasHollowPoint)) {
            entries.add(sample == Sample.LINE ? new Entry(HOLLOW_POINT, (x, y) -> circle(x + 12, y - 4, "#fff", HOLLOW_GREY))
                    : new Entry(HOLLOW_BAR, (x, y) -> rectangle(x, y, "#fff", HOLLOW_GREY)));
        }
        StringBuilder svg = new StringBuilder("<g class=\"legend\">");
        double x = ChartFrame.LEFT;
        int row = 0;
        for (Entry entry : entries) {
            double width = SAMPLE_WIDTH + entry.name().length() * CHARACTER_WIDTH + GAP;
            if (x + width > ChartFrame.WIDTH && x > ChartFrame.LEFT) {
                row++;
                x = ChartFrame.LEFT;
            }
            double y = ChartFrame.LEGEND_TOP + row * ROW_HEIGHT;
            svg.append("<g class=\"legend-entry\">").append(entry.sample().draw(x, y))
               .append(SvgElements.text(x + SAMPLE_WIDTH, y, "start", "legend-text", entry.name())).append("</g>");
            x += width;
        }
        svg.append("</g>");
        return new SvgLegend(svg.toString(), entries.isEmpty() ? 0 : row + 1);
    }

    /** Draws an entry's sample with its left edge at x, on the text's baseline y. */
    private interface SampleDrawing {
        String draw(double x, double y);
    }

    private record Entry(String name, SampleDrawing sample) {}

    private static String circle(double cx, double cy, String fill, String stroke) {
        return "<circle cx=\"" + SvgElements.coordinate(cx) + "\" cy=\"" + SvgElements.coordinate(cy) + "\" r=\"3.5\" fill=\""
                + fill + "\" stroke=\"" + stroke + "\" stroke-width=\"1.5\"/>";
    }

    private static String rectangle(double x, double y, String fill, String stroke) {
        return "<rect x=\"" + SvgElements.coordinate(x + 4) + "\" y=\"" + SvgElements.coordinate(y - 11)
                + "\" width=\"16\" height=\"12\" fill=\"" + fill + "\" stroke=\"" + stroke + "\" stroke-width=\"1.5\"/>";
    }

    String svg() {
        return svg;
    }

    /** The chart's full height: the plot, the axis titles and these legend rows. */
    double chartHeight() {
        return ChartFrame.LEGEND_TOP + Math.max(0, rows - 1) * ROW_HEIGHT + 14;
    }
}
