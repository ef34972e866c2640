package dev.vtbench.harness.metrics;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** The cgroup reader against fake v1 and v2 hierarchies laid out as the kernel mounts them. */
class ContainerCgroupTest {
    private static final long PID = 4242;

    @TempDir
    Path proc;
    @TempDir
    Path cgroups;

    private void processIn(String cgroupFile) throws IOException {
        Path folder = Files.createDirectories(proc.resolve(Long.toString(PID)));
        Files.writeString(folder.resolve("cgroup"), cgroupFile);
    }

    private Path write(String relative, String content) throws IOException {
        Path file = cgroups.resolve(relative);
        Files.createDirectories(file.getParent());
        Files.writeString(file, content);
        return file;
    }

    private void v1Tree() throws IOException {
        processIn("12:memory:/docker/abc\n4:cpu,cpuacct:/docker/abc\n1:name=systemd:/docker/abc\n");
        write("cpu,cpuacct/docker/abc/cpuacct.usage", "7500000000\n");
        write("cpu,cpuacct/docker/abc/cpu.stat", "nr_periods 200\nnr_throttled 30\nthrottled_time 1500000000\n");
        write("memory/docker/abc/memory.stat", "cache 4096\nrss 104857600\nrss_huge 0\n");
        write("memory/docker/abc/memory.max_usage_in_bytes", "157286400\n");
    }

    @Test
    void readsTheV1ControllersWhereTheirJoinedNamesAreMounted() throws Exception {
        v1Tree();

        CgroupReading reading = ContainerCgroup.ofProcess(proc, cgroups, PID).orElseThrow().read();

        assertThat(reading.cpuNanos()).as("cpuacct.usage, in nanoseconds").isEqualTo(7_500_000_000L);
        assertThat(reading.periods()).as("nr_periods").isEqualTo(200);
        assertThat(reading.throttledPeriods()).as("nr_throttled").isEqualTo(30);
        assertThat(reading.throttledNanos()).as("throttled_time, in nanoseconds").isEqualTo(1_500_000_000L);
        assertThat(reading.residentBytes()).as("rss of memory.stat, not cache").isEqualTo(104_857_600L);
        assertThat(reading.peakMemoryBytes()).as("memory.max_usage_in_bytes").isEqualTo(157_286_400L);
    }

    @Test
    void resetsTheV1PeakByWritingZero() throws Exception {
        v1Tree();

        boolean reset = ContainerCgroup.ofProcess(proc, cgroups, PID).orElseThrow().resetPeakMemory();

        assertThat(reset).as("v1 lets root reset the peak").isTrue();
        assertThat(Files.readString(cgroups.resolve("memory/docker/abc/memory.max_usage_in_bytes")))
                .as("what the kernel takes as a reset").isEqualTo("0");
    }

    @Test
    void readsTheUnifiedHierarchyAndConvertsMicroseconds() throws Exception {
        processIn("0::/system.slice/docker-abc.scope\n");
        write("system.slice/docker-abc.scope/cpu.stat", "usage_usec 2500000\nuser_usec 2000000\nsystem_usec 500000\n"
                + "nr_periods 50\nnr_throttled 5\nthrottled_usec 250000\n");
        write("system.slice/docker-abc.scope/memory.stat", "anon 52428800\nfile 1048576\n");
        write("system.slice/docker-abc.scope/memory.peak", "73400320\n");

        ContainerCgroup cgroup = ContainerCgroup.ofProcess(proc, cgroups, PID).orElseThrow();
        CgroupReading reading = cgroup.read();

        assertThat(reading.cpuNanos()).as("usage_usec x 1000").isEqualTo(2_500_000_000L);
        assertThat(reading.periods()).isEqualTo(50);
        assertThat(reading.throttledPeriods()).isEqualTo(5);
        assertThat(reading.throttledNanos()).as("throttled_usec x 1000").isEqualTo(250_000_000L);
        assertThat(reading.residentBytes()).as("anon of memory.stat").isEqualTo(52_428_800L);
        assertThat(reading.peakMemoryBytes()).as("memory.peak").isEqualTo(73_400_320L);
        assertThat(cgroup.resetPeakMemory()).as("v2's peak is not reset: it covers the container's life").isFalse();
        assertThat(Files.readString(cgroups.resolve("system.slice/docker-abc.scope/memory.peak"))).as("left alone")
                .isEqualTo("73400320\n");
    }

    @Test
    void givesMinusOneForEveryFileThatIsMissingNeverZero() throws Exception {
        processIn("0::/system.slice/docker-abc.scope\n");
        Files.createDirectories(cgroups.resolve("system.slice/docker-abc.scope"));

        CgroupReading reading = ContainerCgroup.ofProcess(proc, cgroups, PID).orElseThrow().read();

        assertThat(reading.cpuNanos()).as("missing usage_usec stays -1, not -1000").isEqualTo(-1);
        assertThat(reading.periods()).isEqualTo(-1);
        assertThat(reading.throttledPeriods()).isEqualTo(-1);
        assertThat(reading.throttledNanos()).as("missing throttled_usec stays -1, not -1000").isEqualTo(-1);
        assertThat(reading.residentBytes()).isEqualTo(-1);
        assertThat(reading.peakMemoryBytes()).as("memory.peak absent (kernels before 5.19)").isEqualTo(-1);
    }

    @Test
    void givesMinusOneForAKeyMissingFromAV1StatFile() throws Exception {
        v1Tree();
        write("cpu,cpuacct/docker/abc/cpu.stat", "nr_periods 200\n");
        Files.delete(cgroups.resolve("memory/docker/abc/memory.max_usage_in_bytes"));

        CgroupReading reading = ContainerCgroup.ofProcess(proc, cgroups, PID).orElseThrow().read();

        assertThat(reading.periods()).isEqualTo(200);
        assertThat(reading.throttledPeriods()).as("nr_throttled absent").isEqualTo(-1);
        assertThat(reading.throttledNanos()).as("throttled_time absent").isEqualTo(-1);
        assertThat(reading.peakMemoryBytes()).as("max_usage_in_bytes absent").isEqualTo(-1);
    }

    @Test
    void findsNoCgroupForAProcessThatIsGone() {
        assertThat(ContainerCgroup.ofProcess(proc, cgroups, PID)).as("no /proc/%d/cgroup", PID).isEmpty();
    }
}
