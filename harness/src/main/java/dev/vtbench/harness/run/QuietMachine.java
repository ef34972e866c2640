package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.LabelledContainer;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.metrics.CoreTimes;
import dev.vtbench.harness.metrics.ThreadCpu;
import dev.vtbench.harness.result.CellStatus;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Listens to the machine for a second (up to three, until one is quiet) before a repetition's server starts, and
 * says what else was using the cores the measurement needs: the server's should be idle (nothing of the cell runs
 * there yet) and the driver's nearly so (the backend and the harness are idle between repetitions). Busy cores are
 * reported with the processes whose threads ran there. A vtbench container that is not this cell's (one left
 * running by a harness killed outright, or another harness's) is reported too, and on the server's cores it
 * refuses the cell: it would share them with the server under test.
 */
public final class QuietMachine {
    /** Nothing should run on the server's cores before its server starts; a little kernel work is allowed. */
    static final double SERVER_CORES_MAX_BUSY_PERCENT = 5;
    /** The driver's cores hold the backend and the harness, idle between repetitions, and their housekeeping. */
    static final double DRIVER_CORES_MAX_BUSY_PERCENT = 30;
    private static final int PROCESSES_NAMED = 5;
    /**
     * Seconds listened at most before a repetition: the first quiet one ends the check. The harness's own work on the
     * previous repetition (writing its results, compiling, collecting garbage) can still be settling in the first
     * second, and is no noise for the next; a process that keeps the cores busy is still there in the third.
     */
    static final int MAX_SECONDS_LISTENED = 3;

    private final Path proc;
    private final Runnable listening;

    /**
     * @param proc where /proc is (a fake one in tests)
     * @param listening waits for the span over which the cores are watched
     */
    public QuietMachine(Path proc, Runnable listening) {
        this.proc = proc;
        this.listening = listening;
    }

