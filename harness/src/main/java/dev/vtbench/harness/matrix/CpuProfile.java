package dev.vtbench.harness.matrix;

import java.util.Optional;
import java.util.Set;

/**
 * A CPU profile from cgroup-profiles/: the CFS quota the server container gets (docker --cpus), the cores
 * it is pinned to, the cores the load driver and helper services are pinned to, and the memory limit.
 */
public record CpuProfile(String name, double cpus, CpuSet serverCpuset, CpuSet driverCpuset, long memoryBytes) {

    static final Set<String> KEYS = Set.of("cpus", "server.cpuset", "driver.cpuset", "memory");

    public static CpuProfile from(DataFile file) {
        double cpus = file.number("cpus", 0.01, 1024);
        CpuSet server = cpuset(file, "server.cpuset");
        CpuSet driver = cpuset(file, "driver.cpuset");
        if (server.overlaps(driver)) {
            throw new DataFileException(file.path() + ": server.cpuset " + server + " and driver.cpuset " + driver
                    + " share a core; the server under test and the load driver must never share a CPU");
        }
        if (Math.ceil(cpus) > server.size()) {
            throw new DataFileException(file.path() + ": cpus = " + cpus + " needs at least " + (int) Math.ceil(cpus)
                    + " cores in server.cpuset, which has " + server.size() + " (" + server + ")");
        }
        long memory = ByteSize.parse(file, "memory");
        return new CpuProfile(file.name(), cpus, server, driver, memory);
    }

    private static CpuSet cpuset(DataFile file, String key) {
        String raw = file.required(key);
        try {
            return CpuSet.parse(raw);
        } catch (IllegalArgumentException e) {
            throw file.invalid(key, raw, "a cpuset list such as 1, 0-3 or 0,2-3");
        }
    }

    /**
     * This profile's quota and memory on other cores: a topology file places the server, and the driver's side, on the
     * cores of their own hosts. The cell keeps the profile's name; its context records the cores it really got.
     */
    public CpuProfile placedOn(CpuSet server, CpuSet driver) {
        return new CpuProfile(name, cpus, server, driver, memoryBytes);
    }

    /** What the JVM inside should report as availableProcessors(): the quota rounded up, within the cpuset. */
    public int expectedAvailableProcessors() {
        return (int) Math.min(Math.ceil(cpus), serverCpuset.size());
    }

    /** Why this profile cannot run on a machine with this many cores, or empty when it fits. */
    public Optional<String> whyItDoesNotFit(int machineCores) {
        int needed = Math.max(serverCpuset.highestCore(), driverCpuset.highestCore()) + 1;
        if (needed > machineCores) {
            return Optional.of("profile " + name + " pins the server to cores " + serverCpuset + " and the driver to cores "
                    + driverCpuset + ", which needs " + needed + " cores; this machine has " + machineCores);
        }
        return Optional.empty();
    }

    /** Docker's NanoCpus: the CFS quota as a fraction of one CPU, in billionths. */
    public long nanoCpus() {
        return Math.round(cpus * 1_000_000_000L);
    }
}
