package dev.vtbench.harness.report;

import java.nio.charset.StandardCharsets;

/**
 * Text made safe for the page: every string that comes from a run (reasons, notes, logs, JVM versions) may hold
 * markup, so it is escaped for element content and attributes alike; links are relative paths, percent-encoded so
 * that no cell name can turn one into a {@code javascript:} or network address.
 */
public final class HtmlText {
    private HtmlText() {}

    /** Escaped for element content and for double- or single-quoted attributes; null becomes empty. */
    public static String escape(String text) {
        if (text == null) {
            return "";
        }
        StringBuilder escaped = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> escaped.append("&amp;");
                case '<' -> escaped.append("&lt;");
                case '>' -> escaped.append("&gt;");
                case '"' -> escaped.append("&quot;");
                case '\'' -> escaped.append("&#39;");
                default -> escaped.append(c);
            }
        }
        return escaped.toString();
    }

    /**
     * A relative path as an href value: '/' separates segments, every byte outside the unreserved set is
     * percent-encoded (so ':' cannot start a scheme), and the result is attribute-safe.
     */
    static String relativeHref(String path) {
        StringBuilder href = new StringBuilder();
        for (byte b : path.replace('\\', '/').getBytes(StandardCharsets.UTF_8)) {
            char c = (char) (b & 0xff);
            if (c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || "-._~/".indexOf(c) >= 0) {
                href.append(c);
            } else {
                href.append('%').append(String.format("%02X", b & 0xff));
            }
        }
        // A leading '/' would make the link absolute to the disk root, not to the run folder.
        while (href.length() > 0 && href.charAt(0) == '/') {
            href.deleteCharAt(0);
        }
        return href.toString();
    }

    /** An id usable as a fragment anchor: cell ids hold '/', '.' and '?' which are awkward in fragments. */
    static String anchor(String text) {
        return "cell-" + (text == null ? "" : text).replaceAll("[^A-Za-z0-9_-]", "_");
    }
}
