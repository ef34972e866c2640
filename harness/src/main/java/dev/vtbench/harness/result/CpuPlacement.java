package dev.vtbench.harness.result;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;

/**
 * Where a cell ran: its CPU profile, the server's CPU quota, the server's and the driver's cores, and the memory limit.
 * A cpuset is {@code null} where a result recorded none.
 */
public record CpuPlacement(String profile, double cpus, CpuSet server, CpuSet driver, long memoryBytes) {

    public static CpuPlacement of(CpuProfile profile) {
        return new CpuPlacement(profile.name(), profile.cpus(), profile.serverCpuset(), profile.driverCpuset(), profile.memoryBytes());
    }
}
