package dev.vtbench.harness.report;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The ECharts options of the scenario charts, built from their {@link ChartSeries}: lines against CPUs on a log-2
 * axis (profiles double, so each doubling takes the same width), bars per CPU count, and ramp-up lines against
 * seconds with their markers and a zoom. Every point's tooltip is the text the series wrote for it (cell, figure,
 * spread, flags); a flagged cell's point is hollow (its bar outlined) with "!" and its codes beside it; a cell with no
 * figure is written "not steady" where its point would be, never drawn as a number; the legend toggles a series and,
 * when a chart holds a hollow point, says what hollow means. No figure is NaN in the JSON: a missing one is absent.
 */
final class ChartOptions {
    static final String HOLLOW_POINT = "hollow, ! and codes: flagged, not trusted, kept out of ratios";
    static final String HOLLOW_BAR = "outlined, ! and codes: flagged, not trusted, kept out of ratios";
    static final String CPU_AXIS = "CPUs (CFS quota of the server's cgroup, log scale)";
    private static final String WARNING_RED = "#b3261e";
    private static final String HOLLOW_GREY = "#57606a";
    /** Up to this many points, each is labelled with its figure: a reader of a one-CPU-count run wants numbers. */
    private static final int MOST_LABELLED_POINTS = 8;
    /** Series at the same CPU count sit this fraction of a doubling apart, so that their whiskers do not hide each other. */
    private static final double DODGE_DOUBLINGS = 0.06;
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private ChartOptions() {}

    /** Medians against CPUs, one line per series, min–max whiskers, and optionally a reference line (the ratio 1.0). */
    static ObjectNode cpuLines(String title, String yTitle, List<ChartSeries> series, Reference reference) {
        ObjectNode option = base(title, "item");
        List<ChartSeries> shown = series.stream().filter(ChartSeries::shown).toList();
        List<Double> cpus = series.stream().flatMap(s -> s.points().stream()).filter(p -> p.drawn() || p.notSteady())
                .map(ChartSeries.Point::x).filter(x -> Double.isFinite(x) && x > 0).distinct().sorted().toList();
        ObjectNode x = axis(option.putObject("xAxis"), "log", CPU_AXIS, 30);
        x.put("logBase", 2);
        if (!cpus.isEmpty()) {
            // Half a doubling of margin on each side, so that a run with a single CPU count puts its points in the middle.
            x.put("min", cpus.get(0) / Math.sqrt(2)).put("max", cpus.get(cpus.size() - 1) * Math.sqrt(2));
        }
        x.putObject("axisLabel").put("showMinLabel", false).put("showMaxLabel", false);
        x.putObject("splitLine").put("show", false);
        axis(option.putObject("yAxis"), "value", yTitle, 52).put("min", 0);
        boolean labelled = shown.stream().mapToLong(s -> s.points().size()).sum() <= MOST_LABELLED_POINTS;
        ArrayNode all = option.putArray("series");
        for (int i = 0; i < shown.size(); i++) {
            double dodge = Math.pow(2, (i - (shown.size() - 1) / 2.0) * DODGE_DOUBLINGS);
            // Figures alternate above and below their points, so that two series close together keep both readable.
            all.add(line(shown.get(i), dodge, labelled, i % 2 == 0 ? "top" : "bottom"));
            if (shown.get(i).points().stream().anyMatch(ChartSeries.Point::hasRange)) {
                all.add(whiskers(shown.get(i), dodge));
            }
        }
        if (reference != null) {
            ObjectNode mark = markLine(reference.label(), "#1b1f24");
            mark.putArray("data").addObject().put("yAxis", reference.value()).put("name", reference.label());
            marks(all, reference.label()).set("markLine", mark);
        }
        // Only the series drawn: a legend entry without a series of its name is not drawn, and shifts what a reader clicks.
        legend(option, shown, HOLLOW_POINT, "circle");
        return emptyNote(option, series);
    }

