package dev.vtbench.harness.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The comparison page's structure, trust marks, escaping and self-containment, from a run built with the real
 * records. Its charts are ECharts options in JSON blocks, read back here with Jackson; ComparisonPageIT checks that a
 * browser draws them.
 */
class ComparisonPageTest {
    private static final Pattern CHART = Pattern.compile("<div class=\"(chart|timeline)\" data-chart=\"([^\"]*)\"[^>]*></div>"
            + "<script type=\"application/json\" id=\"\\2\">(.*?)</script>", Pattern.DOTALL);
    private static final Pattern TIMELINE = Pattern.compile("<figure class=\"small-multiple\" id=\"([^\"]*)\">(.*?)</figure>", Pattern.DOTALL);
    private static final Pattern HREF_OR_SRC = Pattern.compile("(?i)\\b(?:href|src|xlink:href|action)\\s*=\\s*[\"']?([^\"' >]*)");
    private static final ObjectMapper JSON = new ObjectMapper();

    private final String page = ComparisonPage.render(SampleRun.run(), SampleRun.cells());

    @Test
    void drawsSixKindsOfChartPerScenarioWithARampUpPerCpuCount() {
        Map<String, JsonNode> charts = charts(page, "chart");
        assertThat(charts).as("hello and io: throughput, CPU per request, p99, ratio, memory, and a ramp-up at 0.5, 1 and 2 CPUs each")
                .hasSize(16).containsKeys("io: ramp-up at 0.5 CPU", "io: ramp-up at 1 CPU", "io: ramp-up at 2 CPU", "hello: server peak RSS",
                        "io: CPU per request", "hello: CPU per request");
        assertThat(charts.values()).as("every chart names its axes with units where they have one")
                .allSatisfy(chart -> assertThat(chart.path("xAxis").path("name").asText() + chart.path("yAxis").path("name").asText())
                        .isNotBlank());
        assertThat(axisNames(charts)).contains("throughput (requests/s)", "server CPU per request (µs)", "p99 latency (ms)", "server peak RSS (MiB)", "OK requests per second",
                "CPUs (CFS quota of the server's cgroup, log scale)");
        assertThat(chart(page, "io: throughput").path("xAxis").path("type").asText()).as("CPU counts double: a log axis").isEqualTo("log");
        assertThat(chart(page, "io: throughput").path("xAxis").path("logBase").asInt()).isEqualTo(2);
        assertThat(withoutLibrary(page)).as("no coordinate or figure is NaN or infinite").doesNotContain("NaN").doesNotContain("Infinity");
    }

    @Test
    void givesEachChartALegendWithOneEntryPerSeries() {
        assertThat(legend(chart(page, "hello: throughput"))).as("hello throughput legend")
                .containsExactly("plain-jdk temurin-25 pool", "plain-jdk temurin-25 virtual");
        assertThat(legend(chart(page, "io: throughput"))).as("io throughput legend: the failed Temurin 21 cell is not charted; "
                        + "the hollow point of the flagged cell is explained")
                .containsExactly("liberty temurin-21 fixed", "liberty temurin-21 pool", "liberty temurin-21 virtual",
                        "plain-jdk temurin-25 pool", "plain-jdk temurin-25 virtual", ChartOptions.HOLLOW_POINT);
        assertThat(legend(chart(page, "hello: throughput"))).as("no hollow point, no entry explaining one")
                .doesNotContain(ChartOptions.HOLLOW_POINT);
        assertThat(legend(chart(page, "io: server peak RSS"))).as("the flagged cell's outlined bar is explained").contains(ChartOptions.HOLLOW_BAR);
        assertThat(legend(chart(page, "io: throughput ratio"))).as("virtual ÷ each non-virtual mode of each runtime and JVM, "
                        + "where both cells are trusted: Liberty's virtual cell is flagged, so Liberty has no ratio")
                .containsExactly("plain-jdk temurin-25: virtual ÷ pool");
        assertThat(markLines(chart(page, "io: throughput ratio"))).as("the parity line").containsExactly("1.0: same throughput");
        assertThat(chart(page, "io: throughput ratio").findValues("yAxis").stream().filter(JsonNode::isNumber).map(JsonNode::asDouble))
                .as("at 1.0").containsExactly(1.0);
        assertThat(markLines(chart(page, "io: ramp-up at 1 CPU"))).as("the window's opening, where every cell's first repetition became steady")
                .contains("warm-up ends (14 s)").anySatisfy(name -> assertThat(name).startsWith("measured window ends"));
        assertThat(markLines(chart(page, "hello: ramp-up at 1 CPU"))).as("the fixed warm-up's end").contains("warm-up ends (15 s)");
        assertThat(chart(page, "io: ramp-up at 1 CPU").path("dataZoom").findValuesAsText("type")).as("zoom with the wheel and a slider")
                .containsExactly("inside", "slider");
        assertThat(charts(page, "chart").values()).as("every chart has a legend entry").allSatisfy(chart -> assertThat(legend(chart)).isNotEmpty());
    }

