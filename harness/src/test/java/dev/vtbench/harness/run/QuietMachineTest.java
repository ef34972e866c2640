package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.LabelledContainer;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.result.CellStatus;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * The quiet-machine check against a fake /proc of two cores (driver 0, server 1) that changes while it listens:
 * each test writes the "before" state, and the listening step writes the "after" one, 100 ticks per core later.
 */
class QuietMachineTest {
    private static final CpuSet SERVER = CpuSet.parse("1");
    private static final CpuSet DRIVER = CpuSet.parse("0");
    private static final long DEAD_HARNESS = Long.MAX_VALUE;

    @TempDir
    Path proc;

    @BeforeEach
    void quietCores() throws IOException {
        cores(0, 0);
    }

    /** /proc/stat with each core's busy ticks out of 1000 (then 1100) in all. */
    private void cores(long driverBusy, long serverBusy) throws IOException {
        cores(1000, driverBusy, serverBusy);
    }

    private void cores(long total, long driverBusy, long serverBusy) throws IOException {
        Files.writeString(proc.resolve("stat"), "cpu  0 0 0 0 0 0 0 0 0 0\n"
                + "cpu0 " + driverBusy + " 0 0 " + (total - driverBusy) + " 0 0 0 0 0 0\n"
                + "cpu1 " + serverBusy + " 0 0 " + (total - serverBusy) + " 0 0 0 0 0 0\n");
    }

    /** A thread of process {@code pid} ({@code comm}) with its CPU ticks and last core. */
    private void thread(long pid, long tid, String comm, long ticks, int core) throws IOException {
        Files.createDirectories(proc.resolve(pid + "/task/" + tid));
        if (pid == tid || !Files.exists(proc.resolve(pid + "/stat"))) {
            Files.writeString(proc.resolve(pid + "/stat"), stat(pid, comm, pid == tid ? ticks : 0, core));
        }
        Files.writeString(proc.resolve(pid + "/task/" + tid + "/stat"), stat(tid, comm, ticks, core));
    }

    private static String stat(long tid, String comm, long ticks, int core) {
        String[] fields = new String[50];
        Arrays.fill(fields, "0");
        fields[0] = "R";
        fields[14 - 3] = Long.toString(ticks);
        fields[39 - 3] = Integer.toString(core);
        return tid + " (" + comm + ") " + String.join(" ", fields) + "\n";
    }

    private interface Later {
        void write() throws IOException;
    }

    private List<String> listen(Later after, List<LabelledContainer> containers) {
        QuietMachine machine = new QuietMachine(proc, () -> write(after));
        return machine.listen("plain-jdk/temurin-25/pool/cpu-1/hello", SERVER, DRIVER, containers);
    }

    @Test
    void aQuietMachineMakesNoNoise() throws Exception {
        thread(300, 300, "dockerd", 500, 0);

        List<String> noise = listen(() -> {
            cores(1100, 10, 2);
            thread(300, 300, "dockerd", 510, 0);
        }, List.of());

        assertThat(noise).as("driver 10%%, server 2%%").isEmpty();
    }

    @Test
    void namesTheProcessesWhoseThreadsRanOnABusyServerCore() throws Exception {
        thread(812, 812, "stress (ng) x", 1000, 0);
        thread(812, 813, "stress (ng) x", 4000, 1);
        thread(900, 900, "gzip", 50, 1);
        thread(300, 300, "dockerd", 500, 0);

        List<String> noise = listen(() -> {
            cores(1100, 8, 70);
            thread(812, 813, "stress (ng) x", 4060, 1); // a worker on the server's core; its main thread sleeps on core 0
            thread(900, 900, "gzip", 60, 1);
            thread(300, 300, "dockerd", 508, 0); // busy, but on the driver's core
            thread(950, 950, "cron", 5, 1); // started while listening
        }, List.of());

        assertThat(noise).singleElement().asString()
                .startsWith("the server's cores 1 were 70% busy")
                .contains("5% at most", "812 (stress (ng) x) 0.60 core, 900 (gzip) 0.10 core, 950 (cron) 0.05 core")
                .doesNotContain("dockerd");
    }

    @Test
    void aBusyDriverCoreIsNoiseAndAModeratelyBusyOneIsNot() throws Exception {
        thread(400, 400, "java", 0, 0);

        List<String> busy = listen(() -> {
            cores(1100, 55, 0);
            thread(400, 400, "java", 55, 0);
        }, List.of());
        cores(0, 0);
        List<String> moderate = listen(() -> cores(1100, 25, 0), List.of());

        assertThat(busy).singleElement().asString().startsWith("the driver's cores 0 were 55% busy").contains("30% at most", "400 (java) 0.55 core");
        assertThat(moderate).as("25%% on the driver's cores").isEmpty();
    }

