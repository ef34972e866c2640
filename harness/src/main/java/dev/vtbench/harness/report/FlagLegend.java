package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The flags as the table shows them: short codes, a disqualifying one marked (its figure is kept out of every ratio),
 * each with its meaning on hover; and, under the table, what each code used means, once.
 */
final class FlagLegend {
    private FlagLegend() {}

    static String codes(List<Flag> flags) {
        return flags.stream().map(FlagLegend::code).collect(Collectors.joining(" "));
    }

    private static String code(Flag flag) {
        return "<abbr class=\"flag" + (flag.disqualifiesAny() ? " disqualifying" : "") + "\" title=\""
                + HtmlText.escape(flag.meaning() + (flag.disqualifiesAny() ? " — " + untrusted(flag) + ": kept out of ratios" : "")) + "\">"
                + HtmlText.escape(flag.code()) + "</abbr>";
    }

    /** "not trusted" for a flag against every figure, else "capacity not trusted", naming the figures it disqualifies. */
    private static String untrusted(Flag flag) {
        return flag.disqualifiesEveryFigure() ? "not trusted" : flag.disqualifiedText() + " not trusted";
    }

    private static String capitalised(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }

    /** The meaning of each flag some cell carries, in the order of {@link Flag}; nothing if no cell is flagged. */
    static String render(List<CellResult> cells) {
        Set<Flag> used = Flag.carriedBy(cells);
        if (used.isEmpty()) {
            return "";
        }
        StringBuilder html = new StringBuilder("<dl class=\"flag-legend\">");
        for (Flag flag : used) {
            html.append("<dt>").append(code(flag)).append("</dt><dd>").append(HtmlText.escape(flag.meaning()))
                .append(flag.disqualifiesAny() ? ". <strong>" + HtmlText.escape(capitalised(untrusted(flag))) + ":</strong> drawn hollow "
                        + "and kept out of every ratio" + (flag.spreadOfRepetitions() ? " of medians; the verdict's interval carries the "
                        + "spread." : ".") : "")
                .append("</dd>");
        }
        return html.append("</dl>").toString();
    }
}