    @Test
    void drawsAFlaggedCellHollowWithItsCodes() {
        JsonNode throughput = chart(page, "io: throughput");
        List<JsonNode> hollow = hollowItems(throughput);
        assertThat(hollow).as("only the disqualified cell is hollow: Liberty's fixed cell's DRV? does not disqualify, and the "
                + "never-steady cell is not drawn at all").hasSize(1);
        assertThat(hollow.get(0).path("tip").asText()).as("Liberty's virtual cell (CV, DRV): its tooltip names it, its figure and its flags")
                .matches("liberty temurin-21 virtual at 1 CPU: 2340 req/s .*NOT TRUSTED, kept out of ratios: CV: .*");
        assertThat(hollow.get(0).path("itemStyle").path("borderColor").asText()).as("outlined in its series' colour")
                .matches("#[0-9A-Fa-f]{6}");
        assertThat(hollow.get(0).path("label").path("formatter").asText()).as("its codes beside it").isEqualTo("! CV DRV");
        assertThat(hollowItems(chart(ComparisonPage.render(SampleRun.run(), SampleRun.oneCpuCount()), "io: throughput")).get(0)
                .path("label").path("formatter").asText()).as("with room for figures, the mark follows the figure").isEqualTo("2340 ! CV DRV");
        assertThat(hollowItems(chart(page, "io: p99 latency"))).as("in every chart of its figures").hasSize(1);
        assertThat(hollowItems(chart(page, "io: server peak RSS"))).as("its bar outlined, with its codes").singleElement()
                .satisfies(bar -> assertThat(bar.path("label").path("formatter").asText()).endsWith("! CV DRV"));
        assertThat(hollowItems(chart(page, "hello: throughput"))).as("no trusted cell is hollow").isEmpty();
    }

    @Test
    void drawsCpuPerRequestSolidWhereOnlyTheCapacityIsDisqualified() {
        JsonNode cost = chart(page, "io: CPU per request");

        assertThat(hollowItems(cost)).as("CV and DRV are against the capacity: Liberty's virtual cost is drawn as trusted").isEmpty();
        assertThat(tips(cost)).as("its point, with its figure and what limited it")
                .anySatisfy(tip -> assertThat(tip).startsWith("liberty temurin-21 virtual at 1 CPU: 406.0 µs CPU per request (median of 3")
                        .endsWith("; limited by server CPU"));
        assertThat(tips(cost)).as("Liberty's fixed cell's server CPU was not read: no point for it")
                .noneSatisfy(tip -> assertThat(tip).startsWith("liberty temurin-21 fixed at 1 CPU: 1"));
        CellResult costSpread = SampleRun.flagged(SampleRun.cells().get(0), List.of(Flag.COST_SPREAD));
        assertThat(hollowItems(chart(ComparisonPage.render(SampleRun.run(), List.of(costSpread)), "hello: CPU per request")))
                .as("its own flag, CV-CPU, draws it hollow").singleElement()
                .satisfies(point -> assertThat(point.path("label").path("formatter").asText()).endsWith("! CV-CPU"));
    }

