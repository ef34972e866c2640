package dev.vtbench.harness.metrics;

import dev.vtbench.harness.matrix.CpuSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CoreTimesTest {
    @TempDir
    Path proc;

    /** A /proc/stat of two cores: user nice system idle iowait irq softirq steal guest guest_nice. */
    private void stat(String cpu0, String cpu1) throws Exception {
        Files.writeString(proc.resolve("stat"), "cpu  9999 0 9999 9999 0 0 0 0 0 0\ncpu0 " + cpu0 + "\ncpu1 " + cpu1
                + "\nintr 123 0 0\nctxt 456\n");
    }

    @Test
    void countsBusyAsEverythingButIdleAndIowaitOfTheChosenCores() throws Exception {
        stat("100 0 50 800 50 0 0 0 30 0", "1 0 1 1000 0 0 0 0 0 0");
        CoreTimes before = CoreTimes.read(proc, CpuSet.parse("0"));
        // 100 ticks later: 60 busy (40 user, 10 system, 5 irq, 5 softirq), 30 idle, 10 iowait; guest 20 is inside user.
        stat("140 0 60 830 60 5 5 0 50 0", "1 0 1 1100 0 0 0 0 0 0");
        CoreTimes after = CoreTimes.read(proc, CpuSet.parse("0"));

        assertThat(before).as("cpu0's first reading").isEqualTo(new CoreTimes(150, 1000));
        assertThat(before.busyPercentUntil(after)).as("60 of 100 ticks").isCloseTo(60, within(1e-9));
    }

    @Test
    void sumsEveryCoreOfTheSet() throws Exception {
        stat("10 0 0 90 0 0 0 0 0 0", "30 0 0 70 0 0 0 0 0 0");

        assertThat(CoreTimes.read(proc, CpuSet.parse("0-1"))).isEqualTo(new CoreTimes(40, 200));
    }

    @Test
    void isUnknownWhenACoreIsMissingOrTheFileIsNot() throws Exception {
        assertThat(CoreTimes.read(proc, CpuSet.parse("0")).known()).as("no /proc/stat").isFalse();
        stat("10 0 0 90 0 0 0 0 0 0", "30 0 0 70 0 0 0 0 0 0");
        CoreTimes offline = CoreTimes.read(proc, CpuSet.parse("1-2"));

        assertThat(offline.known()).as("cpu2 has no line").isFalse();
        assertThat(offline.busyPercentUntil(CoreTimes.read(proc, CpuSet.parse("1")))).as("unknown, not 0%").isNaN();
    }
}
