package dev.vtbench.harness.result;

import dev.vtbench.gatling.schema.SteadyCriterion;
import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.metrics.jvm.NativeMemorySummary;
import dev.vtbench.harness.metrics.jvm.VirtualThreadEvents;
import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each honesty check on its own: a cell measured well gets no flag, and each way of measuring it badly gets its
 * flag and a note that says what happened. The cells are plain-jdk pool cells on cpu-1 (server core 1, driver core 0),
 * closed model, 400 users, 10 s fixed warm-up, 20 s measured.
 */
class HonestyChecksTest {
    private static final int WARMUP = 10;
    private static final int WINDOW = 20;

    private static CellContext context(String endpoint) {
        return Contexts.of("plain-jdk/temurin-25/pool/cpu-1/x").jvmVersion("25.0.1+8-LTS").imageId("sha256:0").scenario("x", endpoint)
                .load(LoadSpec.closed(400, Warmup.fixed(WARMUP), WINDOW)).build();
    }

    /** OK requests per second from the first request: a warm-up at the steady rate, then the window's seconds. */
    private static List<Long> timeline(long warmupRate, long... windowRates) {
        List<Long> seconds = new ArrayList<>();
        for (int second = 0; second < WARMUP; second++) {
            seconds.add(warmupRate);
        }
        for (long rate : windowRates) {
            seconds.add(rate);
        }
        seconds.add(warmupRate / 3); // the last second, cut short by the end of the run
        return seconds;
    }

    private static List<Long> flat(long rate) {
        long[] window = new long[WINDOW];
        java.util.Arrays.fill(window, rate);
        return timeline(rate, window);
    }

    /** A window whose rate moves linearly from {@code from} to {@code to}. */
    private static List<Long> sloped(long from, long to) {
        long[] window = new long[WINDOW];
        for (int second = 0; second < WINDOW; second++) {
            window[second] = from + (to - from) * second / (WINDOW - 1);
        }
        return timeline(from, window);
    }

    private static LoadResult load(double throughput, long ko, List<Long> timeline, SteadyState steadyState) {
        long ok = Math.round(throughput * WINDOW);
        return new LoadResult("ThroughputSimulation", "closed", WINDOW, ok, ko, ko == 0 ? Map.of() : Map.of("j.n.ConnectException", ko),
                throughput, Map.of("p50", 200_000.0, "p99", 400_000.0), timeline, 1, "3.15.1", "2026-01-01T00:00:00Z",
                "2026-01-01T00:00:10Z", "2026-01-01T00:00:30Z", 6.0, null, List.of(), null, null, null, steadyState);
    }

    private static ResourceUse resources(double driverJvmPercent, double driverCoresBusyPercent) {
        return resources(95, driverJvmPercent, driverCoresBusyPercent);
    }

    /** The server using {@code serverCpuPercent} of one core (its quota on cpu-1 is 100%). */
    private static ResourceUse resources(double serverCpuPercent, double driverJvmPercent, double driverCoresBusyPercent) {
        return new ResourceUse(20, serverCpuPercent, 10, 0.5, 400L << 20, 10, driverJvmPercent, driverJvmPercent, 450L << 20, true,
                driverCoresBusyPercent);
    }

    private static Repetition repetition(int index, LoadResult load, ResourceUse resources, List<String> noise) {
        return new Repetition(index, load, "rep-" + index + "/gatling", "rep-" + index + "/gatling.log", true, "it is still running",
                resources, JvmUse.unknown("not measured"), new JvmDiagnostics(NativeMemorySummary.unknown("not measured"),
                VirtualThreadEvents.unknown("not measured")), Map.of(), noise, "aot-cache");
    }

    private static Repetition steady(int index, double throughput) {
        return repetition(index, load(throughput, 0, flat(Math.round(throughput)), SteadyState.fixed(WARMUP)), resources(40, 60), List.of());
    }

    /** A steady 8,000 req/s with the server at {@code serverCpuPercent} of one core and an idle driver. */
    private static Repetition atServerCpu(int index, double serverCpuPercent) {
        return repetition(index, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(serverCpuPercent, 40, 60), List.of());
    }

    private static Findings assess(List<Repetition> repetitions) {
        return assess(repetitions, Optional.empty(), "/hello");
    }

    /** As a cell's result assesses them: each repetition judged for whether it counts, the throughput of those that do. */
    private static Findings assess(List<Repetition> repetitions, Optional<Integer> delayMs, String endpoint) {
        List<Repetition> judged = CountedWindows.judged(context(endpoint), repetitions);
        Spread throughput = Spread.of(judged.stream().filter(Repetition::counted).map(r -> r.load().throughputPerSecond()).toList());
        return HonestyChecks.assess(context(endpoint), delayMs, judged, throughput);
    }

