package dev.vtbench.harness.result;

import com.fasterxml.jackson.annotation.JsonProperty;
import dev.vtbench.contract.Percentile;

import java.util.List;

/**
 * The result of one cell: its context, its verification, each repetition's measurement, the spread across
 * repetitions, the honesty checks that say how far to trust it (as notes, and as {@link Flag}s), and, when it did not run, why and where its log is.
 * Each repetition carries what limited it: computed here where a result holds none (a new result, or one written
 * before limits existed). The cell's CPU per request and its limit are computed from the repetitions, and written
 * beside them.
 */
public record CellResult(String cell, CellStatus status, String reason, String serverLog, CellContext context,
                         List<String> verification, List<Repetition> repetitions, Spread throughput, Spread p99Millis,
                         List<String> notes, List<Flag> flags) {

    public CellResult {
        notes = notes == null ? List.of() : List.copyOf(notes);
        // Results written before flags existed have none: their notes still say what was wrong.
        flags = flags == null ? List.of() : List.copyOf(flags);
        repetitions = repetitions == null ? List.of()
                : List.copyOf(CountedWindows.judged(context, LimitingFactors.recorded(context, repetitions)));
    }

    /** Whether this cell's headline figure, its capacity, may feed a ratio, a comparison or a verdict. */
    public boolean trusted() {
        return trustedFor(Figure.CAPACITY);
    }

    /** Whether this cell's {@code figure} may feed a ratio, a comparison or a verdict: measured, present, no flag against it. */
    public boolean trustedFor(Figure figure) {
        return status == CellStatus.MEASURED && has(figure) && flags.stream().noneMatch(flag -> flag.disqualifies(figure));
    }

    private boolean has(Figure figure) {
        return switch (figure) {
            case CAPACITY -> throughput != null && !throughput.isMissing();
            case CPU_PER_REQUEST -> !cpuMicrosPerRequest().isMissing();
            case LATENCY -> p99Millis != null && !p99Millis.isMissing();
            case MEMORY -> repetitions.stream().anyMatch(r -> r.counted() && r.resources() != null
                    && r.resources().serverSampledPeakRssBytes() >= 0);
        };
    }

    /** Whether its capacity is only a lower bound: the driver saturated before the server did (flag DRV). */
    public boolean driverBound() {
        return flags.contains(Flag.DRIVER_BOUND);
    }

    /** Server CPU microseconds per OK request across the repetitions whose window opened ({@link RequestCost}). */
    @JsonProperty(value = "cpuMicrosPerRequest", access = JsonProperty.Access.READ_ONLY)
    public Spread cpuMicrosPerRequest() {
        return RequestCost.cpuMicrosPerRequest(repetitions);
    }

    /** What limited the cell: the factor most of its measured repetitions had ({@link LimitingFactors#ofCell}). */
    @JsonProperty(value = "limitedBy", access = JsonProperty.Access.READ_ONLY)
    public Limit limitedBy() {
        return LimitingFactors.ofCell(repetitions);
    }

    /**
     * A measured cell: each repetition judged for whether it counts ({@link CountedWindows}), the spreads of the counted
     * ones, and the honesty checks of them all.
     *
     * @param delayMs the endpoint's fixed wait on the backend, for Little's law
     */
    public static CellResult measured(String cell, java.util.Optional<Integer> delayMs, String serverLog, CellContext context,
                                      List<String> verification, List<Repetition> measured) {
        List<Repetition> judged = CountedWindows.judged(context, measured);
        List<Repetition> counted = judged.stream().filter(Repetition::counted).toList();
        Spread throughput = Spread.of(counted.stream().map(r -> r.load().throughputPerSecond()).toList());
        Spread p99 = Spread.of(counted.stream().map(r -> r.load().latencyMicros().getOrDefault(Percentile.P99.key(), Double.NaN) / 1000).toList());
        Findings findings = HonestyChecks.assess(context, delayMs, judged, throughput);
        return new CellResult(cell, CellStatus.MEASURED, "", serverLog, context, verification, judged, throughput, p99,
                findings.notes(), findings.flags());
    }

    public static CellResult notRun(String cell, CellStatus status, String reason, String serverLog, CellContext context,
                                    List<String> verification, List<Repetition> measured) {
        return new CellResult(cell, status, reason, serverLog, context, verification, measured,
                Spread.of(measured.stream().map(r -> r.load().throughputPerSecond()).toList()),
                Spread.of(measured.stream().map(r -> r.load().latencyMicros().getOrDefault(Percentile.P99.key(), Double.NaN) / 1000).toList()),
                List.of(), List.of());
    }
}
