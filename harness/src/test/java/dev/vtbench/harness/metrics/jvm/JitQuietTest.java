package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JIT is quiet when its compiler threads wanted a CPU (on one, or waiting for one) at most 2% of the last 5 s: a
 * starved compiler, which gets little CPU but waits for it all the time, is busy; one that compiles a method now and
 * then is quiet; a JVM watched for less than 5 s is not called quiet yet.
 */
class JitQuietTest {

    @Test
    void aStarvedCompilerIsBusyThoughItUsesLittleCpu() {
        // 6% of a CPU, 94% waiting for one: what a pool of 50 runnable threads left the C2 thread on one CPU.
        assertThat(JitQuiet.at(samples(0.06, 0.94, 12), 5_500)).isEqualTo(JitState.BUSY);
    }

    @Test
    void aCompilerThatRarelyRunsIsQuiet() {
        assertThat(JitQuiet.at(samples(0.005, 0.005, 12), 5_500)).isEqualTo(JitState.QUIET);
        assertThat(JitQuiet.at(samples(0.012, 0.012, 12), 5_500)).as("2.4% of the time: busy").isEqualTo(JitState.BUSY);
    }

    @Test
    void fewerThanFiveSecondsWatchedIsNotQuietYet() {
        assertThat(JitQuiet.at(samples(0, 0, 4), 1_500)).as("a JVM watched for 1.5 s").isEqualTo(JitState.BUSY);
    }

    @Test
    void aJvmWhoseCompilerThreadsCannotBeReadIsUnobservable() {
        List<JvmSampler.Sample> unread = List.of(new JvmSampler.Sample(0, null, null), new JvmSampler.Sample(500, null, null),
                new JvmSampler.Sample(1_000, null, null));
        assertThat(JitQuiet.at(unread, 1_000)).isEqualTo(JitState.UNOBSERVABLE);
    }

    @Test
    void aCompilerThreadThatEndsKeepsWhatItHadAndAReusedIdStartsAfresh() {
        JitClock clock = new JitClock();
        clock.add(new CompilerThreadTimes(java.util.Map.of(7L, new CompilerThreadTimes.RunAndWait(100, 50),
                8L, new CompilerThreadTimes.RunAndWait(10, 5))));
        JitTime later = clock.add(new CompilerThreadTimes(java.util.Map.of(7L, new CompilerThreadTimes.RunAndWait(150, 50))));
        assertThat(later.demandNanos()).as("thread 8 ended: its 15 ns stay counted").isEqualTo(215);
        JitTime reused = clock.add(new CompilerThreadTimes(java.util.Map.of(7L, new CompilerThreadTimes.RunAndWait(20, 0))));
        assertThat(reused.demandNanos()).as("a new thread under id 7 counts from zero").isEqualTo(235);
    }

    @Test
    void compilerThreadsAreKnownByTheNamesTheJvmsGiveThem() {
        assertThat(CompilerThreadTimes.isCompiler("C2 CompilerThre")).isTrue();
        assertThat(CompilerThreadTimes.isCompiler("C1 CompilerThre")).isTrue();
        assertThat(CompilerThreadTimes.isCompiler("JIT Compilation")).as("OpenJ9's").isTrue();
        assertThat(CompilerThreadTimes.isCompiler("GC Thread#0")).isFalse();
        assertThat(CompilerThreadTimes.parseProbeLine("12:100:200 13:5:0").byThread()).hasSize(2);
        assertThat(CompilerThreadTimes.parse("4928723484 6291499073 4610")).get()
                .isEqualTo(new CompilerThreadTimes.RunAndWait(4928723484L, 6291499073L));
    }

    /** Samples every 500 ms from 0, the compiler on a CPU {@code onCpu} and waiting {@code waiting} of each, summed. */
    private static List<JvmSampler.Sample> samples(double onCpu, double waiting, int count) {
        List<JvmSampler.Sample> samples = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            long millis = 500L * i;
            samples.add(new JvmSampler.Sample(millis, null, null, new JitTime(Math.round(onCpu * millis * 1e6),
                    Math.round(waiting * millis * 1e6), 2)));
        }
        return samples;
    }
}
