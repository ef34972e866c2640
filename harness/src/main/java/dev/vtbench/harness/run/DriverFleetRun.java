package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.driver.DriverContainer;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.metrics.ContainerDriverFigures;
import dev.vtbench.harness.metrics.EngineStats;
import dev.vtbench.harness.metrics.ResourceSampler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * One repetition's load from driver containers on their engines: the fleet's merged result in the shape of a local
 * driver's outcome, and, once every driver runs, a sampler that follows the server, the backend and each driver
 * through their engines (each driver's own figures, so that saturation is judged per driver).
 */
final class DriverFleetRun {
    /** Why no driver container starts warm: the AOT cache is trained for, and kept beside, the local driver. */
    static final String COLD = "none: driver containers start cold (the AOT cache is the local driver's)";

    private DriverFleetRun() {}

    /** @param jitQuiet whether the server's JIT is quiet now: the shared window's second condition, beside a steady rate */
    static GatlingRun.Outcome run(DriverFleet fleet, ServerContainer server, BackendContainer backend, CellPlacement placement,
                                  Traffic traffic, LoadSpec load, Path repetitionFolder, Consumer<ResourceSampler> onSampling,
                                  java.util.function.BooleanSupplier jitQuiet) throws IOException {
        DriverFleet.Outcome outcome = fleet.run(server.baseUrl(), traffic, load, repetitionFolder,
                drivers -> onSampling.accept(sampler(server, backend, placement, drivers)), jitQuiet);
        DriverContainer.Outcome first = outcome.drivers().get(0);
        boolean assertionsPassed = outcome.drivers().stream().allMatch(DriverContainer.Outcome::assertionsPassed);
        return new GatlingRun.Outcome(outcome.merged(), first.reportFolder(), first.log(), assertionsPassed, COLD);
    }

    /**
     * Follows the server, the backend and every driver through their engines. A driver's cores count as busy with
     * whatever else vtbench runs on them on its engine (the backend, other drivers), so that two drivers sharing a core
     * are judged by that core, not each by its half. The streams opened before a failure are closed again.
     */
    private static ResourceSampler sampler(ServerContainer server, BackendContainer backend, CellPlacement placement,
                                           List<DriverContainer> drivers) {
        List<EngineStats> opened = new ArrayList<>();
        try {
            EngineStats serverStats = opened(opened, EngineStats.of(server));
            EngineStats backendStats = opened(opened, EngineStats.of(backend));
            Map<Integer, DriverContainer> byNumber = new TreeMap<>();
            drivers.forEach(driver -> byNumber.put(driver.number(), driver));
            List<ContainerDriverFigures.Driver> figures = new ArrayList<>();
            for (DriverContainer driver : byNumber.values()) {
                List<EngineStats> sharing = new ArrayList<>();
                if (placement.backendSharesCoresWith(driver.number())) {
                    sharing.add(opened(opened, EngineStats.of(backend)));
                }
                for (int other : placement.driversSharingCoresWith(driver.number())) {
                    sharing.add(opened(opened, EngineStats.of(byNumber.get(other))));
                }
                figures.add(new ContainerDriverFigures.Driver("driver-" + driver.number(), opened(opened, EngineStats.of(driver)),
                        driver.cpuset(), sharing));
            }
            return new ResourceSampler(serverStats, backendStats, new ContainerDriverFigures(figures));
        } catch (RuntimeException e) {
            opened.forEach(EngineStats::close);
            throw e;
        }
    }

    private static EngineStats opened(List<EngineStats> opened, EngineStats stats) {
        opened.add(stats);
        return stats;
    }
}
