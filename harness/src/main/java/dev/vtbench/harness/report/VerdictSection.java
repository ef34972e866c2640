package dev.vtbench.harness.report;

import dev.vtbench.harness.verdict.FindingText;
import dev.vtbench.harness.verdict.MetricFinding;
import dev.vtbench.harness.verdict.ModeComparison;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.verdict.VerdictMetric;

import java.util.List;
import java.util.function.Predicate;
import java.util.stream.Collectors;

/**
 * The page's first section, before any chart: the verdict, one row per group and baseline with its sentence and each
 * ratio virtual / baseline with its interval, a figure not compared shown with why (in the colour of an untrusted
 * figure), and under the table, once, how the intervals and the sentence are computed.
 */
final class VerdictSection {
    private static final List<VerdictMetric> COLUMNS = List.of(VerdictMetric.CPU_PER_REQUEST, VerdictMetric.LATENCY_P99,
            VerdictMetric.CAPACITY, VerdictMetric.MEMORY_RSS);

    private VerdictSection() {}

    static String render(Verdict verdict) {
        StringBuilder html = new StringBuilder("<section id=\"verdict\"><h2>Verdict</h2>");
        if (verdict.isEmpty()) {
            return html.append("<p class=\"empty\">").append(HtmlText.escape(Verdict.none())).append("</p></section>").toString();
        }
        html.append("<p class=\"hint\">For each runtime, JVM, CPU profile, scenario and load: virtual threads against each other mode ")
            .append("of the runtime, each figure as the ratio virtual / other with its 95% interval.</p>")
            .append("<div class=\"table-scroll\"><table class=\"verdict\"><thead><tr><th>runtime / JVM / profile / scenario / load</th>")
            .append("<th>against</th><th>verdict</th>");
        COLUMNS.forEach(metric -> html.append("<th>").append(HtmlText.escape(heading(metric))).append("</th>"));
        html.append("</tr></thead><tbody>");
        for (ModeComparison comparison : verdict.comparisons()) {
            html.append("<tr><td>").append(HtmlText.escape(comparison.group())).append("</td><td>")
                .append(HtmlText.escape(comparison.baseline().mode().name())).append("</td><td><strong>")
                .append(HtmlText.escape(comparison.sentence())).append("</strong></td>");
            COLUMNS.forEach(metric -> html.append(cell(comparison, f -> f.metric() == metric)));
            html.append("</tr>");
        }
        return html.append("</tbody></table></div><p class=\"hint\">").append(HtmlText.escape(Verdict.METHOD)).append("</p></section>")
                .toString();
    }

    private static String heading(VerdictMetric metric) {
        return metric == VerdictMetric.LATENCY_P99 ? "p99 at each equal-load step" : metric.words();
    }

    /** The findings of one column (several for p99: one per step), each on its line; a figure not compared in red. */
    private static String cell(ModeComparison comparison, Predicate<MetricFinding> column) {
        List<MetricFinding> findings = comparison.findings().stream().filter(column).toList();
        boolean compared = findings.stream().allMatch(f -> f instanceof MetricFinding.Compared);
        String lines = findings.stream().map(f -> (f.step() == null ? "" : HtmlText.escape(FindingText.figure(f)) + ": ")
                + HtmlText.escape(FindingText.value(f, comparison.baseline().mode()))).collect(Collectors.joining("<br>"));
        return compared ? "<td class=\"number\">" + lines + "</td>" : "<td><span class=\"untrusted\">" + lines + "</span></td>";
    }
}
