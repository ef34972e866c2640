package dev.vtbench.harness.report;

/**
 * The page's stylesheet, inlined: the page is opened from disk, often on a machine with no network, so it can load
 * nothing (no web font, no CDN). System fonts, dark text on white, status colours that are not the only cue (each
 * status is also written). A chart's box needs its size here: ECharts draws into the box it is given.
 */
final class PageStyle {
    static final String CSS = """
            :root { color-scheme: light; }
            body { font-family: system-ui, -apple-system, "Segoe UI", "Liberation Sans", Arial, sans-serif; color: #1b1f24;
                   background: #fff; margin: 0 auto; padding: 16px 28px 48px; max-width: 1340px; line-height: 1.45; font-size: 15px; }
            h1 { font-size: 26px; margin: 8px 0 4px; }
            h2 { font-size: 20px; margin: 30px 0 10px; border-bottom: 2px solid #d0d7de; padding-bottom: 4px; }
            h4 { margin: 14px 0 6px; }
            .lead { margin: 4px 0 12px; color: #3a4048; }
            dl.context { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 8px 0; }
            dl.context dt { font-weight: 600; color: #3a4048; }
            dl.context dd { margin: 0; overflow-wrap: anywhere; }
            .caveat { background: #fff8e1; border-left: 5px solid #e69f00; padding: 6px 14px; margin: 12px 0; }
            .caveat p { margin: 6px 0; }
            .charts { display: flex; flex-wrap: wrap; gap: 12px 20px; }
            figure { margin: 0; flex: 0 1 648px; }
            figcaption { font-size: 13px; color: #3a4048; margin-bottom: 4px; min-height: 3.2em; }
            figcaption strong { color: #1b1f24; font-size: 15px; display: block; }
            div.chart { width: 100%; height: 440px; background: #fff; border: 1px solid #e3e6ea; border-radius: 4px; }
            .chart-note { font-size: 12px; color: #b3261e; margin: 4px 0 0; max-width: 640px; }
            .timelines { display: flex; flex-wrap: wrap; gap: 8px 14px; }
            figure.small-multiple { flex: 0 1 322px; }
            figure.small-multiple figcaption { min-height: 0; font-size: 12px; overflow-wrap: anywhere; }
            div.timeline { width: 100%; height: 180px; border: 1px solid #e3e6ea; border-radius: 4px; }
            td.flags { white-space: nowrap; }
            abbr.flag { text-decoration: none; font: 600 11px ui-monospace, monospace; padding: 0 3px; border: 1px solid #d0d7de;
                        border-radius: 3px; cursor: help; }
            abbr.flag.disqualifying { color: #fff; background: #b3261e; border-color: #b3261e; }
            td.distrusted strong { color: #b3261e; }
            .untrusted { font-size: 11px; color: #b3261e; white-space: normal; }
            dl.flag-legend { display: grid; grid-template-columns: max-content 1fr; gap: 2px 10px; font-size: 12px; margin: 8px 0; }
            dl.flag-legend dd { margin: 0; }
            .table-scroll { overflow-x: auto; }
            table { border-collapse: collapse; font-size: 13px; }
            th, td { border: 1px solid #d0d7de; padding: 4px 6px; vertical-align: top; text-align: left; }
            th { background: #f3f5f7; font-weight: 600; }
            td.number { text-align: right; white-space: nowrap; font-variant-numeric: tabular-nums; }
            table.verdict td:nth-child(3) { min-width: 320px; max-width: 560px; }
            td.notes ul { margin: 0; padding-left: 16px; }
            td.notes { min-width: 220px; font-size: 12px; }
            td.links { font-size: 12px; white-space: nowrap; }
            td.links div { margin-bottom: 2px; }
            td.cell-name { min-width: 180px; }
            .error-kind { font-size: 11px; color: #57606a; white-space: normal; overflow-wrap: anywhere; max-width: 140px; }
            td.cell-name a { font-weight: 600; }
            .cell-summary { font-size: 11px; color: #57606a; }
            .badge { display: inline-block; padding: 1px 6px; border-radius: 3px; font-weight: 700; font-size: 11px; color: #fff; }
            .status-measured .badge { background: #1a7f37; }
            .status-skipped .badge { background: #6a737d; }
            .status-refused .badge { background: #b35900; }
            .status-failed .badge { background: #c62828; }
            .status-failed td, .status-refused td { background: #fffafa; }
            .reason { font-size: 12px; min-width: 140px; max-width: 260px; overflow-wrap: anywhere; margin-top: 3px; }
            .hint { font-size: 12px; color: #57606a; }
            details { border: 1px solid #d0d7de; border-radius: 4px; padding: 4px 10px; margin: 6px 0; }
            details summary { cursor: pointer; font-weight: 600; }
            details pre { font-size: 12px; background: #f6f8fa; padding: 6px; overflow-x: auto; white-space: pre-wrap; }
            p.empty { color: #57606a; font-style: italic; }
            a { color: #0b5cad; }
            """;

    private PageStyle() {}
}
