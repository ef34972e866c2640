package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ContainerTasksTest {
    private static final String V1_CGROUP = "9:name=systemd:/docker/abc\n8:pids:/docker/abc\n2:cpuacct:/docker/abc\n"
            + "1:cpu:/docker/abc\n0::/docker/abc\n";

    @TempDir
    Path proc;
    @TempDir
    Path cgroups;

    @Test
    void sumsTheSwitchesOfEveryTaskTheCgroupLists() throws Exception {
        FakeProc fake = new FakeProc(proc).process(100, 1, 10001, "java").cgroup(100, V1_CGROUP)
                .task(101, 1000, 20).task(102, 30, 4);
        Path tasks = Files.createDirectories(cgroups.resolve("cpu/docker/abc")).resolve("tasks");
        // 103 ended after the kernel listed it: it has no /proc entry any more and is left out.
        Files.writeString(tasks, "100\n101\n102\n103\n");

        ContainerTasks containerTasks = ContainerTasks.of(fake.read(100), cgroups);
        ContextSwitches switches = containerTasks.read();

        assertThat(containerTasks.tasksFile()).as("the cpu controller's task list").isEqualTo(tasks);
        assertThat(switches.voluntary()).as("5 + 1000 + 30").isEqualTo(1035);
        assertThat(switches.involuntary()).as("1 + 20 + 4").isEqualTo(25);
        assertThat(switches.tasks()).as("tasks read").isEqualTo(3);
    }

    @Test
    void usesTheUnifiedHierarchyWhenThereIsNoCpuController() throws Exception {
        FakeProc fake = new FakeProc(proc).process(100, 1, 0, "java").cgroup(100, "0::/system.slice/docker-abc.scope\n");
        Path threads = Files.createDirectories(cgroups.resolve("system.slice/docker-abc.scope")).resolve("cgroup.threads");
        Files.writeString(threads, "100\n");

        ContextSwitches switches = ContainerTasks.of(fake.read(100), cgroups).read();

        assertThat(switches.voluntary()).isEqualTo(5);
        assertThat(switches.tasks()).isEqualTo(1);
    }

    @Test
    void saysWhichTaskListsItLookedFor() throws Exception {
        FakeProc fake = new FakeProc(proc).process(100, 1, 0, "java").cgroup(100, V1_CGROUP);

        assertThatThrownBy(() -> ContainerTasks.of(fake.read(100), cgroups)).isInstanceOf(FigureUnavailableException.class)
                .hasMessageContaining(cgroups.resolve("cpu/docker/abc/tasks").toString())
                .hasMessageContaining("mount the cgroup file system");
    }
}
