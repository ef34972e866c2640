package dev.vtbench.harness.report;

import java.util.ArrayList;
import java.util.List;

/**
 * Places the figures written beside chart points so that none overlaps another: two modes with close medians at
 * the same CPU count would otherwise print their numbers on top of each other, which reads as a third, wrong number.
 * Each label tries the right of its point, then the left, then above and below; one that fits nowhere is left out
 * (its figure is still in the point's tooltip and in the table).
 */
final class LabelPlacement {
    private static final double CHARACTER_WIDTH = 6.4;
    private static final double HEIGHT = 12;
    private static final double GAP = 8;

    private record Box(double left, double top, double right, double bottom) {
        boolean overlaps(Box other) {
            return left < other.right && other.left < right && top < other.bottom && other.top < bottom;
        }
    }

    private final List<Box> taken = new ArrayList<>();
    private final StringBuilder svg = new StringBuilder();

    /** Adds the label of the point drawn at (x, y), if it fits somewhere. */
    void add(double x, double y, String label) {
        add(x, y, label, "value-label");
    }

    /** As {@link #add(double, double, String)}, styled by {@code cssClass} (a flag's mark reads differently from a figure). */
    void add(double x, double y, String label, String cssClass) {
        double width = label.length() * CHARACTER_WIDTH;
        double[][] candidates = {
                {x + GAP, y + 4, 0}, {x - GAP - width, y + 4, 0}, {x - width / 2, y - GAP, 0}, {x - width / 2, y + GAP + HEIGHT, 0}};
        for (double[] candidate : candidates) {
            Box box = new Box(candidate[0], candidate[1] - HEIGHT + 2, candidate[0] + width, candidate[1] + 2);
            boolean inside = box.left() >= ChartFrame.LEFT && box.right() <= ChartFrame.WIDTH - 4
                    && box.top() >= ChartFrame.TOP - 12 && box.bottom() <= ChartFrame.BOTTOM;
            if (inside && taken.stream().noneMatch(box::overlaps)) {
                taken.add(box);
                svg.append(SvgElements.text(candidate[0], candidate[1], "start", cssClass, label));
                return;
            }
        }
    }

    /** Marks the area a point's marker covers, so that no label is written over another series' point. */
    void occupy(double x, double y, double radius) {
        taken.add(new Box(x - radius, y - radius, x + radius, y + radius));
    }

    String svg() {
        return svg.toString();
    }
}
