package dev.vtbench.harness.run.speed;

import dev.vtbench.harness.result.Spread;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A core's speed through a probe, second by second: each second's median time for a unit of {@link FixedWork}, and what
 * a measured window would see of it. A throughput is proportional to speed, so each second's speed is read relative to
 * the fastest second (1 is the fastest, 0.55 a second in which the same work took 1.8 times as long), and a window's
 * speed is the mean of its seconds'.
 *
 * @param core the core probed
 * @param secondMedianMicros per second of the probe, the median microseconds of a unit of work in it
 */
public record SpeedSeries(int core, List<Double> secondMedianMicros) {
    public SpeedSeries {
        secondMedianMicros = List.copyOf(secondMedianMicros);
        if (secondMedianMicros.isEmpty() || secondMedianMicros.stream().anyMatch(micros -> !(micros > 0))) {
            throw new IllegalArgumentException("a speed series needs one positive time per second, got " + secondMedianMicros);
        }
    }

    public int seconds() {
        return secondMedianMicros.size();
    }

    public double fastestMicros() {
        return secondMedianMicros.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
    }

    public double slowestMicros() {
        return secondMedianMicros.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
    }

    /** Each second's speed relative to the fastest second's: 1 for the fastest. */
    public List<Double> relativeSpeeds() {
        double fastest = fastestMicros();
        return secondMedianMicros.stream().map(micros -> fastest / micros).toList();
    }

    /** The spread of the seconds' speeds. */
    public Spread perSecond() {
        return Spread.of(relativeSpeeds());
    }

    /**
     * The spread of the mean speeds of consecutive windows of {@code windowSeconds} (the rest of the probe, shorter than a
     * window, left out): how much a window's figure would move on this core with nothing else running. Empty with fewer
     * than two whole windows.
     */
    public Optional<Spread> windows(int windowSeconds) {
        if (windowSeconds < 1) {
            throw new IllegalArgumentException("a window needs at least 1 second, got " + windowSeconds);
        }
        List<Double> speeds = relativeSpeeds();
        List<Double> means = new ArrayList<>();
        for (int start = 0; start + windowSeconds <= speeds.size(); start += windowSeconds) {
            means.add(speeds.subList(start, start + windowSeconds).stream().mapToDouble(Double::doubleValue).average().orElseThrow());
        }
        return means.size() < 2 ? Optional.empty() : Optional.of(Spread.of(means));
    }
}
