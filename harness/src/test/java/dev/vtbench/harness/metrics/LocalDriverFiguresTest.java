package dev.vtbench.harness.metrics;

import dev.vtbench.harness.matrix.CpuSet;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LocalDriverFiguresTest {

    @Test
    void samplesTheDriverProcessItIsGiven() throws Exception {
        try (LocalDriverFigures figures = new LocalDriverFigures(ProcessHandle.current(), CpuSet.parse("0"), Path.of("/nonexistent"))) {
            long from = System.currentTimeMillis();
            long busyUntil = from + 1_300;
            long spin = 0;
            while (System.currentTimeMillis() < busyUntil) {
                spin++;
            }
            List<DriverUse> use = figures.within(from - 1, System.currentTimeMillis());

            assertThat(spin).isPositive();
            assertThat(use).as("one local driver").hasSize(1);
            assertThat(use.get(0).cpuPercent()).as("this JVM spun a core for over a second").isPositive();
            assertThat(use.get(0).coresBusyPercent()).as("no /proc/stat at that path: unknown, not 0%").isNaN();
            assertThat(use.get(0).cores()).isEqualTo(1);
        }
    }

    @Test
    void fewerThanTwoSamplesKnowNothing() {
        DriverUse use = LocalDriverFigures.between(List.of(new LocalDriverFigures.Sample(1, 5, new CoreTimes(1, 2))), 2);

        assertThat(use.cpuPercent()).isNaN();
        assertThat(use.coresBusyPercent()).isNaN();
    }
}
