package dev.vtbench.harness.result;

import java.util.List;

/**
 * The result of one cell: its context, its verification, each repetition's measurement, the spread across
 * repetitions, the honesty checks that say how far to trust it (as notes, and as {@link Flag}s), and, when it did not run, why and where its log is.
 */
public record CellResult(String cell, CellStatus status, String reason, String serverLog, CellContext context,
                         List<String> verification, List<Repetition> repetitions, Spread throughput, Spread p99Millis,
                         List<String> notes, List<Flag> flags) {

    public CellResult {
        notes = notes == null ? List.of() : List.copyOf(notes);
        // Results written before flags existed have none: their notes still say what was wrong.
        flags = flags == null ? List.of() : List.copyOf(flags);
    }

    /** Whether this cell's headline figure may feed a ratio, a comparison or a verdict. */
    public boolean trusted() {
        return status == CellStatus.MEASURED && !throughput.isMissing() && flags.stream().noneMatch(Flag::disqualifies);
    }

    public static CellResult notRun(String cell, CellStatus status, String reason, String serverLog, CellContext context,
                                    List<String> verification, List<Repetition> measured) {
        return new CellResult(cell, status, reason, serverLog, context, verification, measured,
                Spread.of(measured.stream().map(r -> r.load().throughputPerSecond()).toList()),
                Spread.of(measured.stream().map(r -> r.load().latencyMicros().getOrDefault("p99", Double.NaN) / 1000).toList()),
                List.of(), List.of());
    }
}
