package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.ResultsFolder;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The comparison page's structure, escaping and self-containment, from a run built with the real records. */
class ComparisonPageTest {
    private static final Pattern SVG = Pattern.compile("<svg.*?</svg>", Pattern.DOTALL);
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
        assertThat(legend(chart(svgs, "io: throughput"))).as("io throughput legend: the failed Temurin 21 cell is not charted")
                .containsExactly("liberty temurin-21 fixed", "liberty temurin-21 pool", "liberty temurin-21 virtual",
                        "plain-jdk temurin-25 pool", "plain-jdk temurin-25 virtual");
        assertThat(legend(chart(svgs, "io: throughput ratio"))).as("virtual ÷ each non-virtual mode of each runtime and JVM")
                .containsExactly("liberty temurin-21: virtual ÷ fixed", "liberty temurin-21: virtual ÷ pool", "plain-jdk temurin-25: virtual ÷ pool");
        assertThat(chart(svgs, "io: throughput ratio")).as("the parity line").contains("class=\"reference\"").contains("1.0: same throughput");
        assertThat(chart(svgs, "io: ramp-up at 1 CPU")).as("the warm-up boundary").contains("class=\"marker\"").contains("warm-up ends (15 s)");
        assertThat(svgs).as("every chart has a legend entry").allSatisfy(svg -> assertThat(legend(svg)).isNotEmpty());
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
        assertThat(page).as("throughput median [min–max] cv of plain-jdk virtual at 1 CPU /io").contains("<strong>2600</strong> [2522–2678]<br>cv 3.0% of 3");
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

    @Test
    void writesThePageBesideTheResultsDuringARunAndAgainFromResultsJson(@TempDir Path folder) throws Exception {
        ResultsFolder results = ResultsFolder.create(folder, SampleRun.run());
        for (CellResult cell : SampleRun.cells()) {
            results.add(cell, cell.cell().replace('/', '_'));
        }
        ComparisonPageFile.writeDuringRun(results);
        Path page = folder.resolve("comparison.html");
        assertThat(Files.readString(page)).as("comparison.html beside results.json, from the cells in memory").isEqualTo(this.page);

        Files.delete(page);
        assertThat(ComparisonPageFile.write(folder)).as("written again from results.json").isEqualTo(page);
        assertThat(Files.readString(page)).as("the same page: every figure, NaN included, reads back from results.json")
                .isEqualTo(this.page);
        assertThat(folder.resolve("comparison.html.tmp")).as("no temporary file left").doesNotExist();
    }

    static List<String> svgs(String html) {
        List<String> svgs = new ArrayList<>();
        Matcher matcher = SVG.matcher(html);
        while (matcher.find()) {
            svgs.add(matcher.group());
        }
        return svgs;
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
