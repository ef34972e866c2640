package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.load.CoordinatedWindow;
import dev.vtbench.gatling.schema.CoordinatedWindowFiles.DriverTimeline;
import dev.vtbench.gatling.schema.SteadyCriterion;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;

import static org.assertj.core.api.Assertions.assertThat;

/** The coordinator with drivers that answer from memory: every driver is told the same instant, and only once all have reported. */
class WindowCoordinatorTest {
    private static final Instant T0 = Instant.parse("2026-01-02T03:04:05Z");

    /** A driver that has run 20 s flat, whose timeline appears only at its {@code readableFromPoll}-th read. */
    private static final class FakeDriver implements WindowCoordinator.Driver {
        final List<Instant> told = Collections.synchronizedList(new ArrayList<>());
        final AtomicInteger reads = new AtomicInteger();
        final int readableFromPoll;
        final long seed;

        FakeDriver(int readableFromPoll, long seed) {
            this.readableFromPoll = readableFromPoll;
            this.seed = seed;
        }

        @Override
        public Optional<DriverTimeline> warmupTimeline() throws IOException {
            if (reads.incrementAndGet() < readableFromPoll) {
                return Optional.empty();
            }
            Random random = new Random(seed);
            List<Long> counts = new ArrayList<>();
            for (int second = 0; second < 20; second++) {
                counts.add(Math.round(1_000 * (1 + 0.01 * random.nextGaussian())));
            }
            return Optional.of(new DriverTimeline(T0, counts));
        }

        @Override
        public void openWindowAt(Instant opensAt) {
            told.add(opensAt);
        }

        @Override
        public String describe() {
            return "fake driver " + seed;
        }
    }

    @Test
    void everyDriverIsToldTheSameOpeningOnceEveryDriverHasReported() {
        FakeDriver first = new FakeDriver(1, 1);
        FakeDriver late = new FakeDriver(2, 2);
        Instant now = T0.plusSeconds(20);
        var coordinator = new WindowCoordinator(new CoordinatedOpening(Warmup.untilSteady(10, 60), SteadyCriterion.DEFAULT),
                InstantSource.fixed(now));

        Optional<CoordinatedWindow> window = coordinator.open(List.of(first, late));

        assertThat(late.reads).as("read again while one driver had no timeline yet").hasValue(2);
        assertThat(window).as("opened").isPresent();
        assertThat(window.get().opensAt()).isEqualTo(now.plus(CoordinatedOpening.LEAD).toString());
        assertThat(window.get().drivers()).isEqualTo(2);
        assertThat(window.get().secondsToSteady()).isEqualTo(20);
        assertThat(window.get().mergedJudgement().mean()).as("the summed rate").isBetween(1_950.0, 2_050.0);
        assertThat(first.told).as("driver 1 told once").containsExactly(now.plus(CoordinatedOpening.LEAD));
        assertThat(late.told).as("driver 2 told the same instant").isEqualTo(first.told);
    }

    @Test
    void pastTheCapNoDriverIsTold() {
        FakeDriver one = new FakeDriver(1, 3);
        FakeDriver two = new FakeDriver(1, 4);
        var coordinator = new WindowCoordinator(new CoordinatedOpening(Warmup.untilSteady(10, 20), SteadyCriterion.DEFAULT),
                InstantSource.fixed(T0.plusSeconds(20)));

        assertThat(coordinator.open(List.of(one, two))).as("given up: the drivers end at their caps").isEmpty();
        assertThat(one.told).isEmpty();
        assertThat(two.told).isEmpty();
    }
}
