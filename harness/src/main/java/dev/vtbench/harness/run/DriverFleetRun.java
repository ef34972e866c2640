package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.DriverContainer;
import dev.vtbench.harness.load.DriverFleet;
import dev.vtbench.harness.load.GatlingRun;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.metrics.ContainerDriverFigures;
import dev.vtbench.harness.metrics.ResourceSampler;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
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

    static GatlingRun.Outcome run(DriverFleet fleet, ServerContainer server, BackendContainer backend, CellPlacement placement,
                                  Traffic traffic, LoadSpec load, Path repetitionFolder, Consumer<ResourceSampler> onSampling)
            throws IOException {
        DriverFleet.Outcome outcome = fleet.run(server.baseUrl(), traffic, load, repetitionFolder,
                drivers -> onSampling.accept(new ResourceSampler(server.stats(), backend.stats(),
                        new ContainerDriverFigures(drivers.stream().map(driver -> figures(driver, backend, placement)).toList()))));
        DriverContainer.Outcome first = outcome.drivers().get(0);
        boolean assertionsPassed = outcome.drivers().stream().allMatch(DriverContainer.Outcome::assertionsPassed);
        return new GatlingRun.Outcome(outcome.merged(), first.reportFolder(), first.log(), assertionsPassed, COLD);
    }

    private static ContainerDriverFigures.Driver figures(DriverContainer driver, BackendContainer backend, CellPlacement placement) {
        return new ContainerDriverFigures.Driver("driver-" + driver.number(), driver.stats(), driver.cpuset(),
                placement.backendSharesCoresWith(driver.number()) ? List.of(backend.stats()) : List.of());
    }
}