    /** One group of bars per CPU count, one bar per series, the figure above each bar. */
    static ObjectNode bars(String title, String yTitle, List<ChartSeries> series) {
        ObjectNode option = base(title, "item");
        List<Double> groups = series.stream().flatMap(s -> s.points().stream()).map(ChartSeries.Point::x)
                .filter(Double::isFinite).distinct().sorted().toList();
        ObjectNode x = axis(option.putObject("xAxis"), "category", "CPUs (CFS quota of the server's cgroup)", 30);
        ArrayNode categories = x.putArray("data");
        groups.forEach(g -> categories.add(FigureFormat.cpuCount(g)));
        axis(option.putObject("yAxis"), "value", yTitle, 52).put("min", 0);
        ArrayNode all = option.putArray("series");
        for (ChartSeries s : series) {
            ObjectNode bar = all.addObject().put("type", "bar").put("name", s.name());
            bar.putObject("itemStyle").put("color", s.style().colour());
            bar.putObject("label").put("show", true).put("position", "top").put("fontSize", 11).put("fontWeight", "bold");
            ArrayNode data = bar.putArray("data");
            for (double group : groups) {
                ChartSeries.Point point = s.points().stream().filter(p -> p.x() == group).findFirst().orElse(null);
                if (point == null) {
                    data.addNull();
                } else if (!point.drawn()) {
                    // A zero-height bar carries the words, upright along its slot, so that they fit however many bars share it.
                    ObjectNode item = data.addObject().put("value", 0).put("tip", point.tooltip());
                    item.putObject("label").put("show", true).put("rotate", 90).put("position", "insideBottom").put("align", "left")
                            .put("formatter", point.notSteady() ? TrustMark.NOT_STEADY : "n/a")
                            .put("color", point.notSteady() ? WARNING_RED : HOLLOW_GREY).put("fontWeight", "normal");
                } else {
                    ObjectNode item = data.addObject().put("value", point.y()).put("tip", point.tooltip());
                    if (point.hollow()) {
                        hollow(item, s.style().colour()).putObject("label").put("formatter", point.label() + "\n" + point.trust().text())
                                .put("color", WARNING_RED);
                    } else {
                        item.putObject("label").put("formatter", point.label());
                    }
                }
            }
        }
        legend(option, series, HOLLOW_BAR, "rect");
        return emptyNote(option, series);
    }

    /** OK requests per second against seconds, with vertical markers (warm-up and window ends) and a zoom. */
    static ObjectNode rampUp(String title, List<ChartSeries> series, List<Reference> markers) {
        ObjectNode option = base(title, "axis");
        axis(option.putObject("xAxis"), "value", "seconds since the first request", 30).put("min", 0);
        axis(option.putObject("yAxis"), "value", "OK requests per second", 52).put("min", 0);
        ArrayNode all = option.putArray("series");
        for (ChartSeries s : series) {
            ObjectNode line = styledLine(all.addObject(), s).put("showSymbol", false).put("sampling", "lttb");
            ArrayNode data = line.putArray("data");
            s.points().stream().filter(ChartSeries.Point::drawn).forEach(p -> data.addArray().add(p.x()).add(p.y()));
        }
        if (!markers.isEmpty()) {
            ObjectNode mark = markLine("marker", "#6a737d");
            ArrayNode data = mark.putArray("data");
            markers.forEach(m -> data.addObject().put("xAxis", m.value()).put("name", m.label()));
            marks(all, "markers").set("markLine", mark);
        }
        zoom(option, true);
        legend(option, series, "", "");
        ((ObjectNode) option.get("grid")).put("bottom", 84);
        return emptyNote(option, series);
    }

    /**
     * A series with no data that only carries reference lines or markers: on a series of their own, they stay when the
     * legend hides every data series. It has no legend entry, so it cannot be hidden itself.
     */
    private static ObjectNode marks(ArrayNode series, String name) {
        ObjectNode marks = series.addObject().put("type", "line").put("name", name).put("silent", true);
        marks.putArray("data");
        return marks;
    }

    /** A horizontal reference line (its y) or a vertical marker (its x), with the label written beside it. */
    record Reference(double value, String label) {}

    static ObjectNode base(String title, String tooltipTrigger) {
        ObjectNode option = JSON.objectNode();
        // No animation: the page is read, not watched, and a screenshot or a print must show the final state.
        option.put("animation", false);
        option.putObject("title").put("text", title).put("show", false);
        option.putObject("textStyle").put("fontFamily", "system-ui, -apple-system, Segoe UI, Liberation Sans, Arial, sans-serif");
        ObjectNode tooltip = option.putObject("tooltip").put("trigger", tooltipTrigger).put("confine", true);
        if (tooltipTrigger.equals("axis")) {
            tooltip.putObject("axisPointer").put("type", "line");
        }
        option.putObject("grid").put("left", 72).put("right", 24).put("bottom", 64).put("containLabel", false);
        return option;
    }

