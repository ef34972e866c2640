package dev.vtbench.harness.study;

import java.util.List;
import java.util.Map;

/** study.md: the report as Markdown, for a terminal, a pull request or a CI job page. */
final class StudyMarkdown {
    private StudyMarkdown() {}

    static String render(StudyReport report) {
        StringBuilder md = new StringBuilder();
        md.append("# ").append(report.title()).append("\n\n");
        md.append("Study `").append(report.name()).append("`, scale `").append(report.scale().option()).append("`: `")
                .append(report.command()).append("`\n\n");
        md.append("## Findings (computed from the data)\n\n");
        report.findings().forEach(f -> md.append("- ").append(f).append('\n'));
        if (report.claim() != null) {
            md.append('\n').append(table(ClaimTable.of(report.claim())));
        }
        Seed seed = new Seed(report.seedFile());
        md.append("\nPublished in ").append(seed.label()).append(" (`").append(seed.page()).append("` in the vtbench checkout): ")
                .append(report.published()).append("\n\n");
        md.append("## Method\n\n");
        report.method().forEach(m -> md.append("- ").append(m).append('\n'));
        md.append("\n## Machine\n\n");
        for (Map.Entry<String, String> fact : report.machine().entrySet()) {
            md.append("- ").append(fact.getKey()).append(": ").append(fact.getValue()).append('\n');
        }
        for (StudySection section : report.sections()) {
            md.append("\n## ").append(section.heading()).append("\n\n");
            section.conditions().forEach(c -> md.append("- ").append(c).append('\n'));
            md.append('\n').append(table(section.table())).append('\n');
            section.findings().forEach(f -> md.append("- ").append(f).append('\n'));
        }
        if (!report.failed().isEmpty()) {
            md.append("\n## Failed (nothing from these conditions is in the tables)\n\n");
            report.failed().forEach(f -> md.append("- ").append(f).append('\n'));
        }
        if (!report.skipped().isEmpty()) {
            md.append("\n## Skipped\n\n");
            report.skipped().forEach(s -> md.append("- ").append(s).append('\n'));
        }
        return md.toString();
    }

    static String table(StudyTable table) {
        StringBuilder md = new StringBuilder();
        row(md, table.header());
        row(md, table.header().stream().map(h -> "---").toList());
        table.texts().forEach(r -> row(md, r));
        return md.toString();
    }

    private static void row(StringBuilder md, List<String> cells) {
        md.append("| ").append(String.join(" | ", cells.stream().map(c -> c.replace("|", "\\|")).toList())).append(" |\n");
    }
}
