package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** The verdict as the page's first section: one row per comparison, ratios with intervals, untrusted figures named in red. */
class VerdictSectionTest {
    private final String page = ComparisonPage.render(SampleRun.run(), SampleRun.cells());

    @Test
    void comesFirstWithOneRowPerComparison() {
        int verdict = page.indexOf("<section id=\"verdict\"><h2>Verdict</h2>");
        assertThat(verdict).as("after the header, before the nav and the first scenario").isGreaterThan(page.indexOf("</header>"))
                .isLessThan(page.indexOf("<nav>")).isLessThan(page.indexOf("<section class=\"scenario\""));
        String section = page.substring(verdict, page.indexOf("</section>", verdict));
        assertThat(section.split("<tr><td>", -1)).as("6 plain-jdk groups against the pool, Liberty against fixed and pool").hasSize(9);
        assertThat(section).contains("<tr><td>plain-jdk/temurin-25/cpu-1/io</td><td>pool</td><td><strong>virtual threads against the pool: ")
                .contains("<td class=\"number\">0.95 [0.89-1.02]</td>")
                .as("Liberty's virtual cell is flagged CV DRV: its spread is in the interval, its capacity a lower bound")
                .contains("<td class=\"number\">≥ 1.73 [1.62-1.86] (virtual threads driver-bound)</td>")
                .as("a cell never steady: the figure not compared is named, in red")
                .contains("<td><span class=\"untrusted\">not compared: virtual threads: flagged NS (3 never steady)</span></td>")
                .as("the method under the table, once").contains("</table></div><p class=\"hint\">Each ratio is virtual threads&#39; figure");
        assertThat(page).contains("<nav><a href=\"#verdict\">verdict</a> · ");
    }

    @Test
    void aDriverBoundCapacityIsShownAsTheBoundItIs() {
        List<CellResult> cells = List.of(SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1900, true),
                SampleRun.flagged(SampleRun.measured("plain-jdk", "temurin-25", "virtual", 1, "io", 2600, true), List.of(Flag.DRIVER_BOUND)));
        String section = VerdictSection.render(dev.vtbench.harness.verdict.Verdict.of(cells));
        assertThat(section).contains("≥ 1.37 [1.28-1.46] (virtual threads driver-bound)")
                .contains("at least 137% [128-146%] of the pool&#39;s capacity (virtual threads&#39; figure is a lower bound");
    }
}
