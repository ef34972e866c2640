package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The comparison page's structure, trust marks, escaping and self-containment, from a run built with the real records. */
class ComparisonPageTest {
    private static final Pattern SVG = Pattern.compile("<svg class=\"chart\".*?</svg>", Pattern.DOTALL);
    private static final Pattern TIMELINE = Pattern.compile("<figure class=\"small-multiple\" id=\"([^\"]*)\">.*?</figure>", Pattern.DOTALL);
    private static final Pattern CIRCLE = Pattern.compile("<circle (?:class=\"flagged\" )?cx=[^>]*><title>([^<]*)</title></circle>");
    private static final Pattern LEGEND_TEXT = Pattern.compile("<g class=\"legend-entry\">.*?class=\"legend-text\">([^<]*)</text>");
    private static final Pattern HREF_OR_SRC = Pattern.compile("(?i)\\b(?:href|src|xlink:href|action)\\s*=\\s*[\"']?([^\"' >]*)");

    private final String page = ComparisonPage.render(SampleRun.run(), SampleRun.cells());

    @Test
    void drawsFiveKindsOfChartPerScenarioWithARampUpPerCpuCount() {
        List<String> svgs = svgs(page);
        assertThat(svgs).as("hello and io: throughput, p99, ratio, memory, and a ramp-up at 0.5, 1 and 2 CPUs each").hasSize(14);
        assertThat(page).as("a ramp-up chart per CPU count").contains("io: ramp-up at 0.5 CPU", "io: ramp-up at 1 CPU", "io: ramp-up at 2 CPU");
        assertThat(svgs).as("every chart names its axes with units where they have one")
                .allSatisfy(svg -> assertThat(svg).contains("class=\"axis-title\""));
        assertThat(page).contains("throughput (requests/s)", "p99 latency (ms)", "server peak RSS (MiB)", "OK requests per second",
                "CPUs (CFS quota of the server&#39;s cgroup, log scale)");
        assertThat(page).as("no coordinate or figure is NaN or infinite").doesNotContain("NaN").doesNotContain("Infinity");
    }

    @Test
    void givesEachChartALegendWithOneEntryPerSeries() {
        List<String> svgs = svgs(page);
        assertThat(legend(chart(svgs, "hello: throughput"))).as("hello throughput legend")
                .containsExactly("plain-jdk temurin-25 pool", "plain-jdk temurin-25 virtual");
        assertThat(legend(chart(svgs, "io: throughput"))).as("io throughput legend: the failed Temurin 21 cell is not charted; "
                        + "the hollow point of the flagged cell is explained")
                .containsExactly("liberty temurin-21 fixed", "liberty temurin-21 pool", "liberty temurin-21 virtual",
                        "plain-jdk temurin-25 pool", "plain-jdk temurin-25 virtual", SvgLegend.HOLLOW_POINT);
        assertThat(legend(chart(svgs, "hello: throughput"))).as("no hollow point, no entry explaining one")
                .doesNotContain(SvgLegend.HOLLOW_POINT);
        assertThat(legend(chart(svgs, "io: server peak RSS"))).as("the flagged cell's outlined bar is explained").contains(SvgLegend.HOLLOW_BAR);
        assertThat(legend(chart(svgs, "io: throughput ratio"))).as("virtual ÷ each non-virtual mode of each runtime and JVM, "
                        + "where both cells are trusted: Liberty's virtual cell is flagged, so Liberty has no ratio")
                .containsExactly("plain-jdk temurin-25: virtual ÷ pool");
        assertThat(chart(svgs, "io: throughput ratio")).as("the parity line").contains("class=\"reference\"").contains("1.0: same throughput");
        assertThat(chart(svgs, "io: ramp-up at 1 CPU")).as("the window's opening, where every cell's first repetition became steady")
                .contains("class=\"marker\"").contains("warm-up ends (14 s)");
        assertThat(chart(svgs, "hello: ramp-up at 1 CPU")).as("the fixed warm-up's end").contains("warm-up ends (15 s)");
        assertThat(svgs).as("every chart has a legend entry").allSatisfy(svg -> assertThat(legend(svg)).isNotEmpty());
    }

