package dev.vtbench.harness.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.Repetition;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The ECharts option of one cell's timeline, one of many side by side: each repetition's OK requests per second
 * since its first request, warm-up included, one line per repetition (solid, dashed, dotted), with its measured
 * window shaded, a green mark where its rate became steady, and a red dashed mark at the warm-up cap for a repetition
 * that never did. It shows at a glance whether the figures come from a flat stretch of the run; the wheel zooms in
 * on a stretch of a long (soak) run.
 */
final class TimelineChart {
    private static final List<String> REPETITION_DASHES = List.of("", "5 3", "1.5 2.5");
    private static final String STEADY_GREEN = "#1a7f37";
    private static final String CAP_RED = "#b3261e";

    private TimelineChart() {}

    static ObjectNode option(String cell, String colour, List<Repetition> repetitions, CellContext context) {
        ObjectNode option = ChartOptions.base("timeline of " + cell, "axis");
        option.putObject("grid").put("left", 46).put("right", 10).put("top", 12).put("bottom", 40);
        ChartOptions.axis(option.putObject("xAxis"), "value", "s since the first request; OK req/s", 22).put("min", 0)
                .putObject("nameTextStyle").put("fontSize", 10).put("fontWeight", "normal");
        ((ObjectNode) option.get("xAxis")).putObject("axisLabel").put("fontSize", 10);
        ObjectNode y = option.putObject("yAxis").put("type", "value").put("min", 0);
        y.putObject("axisLabel").put("fontSize", 10);
        ArrayNode series = option.putArray("series");
        boolean hasTimeline = false;
        // Only the first steady mark and the first cap mark are labelled: the others would write the same word over it.
        Set<String> labelled = new HashSet<>();
        for (int i = 0; i < repetitions.size(); i++) {
            Repetition repetition = repetitions.get(i);
            List<Long> timeline = repetition.load().timelineOkPerSecond() == null ? List.of() : repetition.load().timelineOkPerSecond();
            hasTimeline |= timeline.stream().anyMatch(ok -> ok > 0);
            ObjectNode line = ChartOptions.zOrder(series.addObject()).put("type", "line").put("name", "repetition " + repetition.index() + " of " + cell)
                    .put("showSymbol", false).put("sampling", "lttb");
            line.putObject("itemStyle").put("color", colour);
            ChartOptions.dash(line.putObject("lineStyle").put("color", colour).put("width", 1.5),
                    REPETITION_DASHES.get(i % REPETITION_DASHES.size()));
            ArrayNode data = line.putArray("data");
            for (int second = 0; second < timeline.size(); second++) {
                data.addArray().add(second).add(timeline.get(second));
            }
            window(line, repetition, context);
            steadyMark(line, repetition, labelled);
        }
        ChartOptions.zoom(option, false);
        if (!hasTimeline) {
            ChartOptions.say(option, "no timeline recorded", 12);
        }
        return option;
    }

    /** The repetition's measured window, shaded; none when it never opened. */
    private static void window(ObjectNode line, Repetition repetition, CellContext context) {
        MeasuredWindow window = MeasuredWindow.of(repetition, context);
        if (window == null) {
            return;
        }
        ObjectNode area = line.putObject("markArea");
        area.putObject("itemStyle").put("color", "rgba(0, 114, 178, 0.09)");
        area.putObject("label").put("show", false);
        String name = "repetition " + repetition.index() + ": measured window, " + FigureFormat.number(window.openedAtSecond(), 0)
                + "–" + FigureFormat.number(window.closedAtSecond(), 0) + " s";
        ArrayNode pair = area.putArray("data").addArray();
        pair.addObject().put("name", name).put("xAxis", window.openedAtSecond());
        pair.addObject().put("xAxis", window.closedAtSecond());
    }

    /** Green where the rate became steady, or red dashed at the warm-up cap of a repetition that never did. */
    private static void steadyMark(ObjectNode line, Repetition repetition, Set<String> labelled) {
        SteadyState state = repetition.load().steadyState();
        if (state == null) {
            return;
        }
        boolean steady = Boolean.TRUE.equals(state.steady()) && state.secondsToSteady() != null;
        if (!steady && !state.neverSteady()) {
            return;
        }
        String kind = steady ? "steady" : "cap, never steady";
        ObjectNode mark = ChartOptions.markLine(kind, steady ? STEADY_GREEN : CAP_RED);
        ObjectNode markStyle = (ObjectNode) mark.get("lineStyle");
        markStyle.put("type", steady ? "solid" : "dashed");
        ((ObjectNode) mark.get("label")).put("show", labelled.add(kind)).put("fontSize", 10)
                .put("color", steady ? STEADY_GREEN : CAP_RED).put("formatter", kind);
        String name = steady ? "repetition " + repetition.index() + ": steady after " + FigureFormat.number(state.secondsToSteady(), 0) + " s"
                : "repetition " + repetition.index() + ": never steady by the warm-up cap of " + state.maxSeconds() + " s: no figure";
        mark.putArray("data").addObject().put("xAxis", steady ? state.secondsToSteady() : state.maxSeconds()).put("name", name);
        line.set("markLine", mark);
    }
}
