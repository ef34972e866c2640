package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** Windows are placed in the past or far in the future, so no test waits for a timer. */
class DriverCpuSamplerTest {

    private static final long SECOND = 1_000_000_000L;
    private static final long HOUR = 3_600 * SECOND;

    /** Each reading of the CPU clock advances it by one second, so two readings are 1 s apart. */
    private final AtomicLong cpuNanos = new AtomicLong();
    private final DriverCpuSampler sampler = new DriverCpuSampler(() -> cpuNanos.addAndGet(SECOND),
            InstantSource.fixed(Instant.parse("2026-01-02T03:04:05Z")));

    @Test
    void readsTheCpuClockWhenTheWindowOpensAndCloses() {
        sampler.windowOpened(new MeasurementWindow(Instant.EPOCH, System.nanoTime() - 10 * SECOND, SECOND, SECOND));

        WindowCpuUse use = sampler.finish();

        assertThat(use.cpuSeconds()).as("CPU between the two readings").isEqualTo(1.0);
        assertThat(use.openedAt()).as("opening reading").isEqualTo(Instant.parse("2026-01-02T03:04:05Z"));
        assertThat(use.closedAt()).as("closing reading").isNotNull();
        assertThat(cpuNanos.get()).as("the clock was read exactly twice").isEqualTo(2 * SECOND);
    }

    @Test
    void aRunThatStopsBeforeTheWindowClosesClosesItAtTheEnd() {
        sampler.windowOpened(new MeasurementWindow(Instant.EPOCH, System.nanoTime() - 10 * SECOND, SECOND, HOUR));

        WindowCpuUse use = sampler.finish();

        assertThat(use.cpuSeconds()).as("CPU from the opening to the end of the run").isEqualTo(1.0);
        assertThat(use.closedAt()).as("closing reading at the end").isNotNull();
    }

    @Test
    void aWindowExtendedAfterItsPlannedCloseIsReadAtItsNewClose() {
        sampler.windowOpened(new MeasurementWindow(Instant.EPOCH, System.nanoTime() - 10 * SECOND, SECOND, SECOND));
        sampler.windowClosesAt(System.nanoTime() - SECOND);

        WindowCpuUse use = sampler.finish();

        assertThat(cpuNanos.get()).as("readings: the opening, the planned close, the new close").isEqualTo(3 * SECOND);
        assertThat(use.cpuSeconds()).as("CPU from the opening to the new close, not the first").isEqualTo(2.0);
    }

    @Test
    void aWindowThatNeverOpenedHasNoReadings() {
        sampler.windowOpened(new MeasurementWindow(Instant.EPOCH, System.nanoTime(), HOUR, SECOND));

        assertThat(sampler.finish()).as("window still in its warm-up").isEqualTo(WindowCpuUse.NEVER_OPENED);
        assertThat(cpuNanos.get()).as("CPU clock readings").isZero();
    }

    @Test
    void aJvmWithoutACpuClockStillGivesTheInstants() {
        DriverCpuSampler blind = new DriverCpuSampler(() -> -1, InstantSource.system());
        blind.windowOpened(new MeasurementWindow(Instant.EPOCH, System.nanoTime() - 10 * SECOND, SECOND, SECOND));

        WindowCpuUse use = blind.finish();

        assertThat(use.cpuSeconds()).as("unknown CPU").isNull();
        assertThat(use.openedAt()).as("opening instant").isNotNull();
    }

    @Test
    void thisJvmHasACpuClock() {
        DriverCpuSampler real = DriverCpuSampler.forThisJvm();
        real.windowOpened(new MeasurementWindow(Instant.EPOCH, System.nanoTime() - 10 * SECOND, SECOND, SECOND));

        assertThat(real.finish().cpuSeconds()).as("CPU seconds on HotSpot").isNotNull().isGreaterThanOrEqualTo(0.0);
    }
}
