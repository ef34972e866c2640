package dev.vtbench.gatling;

import dev.vtbench.contract.stats.SimulationStats;
import dev.vtbench.contract.stats.SteadyJudgement;
import dev.vtbench.contract.stats.SteadyRule;
import dev.vtbench.gatling.schema.SteadyCriterion;
import java.time.Instant;

/** Turns what a run recorded into the {@link SimulationStats} every simulation writes. */
final class RunStats {

    private RunStats() {
    }

    /**
     * @param injection what the driver sent against its schedule, {@code null} for the closed
     *     model, which has no schedule
     */
    static SimulationStats of(LoadDescription load, RecordedRun run, WindowCpuUse driverCpu, InjectionReport injection,
            String gatlingVersion, int driverAvailableProcessors) {
        return new SimulationStats(
                load.simulation(),
                load.model(),
                load.users(),
                load.rate(),
                load.endpoint(),
                load.target(),
                load.warmupSeconds(),
                load.durationSeconds(),
                run.measuredSeconds(),
                run.ok(),
                run.ko(),
                run.failuresByKind(),
                Latencies.perSecond(run.ok(), run.measuredSeconds()),
                Latencies.summary(run.okLatenciesMicros()),
                Latencies.encode(run.okLatenciesMicros()),
                run.okPerSecond(),
                gatlingVersion,
                driverAvailableProcessors,
                isoOrNull(run.startedAt()),
                isoOrNull(driverCpu.openedAt()),
                isoOrNull(driverCpu.closedAt()),
                driverCpu.cpuSeconds(),
                injection == null ? null : injection.intendedRequests(),
                injection == null ? null : injection.sentRequests(),
                injection == null ? null : injection.lagMicros(),
                injection == null ? null : injection.lagged(),
                load.warmup().mode(),
                load.warmup().minSeconds(),
                load.warmup().maxSeconds(),
                run.warmup().steady(),
                run.warmup().secondsToSteady(),
                run.warmup().windowOpenedAtSecond(),
                rule(load.warmup().criterion()),
                finite(run.warmup().lastJudgement()),
                load.traffic(),
                run.warmup().secondsToQuietJit(),
                run.warmup().jitWatched() ? Boolean.TRUE : null);
    }

    private static SteadyRule rule(SteadyCriterion criterion) {
        return criterion == null ? null : new SteadyRule(criterion.windowSeconds(), criterion.batchSeconds(),
                criterion.maxRelativeChange(), criterion.negligibleChange(), criterion.maxCv());
    }

    /** A judgement of too few seconds has NaN figures, which JSON cannot hold: none then. */
    private static SteadyJudgement finite(SteadyCriterion.Judgement judgement) {
        if (judgement == null || Double.isNaN(judgement.cv())) {
            return null;
        }
        return new SteadyJudgement(judgement.seconds(), judgement.batchSeconds(), judgement.mean(),
                judgement.relativeChange(), judgement.changeMargin(), judgement.changeLimit(), judgement.cv(),
                judgement.cvLowerBound(), judgement.cvLimit(), judgement.scatterBeyondNoise(), judgement.steady(),
                judgement.drifted());
    }

    private static String isoOrNull(Instant instant) {
        return instant == null ? null : instant.toString();
    }
}
