package dev.vtbench.harness.study;

import dev.vtbench.harness.metrics.jvm.NativeMemorySummary;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;

import java.util.Locale;
import java.util.function.ToLongFunction;

/**
 * One memory figure of a server, as each measured repetition already records it (no figure is taken for this study
 * alone), read across a cell's repetitions as median with [min-max]. Only repetitions whose window opened count, as
 * for the cell's throughput; a repetition whose figure could not be read (-1) is left out rather than counted as zero.
 */
enum MemoryFigure {
    /** The Java process size the seed speaks of: the server cgroup's resident memory, sampled twice a second in the window. */
    RESIDENT("RSS (window peak)", "resident memory", r -> r.resources() == null ? -1 : r.resources().serverSampledPeakRssBytes()),
    /**
     * Survivor and old spaces: what the collections kept, where the seed's direct buffers' reference objects wait for a
     * full collection. Not eden, which JDK 25's Serial and Parallel collectors (one CPU: Serial) publish only at collections.
     */
    HEAP_KEPT("heap kept (survivor + old, window max)", "heap kept", r -> r.jvm() == null ? -1 : r.jvm().heapUsedOutsideEdenMaxBytes()),
    NATIVE_TOTAL("NMT committed", "NMT committed memory", r -> kilobytes(nativeMemory(r), nativeMemory(r).committedKb())),
    /** Platform threads' stacks and bookkeeping; virtual threads' stacks are heap objects and do not count here. */
    THREADS("NMT Thread", "NMT Thread memory", r -> category(r, "Thread")),
    /** Direct byte buffers, with whatever else the JVM allocates through Unsafe: NMT tags both "Other". */
    DIRECT_BUFFERS("NMT Other (direct buffers)", "NMT Other (direct buffers)",
            r -> category(r, NativeMemorySummary.DIRECT_BUFFERS_CATEGORY));

    private final String column;
    private final String inWords;
    private final ToLongFunction<Repetition> bytes;

    MemoryFigure(String column, String inWords, ToLongFunction<Repetition> bytes) {
        this.column = column;
        this.inWords = inWords;
        this.bytes = bytes;
    }

    String column() {
        return column;
    }

    String inWords() {
        return inWords;
    }

    /** In bytes, median and [min-max] over the cell's windowed repetitions that have the figure. */
    Spread of(CellResult cell) {
        return Spread.of(cell.repetitions().stream().filter(Repetition::counted)
                .mapToLong(bytes).filter(value -> value >= 0).mapToObj(value -> (double) value).toList());
    }

    /** In bytes, as a table holds it, shown as {@link #show}. */
    StudyFigure figure(CellResult cell) {
        return StudyFigure.median(of(cell), StudyFigure.Unit.BYTES, java.util.List.of(), show(cell));
    }

    /** "412 MiB [400-420]", or "no figure". */
    String show(CellResult cell) {
        Spread spread = of(cell);
        return spread.isMissing() ? "no figure"
                : mebibytes(spread.median()) + " MiB [" + mebibytes(spread.min()) + "-" + mebibytes(spread.max()) + "]";
    }

    /** In MiB, one decimal below 100: a direct-buffer pool or the threads' stacks move by fractions of a MiB. */
    static String mebibytes(double bytes) {
        double mib = bytes / (1024 * 1024);
        return String.format(Locale.ROOT, mib >= 100 ? "%,.0f" : "%.1f", mib);
    }

    private static NativeMemorySummary nativeMemory(Repetition repetition) {
        return repetition.jvmDiagnostics() == null || repetition.jvmDiagnostics().nativeMemory() == null
                ? NativeMemorySummary.unknown("not taken") : repetition.jvmDiagnostics().nativeMemory();
    }

    /** A category NMT did not print holds under 1 KB: zero, when the summary itself was read. */
    private static long category(Repetition repetition, String name) {
        NativeMemorySummary summary = nativeMemory(repetition);
        return kilobytes(summary, summary.committedKb() < 0 ? -1 : Math.max(0, summary.committedKb(name)));
    }

    private static long kilobytes(NativeMemorySummary summary, long kb) {
        return summary.committedKb() < 0 || kb < 0 ? -1 : kb * 1024;
    }
}
