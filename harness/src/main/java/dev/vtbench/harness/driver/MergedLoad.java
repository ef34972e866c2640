package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.CoordinatedWindow;
import dev.vtbench.harness.load.LatencyHistogram;
import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.SteadyState;
import org.HdrHistogram.Histogram;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One result of several drivers that loaded one server together. Counts (ok, ko, errors by kind) are sums. The
 * percentiles come from the sum of the drivers' latency histograms, never from an average of their percentiles
 * (the mean of two p99s is the p99 of neither driver nor of their sum). Each driver measured its own window, so the
 * throughput is the sum of the drivers' throughputs, each over its own window, rather than the merged count over one
 * window; the merged window recorded is the part every driver measured, from the latest opening to the earliest
 * close. The per-second timeline is summed second by second from each driver's first request. The merged rate
 * is steady only if every driver's was; driver saturation stays a per-driver judgement (each driver's own result).
 * Drivers that waited for a steady rate together opened one window the harness chose ({@link CoordinatedWindow}):
 * their windows are then the same interval, and the merged result records that window and the judgement that opened it.
 */
public final class MergedLoad {
    private MergedLoad() {}

    public static LoadResult merge(List<LoadResult> drivers) {
        return merge(drivers, Optional.empty());
    }

    /** As above, for drivers that shared the {@code coordinated} window the harness opened for them (when it did). */
    public static LoadResult merge(List<LoadResult> drivers, Optional<CoordinatedWindow> coordinated) {
        if (drivers.isEmpty()) {
            throw new IllegalArgumentException("no driver result to merge: run at least one driver");
        }
        LoadResult first = drivers.getFirst();
        Histogram latencies = new Histogram(3);
        latencies.setAutoResize(true);
        for (int i = 0; i < drivers.size(); i++) {
            LoadResult driver = drivers.get(i);
            if (driver.latencyHistogram() == null) {
                throw new IllegalArgumentException("driver " + (i + 1) + "'s result (" + driver.simulation() + ") has no latency"
                        + " histogram, so its percentiles cannot be merged: only the throughput simulation's results merge;"
                        + " run that simulation, or run this one with a single driver");
            }
            if (!driver.simulation().equals(first.simulation()) || !driver.model().equals(first.model())) {
                throw new IllegalArgumentException("driver " + (i + 1) + " ran " + driver.simulation() + " (" + driver.model()
                        + ") and driver 1 " + first.simulation() + " (" + first.model() + "): give every driver the same load");
            }
            latencies.add(LatencyHistogram.decode(driver.latencyHistogram()));
        }
        String opened = everyOrNone(drivers.stream().map(LoadResult::windowOpenedAt).toList()).stream().max(byInstant()).orElse("");
        String closed = everyOrNone(drivers.stream().map(LoadResult::windowClosedAt).toList()).stream().min(byInstant()).orElse("");
        return new LoadResult(first.simulation(), first.model(), overlapSeconds(opened, closed),
                drivers.stream().mapToLong(LoadResult::ok).sum(), drivers.stream().mapToLong(LoadResult::ko).sum(),
                errors(drivers), drivers.stream().mapToDouble(LoadResult::throughputPerSecond).sum(),
                LatencyHistogram.percentiles(latencies), timeline(drivers),
                processorsEachSaw(drivers), first.gatlingVersion(),
                drivers.stream().map(LoadResult::startedAt).filter(time -> !time.isEmpty()).min(byInstant()).orElse(""),
                opened, closed,
                sumOrNull(drivers), injectionLagged(drivers), List.of(), null, null, null, steadyState(drivers, coordinated),
                LatencyHistogram.encode(latencies));
    }

    /**
     * The processors each driver's JVM saw, when they all saw the same number (each is checked against its own cpuset
     * of that size); -1, unknown, when they differ: a sum would read as one driver's JVM seeing them all.
     */
    private static int processorsEachSaw(List<LoadResult> drivers) {
        List<Integer> seen = drivers.stream().map(LoadResult::driverAvailableProcessors).distinct().toList();
        return seen.size() == 1 ? seen.get(0) : -1;
    }