    @Test
    void aSteadyWellMeasuredCellHasNoFlagAndNoNote() {
        Findings findings = assess(List.of(steady(1, 8000), steady(2, 8100), steady(3, 7900)));

        assertThat(findings.flags()).as("flags of a cell measured well").isEmpty();
        assertThat(findings.notes()).as("notes of a cell measured well").isEmpty();
    }

    @Test
    void aWindowMeasuredAgainOnItsServerCountsAndSaysWhichWindowItWasAndWhy() {
        String earlier = "rep-2-jit-busy-1: the server's JIT compiler worked through the window (on a CPU or waiting for one 9% of it, "
                + "0.47 s of CPU; at most 5% counts)";
        Repetition again = steady(2, 8000).withEarlierWindows(List.of(earlier));

        Findings findings = assess(List.of(steady(1, 8100), again, steady(3, 7900)));

        assertThat(findings.flags()).as("a window measured again on a warm JIT is as good as any").isEmpty();
        assertThat(findings.notes()).singleElement().asString()
                .startsWith("repetition 2: its server's window 2, measured again on the same JVM after rep-2-jit-busy-1: ")
                .contains("9% of it");
    }

    @Test
    void theEarlierWindowsOfARepetitionAreWrittenAndReadBackAndAFirstWindowWritesNone() throws Exception {
        Repetition again = steady(2, 8000).withEarlierWindows(List.of("rep-2-jit-busy-1: the server's JIT compiler worked through it"));

        String written = ResultsFolder.JSON.writeValueAsString(again);
        Repetition read = ResultsFolder.JSON.readValue(written, Repetition.class);

        assertThat(read.earlierWindows()).containsExactly("rep-2-jit-busy-1: the server's JIT compiler worked through it");
        assertThat(ResultsFolder.JSON.writeValueAsString(steady(1, 8000))).doesNotContain("earlierWindows");
        assertThat(ResultsFolder.JSON.readValue(ResultsFolder.JSON.writeValueAsString(steady(1, 8000)), Repetition.class).earlierWindows())
                .isEmpty();
    }

    @Test
    void driverCoresBusyWithOtherProcessesSaturateTheDriverThoughItsJvmIsNot() {
        Repetition busyCore = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(70, 55, 96), List.of());

        Findings findings = assess(List.of(busyCore, atServerCpu(2, 70), atServerCpu(3, 70)));

