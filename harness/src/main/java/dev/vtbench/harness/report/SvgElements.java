package dev.vtbench.harness.report;

import java.util.Locale;

/** The few SVG elements the charts draw, written with coordinates rounded to a tenth of a pixel and text escaped. */
final class SvgElements {
    private SvgElements() {}

    static String coordinate(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }

    static String line(double x1, double y1, double x2, double y2, String attributes) {
        return "<line x1=\"" + coordinate(x1) + "\" y1=\"" + coordinate(y1) + "\" x2=\"" + coordinate(x2) + "\" y2=\""
                + coordinate(y2) + "\" " + attributes + "/>";
    }

    static String text(double x, double y, String anchor, String cssClass, String content) {
        return "<text x=\"" + coordinate(x) + "\" y=\"" + coordinate(y) + "\" text-anchor=\"" + anchor + "\" class=\""
                + cssClass + "\">" + HtmlText.escape(content) + "</text>";
    }

    /** A dash attribute, or nothing for a solid stroke. */
    static String dash(String pattern) {
        return pattern == null || pattern.isEmpty() ? "" : " stroke-dasharray=\"" + pattern + "\"";
    }

    static String open(double width, double height, String title) {
        return open(width, height, title, "chart");
    }

    /** An inline SVG of the given class: "chart" for the full-size charts, "timeline" for the small multiples. */
    static String open(double width, double height, String title, String cssClass) {
        return "<svg class=\"" + cssClass + "\" viewBox=\"0 0 " + coordinate(width) + " " + coordinate(height) + "\" width=\""
                + coordinate(width) + "\" height=\"" + coordinate(height) + "\" role=\"img\" aria-label=\""
                + HtmlText.escape(title) + "\"><title>" + HtmlText.escape(title) + "</title>";
    }
}
