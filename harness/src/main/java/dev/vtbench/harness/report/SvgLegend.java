package dev.vtbench.harness.report;

import java.util.List;

/**
 * A chart's legend, under the plot: one entry per series (its line and dash, or its bar colour, then its name),
 * wrapped into as many rows as the names need. Text widths are estimated (the page has no script to measure them).
 */
final class SvgLegend {
    static final double ROW_HEIGHT = 20;
    private static final double CHARACTER_WIDTH = 6.8;
    private static final double SAMPLE_WIDTH = 30;
    private static final double GAP = 18;

    enum Sample { LINE, BAR }

    private final String svg;
    private final int rows;

    private SvgLegend(String svg, int rows) {
        this.svg = svg;
        this.rows = rows;
    }

    static SvgLegend of(List<ChartSeries> series, Sample sample) {
        StringBuilder svg = new StringBuilder("<g class=\"legend\">");
        double x = ChartFrame.LEFT;
        int row = 0;
        for (ChartSeries entry : series) {
            double width = SAMPLE_WIDTH + entry.name().length() * CHARACTER_WIDTH + GAP;
            if (x + width > ChartFrame.WIDTH && x > ChartFrame.LEFT) {
                row++;
                x = ChartFrame.LEFT;
            }
            double y = ChartFrame.LEGEND_TOP + row * ROW_HEIGHT;
            svg.append("<g class=\"legend-entry\">");
            if (sample == Sample.LINE) {
                svg.append(SvgElements.line(x, y - 4, x + 24, y - 4, "stroke=\"" + entry.style().colour() + "\" stroke-width=\"2.5\""
                        + SvgElements.dash(entry.style().dash())))
                   .append("<circle cx=\"").append(SvgElements.coordinate(x + 12)).append("\" cy=\"")
                   .append(SvgElements.coordinate(y - 4)).append("\" r=\"3.5\" fill=\"").append(entry.style().colour()).append("\"/>");
            } else {
                svg.append("<rect x=\"").append(SvgElements.coordinate(x + 4)).append("\" y=\"").append(SvgElements.coordinate(y - 11))
                   .append("\" width=\"16\" height=\"12\" fill=\"").append(entry.style().colour()).append("\"/>");
            }
            svg.append(SvgElements.text(x + SAMPLE_WIDTH, y, "start", "legend-text", entry.name())).append("</g>");
            x += width;
        }
        svg.append("</g>");
        return new SvgLegend(svg.toString(), series.isEmpty() ? 0 : row + 1);
    }

    String svg() {
        return svg;
    }

    /** The chart's full height: the plot, the axis titles and these legend rows. */
    double chartHeight() {
        return ChartFrame.LEGEND_TOP + Math.max(0, rows - 1) * ROW_HEIGHT + 14;
    }
}
