package dev.vtbench.harness.verdict;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reasons from several repetitions said once: "the driver's cores were 97% busy" and "the driver's cores were 91% busy"
 * become "the driver's cores were 91-97% busy". Reasons alike but for their figures are one reason whose figures read as
 * ranges, so a step run three times reads like one finding and not like three.
 */
final class AlikeReasons {
    private static final Pattern FIGURE = Pattern.compile("\\d+(?:\\.\\d+)?");

    private AlikeReasons() {}

    /** Each reason once, in the order first seen, its figures the range of the reasons alike. */
    static List<String> merged(List<String> reasons) {
        return counted(reasons).keySet().stream().toList();
    }

    /** Each merged reason and how many of {@code reasons} it stands for, in the order first seen. */
    static Map<String, Long> counted(List<String> reasons) {
        Map<String, List<String>> byShape = new LinkedHashMap<>();
        reasons.forEach(reason -> byShape.computeIfAbsent(shape(reason), shape -> new ArrayList<>()).add(reason));
        Map<String, Long> merged = new LinkedHashMap<>();
        byShape.forEach((shape, alike) -> merged.merge(withRanges(alike), (long) alike.size(), Long::sum));
        return merged;
    }

    private static String shape(String reason) {
        return FIGURE.matcher(reason).replaceAll("#");
    }

    /** The first reason with each figure replaced by the range of that figure across {@code alike}. */
    private static String withRanges(List<String> alike) {
        List<List<String>> figures = alike.stream().map(AlikeReasons::figures).toList();
        Matcher matcher = FIGURE.matcher(alike.get(0));
        StringBuilder text = new StringBuilder();
        int slot = 0;
        while (matcher.find()) {
            int at = slot++;
            List<String> values = figures.stream().map(each -> each.get(at)).toList();
            matcher.appendReplacement(text, Matcher.quoteReplacement(range(values)));
        }
        matcher.appendTail(text);
        return text.toString();
    }

    private static List<String> figures(String reason) {
        List<String> figures = new ArrayList<>();
        Matcher matcher = FIGURE.matcher(reason);
        while (matcher.find()) {
            figures.add(matcher.group());
        }
        return figures;
    }

    /** "91-97" from figures as written, or the one figure when they agree. */
    private static String range(List<String> values) {
        String least = values.get(0);
        String most = values.get(0);
        for (String value : values) {
            least = Double.parseDouble(value) < Double.parseDouble(least) ? value : least;
            most = Double.parseDouble(value) > Double.parseDouble(most) ? value : most;
        }
        return Double.parseDouble(least) == Double.parseDouble(most) ? least : String.format(Locale.ROOT, "%s-%s", least, most);
    }
}
