package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.RunContext;
import dev.vtbench.harness.verdict.Verdict;

import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * comparison.html: one self-contained page per run that compares the modes (thread pool, virtual threads ...) across
 * CPU counts: the verdict first ({@link VerdictSection}), then for each scenario its charts, with every cell's figures,
 * flags, timeline and context below. A figure the run
 * cannot vouch for (a disqualifying flag, or never steady) is shown as such and kept out of every ratio. It is
 * opened from disk, so it holds everything inline and loads nothing (no font, no network): its style, each chart's
 * options as JSON, and the ECharts library that draws them (hover, legend toggles, zoom), with a text summary of each
 * chart for a reader without script.
 */
public final class ComparisonPage {
    public static final String FILE_NAME = "comparison.html";

    private ComparisonPage() {}

    /** The page of a run without rounds. */
    public static String render(RunContext run, List<CellResult> cells) {
        return render(run, cells, Verdict.of(cells));
    }

    /** The page, its verdict section showing {@code verdict}. */
    public static String render(RunContext run, List<CellResult> cells, Verdict verdict) {
        List<MeasuredCell> measured = cells.stream()
                .filter(c -> c.status() == CellStatus.MEASURED && c.context() != null)
                .map(MeasuredCell::of).toList();
        SeriesStyles styles = new SeriesStyles(measured.stream().map(c -> c.identity().seriesName()).distinct().sorted().toList());
        List<String> scenarios = cells.stream().map(c -> CellIdentity.of(c).scenario()).distinct().toList();
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
                .append("<title>vtbench comparison ").append(HtmlText.escape(Objects.toString(run.date(), ""))).append("</title>")
                .append("<style>").append(PageStyle.CSS).append("</style></head><body>");
        html.append(RunHeader.render(run, cells));
        html.append(VerdictSection.render(verdict));
        html.append("<nav><a href=\"#verdict\">verdict</a> · <strong>Scenarios:</strong> ").append(scenarios.stream()
                .map(s -> "<a href=\"#" + HtmlText.escape(HtmlText.anchor("scenario-" + s)) + "\">" + HtmlText.escape(s) + "</a>")
                .collect(Collectors.joining(" · "))).append(" · <a href=\"#every-cell\">every cell</a> · <a href=\"#timelines\">timelines</a></nav>");
        for (String scenario : scenarios) {
            html.append(ScenarioCharts.render(scenario, measured.stream().filter(c -> c.identity().scenario().equals(scenario)).toList(), styles));
        }
        html.append("<div id=\"every-cell\"></div>").append(CellTable.render(cells)).append(TimelineSection.render(cells, styles))
            .append(ContextDetails.render(cells));
        html.append("<footer class=\"hint\">Written by vtbench from results.json; the same figures are in results.csv and summary.md.</footer>");
        html.append(ChartBlock.scripts());
        return html.append("</body></html>\n").toString();
    }
}