    /** An axis with its title centred along it, {@code gap} pixels out (past the tick labels). */
    static ObjectNode axis(ObjectNode axis, String type, String name, int gap) {
        axis.put("type", type).put("name", name).put("nameLocation", "middle").put("nameGap", gap);
        axis.putObject("nameTextStyle").put("fontWeight", "bold").put("fontSize", 13);
        return axis;
    }

    /** A zoom on x: the wheel and drag inside the plot, and a slider under it when the chart has room for one. */
    static void zoom(ObjectNode option, boolean slider) {
        ArrayNode zoom = option.putArray("dataZoom");
        zoom.addObject().put("type", "inside").put("xAxisIndex", 0).put("filterMode", "none");
        if (slider) {
            zoom.addObject().put("type", "slider").put("xAxisIndex", 0).put("filterMode", "none").put("height", 18).put("bottom", 6);
        }
    }

    static ObjectNode markLine(String name, String colour) {
        ObjectNode mark = JSON.objectNode().put("name", name).put("symbol", "none").put("silent", false);
        mark.putObject("lineStyle").put("color", colour).put("type", "dashed").put("width", 1.3);
        mark.putObject("label").put("formatter", "{b}").put("position", "insideEndTop").put("fontSize", 11).put("color", "#3a4048");
        return mark;
    }

    private static ObjectNode styledLine(ObjectNode line, ChartSeries series) {
        line.put("type", "line").put("name", series.name());
        zOrder(line);
        line.putObject("itemStyle").put("color", series.style().colour());
        dash(line.putObject("lineStyle").put("color", series.style().colour()).put("width", 2), series.style().dash());
        return line;
    }

    /** An SVG-style dash pattern ("7 4"; "" for solid) as ECharts' lineStyle.type, an array of lengths. */
    static void dash(ObjectNode lineStyle, String pattern) {
        if (!pattern.isBlank()) {
            ArrayNode lengths = lineStyle.putArray("type");
            for (String length : pattern.trim().split("\\s+")) {
                lengths.add(Double.parseDouble(length));
            }
        }
    }

    /**
     * ECharts 5.3 warns "z / z2 / zlevel of displayable is invalid" when an axis tooltip first highlights a line whose
     * z and zlevel are left to their defaults (apache/echarts#16983): they are set to those defaults.
     */
    static ObjectNode zOrder(ObjectNode line) {
        return line.put("z", 2).put("zlevel", 0);
    }

    private static ObjectNode line(ChartSeries series, double dodge, boolean labelled, String labelPosition) {
        ObjectNode line = styledLine(JSON.objectNode(), series).put("symbol", "circle").put("symbolSize", 8);
        // A figure that would still cover another is hidden: the tooltip has it.
        line.putObject("labelLayout").put("hideOverlap", true);
        String colour = series.style().colour();
        ArrayNode data = line.putArray("data");
        List<ChartSeries.Point> points = series.points().stream().filter(ChartSeries.Point::drawn)
                .sorted(Comparator.comparingDouble(ChartSeries.Point::x)).toList();
        for (ChartSeries.Point p : points) {
            ObjectNode item = data.addObject().put("tip", tip(series, p));
            item.putArray("value").add(p.x() * dodge).add(p.y());
            if (p.hollow()) {
                // A flagged point is hollow: its figure is shown, but not as one to compare with.
                hollow(item, colour).put("symbolSize", 10).putObject("label").put("show", true).put("position", "right")
                        .put("formatter", (labelled ? p.label() + " " : "") + p.trust().text()).put("color", WARNING_RED)
                        .put("fontWeight", "bold").put("fontSize", 11);
            } else if (labelled && !p.label().isEmpty()) {
                item.putObject("label").put("show", true).put("position", labelPosition).put("formatter", p.label())
                        .put("fontWeight", "bold").put("fontSize", 11);
            }
        }
        List<ChartSeries.Point> absent = series.points().stream().filter(ChartSeries.Point::notSteady).toList();
        if (!absent.isEmpty()) {
            ObjectNode mark = line.putObject("markPoint").put("symbol", "circle").put("symbolSize", 1);
            mark.putObject("label").put("show", true).put("position", "top").put("formatter", TrustMark.NOT_STEADY)
                    .put("color", WARNING_RED).put("fontStyle", "italic").put("fontSize", 11);
            ArrayNode marks = mark.putArray("data");
            absent.forEach(p -> marks.addObject().put("name", tip(series, p)).put("tip", tip(series, p)).putArray("coord")
                    .add(p.x() * dodge).add(0));
        }
        return line;
    }

