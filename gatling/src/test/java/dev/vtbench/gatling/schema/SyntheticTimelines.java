package dev.vtbench.gatling.schema;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.BiFunction;

/**
 * Per-second OK counts of known truth, one family per shape a real run takes: each timeline carries the rate it was
 * drawn from ({@code expected}, what a noiseless run would count) beside what was counted ({@code observed}), so
 * whether a stretch of it drifts is known, not estimated. Seeded: the same seed gives the same timeline.
 */
final class SyntheticTimelines {

    /** Timelines run this long: the warm-up cap of 120 s and a 20 s window after it, as the harness's defaults. */
    static final int SECONDS = 141;

    /** One timeline: the rate it was drawn from and the counts drawn. */
    record Timeline(String family, int seed, double[] expected, List<Long> observed) {
    }

    /**
     * A family of timelines; {@code shape} gives, for a random source and a length, the expected rate a second and,
     * where the noise is not plain counting noise, the counts themselves (else {@code null}: Poisson counts of the
     * expected rate).
     */
    record Family(String name, String truth, BiFunction<Random, Integer, Shape> shape) {
        Timeline draw(int seed, int seconds) {
            Random random = new Random(name.hashCode() * 1_000_003L + seed);
            Shape drawn = shape.apply(random, seconds);
            List<Long> observed = new ArrayList<>(seconds);
            for (int second = 0; second < seconds; second++) {
                observed.add(drawn.counts() != null ? drawn.counts()[second] : poisson(random, drawn.expected()[second]));
            }
            return new Timeline(name, seed, drawn.expected(), observed);
        }
    }

    record Shape(double[] expected, long[] counts) {
    }

    static final Family FLAT = new Family("flat 3000/s", "steady throughout",
            (random, seconds) -> flat(seconds, 3000));
    static final Family LOW_RATE = new Family("flat 100/s", "steady throughout: a low rate's counting noise",
            (random, seconds) -> flat(seconds, 100));
    static final Family WAVES = new Family("waves ±10%, period 2-4 s", "steady throughout: a closed model's waves",
            SyntheticTimelines::waves);
    static final Family BURSTS = new Family("bursts: 400 users every 140-200 ms", "steady throughout: waves quantized into seconds",
            SyntheticTimelines::bursts);
    static final Family WARMING_WAVES = new Family("warm-up 15-30 s, then waves", "steady once warm",
            SyntheticTimelines::warmingWaves);
    static final Family CLIMB = new Family("climb 1%/s", "never steady", (random, seconds) -> {
        double start = 2000 + 2000 * random.nextDouble();
        return expected(seconds, second -> start * Math.pow(1.01, second));
    });
    static final Family CLIMB_THEN_FLAT = new Family("climb 3%/s for 10-40 s, then flat", "steady once flat",
            (random, seconds) -> {
                double start = 2000 + 2000 * random.nextDouble();
                double until = 10 + 30 * random.nextDouble();
                return expected(seconds, second -> start * Math.pow(1.03, Math.min(second, until)));
            });
    static final Family SWITCHING = new Family("switch +15% every 5-10 s", "never steady", SyntheticTimelines::switching);
    static final Family STEP = new Family("step ±15% at 5-60 s", "steady before and after the step", (random, seconds) -> {
        double level = 2500 + 1000 * random.nextDouble();
        double at = 5 + 55 * random.nextDouble();
        double factor = random.nextBoolean() ? 1.15 : 0.85;
        return expected(seconds, second -> second < at ? level : level * factor);
    });
    static final Family LATE_DECAY = new Family("decay 1%/s from 20-80 s", "steady until the decay", (random, seconds) -> {
        double level = 2500 + 1000 * random.nextDouble();
        double from = 20 + 60 * random.nextDouble();
        return expected(seconds, second -> level * Math.pow(0.99, Math.max(0, second - from)));
    });

