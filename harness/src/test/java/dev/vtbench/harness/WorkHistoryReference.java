package dev.vtbench.harness;

import java.util.List;
import java.util.regex.MatchResult;
import java.util.regex.Pattern;

/**
 * A reference to the project's own work history by number, which no reader of the code can look up: an issue (the word
 * issue, or issues, and a number, with or without a hash), a work stop (stop or stops and a number, also in an anchor
 * joined by hyphens; not a phase count such as 1/1 after it, nor a duration such as 0.1 s) or a CI run (CI, in
 * capitals, and a number). Another project's issue, written as its repository or its URL (apache/echarts#16983,
 * github.com/brettwooldridge/HikariCP/issues/2398), is not one. docs/architecture.md says the same for contributors.
 */
final class WorkHistoryReference {
    static final Pattern PATTERN = Pattern.compile(String.join("|",
            "(?i:\\bissues?[ \\t]*[#-]?[ \\t]*)\\d+",
            // The number must not go on as a phase count (1/1), a decimal or a duration (0.1 s, 30 s).
            "(?i:\\bstops?[ \\t]*[#-]?[ \\t]*)\\d++(?![/.,]\\d|[ \\t]*(?:ms|s|min|minutes?|seconds?)\\b)",
            // Not inside a word, a base64 run or a URL: ASCII2, +CI5/ and .../CI9= are no run of CI.
            "(?<![\\w+/=])CI[ \\t-]?\\d++(?![\\w+/=])"));

    private WorkHistoryReference() {}

    /** The references in {@code line}, as written there; empty when it has none. */
    static List<String> in(String line) {
        return PATTERN.matcher(line).results().map(MatchResult::group).toList();
    }
}