    /** Watches the host's /proc over one second. */
    public static QuietMachine overOneSecond() {
        return new QuietMachine(Path.of("/proc"), () -> {
            try {
                Thread.sleep(1_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
    }

    /**
     * The noise on {@code cell}'s cores before its server starts, in words (empty when the machine is quiet), with every
     * running vtbench container counted as noise but {@code ownDependencies}, the containers the cell's server calls
     * (its backend, its database): they are part of what is measured, idle until the load starts; and the run's servers
     * held frozen for their steps, which use no CPU until they are thawed, after this cell's server has stopped.
     *
     * @throws CellFailure REFUSED when another vtbench container may run on the server's cores
     */
    public List<String> listen(Cell cell, List<? extends HostContainer<?>> ownDependencies) {
        List<LabelledContainer> others = othersThan(LabelledContainer.running(),
                ownDependencies.stream().map(HostContainer::getContainerId).collect(Collectors.toSet()));
        return listenUntilQuiet(cell.id(), cell.profile().serverCpuset(), cell.profile().driverCpuset(), others);
    }

    /** The running containers that are not the cell's own dependencies ({@code ownIds}). */
    static List<LabelledContainer> othersThan(List<LabelledContainer> running, Set<String> ownIds) {
        return running.stream().filter(container -> !ownIds.contains(container.id())).toList();
    }

    /**
     * The containers are judged once; the cores one second at a time, up to {@link #MAX_SECONDS_LISTENED}, until a
     * quiet second (the cores' noise of the last second when none was).
     */
    List<String> listenUntilQuiet(String cellId, CpuSet serverCores, CpuSet driverCores, List<LabelledContainer> otherContainers) {
        List<String> noise = containerNoise(cellId, serverCores, driverCores, otherContainers);
        List<String> cores = List.of();
        for (int second = 1; second <= MAX_SECONDS_LISTENED; second++) {
            cores = coreNoiseOverOneSecond(serverCores, driverCores);
            if (cores.isEmpty()) {
                break;
            }
        }
        noise.addAll(cores);
        return noise;
    }

    /** One second's listen: the containers, then the cores. */
    List<String> listen(String cellId, CpuSet serverCores, CpuSet driverCores, List<LabelledContainer> otherContainers) {
        List<String> noise = containerNoise(cellId, serverCores, driverCores, otherContainers);
        noise.addAll(coreNoiseOverOneSecond(serverCores, driverCores));
        return noise;
    }

    /**
     * Other vtbench containers: noise on the driver's cores.
     *
     * @throws CellFailure REFUSED when one may run on the server's cores
     */
    private static List<String> containerNoise(String cellId, CpuSet serverCores, CpuSet driverCores,
                                               List<LabelledContainer> otherContainers) {
        List<String> noise = new ArrayList<>();
        for (LabelledContainer container : otherContainers) {
            if (container.mayRunOn(serverCores)) {
                throw new CellFailure(CellStatus.REFUSED, cellId + " refused: the vtbench container " + container.describe()
                        + " is running on the server's cores " + serverCores + ", where it would compete with the server under test; "
                        + (container.ownerIsAnotherLiveHarness()
                                ? "another harness is measuring on this machine: wait for it to finish, or stop it, then run again"
                                : "run `harness/vtbench clean` to remove containers left by a harness that was killed, then run again"));
            }
            if (container.mayRunOn(driverCores)) {
                noise.add("the vtbench container " + container.describe() + " is running on the driver's cores " + driverCores
                        + " (`harness/vtbench clean` removes leftovers)");
            }
        }
        return noise;
    }

    private List<String> coreNoiseOverOneSecond(CpuSet serverCores, CpuSet driverCores) {
        List<String> noise = new ArrayList<>();
        Map<Long, ThreadCpu> threadsBefore = ThreadCpu.readAll(proc);
        CoreTimes serverBefore = CoreTimes.read(proc, serverCores);
        CoreTimes driverBefore = CoreTimes.read(proc, driverCores);
        listening.run();
        CoreTimes serverAfter = CoreTimes.read(proc, serverCores);
        CoreTimes driverAfter = CoreTimes.read(proc, driverCores);
        Map<Long, ThreadCpu> threadsAfter = ThreadCpu.readAll(proc);
        judge("server", serverCores, serverBefore, serverAfter, SERVER_CORES_MAX_BUSY_PERCENT, threadsBefore, threadsAfter)
                .ifPresent(noise::add);
        judge("driver", driverCores, driverBefore, driverAfter, DRIVER_CORES_MAX_BUSY_PERCENT, threadsBefore, threadsAfter)
                .ifPresent(noise::add);
        return noise;
    }

    private Optional<String> judge(String whose, CpuSet cores, CoreTimes before, CoreTimes after, double maxBusyPercent,
                                   Map<Long, ThreadCpu> threadsBefore, Map<Long, ThreadCpu> threadsAfter) {
        double busy = before.busyPercentUntil(after);
        if (Double.isNaN(busy)) {
            // Unknown is not quiet: noise cannot be ruled out.
            return Optional.of("whether the " + whose + "'s cores " + cores + " were quiet is unknown: "
                    + proc.resolve("stat") + " gave no reading of them");
        }
        if (busy <= maxBusyPercent) {
            return Optional.empty();
        }
        double ticksPerCore = (double) (after.totalTicks() - before.totalTicks()) / cores.size();
        return Optional.of(String.format(Locale.ROOT, "the %s's cores %s were %.0f%% busy in the second before the server started "
                + "(%.0f%% at most expected); on them: %s", whose, cores, busy, maxBusyPercent,
                culprits(cores, ticksPerCore, threadsBefore, threadsAfter)));
    }

    /**
     * The processes whose threads used CPU over the span and last ran on {@code cores}, busiest first, with their share
     * of one core. A thread that moved between cores counts where it was last; kernel work and processes that exited
     * in between are not named.
     */
    private static String culprits(CpuSet cores, double ticksPerCore, Map<Long, ThreadCpu> before, Map<Long, ThreadCpu> after) {
        Map<Long, Long> ticksByProcess = new LinkedHashMap<>();
        Map<Long, String> commands = new LinkedHashMap<>();
        for (ThreadCpu thread : after.values()) {
            if (!cores.cores().get(thread.lastCore())) {
                continue;
            }
            ThreadCpu earlier = before.get(thread.tid());
            // A thread that started during the span (or a reused id) used everything it has.
            long used = earlier != null && earlier.pid() == thread.pid() ? thread.ticks() - earlier.ticks() : thread.ticks();
            if (used > 0) {
                ticksByProcess.merge(thread.pid(), used, Long::sum);
                commands.put(thread.pid(), thread.command());
            }
        }
        if (ticksByProcess.isEmpty()) {
            return "no process found (kernel work, or processes that have exited)";
        }
        long self = ProcessHandle.current().pid();
        List<Map.Entry<Long, Long>> busiest = ticksByProcess.entrySet().stream()
                .sorted(Map.Entry.<Long, Long>comparingByValue().reversed()).toList();
        List<String> named = busiest.stream().limit(PROCESSES_NAMED).map(entry -> String.format(Locale.ROOT, "%d (%s%s) %.2f core",
                entry.getKey(), commands.get(entry.getKey()), entry.getKey() == self ? ", this harness" : "",
                ticksPerCore > 0 ? entry.getValue() / ticksPerCore : Double.NaN)).toList();
        return String.join(", ", named) + (busiest.size() > PROCESSES_NAMED ? " and " + (busiest.size() - PROCESSES_NAMED) + " more" : "");
    }
}