        assertThat(findings.flags()).as("the Gatling JVM at 55%%, its core at 96%%, the server at 70%% of its quota")
                .containsExactly(Flag.DRIVER_BOUND);
        assertThat(findings.notes()).singleElement().asString().contains("repetition 1", "cores 0", "96% busy", "Gatling JVM alone 55%",
                "70% of its 1-CPU quota", "at least 8000 req/s");
    }

    @Test
    void aSaturatedGatlingJvmSaturatesTheDriverEvenWhenItsCoresCannotBeRead() {
        Repetition busyJvm = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(70, 93, Double.NaN), List.of());

        Findings findings = assess(List.of(busyJvm, atServerCpu(2, 70), atServerCpu(3, 70)));

        assertThat(findings.flags()).containsExactly(Flag.DRIVER_BOUND);
    }

    @Test
    void aSaturatedDriverBesideAServerAtItsQuotaIsServerBoundAndTrusted() {
        // The fresh-clone /hello cells: both sides busy, the server at 98% of its quota.
        Repetition bothBusy = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(98, 60, 97), List.of());

        Findings findings = assess(List.of(bothBusy, steady(2, 8000), steady(3, 8000)));

        assertThat(findings.flags()).as("DRV+, which disqualifies nothing").containsExactly(Flag.DRIVER_BUSY);
        assertThat(Flag.DRIVER_BUSY.disqualifiesAny()).as("server-bound: every figure stands").isFalse();
        assertThat(findings.notes()).singleElement().asString().contains("repetition 1", "97% busy", "98% of its 1-CPU quota",
                "server-bound");
    }

    @Test
    void aSaturatedDriverWithTheServersCpuUnknownStaysDriverBound() {
        Repetition unknownServer = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(Double.NaN, 60, 97), List.of());

        Findings findings = assess(List.of(unknownServer, steady(2, 8000), steady(3, 8000)));

        assertThat(findings.flags()).as("headroom cannot be ruled out: the cautious reading").containsExactly(Flag.DRIVER_BOUND);
        assertThat(findings.notes()).singleElement().asString().contains("an unknown share of its 1-CPU quota");
    }

    @Test
    void theQuotaIsTheServersCpusetWhereThatHoldsFewerCores() {
        // A 2-CPU quota on one core: 95% of one core is 95% of what the server could use.
        CellContext twoOnOne = Contexts.from(context("/hello")).cpus(2).build();
        Repetition bothBusy = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(95, 60, 97), List.of());

        Findings findings = HonestyChecks.assess(twoOnOne, Optional.empty(), List.of(bothBusy),
                Spread.of(List.of(8000.0)));

        assertThat(ServerQuota.of(twoOnOne).cores()).as("min(quota 2, cpuset of 1 core)").isEqualTo(1.0);
        assertThat(findings.flags()).contains(Flag.DRIVER_BUSY).doesNotContain(Flag.DRIVER_BOUND);
    }

    @Test
    void theNotesSayWhatCpuPerRequestLeftOutOfAJitStillCompiling() {
        // A server at 25% of its core whose compiler threads used 0.1 and then 0.2 s of a 20 s window: 2% and 4% of its CPU.
        List<Repetition> compiling = List.of(withJitCpu(1, 0.1), withJitCpu(2, 0.2), withJitCpu(3, 0.01));

        Findings findings = assess(compiling);

        assertThat(findings.notes()).contains("CPU per request leaves out what the JIT compiler still used in the windows: "
                + "0.2-4.0% of the server's CPU");
        assertThat(assess(List.of(withJitCpu(1, 0.01), withJitCpu(2, 0.02))).notes()).as("under 1%: nothing worth saying")
                .noneMatch(note -> note.contains("JIT"));
    }

    private static Repetition withJitCpu(int index, double jitCpuSeconds) {
        JvmUse jvm = new JvmUse(20, 30, 0.5, Map.of(), -1, -1, -1, 1, 1, 30, 30, 50, 0.2, 1_000_000, 200_000, 31, "", Double.NaN,
                jitCpuSeconds, 0.005);
        return new Repetition(index, load(2000, 0, flat(2000), SteadyState.fixed(WARMUP)), "rep-" + index + "/gatling",
                "rep-" + index + "/gatling.log", true, "it is still running", resources(25, 40, 60), jvm,
                new JvmDiagnostics(NativeMemorySummary.unknown("not measured"), VirtualThreadEvents.unknown("not measured")), Map.of(),
                List.of(), "aot-cache");
    }

    @Test
    void aCpuPerRequestSpreadTooWideIsFlaggedAndDisqualifiesOnlyThatFigure() {
        // Same throughput, the server's CPU 60% then 95%: 75 to 119 µs per request.
        Repetition cheap = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(60, 40, 60), List.of());

        Findings findings = assess(List.of(cheap, steady(2, 8000), steady(3, 8000)));

        assertThat(findings.flags()).containsExactly(Flag.COST_SPREAD);
        assertThat(findings.notes()).singleElement().asString().contains("CPU per request spread too wide", "3 repetitions", "75-119 µs");
        assertThat(Flag.COST_SPREAD.disqualifies(Figure.CPU_PER_REQUEST)).isTrue();
        assertThat(Flag.COST_SPREAD.disqualifies()).as("capacity stands").isFalse();
    }

    @Test
    void anUnknownDriverCpuIsSaidAndFlaggedNotReadAsIdle() {
        Repetition unknownCores = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(40, Double.NaN), List.of());
        Repetition unknownAll = repetition(2, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), ResourceUse.UNKNOWN, List.of());

        Findings findings = assess(List.of(unknownCores, unknownAll, steady(3, 8000)));

        assertThat(findings.flags()).containsExactly(Flag.DRIVER_UNKNOWN);
        assertThat(findings.notes()).hasSize(2).allSatisfy(note -> assertThat(note).contains("could not be read", "cannot be ruled out"));
        assertThat(findings.notes().get(0)).contains("unknown busy", "Gatling JVM 40%");
    }

    @Test
    void aRateThatFallsAcrossTheWindowIsLeftOut() {
        Repetition falling = repetition(1, load(7000, 0, sloped(8000, 6000), SteadyState.fixed(WARMUP)), resources(40, 60), List.of());

        Findings findings = assess(List.of(falling, steady(2, 7000), steady(3, 7000)));

        assertThat(findings.flags()).as("the others still count").containsExactly(Flag.LEFT_OUT);
        assertThat(findings.notes()).first().asString().contains("repetition 1 left out", "fell").doesNotContain("rose");
        assertThat(findings.notes()).anySatisfy(note -> assertThat(note).contains("1 of 3 repetitions left out (1 drifted in its window)"));
        assertThat(assess(List.of(falling)).flags()).as("every repetition left out: the cell is not steady").containsExactly(Flag.NOT_STEADY);
    }

    @Test
    void aRateThatRisesAcrossTheWindowIsLeftOut() {
        Repetition rising = repetition(1, load(7000, 0, sloped(6000, 8000), SteadyState.fixed(WARMUP)), resources(40, 60), List.of());

        Findings findings = assess(List.of(rising, steady(2, 7000), steady(3, 7000)));

        assertThat(findings.flags()).containsExactly(Flag.LEFT_OUT);
        assertThat(findings.notes()).first().asString().contains("rose", "longer warm-up").doesNotContain("fell");
    }

    @Test
    void theWindowIsItsWholeSecondsWithoutTheWarmUpOrTheCutLastSecond() {
        List<Long> seconds = List.of(500L, 500L, 100L, 100L, 110L, 110L, 120L, 120L, 7L);

        assertThat(HonestyChecks.window(seconds, 2)).containsExactly(100L, 100L, 110L, 110L, 120L, 120L);
        assertThat(HonestyChecks.window(List.of(500L, 500L, 100L), 5)).as("a window past the timeline's end").isEmpty();
    }

    @Test
    void aClosedModelsWavesInsideTheWindowAreNotDrift() {
        // 400 users with 100 ms waits: a wave more or less in a second, 7600 to 8400 a second: noise, not drift.
        long[] waves = new long[WINDOW];
        for (int second = 0; second < WINDOW; second++) {
            waves[second] = second % 3 == 0 ? 8_400 : 7_600 + 200L * (second % 2);
        }
        Repetition wavy = repetition(1, load(7900, 0, timeline(8000, waves), SteadyState.fixed(WARMUP)), resources(40, 60), List.of());

        assertThat(assess(List.of(wavy, steady(2, 7900), steady(3, 7900))).flags()).as("flags of a wavy window").isEmpty();
    }

    @Test
    void aRateSwitchingBetweenLevelsInsideTheWindowIsKeptWithANote() {
        // 8000 and 9200 a second, 5 s each: the first and last thirds differ by under 10%, which the thirds check passed;
        // the 3 s batch means spread by 6%, beyond the 4% allowed and beyond the noise within the batches.
        long[] switching = new long[WINDOW];
        for (int second = 0; second < WINDOW; second++) {
            switching[second] = (second / 5) % 2 == 0 ? 8_000 : 9_200;
        }
        Repetition levels = repetition(1, load(8600, 0, timeline(8000, switching), SteadyState.fixed(WARMUP)), resources(40, 60),
                List.of());

        Findings findings = assess(List.of(levels, steady(2, 8600), steady(3, 8600)));

        assertThat(findings.flags()).as("noise, not a bias: its spread across repetitions is what it costs").isEmpty();
        assertThat(findings.notes()).singleElement().asString().contains("repetition 1", "moved between levels", "3 s means", "kept");
    }

    @Test
    void aRepetitionThatNeverBecameSteadyIsLeftOut() {
        SteadyState never = new SteadyState("until-steady", 10, 90, false, null, null, SteadyState.Criterion.of(SteadyCriterion.DEFAULT));
        Repetition unsettled = repetition(1, load(0, 0, flat(8000), never), resources(40, 60), List.of());

        Findings findings = assess(List.of(unsettled, steady(2, 8000), steady(3, 8000)),
                Optional.empty(), "/hello");

        assertThat(findings.flags()).containsExactly(Flag.LEFT_OUT);
        assertThat(findings.notes()).anySatisfy(note -> assertThat(note).contains("repetition 1 left out: never steady",
                "did not meet the criterion", "90 s cap", "in 3 s batches: change within 5%"));
    }

    @Test
    void aRepetitionThatNeverBecameSteadyHasNoWindowToJudgeTheDriverIn() {
        SteadyState never = new SteadyState("until-steady", 10, 120, false, null, null, SteadyState.Criterion.of(SteadyCriterion.DEFAULT));
        Repetition unsettled = repetition(1, load(0, 0, flat(8000), never), ResourceUse.UNKNOWN, List.of());

        Findings findings = assess(List.of(unsettled), Optional.empty(), "/hello");

        assertThat(findings.flags()).contains(Flag.NOT_STEADY)
                .as("no window, so no driver figures: not 'driver unknown'").doesNotContain(Flag.DRIVER_UNKNOWN);
        assertThat(findings.notes()).noneSatisfy(note -> assertThat(note).contains("driver"));
    }

    @Test
    void aConnectionLimitBelowThePoolIsTheBoundLittlesLawNotesAndFlagsAgainst() {
        // Tomcat's maxConnections at 100 under a pool of 200: at most 100 requests in progress, 1,000 req/s at 100 ms.
        CellContext capped = Contexts.from(context("/io?delayMs=100")).parity(new ParityRecord(List.of(
                new ParityLimit("maxConnections", LimitKind.CONNECTIONS, "100", "JMX Catalina:type=ThreadPool")))).build();
        List<Repetition> within = List.of(steady(1, 957), steady(2, 950), steady(3, 960));
        List<Repetition> above = List.of(steady(1, 1950), steady(2, 1900), steady(3, 1980));

        Findings atLimit = HonestyChecks.assess(capped, Optional.of(100), CountedWindows.judged(capped, within),
                Spread.of(List.of(957.0, 950.0, 960.0)));
        Findings beyond = HonestyChecks.assess(capped, Optional.of(100), CountedWindows.judged(capped, above),
                Spread.of(List.of(1950.0, 1900.0, 1980.0)));

        assertThat(atLimit.flags()).isEmpty();
        assertThat(atLimit.notes()).singleElement().asString()
                .isEqualTo("Little's law: 957 req/s is 96% of the bound 1000 req/s (maxConnections 100 / 100 ms)");
        assertThat(beyond.flags()).as("1,980 req/s through 100 connections of 100 ms each: impossible").containsExactly(Flag.ABOVE_BOUND);
    }

    @Test
    void littlesLawIsNotedAndAThroughputAboveItsBoundFlagged() {
        // 400 users but a pool of 200, each request waiting 100 ms: at most 2,000 req/s.
        Findings within = assess(List.of(steady(1, 1900), steady(2, 1920), steady(3, 1880)), Optional.of(100), "/io?delayMs=100");
        Findings above = assess(List.of(steady(1, 1950), steady(2, 2000), steady(3, 2100)), Optional.of(100), "/io?delayMs=100");

        assertThat(within.flags()).as("95% of the bound").isEmpty();
        assertThat(within.notes()).singleElement().asString().contains("Little's law", "1900 req/s is 95%", "bound 2000", "pool of 200");
        assertThat(above.flags()).containsExactly(Flag.ABOVE_BOUND);
        assertThat(above.notes()).anySatisfy(note -> assertThat(note).startsWith("SUSPECT").contains("2100 req/s"));
    }

    @Test
    void aWideSpreadAcrossRepetitionsIsFlagged() {
        Findings findings = assess(List.of(steady(1, 6000), steady(2, 8000), steady(3, 10000)));

        assertThat(findings.flags()).as("the same CPU over a quarter more or fewer requests: the cost spreads as widely")
                .containsExactly(Flag.WIDE_SPREAD, Flag.COST_SPREAD);
        assertThat(findings.notes()).first().asString().contains("spread too wide", "25%", "3 repetitions");
    }

    @Test
    void errorsAboveOnePercentAreFlagged() {
        Repetition failing = repetition(2, load(8000, 3300, flat(8000), SteadyState.fixed(WARMUP)), resources(40, 60), List.of());

        Findings findings = assess(List.of(steady(1, 8000), failing, steady(3, 8000)));

        assertThat(findings.flags()).containsExactly(Flag.ERRORS);
        assertThat(findings.notes()).singleElement().asString().contains("repetition 2", "2.02% of requests failed", "ConnectException");
    }

    @Test
    void noiseBeforeARepetitionLeavesItOut() {
        Repetition noisy = repetition(1, load(8000, 0, flat(8000), SteadyState.fixed(WARMUP)), resources(40, 60),
                List.of("server cores 1 were 23% busy over 1.0 s: 812 (stress) 0.22 core"));

        Findings findings = assess(List.of(noisy, steady(2, 8000), steady(3, 8000)));

        assertThat(findings.flags()).containsExactly(Flag.LEFT_OUT);
        assertThat(findings.notes()).first().asString().contains("repetition 1 left out", "not quiet", "812 (stress)");
        assertThat(assess(List.of(noisy)).flags()).as("its only repetition left out: the cell is noisy").containsExactly(Flag.NOISY_MACHINE);
    }

    @Test
    void oneRepetitionIsSaid() {
        Findings findings = assess(List.of(steady(1, 8000)));

        assertThat(findings.flags()).containsExactly(Flag.ONE_REPETITION);
    }
}
