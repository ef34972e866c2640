package dev.vtbench.harness.report;

import dev.vtbench.contract.Percentile;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RequestCost;
import dev.vtbench.harness.result.Spread;

import java.util.List;
import java.util.function.ToDoubleFunction;

/**
 * A cell's figures across its repetitions, as the table and the charts show them: throughput, latency and peak
 * memory and CPU per request as median with min and max, resource use as medians, and errors summed. Recomputed from the repetitions
 * (as CellResult's own spreads are) so that a FAILED cell with some repetitions still shows what it measured. Only
 * repetitions whose measured window opened count: one that never became steady has no figure (as in CellRunner's
 * headline), so a cell none of whose repetitions became steady has no figure at all, rather than a zero.
 */
record CellFigures(Spread throughput, Spread p50Millis, Spread p99Millis, long ok, long ko, double serverCpuPercent,
                   double throttledPeriodsPercent, double driverCpuPercentOfItsCores, Spread peakResidentBytes,
                   Spread cpuMicrosPerRequest) {

    static CellFigures of(CellResult cell) {
        List<Repetition> repetitions = windowed(cell);
        return new CellFigures(
                spread(repetitions, r -> r.load().throughputPerSecond()),
                spread(repetitions, r -> latencyMillis(r, Percentile.P50)),
                spread(repetitions, r -> latencyMillis(r, Percentile.P99)),
                repetitions.stream().mapToLong(r -> r.load().ok()).sum(),
                repetitions.stream().mapToLong(r -> r.load().ko()).sum(),
                median(repetitions, ResourceUse::serverCpuPercent),
                median(repetitions, ResourceUse::serverThrottledPeriodsPercent),
                median(repetitions, ResourceUse::driverSaturationPercent),
                // -1 means the RSS could not be read: leave it out rather than let it drag the median down.
                Spread.of(repetitions.stream().filter(r -> r.resources() != null)
                        .map(r -> (double) r.resources().serverSampledPeakRssBytes()).filter(bytes -> bytes >= 0).toList()),
                RequestCost.cpuMicrosPerRequest(repetitions));
    }

    /** Every repetition with a load result, steady or not: for links, timelines and raw figures. */
    static List<Repetition> repetitions(CellResult cell) {
        return cell.repetitions() == null ? List.of() : cell.repetitions().stream().filter(r -> r.load() != null).toList();
    }

    /** The repetitions whose measured window opened, which alone have figures to count. */
    static List<Repetition> windowed(CellResult cell) {
        return repetitions(cell).stream().filter(r -> r.load().steadyState() == null || !r.load().steadyState().neverSteady()).toList();
    }

    double errorPercent() {
        long all = ok + ko;
        return all == 0 ? Double.NaN : 100.0 * ko / all;
    }

    private static double latencyMillis(Repetition repetition, Percentile percentile) {
        Double micros = repetition.load().latencyMicros() == null ? null : repetition.load().latencyMicros().get(percentile.key());
        return micros == null ? Double.NaN : micros / 1000;
    }

    private static Spread spread(List<Repetition> repetitions, ToDoubleFunction<Repetition> figure) {
        return Spread.of(repetitions.stream().map(figure::applyAsDouble).filter(Double::isFinite).toList());
    }

    private static double median(List<Repetition> repetitions, ToDoubleFunction<ResourceUse> figure) {
        return Spread.of(repetitions.stream().filter(r -> r.resources() != null)
                .map(r -> figure.applyAsDouble(r.resources())).filter(Double::isFinite).toList()).median();
    }
}
