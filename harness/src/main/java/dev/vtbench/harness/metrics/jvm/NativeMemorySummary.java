package dev.vtbench.harness.metrics.jvm;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Where a JVM's memory goes, as its native memory tracking counts it ({@code jcmd PID VM.native_memory summary
 * scale=KB}): committed kilobytes per category, under the labels the JVM prints ("Java Heap", "Class",
 * "Thread", "Code", "GC", "Internal", "Other", "Symbol", "Tracing" ... the set differs a little between JDK 21
 * and 25, so they are kept as printed). Direct byte buffers land in "Other" on both: NIO allocates them through
 * Unsafe.allocateMemory, which NMT tags mtOther. Thread stacks are in "Thread" (one per platform thread;
 * virtual threads' stacks are heap objects).
 *
 * @param reservedKb the total address space reserved; -1 when unknown
 * @param committedKb the total committed (the part that can be resident); -1 when unknown
 * @param unknown why there are no figures, "" when there are
 */
public record NativeMemorySummary(long reservedKb, long committedKb, Map<String, Long> committedKbByCategory, String unknown) {

    /** The category direct byte buffers are counted in. */
    public static final String DIRECT_BUFFERS_CATEGORY = "Other";

    private static final Pattern TOTAL = Pattern.compile("^Total: reserved=(\\d+)KB, committed=(\\d+)KB", Pattern.MULTILINE);
    private static final Pattern CATEGORY = Pattern.compile("^-\\s+(.+?) \\(reserved=(\\d+)KB, committed=(\\d+)KB\\)", Pattern.MULTILINE);

    public static NativeMemorySummary unknown(String reason) {
        return new NativeMemorySummary(-1, -1, Map.of(), reason);
    }

    /** Parses jcmd's output; a JVM without tracking gives a summary that says so, with the remedy. */
    public static NativeMemorySummary parse(String jcmdOutput) {
        if (jcmdOutput.contains("Native memory tracking is not enabled")) {
            return unknown("the server JVM runs without native memory tracking: give it -XX:NativeMemoryTracking=summary"
                    + " (JvmOptions.SERVER_TOOL_OPTIONS)");
        }
        Matcher total = TOTAL.matcher(jcmdOutput);
        if (!total.find()) {
            return unknown("VM.native_memory printed no \"Total: reserved=...KB, committed=...KB\" line: "
                    + jcmdOutput.lines().limit(3).toList());
        }
        Map<String, Long> categories = new LinkedHashMap<>();
        Matcher category = CATEGORY.matcher(jcmdOutput);
        while (category.find()) {
            categories.put(category.group(1).strip(), Long.parseLong(category.group(3)));
        }
        return new NativeMemorySummary(Long.parseLong(total.group(1)), Long.parseLong(total.group(2)),
                Collections.unmodifiableMap(categories), "");
    }

    /** Committed kilobytes of one category as the JVM labels it; -1 when it printed none (NMT leaves out those under 1 KB). */
    public long committedKb(String category) {
        return committedKbByCategory.getOrDefault(category, -1L);
    }
}
