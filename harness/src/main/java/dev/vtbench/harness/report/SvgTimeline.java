package dev.vtbench.harness.report;

import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.Repetition;

import java.util.ArrayList;
import java.util.List;

/**
 * One cell's timeline as a small inline SVG, one of many side by side: each repetition's OK requests per second
 * since its first request, warm-up included, one line per repetition (solid, dashed, dotted), with its measured
 * window shaded, a green mark where its rate became steady, and a red dashed mark at the warm-up cap for a repetition
 * that never did. It shows at a glance whether the figures come from a flat stretch of the run.
 */
final class SvgTimeline {
    static final double WIDTH = 320;
    static final double HEIGHT = 152;
    private static final double LEFT = 46;
    private static final double RIGHT = 312;
    private static final double TOP = 10;
    private static final double BOTTOM = 118;
    private static final List<String> REPETITION_DASHES = List.of("", "5 3", "1.5 2.5");
    /** Past this many seconds, seconds are averaged in buckets: a line cannot show more points than the plot has pixels. */
    private static final int MOST_POINTS = 266;

    private SvgTimeline() {}

    static String render(String title, String colour, List<Repetition> repetitions, CellContext context) {
        double end = 1;
        double top = 0;
        for (Repetition r : repetitions) {
            List<Long> timeline = timeline(r);
            end = Math.max(end, timeline.size());
            top = Math.max(top, timeline.stream().mapToLong(Long::longValue).max().orElse(0));
            MeasuredWindow window = MeasuredWindow.of(r, context);
            end = Math.max(end, window == null ? 0 : window.closedAtSecond());
            SteadyState state = r.load().steadyState();
            end = Math.max(end, state != null && state.neverSteady() ? state.maxSeconds() : 0);
        }
        LinearScale x = LinearScale.covering(0, end, LEFT, RIGHT);
        LinearScale y = LinearScale.covering(0, top * 1.05, BOTTOM, TOP);
        StringBuilder svg = new StringBuilder(SvgElements.open(WIDTH, HEIGHT, title, "timeline"));
        repetitions.forEach(r -> svg.append(window(r, context, x)));
        svg.append(axes(x, y));
        boolean steadyLabelled = false;
        boolean capLabelled = false;
        for (int i = 0; i < repetitions.size(); i++) {
            Repetition r = repetitions.get(i);
            svg.append(line(r, colour, REPETITION_DASHES.get(i % REPETITION_DASHES.size()), x, y));
            SteadyState state = r.load().steadyState();
            if (state != null && Boolean.TRUE.equals(state.steady()) && state.secondsToSteady() != null) {
                svg.append(mark(x.pixel(state.secondsToSteady()), "steady-mark", steadyLabelled ? "" : "steady",
                        "repetition " + r.index() + ": steady after " + FigureFormat.number(state.secondsToSteady(), 0) + " s"));
                steadyLabelled = true;
            } else if (state != null && state.neverSteady()) {
                svg.append(mark(x.pixel(state.maxSeconds()), "cap-mark", capLabelled ? "" : "cap, never steady",
                        "repetition " + r.index() + ": never steady by the warm-up cap of " + state.maxSeconds() + " s: no figure"));
                capLabelled = true;
            }
        }
        if (top <= 0) {
            svg.append(SvgElements.text((LEFT + RIGHT) / 2, (TOP + BOTTOM) / 2, "middle", "empty", "no timeline recorded"));
        }
        return svg.append("</svg>").toString();
    }

    private static List<Long> timeline(Repetition repetition) {
        return repetition.load().timelineOkPerSecond() == null ? List.of() : repetition.load().timelineOkPerSecond();
    }

    private static String window(Repetition repetition, CellContext context, LinearScale x) {
        MeasuredWindow window = MeasuredWindow.of(repetition, context);
        if (window == null) {
            return "";
        }
        double left = x.pixel(window.openedAtSecond());
        return "<rect class=\"window\" x=\"" + SvgElements.coordinate(left) + "\" y=\"" + SvgElements.coordinate(TOP) + "\" width=\""
                + SvgElements.coordinate(Math.max(1, x.pixel(window.closedAtSecond()) - left)) + "\" height=\""
                + SvgElements.coordinate(BOTTOM - TOP) + "\"><title>repetition " + repetition.index() + ": measured window, "
                + FigureFormat.number(window.openedAtSecond(), 0) + "–" + FigureFormat.number(window.closedAtSecond(), 0)
                + " s</title></rect>";
    }

    private static String axes(LinearScale x, LinearScale y) {
        StringBuilder svg = new StringBuilder("<g class=\"axes\">");
        for (double tick : y.ticks()) {
            svg.append(SvgElements.line(LEFT, y.pixel(tick), RIGHT, y.pixel(tick), "class=\"grid\""))
               .append(SvgElements.text(LEFT - 5, y.pixel(tick) + 3, "end", "tick", y.tickLabel(tick)));
        }
        for (double tick : x.ticks()) {
            svg.append(SvgElements.text(x.pixel(tick), BOTTOM + 13, "middle", "tick", x.tickLabel(tick)));
        }
        return svg.append(SvgElements.line(LEFT, BOTTOM, RIGHT, BOTTOM, "class=\"axis\""))
                .append(SvgElements.line(LEFT, TOP, LEFT, BOTTOM, "class=\"axis\""))
                .append(SvgElements.text((LEFT + RIGHT) / 2, BOTTOM + 28, "middle", "axis-title", "s since the first request; OK req/s"))
                .append("</g>").toString();
    }

    private static String line(Repetition repetition, String colour, String dash, LinearScale x, LinearScale y) {
        List<Long> timeline = timeline(repetition);
        if (timeline.isEmpty()) {
            return "";
        }
        int bucket = Math.max(1, (int) Math.ceil(timeline.size() / (double) MOST_POINTS));
        List<String> points = new ArrayList<>();
        for (int start = 0; start < timeline.size(); start += bucket) {
            List<Long> seconds = timeline.subList(start, Math.min(timeline.size(), start + bucket));
            double average = seconds.stream().mapToLong(Long::longValue).average().orElse(0);
            double second = start + (seconds.size() - 1) / 2.0;
            points.add(SvgElements.coordinate(x.pixel(second)) + "," + SvgElements.coordinate(y.pixel(average)));
        }
        return "<polyline fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"1.5\"" + SvgElements.dash(dash) + " points=\""
                + String.join(" ", points) + "\"><title>repetition " + repetition.index() + ": OK requests per second"
                + (bucket > 1 ? ", averaged over " + bucket + " s" : "") + "</title></polyline>";
    }

    private static String mark(double px, String cssClass, String label, String tooltip) {
        String svg = "<line class=\"" + cssClass + "\" x1=\"" + SvgElements.coordinate(px) + "\" y1=\"" + SvgElements.coordinate(TOP)
                + "\" x2=\"" + SvgElements.coordinate(px) + "\" y2=\"" + SvgElements.coordinate(BOTTOM) + "\"><title>"
                + HtmlText.escape(tooltip) + "</title></line>";
        boolean leftOfLine = px > (LEFT + RIGHT) / 2;
        return label.isEmpty() ? svg : svg + SvgElements.text(leftOfLine ? px - 3 : px + 3, TOP + 9, leftOfLine ? "end" : "start",
                cssClass + "-label", label);
    }
}