    /**
     * The min–max whiskers of a line, as its own line series under the same name (so that the legend toggles both):
     * a vertical segment per point with a short bar at each end, broken between points.
     */
    private static ObjectNode whiskers(ChartSeries series, double dodge) {
        ObjectNode whiskers = JSON.objectNode().put("type", "line").put("name", series.name()).put("silent", true)
                .put("symbol", "rect").put("connectNulls", false).put("z", 1);
        whiskers.putArray("symbolSize").add(9).add(1.5);
        whiskers.putObject("tooltip").put("show", false);
        whiskers.putObject("itemStyle").put("color", series.style().colour());
        whiskers.putObject("lineStyle").put("color", series.style().colour()).put("width", 1.5);
        ArrayNode data = whiskers.putArray("data");
        for (ChartSeries.Point p : series.points().stream().filter(ChartSeries.Point::hasRange).toList()) {
            if (!data.isEmpty()) {
                data.addNull();
            }
            data.addArray().add(p.x() * dodge).add(p.low());
            data.addArray().add(p.x() * dodge).add(p.high());
        }
        return whiskers;
    }

    private static ObjectNode hollow(ObjectNode item, String colour) {
        item.putObject("itemStyle").put("color", "#fff").put("borderColor", colour).put("borderWidth", 2);
        return item;
    }

    /** The point's own text, led by its series when the text does not name it (a ratio's "at 1 CPU: ..."). */
    private static String tip(ChartSeries series, ChartSeries.Point point) {
        return point.tooltip().startsWith(series.name()) ? point.tooltip() : series.name() + " — " + point.tooltip();
    }

    /** One entry per series (click to hide or show it) and, when a point is hollow, an entry saying what that means. */
    private static void legend(ObjectNode option, List<ChartSeries> series, String hollowText, String hollowIcon) {
        ObjectNode legend = option.putObject("legend").put("type", "plain").put("top", 0).put("left", 8).put("right", 8);
        legend.putObject("textStyle").put("fontSize", 12);
        ArrayNode data = legend.putArray("data");
        List<String> names = new ArrayList<>();
        series.stream().map(ChartSeries::name).distinct().forEach(name -> {
            data.add(name);
            names.add(name);
        });
        if (!hollowText.isEmpty() && series.stream().anyMatch(ChartSeries::hasHollowPoint)) {
            ObjectNode entry = data.addObject().put("name", hollowText).put("icon", hollowIcon);
            entry.putObject("itemStyle").put("color", "#fff").put("borderColor", HOLLOW_GREY).put("borderWidth", 1.5);
            names.add(hollowText);
            // A legend entry shows only for a series of its name: this one has no data, only the explanation.
            ((ArrayNode) option.get("series")).addObject().put("type", option.get("xAxis").path("type").asText().equals("category")
                    ? "bar" : "line").put("name", hollowText).putArray("data");
        }
        ((ObjectNode) option.get("grid")).put("top", 40 + 20 * (legendRows(names) - 1));
    }

    /** The rows the legend wraps into, from an estimate of each entry's width in a 600-pixel chart. */
    private static int legendRows(List<String> names) {
        int rows = 1;
        double x = 0;
        for (String name : names) {
            double width = 40 + name.length() * 6.6;
            if (x + width > 600 && x > 0) {
                rows++;
                x = 0;
            }
            x += width;
        }
        return rows;
    }

    /** Said in the plot when nothing was measured, so that an empty chart is not mistaken for a chart of zeros. */
    private static ObjectNode emptyNote(ObjectNode option, List<ChartSeries> series) {
        if (series.stream().noneMatch(ChartSeries::hasFigures)) {
            say(option, "no measured figure to show", 14);
        }
        return option;
    }

    /** Writes a text in the middle of the plot. */
    static void say(ObjectNode option, String text, int fontSize) {
        option.putArray("graphic").addObject().put("type", "text").put("left", "center").put("top", "middle")
                .putObject("style").put("text", text).put("fontSize", fontSize).put("fill", "#6a737d");
    }
}