    @Test
    void writesNotSteadyWhereACellWithNoFigureWouldBe() {
        for (String title : List.of("io: throughput", "io: p99 latency")) {
            JsonNode chart = chart(page, title);
            assertThat(notSteadyMarks(chart)).as(title + ": the never-steady cell is written, not plotted").singleElement()
                    .satisfies(mark -> assertThat(mark.path("tip").asText()).startsWith("plain-jdk temurin-25 virtual at 2 CPU"));
            assertThat(tips(chart)).as(title + ": no point at 2 CPU for plain-jdk virtual")
                    .noneMatch(t -> t.startsWith("plain-jdk temurin-25 virtual at 2 CPU"));
        }
        assertThat(items(chart(page, "io: server peak RSS"))).as("nor a bar: the words stand in its slot")
                .anySatisfy(bar -> assertThat(bar.path("label").path("formatter").asText()).isEqualTo("not steady"));
        assertThat(page).as("and each chart says so under it")
                .contains("<p class=\"chart-note\">Not steady, so no figure: plain-jdk temurin-25 virtual at 2 CPU (");
        assertThat(withoutLibrary(page)).as("no coordinate or figure anywhere is NaN or infinite").doesNotContain("NaN").doesNotContain("Infinity");
    }

    @Test
    void leavesUntrustedCellsOutOfTheRatios() {
        JsonNode ratio = chart(page, "io: throughput ratio");
        assertThat(tips(ratio)).as("plain-jdk's ratios at 0.5 and 1 CPU only: its virtual cell at 2 CPUs never became steady")
                .hasSize(2).allMatch(t -> t.startsWith("plain-jdk temurin-25: virtual ÷ pool — at 0.5 CPU")
                        || t.startsWith("plain-jdk temurin-25: virtual ÷ pool — at 1 CPU"));
        assertThat(ratio.toString()).as("no ratio for Liberty, whose virtual cell is flagged").doesNotContain("liberty");
        assertThat(page).as("the note under the ratio chart names what was left out, and why")
                .contains("<p class=\"chart-note\">Left out of the ratios, not trusted: liberty temurin-21 virtual at 1 CPU (! CV DRV), "
                        + "plain-jdk temurin-25 virtual at 2 CPU (not steady).</p>");
        assertThat(page).as("the header counts them").contains("<dt>cells</dt><dd>17 (15 measured, 1 failed, 1 skipped); 2 of the measured not trusted");
        assertThat(tips(chart(page, "hello: throughput ratio"))).as("hello: every pair trusted, all three ratios").hasSize(3);
    }

    @Test
    void drawsMinMaxWhiskersUnderTheSeriesName() {
        JsonNode throughput = chart(page, "io: throughput");
        List<JsonNode> whiskers = series(throughput).stream().filter(s -> s.path("silent").asBoolean()).toList();
        assertThat(whiskers).as("a whisker series for each series with a spread, under its name so that the legend toggles both")
                .isNotEmpty().allSatisfy(w -> assertThat(legend(throughput)).contains(w.path("name").asText()));
        JsonNode pool = whiskers.stream().filter(w -> w.path("name").asText().equals("plain-jdk temurin-25 pool")).findFirst().orElseThrow();
        List<JsonNode> ends = StreamSupport.stream(pool.path("data").spliterator(), false).filter(JsonNode::isArray).toList();
        assertThat(ends).as("a min and a max per CPU count, at the same x").hasSize(6)
                .satisfies(e -> assertThat(e.get(0).get(0).asDouble()).isEqualTo(e.get(1).get(0).asDouble()));
        assertThat(pool.path("data")).as("broken between CPU counts").filteredOn(JsonNode::isNull).hasSize(2);
    }

