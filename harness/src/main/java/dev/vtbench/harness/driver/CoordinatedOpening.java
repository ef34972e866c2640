package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.Warmup;
import dev.vtbench.gatling.schema.SteadyCriterion;

import java.time.Duration;
import java.time.Instant;

/**
 * When the harness opens one window for several drivers: once their summed rate ({@link MergedTimeline}) is steady
 * by the criterion a single driver holds its own rate to, and every driver has warmed up for at least the warm-up's
 * minimum; the opening is {@link #LEAD} ahead, so that each driver has read it before it comes and all open
 * together. An opening that would come after the first driver's cap is never given: the drivers then end at their
 * caps, not steady, as a single driver does. The server's JIT must be quiet too ({@code jitQuiet}): the drivers cannot see
 * it, the harness can.
 */
public record CoordinatedOpening(Warmup warmup, SteadyCriterion criterion, java.util.function.BooleanSupplier jitQuiet) {

    /** An opening on the summed rate alone. */
    public CoordinatedOpening(Warmup warmup, SteadyCriterion criterion) {
        this(warmup, criterion, () -> true);
    }
    /** How far ahead the opening is set: about five of a driver's 200 ms ticks, and a second poll of a slow engine. */
    public static final Duration LEAD = Duration.ofSeconds(1);

    public CoordinatedOpening {
        if (!warmup.untilSteady()) {
            throw new IllegalArgumentException("a fixed warm-up (" + warmup.describe() + ") opens each driver's window by itself:"
                    + " only a warm-up until steady is coordinated");
        }
    }

    /** What to do about a merged timeline read at {@code now}. */
    public sealed interface Decision {
        SteadyCriterion.Judgement judgement();
    }

    /** Not steady yet (or not every driver past the minimum): read again in a second. */
    public record Wait(SteadyCriterion.Judgement judgement) implements Decision {}

    /** The cap is too near for an opening: the drivers end not steady at their caps. */
    public record GiveUp(SteadyCriterion.Judgement judgement) implements Decision {}

    /** Open every driver's window at {@code opensAt}; steady after {@code secondsToSteady} of the merged timeline. */
    public record Open(Instant opensAt, int secondsToSteady, SteadyCriterion.Judgement judgement) implements Decision {}

    public Decision decide(MergedTimeline merged, Instant now) {
        SteadyCriterion.Judgement judgement = criterion.judgeLatest(merged.okPerSecond());
        Instant opensAt = now.plus(LEAD);
        if (opensAt.isAfter(merged.startedAt().plusSeconds(warmup.maxSeconds()))) {
            return new GiveUp(judgement);
        }
        if (merged.leastOwnSeconds() >= warmup.minSeconds() && judgement.steady() && jitQuiet.getAsBoolean()) {
            return new Open(opensAt, merged.okPerSecond().size(), judgement);
        }
        return new Wait(judgement);
    }
}
