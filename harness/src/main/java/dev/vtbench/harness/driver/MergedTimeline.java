package dev.vtbench.harness.driver;

import dev.vtbench.gatling.schema.CoordinatedWindowFiles.DriverTimeline;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/**
 * Several drivers' OK requests per second summed by wall-clock second, from the first driver's first request: the
 * rate the server sees, which a coordinated window is opened on. A driver that started later adds nothing before its
 * start (its seconds are placed at its own start, to the nearest second), and only the seconds every driver has
 * already reported are summed, so that a driver whose report lags is never read as a fall in the rate.
 *
 * @param startedAt the earliest driver's first request
 * @param okPerSecond the summed counts, whole seconds from {@code startedAt}
 * @param leastOwnSeconds the fewest seconds any driver has run: how far the slowest driver's own warm-up has come
 */
public record MergedTimeline(Instant startedAt, List<Long> okPerSecond, int leastOwnSeconds) {

    public MergedTimeline {
        okPerSecond = List.copyOf(okPerSecond);
    }

    public static MergedTimeline of(List<DriverTimeline> drivers) {
        if (drivers.isEmpty()) {
            throw new IllegalArgumentException("no driver timeline to merge: a coordinated window needs at least one driver");
        }
        Instant origin = drivers.stream().map(DriverTimeline::startedAt).min(Instant::compareTo).orElseThrow();
        int[] offsets = drivers.stream().mapToInt(driver -> offsetSeconds(origin, driver.startedAt())).toArray();
        int length = Integer.MAX_VALUE;
        for (int i = 0; i < drivers.size(); i++) {
            length = Math.min(length, offsets[i] + drivers.get(i).okPerSecond().size());
        }
        List<Long> sum = new ArrayList<>(length);
        for (int second = 0; second < length; second++) {
            long total = 0;
            for (int i = 0; i < drivers.size(); i++) {
                int own = second - offsets[i];
                if (own >= 0) {
                    total += drivers.get(i).okPerSecond().get(own);
                }
            }
            sum.add(total);
        }
        return new MergedTimeline(origin, sum, drivers.stream().mapToInt(driver -> driver.okPerSecond().size()).min().orElseThrow());
    }

    private static int offsetSeconds(Instant origin, Instant startedAt) {
        return (int) Math.round(Duration.between(origin, startedAt).toMillis() / 1000.0);
    }
}