    @Test
    void showsFlagsAndTimeToSteadyInTheTable() {
        assertThat(page).as("the flags column has each code, disqualifying ones marked, with its meaning on hover")
                .containsPattern("<td class=\"flags\"><abbr class=\"flag disqualifying\" title=\"spread across[^\"]*\">CV</abbr> "
                        + "<abbr class=\"flag disqualifying\" title=\"[^\"]*\">DRV</abbr></td>")
                .contains("<abbr class=\"flag\" title=\"the driver&#39;s CPU could not be read: saturation could not be ruled out\">DRV?</abbr>");
        assertThat(page).as("the driver-bound figure is shown as a lower bound, said so")
                .contains("at least <strong>2340</strong> [2270–2410]<br>cv 3.0% of 3<div class=\"untrusted\">driver-bound: a lower bound, "
                        + "kept out of ratios</div>");
        assertThat(page).as("its CPU per request stands: DRV and CV are against its capacity only")
                .contains("<td class=\"number\"><strong>406.0</strong> [394.2–418.5]</td>");
        assertThat(page).as("what limited it, the evidence on hover")
                .containsPattern("<td class=\"limit\"><abbr title=\"the server used its CPU quota[^\"]*3 of 3 repetition\\(s\\); repetition 1: "
                        + "95% of its 1-CPU quota[^\"]*\">server CPU</abbr></td>");
        assertThat(page).as("time to steady, linked to the cell's timeline: median [min - max] of the repetitions'")
                .contains("<a href=\"#cell-timeline-plain-jdk_temurin-25_pool_cpu-1_io\">15 s [14 - 16]</a>")
                .contains("<a href=\"#cell-timeline-plain-jdk_temurin-25_pool_cpu-1_hello\">fixed 15 s</a>")
                .contains("<a href=\"#cell-timeline-plain-jdk_temurin-25_virtual_cpu-2_io\">never (cap 90 s)</a></td><td class=\"number\">not steady</td>");
        String legend = page.substring(page.indexOf("<dl class=\"flag-legend\">"), page.indexOf("</dl>", page.indexOf("<dl class=\"flag-legend\">")));
        assertThat(legend).as("each code used is explained once under the table, and only those")
                .contains(">NS</abbr>", ">CV</abbr>", ">DRV</abbr>", ">DRV?</abbr>").doesNotContain(">ERR</abbr>").doesNotContain(">1R</abbr>");
    }

    @Test
    void drawsATimelinePerCellWithItsWindowAndSteadyMarks() {
        Map<String, String> timelines = timelines(page);
        assertThat(timelines).as("every cell with a repetition has one, the failed cell included; the skipped cell has none")
                .hasSize(16).containsKey("cell-timeline-plain-jdk_temurin-21_virtual_cpu-1_io")
                .doesNotContainKey("cell-timeline-plain-jdk_temurin-25_virtual_cpu-4_hello");
        JsonNode steady = timeline(timelines, "cell-timeline-plain-jdk_temurin-25_pool_cpu-1_io");
        assertThat(series(steady)).as("a line, a shaded window and a steady mark per repetition").hasSize(3)
                .allSatisfy(line -> assertThat(line.path("name").asText()).endsWith(" of plain-jdk/temurin-25/pool/cpu-1/io"))
                .allSatisfy(line -> assertThat(line.path("markArea").path("data")).hasSize(1))
                .allSatisfy(line -> assertThat(line.path("markLine").path("lineStyle").path("color").asText()).isEqualTo("#1a7f37"));
        assertThat(steady.findValuesAsText("name")).contains("repetition 3: measured window, 16–36 s", "repetition 1: steady after 14 s");
        assertThat(steady.path("dataZoom").findValuesAsText("type")).as("the wheel zooms in on seconds").containsExactly("inside");
        JsonNode fixed = timeline(timelines, "cell-timeline-plain-jdk_temurin-25_pool_cpu-1_hello");
        assertThat(fixed.findValues("markArea")).as("a fixed warm-up: a window, no steady mark").isNotEmpty();
        assertThat(fixed.findValues("markLine")).isEmpty();
        assertThat(timelines.get("cell-timeline-plain-jdk_temurin-25_pool_cpu-1_hello")).contains("steady after fixed 15 s");
        JsonNode never = timeline(timelines, "cell-timeline-plain-jdk_temurin-25_virtual_cpu-2_io");
        assertThat(never.findValues("markArea")).as("never steady: no window, the cap marked").isEmpty();
        assertThat(never.findValuesAsText("formatter")).contains("cap, never steady");
        assertThat(never.findValuesAsText("name")).anySatisfy(name -> assertThat(name).contains("never steady by the warm-up cap of 90 s"));
        assertThat(timelines.values()).as("no coordinate is NaN").allSatisfy(html -> assertThat(html).doesNotContain("NaN"));
    }

