package dev.vtbench.harness.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import javax.imageio.ImageIO;
import java.awt.image.BufferedImage;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The comparison page as a browser shows it: rendered by headless Chromium from disk, with no console message, no
 * network request, and its charts drawn by the inlined ECharts; and used as a reader would, each chart's tooltip,
 * legend and zoom answering. A page that throws is checked too, so that a Chromium whose log format
 * changed cannot pass this test by reporting nothing. Fails (never skips) when Chromium is missing.
 */
class ComparisonPageIT {
    private static final int WIDTH = 1400;
    /** Tall enough for the whole sample page (16 charts and 16 timelines, the table and the context), so that all of it is looked at. */
    private static final int HEIGHT = 8000;
    /** Kept for a human to look at, in harness/target/: the page as rendered and its screenshot. */
    private static final Path PAGE = Path.of("target", "comparison-sample", ComparisonPage.FILE_NAME);
    private static final Path SCREENSHOT = Path.of("target", "comparison-screenshot.png");

    @Test
    void rendersOfflineInHeadlessChromiumWithoutConsoleErrors(@TempDir Path folder) throws Exception {
        Files.createDirectories(PAGE.getParent());
        Files.writeString(PAGE, ComparisonPage.render(SampleRun.run(), SampleRun.cells()));

        HeadlessChromium.Outcome outcome = HeadlessChromium.screenshot(PAGE, SCREENSHOT, WIDTH, HEIGHT, folder.resolve("chromium"));

        assertThat(outcome.exitCode()).as("Chromium's exit code; its stderr:\n" + outcome.stderr()).isZero();
        assertThat(outcome.consoleLines()).as("console messages or uncaught errors while showing the page").isEmpty();
        assertThat(outcome.pageRequests()).as("network requests made by the page (it must work offline)").isEmpty();
        assertThat(SCREENSHOT).as("the screenshot").exists();
        assertThat(Files.size(SCREENSHOT)).as("a screenshot of a page with charts and tables is not a few blank kilobytes")
                .isGreaterThan(50_000);
        BufferedImage image = ImageIO.read(SCREENSHOT.toFile());
        assertThat(image).as("a PNG image").isNotNull();
        assertThat(image.getWidth()).as("width").isEqualTo(WIDTH);
        assertThat(image.getHeight()).as("height").isEqualTo(HEIGHT);
        assertThat(strongColourPixels(image)).as("pixels in strong colours (series lines, bars): ECharts drew the charts")
                .isGreaterThan(5_000);
        assertThat(pixelsOfColour(image, 0x1A7F37)).as("pixels of the MEASURED badge: the table was drawn").isGreaterThan(50);
    }

    @Test
    void eachChartAnswersHoverLegendClicksAndZoom(@TempDir Path folder) throws Exception {
        String page = ComparisonPage.render(SampleRun.run(), SampleRun.cells());
        String probe;
        try (var in = getClass().getResourceAsStream("chart-selftest.js")) {
            assertThat(in).as("the probe script chart-selftest.js on the test class path").isNotNull();
            probe = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Path probed = folder.resolve("probed.html");
        // At the page's own end: the inlined library's text holds a "</body>" of its own (in a string).
        int end = page.lastIndexOf("</body>");
        Files.writeString(probed, page.substring(0, end) + "<script>" + probe + "</script>" + page.substring(end));

        HeadlessChromium.Dom dom = HeadlessChromium.dumpDom(probed, 5000, folder.resolve("chromium"));

        assertThat(dom.exitCode()).as("Chromium's exit code; its stderr:\n" + dom.stderr()).isZero();
        assertThat(dom.consoleLines()).as("console messages or uncaught errors while the charts were used").isEmpty();
        Matcher selftest = Pattern.compile("<pre id=\"selftest\">([^<]*)</pre></body>").matcher(dom.html());
        assertThat(selftest.find()).as("the probe wrote its findings into the page (it ran to its end)").isTrue();
        JsonNode results = new ObjectMapper().readTree(selftest.group(1).replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&"));
        assertThat(results.size()).as("16 scenario charts (CPU per request among them) and 16 timelines, each drawn by ECharts")
                .isEqualTo(32);
        results.properties().forEach(entry -> {
            String id = entry.getKey();
            JsonNode chart = entry.getValue();
            assertThat(chart.path("svg").asBoolean()).as(id + " rendered an <svg>").isTrue();
            assertThat(chart.path("tip").asText()).as(id + ": the tooltip of its first point names its series (the cell)")
                    .contains(chart.path("tipSeries").asText()).containsPattern("plain-jdk|liberty");
            if (chart.hasNonNull("legend")) {
                assertThat(chart.path("deselected").asBoolean()).as(id + ": clicking " + chart.path("legend") + " deselects it").isTrue();
                assertThat(chart.path("paintedBefore").asInt()).as(id + ": its series is painted in its colour").isPositive();
                assertThat(chart.path("paintedAfter").asInt()).as(id + ": and is gone once deselected (its sample turns grey)").isZero();
            }
            if (chart.path("zoomable").asBoolean()) {
                assertThat(chart.path("leftAfter").asDouble()).as(id + ": zooming to 20–80 % moves the axis' left end")
                        .isGreaterThan(chart.path("leftBefore").asDouble());
            }
        });
        assertThat(results.properties().stream().filter(e -> e.getValue().hasNonNull("legend")).count())
                .as("every scenario chart (16) has a legend to click").isEqualTo(16);
        assertThat(results.properties().stream().filter(e -> e.getValue().path("zoomable").asBoolean()).count())
                .as("the 6 ramp-ups and 16 timelines zoom").isEqualTo(22);
    }

    @Test
    void reportsTheConsoleErrorsAndRequestsOfAPageThatMisbehaves(@TempDir Path folder) throws Exception {
        Path page = folder.resolve("misbehaving.html");
        Files.writeString(page, "<!DOCTYPE html><html><body><p>misbehaving</p><img src=\"https://vtbench.invalid/pixel.png\">"
                + "<script>console.error('vtbench-console-check'); null.property;</script></body></html>");

        HeadlessChromium.Outcome outcome = HeadlessChromium.screenshot(page, folder.resolve("misbehaving.png"), 400, 300, folder.resolve("chromium"));

        assertThat(outcome.consoleLines()).as("the console error and the uncaught TypeError are seen in Chromium's stderr:\n" + outcome.stderr())
                .anySatisfy(line -> assertThat(line).contains("vtbench-console-check"))
                .anySatisfy(line -> assertThat(line).contains("Uncaught"));
        assertThat(outcome.pageRequests()).as("the page's request to the network is seen in the net log")
                .containsExactly("https://vtbench.invalid/pixel.png");
    }

    /** Pixels far from grey: the page's text, grid and background are all greys, its series are not. */
    private static long strongColourPixels(BufferedImage image) {
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                int rgb = image.getRGB(x, y);
                int r = rgb >> 16 & 0xFF;
                int g = rgb >> 8 & 0xFF;
                int b = rgb & 0xFF;
                if (Math.max(r, Math.max(g, b)) - Math.min(r, Math.min(g, b)) > 100) {
                    count++;
                }
            }
        }
        return count;
    }

    private static long pixelsOfColour(BufferedImage image, int rgb) {
        long count = 0;
        for (int y = 0; y < image.getHeight(); y++) {
            for (int x = 0; x < image.getWidth(); x++) {
                if ((image.getRGB(x, y) & 0xFFFFFF) == rgb) {
                    count++;
                }
            }
        }
        return count;
    }
}