    @Test
    void aBusySecondThatSettlesIsNoNoiseButBusinessThatStaysIs() throws Exception {
        // Each second listened moves the clock 100 ticks per core on; the driver's core is busy for the given ticks.
        long[] seconds = {0};
        QuietMachine settling = new QuietMachine(proc, () -> write(() -> {
            seconds[0]++;
            cores(1000 + 100 * seconds[0], seconds[0] == 1 ? 60 : 60 + (seconds[0] - 1) * 5, 0);
        }));
        QuietMachine staying = new QuietMachine(proc, () -> write(() -> {
            seconds[0]++;
            cores(1000 + 100 * seconds[0], 60 * seconds[0], 0);
        }));

        List<String> settled = settling.listenUntilQuiet("c", SERVER, DRIVER, List.of());
        long settledAfter = seconds[0];
        seconds[0] = 0;
        cores(0, 0);
        List<String> stayed = staying.listenUntilQuiet("c", SERVER, DRIVER, List.of());

        assertThat(settled).as("60%% busy, then 5%%: the second second is quiet").isEmpty();
        assertThat(settledAfter).isEqualTo(2);
        assertThat(stayed).singleElement().asString().startsWith("the driver's cores 0 were 60% busy");
        assertThat(seconds[0]).as("seconds listened").isEqualTo(QuietMachine.MAX_SECONDS_LISTENED);
    }

    @Test
    void aLeftoverContainerIsSaidOnceAndDoesNotKeepTheCoresListening() throws Exception {
        long[] seconds = {0};
        QuietMachine quiet = new QuietMachine(proc, () -> write(() -> {
            seconds[0]++;
            cores(1000 + 100 * seconds[0], 0, 0);
        }));
        LabelledContainer leftover = new LabelledContainer("0123456789abcdef", "vtbench-backend-3", "backend", "0", DEAD_HARNESS);

        List<String> noise = quiet.listenUntilQuiet("c", SERVER, DRIVER, List.of(leftover));

        assertThat(noise).singleElement().asString().contains("vtbench-backend-3", "the driver's cores 0");
        assertThat(seconds[0]).as("the cores were quiet in the first second").isEqualTo(1);
    }

    @Test
    void theCellsOwnBackendAndDatabaseAreNoNoiseButAnotherDatabaseIs() throws Exception {
        long self = ProcessHandle.current().pid();
        LabelledContainer backend = new LabelledContainer("b0b0b0b0b0b0b0b0", "vtbench-backend-1", "backend", "0", self);
        LabelledContainer database = new LabelledContainer("d0d0d0d0d0d0d0d0", "vtbench-database-1", "database", "0", self);
        LabelledContainer leftover = new LabelledContainer("d1d1d1d1d1d1d1d1", "vtbench-database-9", "database", "0", DEAD_HARNESS);

        List<LabelledContainer> others = QuietMachine.othersThan(List.of(backend, database, leftover),
                java.util.Set.of(backend.id(), database.id()));
        List<String> noise = listen(() -> cores(1100, 0, 0), others);

        assertThat(others).as("the containers judged").containsExactly(leftover);
        assertThat(noise).singleElement().asString().contains("vtbench-database-9", "the driver's cores 0");
    }

    private static void write(Later later) {
        try {
            later.write();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Test
    void anUnreadableProcStatIsNotQuiet() throws Exception {
        Files.delete(proc.resolve("stat"));

        List<String> noise = listen(() -> {}, List.of());

        assertThat(noise).hasSize(2).allSatisfy(note -> assertThat(note).contains("is unknown", "stat"));
    }

    @Test
    void refusesACellWhileALeftoverVtbenchContainerRunsOnTheServersCores() {
        LabelledContainer leftover = new LabelledContainer("0123456789abcdef", "vtbench-server-7", "server", "1", DEAD_HARNESS);

        assertThatThrownBy(() -> listen(() -> {}, List.of(leftover))).isInstanceOf(CellFailure.class)
                .satisfies(e -> assertThat(((CellFailure) e).status()).isEqualTo(CellStatus.REFUSED))
                .hasMessageContaining("plain-jdk/temurin-25/pool/cpu-1/hello refused")
                .hasMessageContaining("vtbench-server-7 (0123456789ab, the server, on cores 1")
                .hasMessageContaining("which is gone")
                .hasMessageContaining("run `harness/vtbench clean`");
    }

    @Test
    void anUnpinnedLeftoverMayRunOnTheServersCoresToo() {
        LabelledContainer unpinned = new LabelledContainer("fedcba9876543210", "vtbench-backend-2", "backend", "", DEAD_HARNESS);

        assertThatThrownBy(() -> listen(() -> {}, List.of(unpinned))).isInstanceOf(CellFailure.class)
                .hasMessageContaining("on cores all");
    }

    @Test
    void anotherLiveHarnesssContainerIsNotCalledALeftover() {
        long parent = ProcessHandle.current().parent().orElseThrow().pid();
        LabelledContainer theirs = new LabelledContainer("0123456789abcdef", "vtbench-server-9", "server", "1", parent);

        assertThatThrownBy(() -> listen(() -> {}, List.of(theirs)))
                .hasMessageContaining("which is still running")
                .hasMessageContaining("another harness is measuring on this machine")
                .hasMessageNotContaining("vtbench clean");
    }

    @Test
    void aLeftoverOnTheDriversCoresIsNoiseNotARefusal() {
        LabelledContainer leftover = new LabelledContainer("0123456789abcdef", "vtbench-backend-3", "backend", "0", DEAD_HARNESS);
        LabelledContainer elsewhere = new LabelledContainer("aaaaaaaaaaaaaaaa", "vtbench-server-4", "server", "2-3", DEAD_HARNESS);

        List<String> noise = listen(() -> cores(1100, 0, 0), List.of(leftover, elsewhere));

        assertThat(noise).singleElement().asString().contains("vtbench-backend-3", "the driver's cores 0", "vtbench clean")
                .doesNotContain("vtbench-server-4");
    }
}