    @Test
    void drawsAFlaggedCellHollowWithItsCodes() {
        String throughput = chart(svgs(page), "io: throughput");
        assertThat(throughput).as("Liberty's virtual cell (CV, DRV) is a hollow circle with its codes beside it")
                .containsPattern("<circle class=\"flagged\" [^>]*fill=\"#fff\" stroke=\"#[0-9A-Fa-f]{6}\"[^>]*><title>liberty temurin-21 virtual at 1 CPU: "
                        + "2340 req/s [^<]*NOT TRUSTED, kept out of ratios: CV: ")
                .contains("class=\"flag-label\">! CV DRV</text>");
        assertThat(chart(svgs(ComparisonPage.render(SampleRun.run(), SampleRun.oneCpuCount())), "io: throughput"))
                .as("with room for figures, the mark follows the figure").contains("class=\"flag-label\">2340 ! CV DRV</text>");
        assertThat(flaggedTooltips(throughput)).as("only the disqualified cell is hollow: Liberty's fixed cell's DRV? does not "
                + "disqualify, and the never-steady cell is not drawn at all").hasSize(1);
        assertThat(chart(svgs(page), "io: p99 latency")).as("in every chart of its figures").contains("<circle class=\"flagged\"");
        assertThat(chart(svgs(page), "io: server peak RSS")).as("its bar outlined").contains("<rect class=\"flagged\"")
                .contains("class=\"flag-label\">! CV DRV</text>");
        assertThat(chart(svgs(page), "hello: throughput")).as("no trusted cell is hollow").doesNotContain("class=\"flagged\"");
    }

    @Test
    void writesNotSteadyWhereACellWithNoFigureWouldBe() {
        for (String title : List.of("io: throughput", "io: p99 latency")) {
            String svg = chart(svgs(page), title);
            assertThat(svg).as(title + ": the never-steady cell is written, not plotted").contains("class=\"not-steady\">not steady</text>");
            assertThat(tooltips(svg)).as(title + ": no point at 2 CPU for plain-jdk virtual")
                    .noneMatch(t -> t.startsWith("plain-jdk temurin-25 virtual at 2 CPU"));
        }
        assertThat(chart(svgs(page), "io: server peak RSS")).as("nor a bar").contains("rotate(-90)\">not steady<title>");
        assertThat(page).as("and each chart says so under it")
                .contains("<p class=\"chart-note\">Not steady, so no figure: plain-jdk temurin-25 virtual at 2 CPU (");
        assertThat(page).as("no coordinate or figure anywhere is NaN or infinite").doesNotContain("NaN").doesNotContain("Infinity");
    }

    @Test
    void leavesUntrustedCellsOutOfTheRatios() {
        String ratio = chart(svgs(page), "io: throughput ratio");
        assertThat(tooltips(ratio)).as("plain-jdk's ratios at 0.5 and 1 CPU only: its virtual cell at 2 CPUs never became steady")
                .hasSize(2).allMatch(t -> t.startsWith("at 0.5 CPU") || t.startsWith("at 1 CPU"));
        assertThat(ratio).as("no ratio for Liberty, whose virtual cell is flagged").doesNotContain("liberty");
        assertThat(page).as("the note under the ratio chart names what was left out, and why")
                .contains("<p class=\"chart-note\">Left out of the ratios, not trusted: liberty temurin-21 virtual at 1 CPU (! CV DRV), "
                        + "plain-jdk temurin-25 virtual at 2 CPU (not steady).</p>");
        assertThat(page).as("the header counts them").contains("<dt>cells</dt><dd>17 (15 measured, 1 failed, 1 skipped); 2 of the measured not trusted");
        assertThat(chart(svgs(page), "hello: throughput ratio")).as("hello: every pair trusted, all three ratios")
                .satisfies(svg -> assertThat(tooltips(svg)).hasSize(3));
    }

