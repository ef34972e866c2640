package dev.vtbench.harness.metrics;

import dev.vtbench.harness.matrix.CpuSet;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.BitSet;
import java.util.List;

/**
 * The time a set of cores spent busy and in all, summed over its per-cpu lines of /proc/stat (in USER_HZ ticks,
 * cumulative since boot), whatever process ran on them. Two readings give the cores' busy share between them,
 * which is what tells a saturated core from a busy process: the driver's core also runs the backend and the harness.
 * Both are -1 when /proc/stat could not be read or lacks one of the cores.
 */
public record CoreTimes(long busyTicks, long totalTicks) {
    public static final CoreTimes UNKNOWN = new CoreTimes(-1, -1);

    /** Reads {@code proc}/stat (/proc on the host) for {@code cores}. */
    public static CoreTimes read(Path proc, CpuSet cores) {
        List<String> lines;
        try {
            lines = Files.readAllLines(proc.resolve("stat"));
        } catch (IOException e) {
            return UNKNOWN;
        }
        long busy = 0;
        long total = 0;
        BitSet seen = new BitSet();
        for (String line : lines) {
            // "cpu " is the whole machine's line; "cpuN " one core's.
            if (!line.startsWith("cpu") || line.startsWith("cpu ")) {
                continue;
            }
            String[] fields = line.strip().split("\\s+");
            int core;
            try {
                core = Integer.parseInt(fields[0].substring(3));
            } catch (NumberFormatException e) {
                continue;
            }
            if (!cores.cores().get(core) || fields.length < 9) {
                continue;
            }
            try {
                // user nice system idle iowait irq softirq steal; guest and guest_nice after them are already
                // counted in user and nice, so they stay out of the total.
                long lineTotal = 0;
                for (int field = 1; field <= 8; field++) {
                    lineTotal += Long.parseLong(fields[field]);
                }
                long idle = Long.parseLong(fields[4]) + Long.parseLong(fields[5]);
                total += lineTotal;
                busy += lineTotal - idle;
                seen.set(core);
            } catch (NumberFormatException e) {
                return UNKNOWN;
            }
        }
        return seen.equals(cores.cores()) ? new CoreTimes(busy, total) : UNKNOWN;
    }

    public boolean known() {
        return busyTicks >= 0 && totalTicks >= 0;
    }

    /** The busy share of the cores from this reading to {@code later}, in percent; NaN if either is unknown. */
    public double busyPercentUntil(CoreTimes later) {
        if (!known() || !later.known() || later.totalTicks <= totalTicks || later.busyTicks < busyTicks) {
            return Double.NaN;
        }
        return 100.0 * (later.busyTicks - busyTicks) / (later.totalTicks - totalTicks);
    }
}