    @Test
    void keepsOneColourPerSeriesAcrossCharts() {
        String colour = colourOf(chart(page, "io: throughput"), "plain-jdk temurin-25 virtual");
        assertThat(colourOf(chart(page, "io: p99 latency"), "plain-jdk temurin-25 virtual")).as("same series, same colour").isEqualTo(colour);
        assertThat(colourOf(chart(page, "hello: throughput"), "plain-jdk temurin-25 virtual")).isEqualTo(colour);
        assertThat(colourOf(chart(page, "io: server peak RSS"), "plain-jdk temurin-25 virtual")).isEqualTo(colour);
        assertThat(colourOf(chart(page, "io: throughput"), "plain-jdk temurin-25 pool")).as("another series, another colour").isNotEqualTo(colour);
        assertThat(series(chart(page, "io: throughput")).stream().filter(s -> s.path("name").asText().endsWith("pool"))
                        .filter(s -> !s.path("silent").asBoolean()))
                .as("a pool is dashed, virtual threads solid: modes differ in grey scale too")
                .allSatisfy(s -> assertThat(s.path("lineStyle").path("type").isArray()).isTrue());
    }

    @Test
    void listsEveryCellWithItsStatusFiguresAndLinks() {
        assertThat(page).as("every status shown").contains(">MEASURED<", ">FAILED<", ">SKIPPED<");
        assertThat(page).as("the skipped cell's reason").contains("cpu-4 needs cores 1-4 for the server, this machine has 2");
        for (int rep = 1; rep <= 3; rep++) {
            assertThat(page).as("relative link to repetition " + rep + "'s Gatling report and server log")
                    .contains("href=\"cells/plain-jdk_temurin-25_pool_cpu-1_io/rep-" + rep + "/gatling/throughputsimulation-" + rep + "/index.html\"")
                    .contains("href=\"cells/plain-jdk_temurin-25_pool_cpu-1_io/server-" + rep + ".log\"");
        }
        assertThat(page).as("which rows of the linked Gatling reports hold the page's figures, and which do not")
                .contains("\"window: GET /…\"", "are the measured window these figures come from", "\"All Requests\" (the whole run)");
        assertThat(page).as("the failed cell's last server log, beyond its one measured repetition")
                .contains("href=\"cells/plain-jdk_temurin-21_virtual_cpu-1_io/server-2.log\"");
        assertThat(page).as("throughput median [min–max] cv of plain-jdk virtual at 1 CPU /io").contains("<strong>2600</strong> [2522–2678]<br>cv 3.0% of 3</td>");
        assertThat(page).as("errors summed, with their kinds").contains("12 (0.02%)<div class=\"error-kind\">j.n.ConnectException: 12</div>");
        assertThat(page).as("a figure that was never taken reads as a dash").contains("<td class=\"number\">–</td>");
        assertThat(items(chart(page, "io: server peak RSS"))).as("its missing bar is marked")
                .anySatisfy(bar -> assertThat(bar.path("label").path("formatter").asText()).isEqualTo("n/a"));
        assertThat(page).as("a collapsible context per cell, with the context a figure needs")
                .contains("<details id=\"cell-plain-jdk_temurin-25_pool_cpu-1_io\">")
                .contains("sha256:0123456789abcdef", "Eclipse Adoptium 25.0.3+9-LTS", "delayMs=100", "2 GiB", "driver cpuset");
    }