    @Test
    void showsFlagsAndTimeToSteadyInTheTable() {
        assertThat(page).as("the flags column has each code, disqualifying ones marked, with its meaning on hover")
                .containsPattern("<td class=\"flags\"><abbr class=\"flag disqualifying\" title=\"spread across[^\"]*\">CV</abbr> "
                        + "<abbr class=\"flag disqualifying\" title=\"[^\"]*\">DRV</abbr></td>")
                .contains("<abbr class=\"flag\" title=\"the driver&#39;s CPU could not be read: saturation could not be ruled out\">DRV?</abbr>");
        assertThat(page).as("the flagged figure is shown, said not trusted")
                .contains("<strong>2340</strong> [2270–2410]<br>cv 3.0% of 3<div class=\"untrusted\">not trusted: kept out of ratios</div>");
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
        String steady = timelines.get("cell-timeline-plain-jdk_temurin-25_pool_cpu-1_io");
        assertThat(steady).as("a line, a shaded window and a steady mark per repetition").contains("<svg class=\"timeline\"")
                .containsPattern("(?s)(<polyline .*?){3}").containsPattern("(?s)(<rect class=\"window\".*?){3}")
                .containsPattern("(?s)(<line class=\"steady-mark\".*?){3}")
                .contains("<title>repetition 3: measured window, 16–36 s</title>", "<title>repetition 1: steady after 14 s</title>");
        assertThat(timelines.get("cell-timeline-plain-jdk_temurin-25_pool_cpu-1_hello")).as("a fixed warm-up: a window, no steady mark")
                .contains("<rect class=\"window\"").doesNotContain("steady-mark").contains("steady after fixed 15 s");
        assertThat(timelines.get("cell-timeline-plain-jdk_temurin-25_virtual_cpu-2_io")).as("never steady: no window, the cap marked")
                .doesNotContain("class=\"window\"").contains("class=\"cap-mark\"").contains("cap, never steady")
                .contains("never steady by the warm-up cap of 90 s");
        assertThat(timelines.values()).as("no coordinate is NaN").allSatisfy(svg -> assertThat(svg).doesNotContain("NaN"));
    }

    @Test
    void keepsOneColourPerSeriesAcrossCharts() {
        List<String> svgs = svgs(page);
        String colour = colourOf(chart(svgs, "io: throughput"), "plain-jdk temurin-25 virtual");
        assertThat(colourOf(chart(svgs, "io: p99 latency"), "plain-jdk temurin-25 virtual")).as("same series, same colour").isEqualTo(colour);
        assertThat(colourOf(chart(svgs, "hello: throughput"), "plain-jdk temurin-25 virtual")).isEqualTo(colour);
        assertThat(colourOf(chart(svgs, "io: throughput"), "plain-jdk temurin-25 pool")).as("another series, another colour").isNotEqualTo(colour);
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
        assertThat(page).as("the failed cell's last server log, beyond its one measured repetition")
                .contains("href=\"cells/plain-jdk_temurin-21_virtual_cpu-1_io/server-2.log\"");
        assertThat(page).as("throughput median [min–max] cv of plain-jdk virtual at 1 CPU /io").contains("<strong>2600</strong> [2522–2678]<br>cv 3.0% of 3</td>");
        assertThat(page).as("errors summed, with their kinds").contains("12 (0.02%)<div class=\"error-kind\">j.n.ConnectException: 12</div>");
        assertThat(page).as("a figure that was never taken reads as a dash").contains("<td class=\"number\">–</td>");
        assertThat(page).as("its missing bar is marked").contains(">n/a<title>");
        assertThat(page).as("a collapsible context per cell, with the context a figure needs")
                .contains("<details id=\"cell-plain-jdk_temurin-25_pool_cpu-1_io\">")
                .contains("sha256:0123456789abcdef", "Eclipse Adoptium 25.0.3+9-LTS", "delayMs=100", "2 GiB", "driver cpuset");
    }

    @Test
    void escapesEveryRecordedText() {
        assertThat(page).as("the reason's markup is shown, not run")
                .contains("the server died: &lt;script&gt;alert(&#39;owned&#39;)&lt;/script&gt; &amp; &quot;quoted&quot;")
                .contains("a note with &lt;b&gt;markup&lt;/b&gt; to escape");
        assertThat(page.toLowerCase()).as("the page has no script at all").doesNotContain("<script");
    }

