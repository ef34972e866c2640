package dev.vtbench.harness.study;

import dev.vtbench.harness.docker.InProcessContainer;
import dev.vtbench.harness.metrics.CgroupReading;
import dev.vtbench.harness.metrics.ContainerCgroup;

import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Reads an in-process run's cgroup counters every half second while it runs, keeping the first and the latest reading:
 * how much of the run the CFS quota throttled, and the kernel's peak of its memory charge. Under a quota of half a
 * CPU, a sort longer than the 50 ms a 100 ms period allows is stopped until the next period: its time doubles or not
 * depending on where it starts, which is what a bimodal spread at cpu-0.5 shows.
 */
final class CgroupWatch implements AutoCloseable {
    private final AtomicReference<CgroupReading> first = new AtomicReference<>();
    private final AtomicReference<CgroupReading> latest = new AtomicReference<>();
    private final Thread thread;

    CgroupWatch(InProcessContainer container) {
        thread = Thread.ofPlatform().daemon().name("vtbench-cgroup-watch").start(() -> watch(container));
    }

    private void watch(InProcessContainer container) {
        Optional<ContainerCgroup> cgroup = Optional.empty();
        try {
            while (!Thread.currentThread().isInterrupted()) {
                if (cgroup.isEmpty()) {
                    cgroup = container.runningPid().flatMap(ContainerCgroup::ofProcess);
                }
                if (cgroup.isPresent()) {
                    CgroupReading reading = cgroup.get().read();
                    if (reading.cpuNanos() >= 0) {
                        first.compareAndSet(null, reading);
                        latest.set(reading);
                    }
                }
                Thread.sleep(500);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (RuntimeException e) {
            // the container is gone: the latest reading stands
        }
    }

    /** "throttled in 41% of 1,230 CFS periods (52.3 s throttled), CPU time 61.0 s, peak memory 812 MiB", or why not known. */
    String describe() {
        CgroupReading a = first.get();
        CgroupReading b = latest.get();
        if (a == null || b == null || a == b) {
            return "cgroup counters: not read (the run ended before two readings)";
        }
        long periods = b.periods() - a.periods();
        long throttled = b.throttledPeriods() - a.throttledPeriods();
        String quota = b.periods() < 0 || b.throttledPeriods() < 0 ? "throttling unknown"
                : periods == 0 ? "no CFS periods (no quota)"
                : "throttled in " + StudyFormat.percent((double) throttled / periods) + " of " + StudyFormat.count(periods)
                  + " CFS periods (" + String.format(java.util.Locale.ROOT, "%.1f", (b.throttledNanos() - a.throttledNanos()) / 1e9)
                  + " s throttled)";
        return "cgroup over the run: " + quota + ", CPU time " + String.format(java.util.Locale.ROOT, "%.1f", (b.cpuNanos() - a.cpuNanos()) / 1e9)
                + " s in " + String.format(java.util.Locale.ROOT, "%.1f", (b.atNanos() - a.atNanos()) / 1e9) + " s, peak memory charge "
                + (b.peakMemoryBytes() < 0 ? "unknown" : StudyFormat.bytes(b.peakMemoryBytes()));
    }

    @Override
    public void close() {
        thread.interrupt();
    }
}