    @Test
    void escapesEveryRecordedText() {
        assertThat(page).as("the reason's markup is shown, not run")
                .contains("the server died: &lt;script&gt;alert(&#39;owned&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;")
                .contains("a note with &lt;b&gt;markup&lt;/b&gt; to escape");
        int charts = charts(page, "chart").size() + timelines(page).size();
        assertThat(Pattern.compile("<script").matcher(page.toLowerCase()).results().count())
                .as("the only scripts: a JSON block per chart, the library and the script that draws the charts").isEqualTo(charts + 2);
        assertThat(Pattern.compile("<script type=\"application/json\" id=\"[^\"]*\">(.*?)</script>", Pattern.DOTALL).matcher(page).results()
                .map(m -> m.group(1))).as("no JSON block holds a '<' that could end it or open a tag").allSatisfy(json -> assertThat(json).doesNotContain("<"));
        assertThat(page).as("nor a recorded text a script").doesNotContain("<script>alert");
    }

    @Test
    void referencesNothingOnTheNetwork() {
        // The inlined library's text names the SVG namespace and holds "url(": it loads nothing (ComparisonPageIT's net log
        // proves that); the rest of the page must not even name an address.
        // Two searches: AssertJ's containsOnlyOnce takes half a minute over a 650 kB needle.
        int at = page.indexOf(library());
        assertThat(at).as("the library is inlined").isNotNegative();
        assertThat(page.indexOf(library(), at + 1)).as("once").isNegative();
        String rest = page.replace(library(), "");
        List<String> references = new ArrayList<>();
        Matcher matcher = HREF_OR_SRC.matcher(rest);
        while (matcher.find()) {
            references.add(matcher.group(1));
        }
        assertThat(references).as("links to reports and anchors exist").isNotEmpty();
        assertThat(references).as("every href/src is a fragment or a relative path: no scheme, no //host")
                .allSatisfy(reference -> assertThat(reference).doesNotContain(":").doesNotStartWith("//").doesNotStartWith("/"));
        assertThat(rest).as("no network address anywhere in markup, style, chart options or the drawing script")
                .doesNotContainPattern("(?i)(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//").doesNotContainPattern("(?i)https?://")
                .doesNotContain("url(").doesNotContain("@import");
    }

    @Test
    void drawsPointsNotBrokenLinesWithOneCpuCount() {
        String single = ComparisonPage.render(SampleRun.run(), SampleRun.oneCpuCount());
        assertThat(charts(single, "chart")).as("5 charts and one ramp-up per scenario").hasSize(12);
        assertThat(timelines(single)).as("and a timeline per cell").hasSize(7);
        JsonNode throughput = chart(single, "io: throughput");
        assertThat(throughput.path("xAxis").path("min").asDouble()).as("the single CPU count in the middle of the axis")
                .isLessThan(1).isGreaterThan(0.5);
        assertThat(throughput.path("xAxis").path("max").asDouble()).isGreaterThan(1).isLessThan(2);
        assertThat(series(throughput)).as("a marked point per series").allSatisfy(s -> assertThat(s.path("symbol").asText()).isNotEqualTo("none"));
        assertThat(items(throughput)).as("labelled with its figure").anySatisfy(p -> assertThat(p.path("label").path("formatter").asText()).isEqualTo("2600"));
        assertThat(withoutLibrary(single)).doesNotContain("NaN").doesNotContain("Infinity");
    }

    @Test
    void saysWhenAScenarioHasNothingMeasured() {
        CellResult skipped = SampleRun.cells().stream().filter(c -> c.context() == null).findFirst().orElseThrow();
        String empty = ComparisonPage.render(SampleRun.run(), List.of(skipped));
        assertThat(charts(empty, "chart")).as("no chart without a figure").isEmpty();
        assertThat(empty).contains("No cell of this scenario was measured").contains(">SKIPPED<");
    }