    @Test
    void referencesNothingOnTheNetwork() {
        List<String> references = new ArrayList<>();
        Matcher matcher = HREF_OR_SRC.matcher(page);
        while (matcher.find()) {
            references.add(matcher.group(1));
        }
        assertThat(references).as("links to reports and anchors exist").isNotEmpty();
        assertThat(references).as("every href/src is a fragment or a relative path: no scheme, no //host")
                .allSatisfy(reference -> assertThat(reference).doesNotContain(":").doesNotStartWith("//").doesNotStartWith("/"));
        assertThat(page).as("no network address anywhere in markup or style").doesNotContainPattern("(?i)(src|href)\\s*=\\s*[\"']?\\s*(https?:)?//")
                .doesNotContain("url(").doesNotContain("@import");
    }

    @Test
    void drawsPointsNotBrokenLinesWithOneCpuCount() {
        String single = ComparisonPage.render(SampleRun.run(), SampleRun.oneCpuCount());
        List<String> svgs = svgs(single);
        assertThat(svgs).as("4 charts and one ramp-up per scenario").hasSize(10);
        assertThat(timelines(single)).as("and a timeline per cell").hasSize(7);
        String throughput = chart(svgs, "io: throughput");
        assertThat(throughput).as("a point per series, labelled with its figure, on a single '1' tick")
                .contains("<circle").doesNotContain("<polyline").contains(">2600</text>").contains(">1</text>");
        assertThat(single).doesNotContain("NaN").doesNotContain("Infinity");
    }

    @Test
    void saysWhenAScenarioHasNothingMeasured() {
        CellResult skipped = SampleRun.cells().stream().filter(c -> c.context() == null).findFirst().orElseThrow();
        String empty = ComparisonPage.render(SampleRun.run(), List.of(skipped));
        assertThat(svgs(empty)).as("no chart without a figure").isEmpty();
        assertThat(empty).contains("No cell of this scenario was measured").contains(">SKIPPED<");
    }

    static List<String> svgs(String html) {
        List<String> svgs = new ArrayList<>();
        Matcher matcher = SVG.matcher(html);
        while (matcher.find()) {
            svgs.add(matcher.group());
        }
        return svgs;
    }

    private static Map<String, String> timelines(String html) {
        Map<String, String> timelines = new LinkedHashMap<>();
        Matcher matcher = TIMELINE.matcher(html);
        while (matcher.find()) {
            timelines.put(matcher.group(1), matcher.group());
        }
        return timelines;
    }

    /** The tooltips of the points drawn in a chart's plot (the legend's circles have none). */
    private static List<String> tooltips(String svg) {
        List<String> tooltips = new ArrayList<>();
        Matcher matcher = CIRCLE.matcher(svg);
        while (matcher.find()) {
            tooltips.add(matcher.group(1));
        }
        return tooltips;
    }

    private static List<String> flaggedTooltips(String svg) {
        return Pattern.compile("<circle class=\"flagged\" [^>]*><title>([^<]*)</title>").matcher(svg).results().map(m -> m.group(1)).toList();
    }

    private static String chart(List<String> svgs, String title) {
        return svgs.stream().filter(svg -> svg.contains("<title>" + HtmlText.escape(title) + "</title>")).findFirst()
                .orElseThrow(() -> new AssertionError("no chart titled " + title));
    }

    private static List<String> legend(String svg) {
        List<String> names = new ArrayList<>();
        Matcher matcher = LEGEND_TEXT.matcher(svg);
        while (matcher.find()) {
            names.add(matcher.group(1));
        }
        return names;
    }

    private static String colourOf(String svg, String series) {
        Matcher matcher = Pattern.compile("<g class=\"legend-entry\"><line [^>]*stroke=\"(#[0-9A-Fa-f]{6})\"[^>]*/>(?:(?!legend-entry).)*?>"
                + Pattern.quote(series) + "</text>").matcher(svg);
        assertThat(matcher.find()).as("legend entry " + series).isTrue();
        return matcher.group(1);
    }
}
