package dev.vtbench.harness.report;

import java.util.List;

/**
 * One line (or one colour of bars) in a chart: its legend name, how it is drawn, and its points. A point carries
 * the median as {@code y} and the min and max across repetitions as {@code low} and {@code high} (NaN when the
 * figure has no spread to show), the tooltip text a reader sees on hover, and how far its cell is trusted.
 */
record ChartSeries(String name, SeriesStyle style, List<Point> points) {

    /** {@code label} is the figure written beside the point when the chart has room for it (few points). */
    record Point(double x, double y, double low, double high, String label, String tooltip, TrustMark trust) {
        static Point of(double x, double y, String tooltip) {
            return new Point(x, y, Double.NaN, Double.NaN, "", tooltip, TrustMark.TRUSTED);
        }

        boolean hasRange() {
            return Double.isFinite(low) && Double.isFinite(high) && high > low;
        }

        boolean drawn() {
            return Double.isFinite(y);
        }

        /** A cell with no headline figure: written "not steady" where its point would be, never drawn as a number. */
        boolean notSteady() {
            return !drawn() && trust.noFigure();
        }

        boolean hollow() {
            return drawn() && !trust.trusted();
        }
    }

    boolean hasFigures() {
        return points.stream().anyMatch(Point::drawn);
    }

    /** Whether the chart shows anything of this series: a figure, or a "not steady" in its place. */
    boolean shown() {
        return points.stream().anyMatch(p -> p.drawn() || p.notSteady());
    }

    boolean hasHollowPoint() {
        return points.stream().anyMatch(Point::hollow);
    }
}