    /** The times, or none when a driver has none (its window never opened): then the drivers share no window. */
    private static List<String> everyOrNone(List<String> times) {
        return times.contains("") ? List.of() : times;
    }

    private static Comparator<String> byInstant() {
        return Comparator.comparing(Instant::parse);
    }

    /**
     * How long every driver was measuring at once. Windows that never overlap are refused: the server's figures are
     * cut to the overlap, and there would be none. A coordinated window opens every driver at the same instant, so
     * only hosts whose clocks disagree get here.
     */
    private static double overlapSeconds(String opened, String closed) {
        if (opened.isEmpty() || closed.isEmpty()) {
            return 0;
        }
        long overlapMillis = Instant.parse(closed).toEpochMilli() - Instant.parse(opened).toEpochMilli();
        if (overlapMillis <= 0) {
            throw new IllegalArgumentException("the drivers' measurement windows do not overlap (the last opened at " + opened
                    + ", the first closed at " + closed + "), so no server figure covers them all: check that the hosts'"
                    + " clocks agree (NTP, chronyc tracking), then run again");
        }
        return overlapMillis / 1000.0;
    }

    private static Map<String, Long> errors(List<LoadResult> drivers) {
        Map<String, Long> errors = new TreeMap<>();
        drivers.forEach(driver -> driver.errors().forEach((kind, count) -> errors.merge(kind, count, Long::sum)));
        return errors;
    }

    private static List<Long> timeline(List<LoadResult> drivers) {
        List<Long> sum = new ArrayList<>();
        for (LoadResult driver : drivers) {
            List<Long> own = driver.timelineOkPerSecond();
            for (int second = 0; second < own.size(); second++) {
                if (second == sum.size()) {
                    sum.add(0L);
                }
                sum.set(second, sum.get(second) + own.get(second));
            }
        }
        return sum;
    }

    /** The drivers' CPU in their windows, summed; unknown if any driver's is. */
    private static Double sumOrNull(List<LoadResult> drivers) {
        return drivers.stream().anyMatch(driver -> driver.driverCpuSecondsInWindow() == null) ? null
                : drivers.stream().mapToDouble(LoadResult::driverCpuSecondsInWindow).sum();
    }

    /** Lagged if any driver lagged its schedule; null for the closed model, which has none. */
    private static Boolean injectionLagged(List<LoadResult> drivers) {
        List<Boolean> lagged = drivers.stream().map(LoadResult::injectionLagged).filter(Objects::nonNull).toList();
        return lagged.isEmpty() ? null : lagged.contains(Boolean.TRUE);
    }

    /**
     * Steady only if every driver was (false if any was not, null for fixed warm-ups, which are judged afterwards);
     * the window opened when the last driver's did.
     */
    private static SteadyState steadyState(List<LoadResult> drivers, Optional<CoordinatedWindow> coordinated) {
        SteadyState first = drivers.getFirst().steadyState();
        List<SteadyState> all = drivers.stream().map(LoadResult::steadyState).toList();
        Boolean steady = all.stream().anyMatch(SteadyState::neverSteady) ? Boolean.FALSE
                : all.stream().allMatch(state -> Boolean.TRUE.equals(state.steady())) ? Boolean.TRUE : null;
        // A coordinated window was opened on the summed rate: its seconds to steady are the harness's, not a driver's.
        Double secondsToSteady = coordinated.map(CoordinatedWindow::secondsToSteady)
                .orElseGet(() -> latest(all.stream().map(SteadyState::secondsToSteady).toList()));
        return new SteadyState(first.warmup(), first.minSeconds(), first.maxSeconds(), steady, secondsToSteady,
                latest(all.stream().map(SteadyState::windowOpenedAtSecond).toList()), first.criterion(), coordinated.orElse(null));
    }

    /** The largest, or null if any is null (a driver that never became steady, or never opened its window). */
    private static Double latest(List<Double> seconds) {
        return seconds.contains(null) ? null : seconds.stream().max(Double::compare).orElseThrow();
    }
}
