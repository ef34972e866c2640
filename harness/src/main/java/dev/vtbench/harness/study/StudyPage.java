package dev.vtbench.harness.study;

import java.util.List;

import static dev.vtbench.harness.report.HtmlText.escape;

/** study.html: the report as one self-contained page (no script, no network), opened from disk. */
final class StudyPage {
    private StudyPage() {}

    static String render(StudyReport report) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>")
                .append(escape(report.title())).append("</title><style>")
                .append("body{font-family:system-ui,sans-serif;margin:2rem;max-width:75rem;color:#222}")
                .append("table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #ccc;padding:.3rem .6rem;text-align:right}")
                .append("th:first-child,td:first-child{text-align:left}th{background:#f3f3f3}")
                .append(".finding{background:#eef6ee;padding:.6rem 1rem;border-left:4px solid #4a4}.muted{color:#666}")
                .append("</style></head><body>\n");
        html.append("<h1>").append(escape(report.title())).append("</h1>\n");
        html.append("<p class=\"muted\">study <code>").append(escape(report.name())).append("</code>, scale <code>")
                .append(report.scale().option()).append("</code>: <code>").append(escape(report.command())).append("</code></p>\n");
        html.append("<h2>Findings (computed from the data)</h2>\n");
        report.findings().forEach(f -> html.append("<p class=\"finding\">").append(escape(f)).append("</p>\n"));
        if (report.claim() != null) {
            html.append(table(ClaimTable.of(report.claim())));
        }
        Seed seed = new Seed(report.seedFile());
        html.append("<p>Published in ").append(seed.label()).append(" (<code>").append(escape(seed.page()))
                .append("</code> in the vtbench checkout): ").append(escape(report.published())).append("</p>\n");
        list(html, "Method", report.method());
        list(html, "Machine", report.machine().entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).toList());
        for (StudySection section : report.sections()) {
            html.append("<h2>").append(escape(section.heading())).append("</h2>\n<ul>");
            section.conditions().forEach(c -> html.append("<li>").append(escape(c)).append("</li>"));
            html.append("</ul>\n").append(table(section.table()));
            html.append("<ul>");
            section.findings().forEach(f -> html.append("<li>").append(escape(f)).append("</li>"));
            html.append("</ul>\n");
        }
        if (!report.failed().isEmpty()) {
            list(html, "Failed (nothing from these conditions is in the tables)", report.failed());
        }
        if (!report.skipped().isEmpty()) {
            list(html, "Skipped", report.skipped());
        }
        return html.append("</body></html>\n").toString();
    }

    private static void list(StringBuilder html, String heading, List<String> items) {
        html.append("<h2>").append(escape(heading)).append("</h2>\n<ul>");
        items.forEach(i -> html.append("<li>").append(escape(i)).append("</li>"));
        html.append("</ul>\n");
    }

    private static String table(StudyTable table) {
        StringBuilder html = new StringBuilder("<table><thead><tr>");
        table.header().forEach(h -> html.append("<th>").append(escape(h)).append("</th>"));
        html.append("</tr></thead><tbody>");
        for (List<String> row : table.texts()) {
            html.append("<tr>");
            row.forEach(c -> html.append("<td>").append(escape(c)).append("</td>"));
            html.append("</tr>");
        }
        return html.append("</tbody></table>\n").toString();
    }
}
