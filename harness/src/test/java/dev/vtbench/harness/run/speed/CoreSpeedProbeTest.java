package dev.vtbench.harness.run.speed;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CoreSpeedProbeTest {

    /** Core 0 exists on every machine; the harness's own threads stay where they were. */
    @Test
    void aProbeTimesEachSecondOnTheCoreItNames() throws ProbeFailure {
        String before = CorePinning.allowedCores(java.nio.file.Path.of("/proc/thread-self/status"));
        SpeedSeries series = CoreSpeedProbe.probe(0, 2);
        assertThat(series.core()).isZero();
        assertThat(series.seconds()).isEqualTo(2);
        assertThat(series.secondMedianMicros()).allSatisfy(micros -> assertThat(micros).isPositive().isLessThan(1_000_000.0));
        assertThat(CorePinning.allowedCores(java.nio.file.Path.of("/proc/thread-self/status"))).as("the caller's thread is not pinned")
                .isEqualTo(before);
    }

    @Test
    void aCoreTheMachineLacksIsRefusedSayingSo() {
        assertThatThrownBy(() -> CoreSpeedProbe.probe(4095, 1)).isInstanceOf(ProbeFailure.class)
                .hasMessageContaining("could not pin the probe to core 4095");
    }

    @Test
    void theMedianOfASecondIgnoresOneStretchedUnit() {
        assertThat(CoreSpeedProbe.median(new long[] {10, 11, 900, 12, 0}, 4)).isEqualTo(11.5);
        assertThat(CoreSpeedProbe.median(new long[] {10, 11, 900}, 3)).isEqualTo(11);
    }
}
