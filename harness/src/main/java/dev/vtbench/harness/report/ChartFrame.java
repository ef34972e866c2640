package dev.vtbench.harness.report;

/**
 * The common geometry of every chart and what surrounds its plot: the grid, the tick labels, and the axis titles
 * with their units. Each chart is 640 pixels wide, two to a row on a wide screen, one on a laptop.
 */
final class ChartFrame {
    static final double WIDTH = 640;
    static final double LEFT = 78;
    static final double RIGHT = 620;
    static final double TOP = 18;
    static final double BOTTOM = 276;
    /** Where the legend starts, below the x-axis title. */
    static final double LEGEND_TOP = 334;

    private ChartFrame() {}

    /** Horizontal grid lines with the y figures, the x ticks with their labels, and both axis titles. */
    static String axes(AxisScale x, AxisScale y, String xTitle, String yTitle) {
        StringBuilder svg = new StringBuilder("<g class=\"axes\">");
        for (double tick : y.ticks()) {
            double py = y.pixel(tick);
            svg.append(SvgElements.line(LEFT, py, RIGHT, py, "class=\"grid\""))
               .append(SvgElements.text(LEFT - 8, py + 4, "end", "tick", y.tickLabel(tick)));
        }
        for (double tick : x.ticks()) {
            double px = x.pixel(tick);
            svg.append(SvgElements.line(px, BOTTOM, px, BOTTOM + 5, "class=\"axis\""))
               .append(SvgElements.text(px, BOTTOM + 20, "middle", "tick", x.tickLabel(tick)));
        }
        svg.append(SvgElements.line(LEFT, BOTTOM, RIGHT, BOTTOM, "class=\"axis\""))
           .append(SvgElements.line(LEFT, TOP, LEFT, BOTTOM, "class=\"axis\""))
           .append(SvgElements.text((LEFT + RIGHT) / 2, BOTTOM + 44, "middle", "axis-title", xTitle))
           .append("<text class=\"axis-title\" text-anchor=\"middle\" transform=\"translate(18 ")
           .append(SvgElements.coordinate((TOP + BOTTOM) / 2)).append(") rotate(-90)\">")
           .append(HtmlText.escape(yTitle)).append("</text>")
           .append("</g>");
        return svg.toString();
    }

    /** Said in the plot when nothing was measured, so that an empty chart is not mistaken for a chart of zeros. */
    static String nothingMeasured() {
        return SvgElements.text((LEFT + RIGHT) / 2, (TOP + BOTTOM) / 2, "middle", "empty", "no measured figure to show");
    }
}
