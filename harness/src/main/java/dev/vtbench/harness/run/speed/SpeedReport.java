package dev.vtbench.harness.run.speed;

import dev.vtbench.harness.result.Spread;

import java.util.Locale;
import java.util.Optional;

/** What a probed core's speed says, in words: the lines {@code harness/vtbench machine} prints for each core. */
public final class SpeedReport {
    private SpeedReport() {}

    /**
     * "core 1 (the server's in cpu-1), 30 s: a unit of fixed work took 8.1 to 14.7 ms (per-second medians); each second
     * at 55-100% of the fastest second's speed (CV 12.3%); 9 s windows at 71-92% (CV 6.2%, 3 windows)".
     */
    public static String line(SpeedSeries series, String role, int windowSeconds) {
        Spread seconds = series.perSecond();
        Optional<Spread> windows = series.windows(windowSeconds);
        return String.format(Locale.ROOT, "core %d (%s), %d s: a unit of fixed work (a sort of %,d ints) took %s to %s (per-second "
                        + "medians); each second at %.0f-%.0f%% of the fastest second's speed (CV %.1f%%); %s",
                series.core(), role, series.seconds(), FixedWork.VALUES, time(series.fastestMicros()), time(series.slowestMicros()),
                100 * seconds.min(), 100 * seconds.max(), 100 * seconds.coefficientOfVariation(),
                windows.map(w -> String.format(Locale.ROOT, "%d s windows at %.0f-%.0f%% (CV %.1f%%, %d windows)", windowSeconds,
                        100 * w.min(), 100 * w.max(), 100 * w.coefficientOfVariation(), w.samples()))
                        .orElse("too short a probe for two " + windowSeconds + " s windows"));
    }

    /**
     * What the server's core means for a run: how much a window's figure moves with nothing else running, which the
     * rounds cannot tell from a difference between modes; empty when the probe holds fewer than two windows.
     */
    public static Optional<String> reading(SpeedSeries server, int windowSeconds) {
        return server.windows(windowSeconds).map(windows -> String.format(Locale.ROOT, "on the server's core, %d s windows' speed "
                + "moved by %.1f%% (CV) with nothing else running: %s", windowSeconds, 100 * windows.coefficientOfVariation(), windows.coefficientOfVariation() < 0.01
                ? "the machine alone moves a window's figure by under 1%, so what spreads repetitions more than that is the servers' own"
                : "the machine alone moves a window's figure about that much from one server to the next, whatever the mode, so a "
                        + "difference between modes near that size needs more rounds to be decided (`--budget`, `--rounds.max`); an A/A "
                        + "run (`--modes pool,pool`) shows what the rounds make of it"));
    }

    private static String time(double micros) {
        return micros >= 1_000 ? String.format(Locale.ROOT, "%.2f ms", micros / 1_000) : String.format(Locale.ROOT, "%.0f µs", micros);
    }
}