    static final List<Family> ALL = List.of(FLAT, LOW_RATE, WAVES, BURSTS, WARMING_WAVES, CLIMB, CLIMB_THEN_FLAT, SWITCHING,
            STEP, LATE_DECAY);

    private SyntheticTimelines() {
    }

    private static Shape flat(int seconds, double rate) {
        return expected(seconds, second -> rate);
    }

    private static Shape expected(int seconds, java.util.function.IntToDoubleFunction rate) {
        double[] expected = new double[seconds];
        for (int second = 0; second < seconds; second++) {
            expected[second] = rate.applyAsDouble(second);
        }
        return new Shape(expected, null);
    }

    /** ±10% square waves of a 2-4 s period around a flat rate, with counting noise on top: the brief's "periodic ±10%". */
    private static Shape waves(Random random, int seconds) {
        double rate = 2500 + 1500 * random.nextDouble();
        double period = 2 + 2 * random.nextDouble();
        double phase = period * random.nextDouble();
        double[] expected = new double[seconds];
        long[] counts = new long[seconds];
        for (int second = 0; second < seconds; second++) {
            expected[second] = rate;
            double wave = Math.cos(2 * Math.PI * (second + phase) / period) >= 0 ? 1.10 : 0.90;
            counts[second] = poisson(random, rate * wave);
        }
        return new Shape(expected, counts);
    }

    /**
     * A closed model's waves as they are made: 400 users whose requests complete together, every 140-200 ms (a 100 ms
     * wait and the server's time), each wave spread over 10-50 ms; a second holds 5 or 6 waves, or 6 or 7.
     */
    private static Shape bursts(Random random, int seconds) {
        int users = 400;
        double period = 0.14 + 0.06 * random.nextDouble();
        double width = 0.01 + 0.04 * random.nextDouble();
        double[] expected = new double[seconds];
        long[] counts = new long[seconds];
        java.util.Arrays.fill(expected, users / period);
        for (double at = period * random.nextDouble(); at < seconds; at += period * (0.99 + 0.02 * random.nextDouble())) {
            long size = poisson(random, users);
            int first = (int) at;
            int last = (int) (at + width);
            if (last == first || last >= seconds) {
                counts[first] += size;
            } else {
                long inFirst = Math.round(size * (last - at) / width);
                counts[first] += inFirst;
                counts[last] += size - inFirst;
            }
        }
        return new Shape(expected, counts);
    }

    /** Waves whose rate climbs from 40% to full over the first 15-30 s. */
    private static Shape warmingWaves(Random random, int seconds) {
        Shape waves = waves(random, seconds);
        double warm = 15 + 15 * random.nextDouble();
        for (int second = 0; second < seconds; second++) {
            double share = Math.min(1, 0.4 + 0.6 * second / warm);
            waves.expected()[second] *= share;
            waves.counts()[second] = Math.round(waves.counts()[second] * share);
        }
        return waves;
    }

    /** Two levels 15% apart, each held for 5 to 10 s. */
    private static Shape switching(Random random, int seconds) {
        double low = 2500 + 1000 * random.nextDouble();
        double[] expected = new double[seconds];
        boolean high = random.nextBoolean();
        int second = 0;
        while (second < seconds) {
            int hold = 5 + random.nextInt(6);
            for (int i = 0; i < hold && second < seconds; i++, second++) {
                expected[second] = high ? low * 1.15 : low;
            }
            high = !high;
        }
        return new Shape(expected, null);
    }

    /** A Poisson count: Knuth's product of uniforms below 50, the normal approximation above (its error is far below the noise). */
    static long poisson(Random random, double rate) {
        if (rate <= 0) {
            return 0;
        }
        if (rate < 50) {
            double limit = Math.exp(-rate);
            double product = random.nextDouble();
            long count = 0;
            while (product > limit) {
                product *= random.nextDouble();
                count++;
            }
            return count;
        }
        return Math.max(0, Math.round(rate + Math.sqrt(rate) * random.nextGaussian()));
    }
}
