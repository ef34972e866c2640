package dev.vtbench.harness.report;

import java.util.List;

/**
 * One line (or one colour of bars) in a chart: its legend name, how it is drawn, and its points. A point carries
 * the median as {@code y} and the min and max across repetitions as {@code low} and {@code high} (NaN when the
 * figure has no spread to show), plus the tooltip text a reader sees on hover.
 */
record ChartSeries(String name, SeriesStyle style, List<Point> points) {

    /** {@code label} is the figure written beside the point when the chart has room for it (few points). */
    record Point(double x, double y, double low, double high, String label, String tooltip) {
        static Point of(double x, double y, String tooltip) {
            return new Point(x, y, Double.NaN, Double.NaN, "", tooltip);
        }

        boolean hasRange() {
            return Double.isFinite(low) && Double.isFinite(high) && high > low;
        }
    }

    boolean hasFigures() {
        return points.stream().anyMatch(p -> Double.isFinite(p.y()));
    }
}
