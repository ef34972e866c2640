package dev.vtbench.harness.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * A chart in comparison.html: an empty {@code <div data-chart="ID">} that charts.js fills, the chart's ECharts option
 * as JSON in {@code <script type="application/json" id="ID">}, and a text summary for a reader without script (or a
 * screen reader). The JSON is data, never run; every '<' in it is written as its JSON escape, so that no recorded
 * text ("</script>" in a failure reason) can end the element early.
 */
final class ChartBlock {
    static final String LIBRARY_ID = "echarts-lib";
    static final String BOOTSTRAP_ID = "vtbench-charts";
    private static final String BOOTSTRAP = "dev/vtbench/harness/report/charts.js";
    private static final ObjectMapper MAPPER = new ObjectMapper();

    private ChartBlock() {}

    /**
     * @param cssClass "chart" for a scenario's chart, "timeline" for a cell's small one (its size is in {@link PageStyle})
     * @param summary what the chart shows, in words, for a page read without script
     */
    static String render(String cssClass, ObjectNode option, String summary) {
        String title = option.path("title").path("text").asText();
        String id = id(title);
        return "<div class=\"" + cssClass + "\" data-chart=\"" + HtmlText.escape(id) + "\" aria-label=\"" + HtmlText.escape(title)
                + "\"></div><script type=\"application/json\" id=\"" + HtmlText.escape(id) + "\">" + json(option)
                + "</script><noscript><p class=\"hint\">" + HtmlText.escape(summary) + "</p></noscript>";
    }

    /** The id of a chart's element, from its title, which is unique in the page. */
    static String id(String title) {
        return "chart-" + title.replaceAll("[^A-Za-z0-9_-]", "_");
    }

    /** The library and the script that draws every chart with it: once per page, at the end of its body. */
    static String scripts() {
        return "<script id=\"" + LIBRARY_ID + "\">" + EChartsLibrary.script() + "</script><script id=\"" + BOOTSTRAP_ID + "\">"
                + EChartsLibrary.readOnce(BOOTSTRAP) + "</script>";
    }

    private static String json(ObjectNode option) {
        try {
            return MAPPER.writeValueAsString(option).replace("<", "\\u003c");
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("could not write the options of chart " + option.path("title").path("text").asText()
                    + " as JSON: " + e.getOriginalMessage(), e);
        }
    }
}
