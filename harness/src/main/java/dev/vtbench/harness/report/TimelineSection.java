package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.TimeToSteady;

import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * Every cell's timeline, small and side by side, grouped by scenario, below the table: whether each figure came from
 * a flat stretch of its run, when each repetition became steady, and which never did. A failed cell's timelines are
 * here too: they often show why it failed.
 */
final class TimelineSection {
    private TimelineSection() {}

    static String render(List<CellResult> cells, SeriesStyles styles) {
        Map<String, List<CellResult>> byScenario = cells.stream().filter(TimelineSection::hasTimeline)
                .collect(Collectors.groupingBy(c -> CellIdentity.of(c).scenario(), LinkedHashMap::new, Collectors.toList()));
        if (byScenario.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<section id=\"timelines\"><h2>Timeline of each cell</h2><p class=\"hint\">")
                .append("OK requests per second since each repetition's first request, warm-up included: one line per repetition ")
                .append("(1 solid, 2 dashed, 3 dotted); shaded, each repetition's measured window; green, when its rate became ")
                .append("steady; red dashed, the warm-up cap of a repetition that never did (it has no figure). Each timeline has ")
                .append("its own scale. Hover a line or a mark for its repetition; the wheel zooms in on seconds.</p>");
        byScenario.forEach((scenario, scenarioCells) -> {
            html.append("<h3>").append(HtmlText.escape(scenario)).append("</h3><div class=\"timelines\">");
            scenarioCells.forEach(cell -> html.append(figure(cell, styles)));
            html.append("</div>");
        });
        return html.append("</section>").toString();
    }

    /** The anchor of a cell's timeline, which the table's "steady after" links to. */
    static String anchor(CellResult cell) {
        return HtmlText.anchor("timeline-" + cell.cell());
    }

    static boolean hasTimeline(CellResult cell) {
        return CellFigures.repetitions(cell).stream()
                .anyMatch(r -> r.load().timelineOkPerSecond() != null && !r.load().timelineOkPerSecond().isEmpty());
    }

    private static String figure(CellResult cell, SeriesStyles styles) {
        CellIdentity identity = CellIdentity.of(cell);
        List<Repetition> repetitions = CellFigures.repetitions(cell).stream().sorted(Comparator.comparingInt(Repetition::index)).toList();
        String colour = styles.style(identity.seriesName(), identity.mode()).colour();
        String flags = cell.flags().stream().map(f -> f.code()).collect(Collectors.joining(" "));
        return "<figure class=\"small-multiple\" id=\"" + HtmlText.escape(anchor(cell)) + "\"><figcaption><a href=\"#"
                + HtmlText.escape(HtmlText.anchor(cell.cell())) + "\">" + HtmlText.escape(cell.cell()) + "</a><br>steady after "
                + HtmlText.escape(TimeToSteady.of(cell).describe()) + (flags.isEmpty() ? "" : " · flags " + HtmlText.escape(flags))
                + "</figcaption>" + ChartBlock.render("timeline", TimelineChart.option(cell.cell(), colour, repetitions, cell.context()),
                        summary(repetitions)) + "</figure>";
    }

    /** The timeline in words, for a reader without script: how long each repetition ran and when it became steady. */
    private static String summary(List<Repetition> repetitions) {
        return repetitions.stream().map(r -> "repetition " + r.index() + ": "
                        + (r.load().timelineOkPerSecond() == null ? 0 : r.load().timelineOkPerSecond().size()) + " s recorded"
                        + (r.load().steadyState() == null ? "" : r.load().steadyState().neverSteady() ? ", never steady"
                                : r.load().steadyState().secondsToSteady() == null ? ""
                                : ", steady after " + FigureFormat.number(r.load().steadyState().secondsToSteady(), 0) + " s"))
                .collect(Collectors.joining("; ", "", "."));
    }
}