    private static String library() {
        return "<script id=\"" + ChartBlock.LIBRARY_ID + "\">" + EChartsLibrary.script() + "</script>";
    }

    /** The page without the inlined library, whose own code names NaN and Infinity. */
    private static String withoutLibrary(String html) {
        return html.replace(library(), "");
    }

    /** The options of the page's charts of one kind ("chart" or "timeline"), by title. */
    static Map<String, JsonNode> charts(String html, String kind) {
        Map<String, JsonNode> charts = new LinkedHashMap<>();
        Matcher matcher = CHART.matcher(html);
        while (matcher.find()) {
            if (matcher.group(1).equals(kind)) {
                JsonNode option = parse(matcher.group(3));
                charts.put(option.path("title").path("text").asText(), option);
            }
        }
        return charts;
    }

    private static JsonNode chart(String html, String title) {
        JsonNode chart = charts(html, "chart").get(title);
        if (chart == null) {
            throw new AssertionError("no chart titled " + title);
        }
        return chart;
    }

    private static JsonNode parse(String json) {
        try {
            return JSON.readTree(json);
        } catch (IOException e) {
            throw new UncheckedIOException("a chart's JSON block does not parse: " + e.getMessage(), e);
        }
    }

    private static Map<String, String> timelines(String html) {
        Map<String, String> timelines = new LinkedHashMap<>();
        Matcher matcher = TIMELINE.matcher(html);
        while (matcher.find()) {
            timelines.put(matcher.group(1), matcher.group(2));
        }
        return timelines;
    }

    private static JsonNode timeline(Map<String, String> timelines, String id) {
        return charts(timelines.get(id), "timeline").values().iterator().next();
    }

    private static List<JsonNode> series(JsonNode chart) {
        return StreamSupport.stream(chart.path("series").spliterator(), false).toList();
    }

    /** Every data item of a chart that is an object (a point or a bar with its own tooltip, label or style). */
    private static List<JsonNode> items(JsonNode chart) {
        return series(chart).stream().flatMap(s -> StreamSupport.stream(s.path("data").spliterator(), false)).filter(JsonNode::isObject).toList();
    }

    private static List<String> tips(JsonNode chart) {
        return items(chart).stream().map(item -> item.path("tip").asText()).toList();
    }

    private static List<JsonNode> hollowItems(JsonNode chart) {
        return items(chart).stream().filter(item -> item.path("itemStyle").path("color").asText().equals("#fff")).toList();
    }

    private static List<JsonNode> notSteadyMarks(JsonNode chart) {
        return series(chart).stream().filter(s -> s.path("markPoint").path("label").path("formatter").asText().equals("not steady"))
                .flatMap(s -> StreamSupport.stream(s.path("markPoint").path("data").spliterator(), false)).toList();
    }

    private static List<String> markLines(JsonNode chart) {
        return series(chart).stream().flatMap(s -> StreamSupport.stream(s.path("markLine").path("data").spliterator(), false))
                .map(mark -> mark.path("name").asText()).toList();
    }

    private static List<String> legend(JsonNode chart) {
        return StreamSupport.stream(chart.path("legend").path("data").spliterator(), false)
                .map(entry -> entry.isObject() ? entry.path("name").asText() : entry.asText()).toList();
    }

    private static List<String> axisNames(Map<String, JsonNode> charts) {
        return charts.values().stream().flatMap(c -> Stream.of(c.path("xAxis").path("name").asText(), c.path("yAxis").path("name").asText()))
                .distinct().toList();
    }

    private static String colourOf(JsonNode chart, String name) {
        return series(chart).stream().filter(s -> s.path("name").asText().equals(name)).findFirst()
                .map(s -> s.path("itemStyle").path("color").asText()).orElseThrow(() -> new AssertionError("no series " + name));
    }
}
