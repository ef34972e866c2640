package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BaseOsImage;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.engine.Engine;
import dev.vtbench.harness.engine.ImageTransfer;
import dev.vtbench.harness.engine.Topology;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuSet;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * One cell's parts on the run's engines: the cores each gets on its host (the topology's, else the CPU profile's),
 * the images each engine must hold (copied from the harness's engine where missing), and what the cell's record says
 * about each part. On the local topology this is today's single machine, unchanged.
 */
final class CellPlacement {
    private final Topology topology;
    private final Topology.Placement placement;
    private final Map<String, String> imageIds = new LinkedHashMap<>();

    CellPlacement(Topology topology, Cell cell) {
        this.topology = topology;
        this.placement = topology.placement(cell.profile());
    }

    /** The memory of the server engine's host, in bytes (0: not reported). */
    long serverHostMemoryBytes() {
        return topology.server().engine().memoryBytes();
    }

    /** The cell under its profile's quota and memory, on the cores placed: what its server container and record get. */
    Cell placed(Cell cell) {
        return cell.withProfile(cell.profile().placedOn(placement.server(), placement.drivers().get(0)));
    }

    /** Why the cell cannot run on these engines: a cpuset naming a core its host does not have. */
    Optional<String> whyItDoesNotFit(Cell cell) {
        if (!topology.driversAsContainers()) {
            return cell.profile().whyItDoesNotFit(Machine.cores());
        }
        List<String> misfits = new ArrayList<>();
        fit("the server", topology.server().engine(), placement.server(), misfits);
        fit("the JVM sampler", topology.server().engine(), placement.sampler(), misfits);
        for (int i = 0; i < placement.drivers().size(); i++) {
            fit("driver " + (i + 1), topology.drivers().get(i).engine(), placement.drivers().get(i), misfits);
        }
        fit("the backend", topology.backend().engine(), placement.backend(), misfits);
        return misfits.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", misfits));
    }

    private static void fit(String part, Engine engine, CpuSet cpus, List<String> misfits) {
        int cores = engine.cores();
        if (cpus.highestCore() >= cores) {
            misfits.add(part + " is pinned to cores " + cpus + ", but " + engine.describe() + " has " + cores
                    + ": give it cores that host has in the topology file");
        }
    }

    /** The cores of the JVM sampler beside the server, on the server's host: never the server's. */
    CpuSet samplerCores() {
        return placement.sampler();
    }

    CpuSet backendCores() {
        return placement.backend();
    }

    /** The server's image on the server's engine, with the base image its JVM sampler runs. */
    void imagesOnServerEngine(String image) {
        record("server", topology.server().engine(), ImageTransfer.ensureOn(topology.server().engine(), List.of(image, BaseOsImage.NAME))
                .get(image), placement.server());
    }

    void imageOnBackendEngine(String image) {
        record("backend", topology.backend().engine(), ImageTransfer.ensureOn(topology.backend().engine(), List.of(image)).get(image),
                placement.backend());
    }

    /** The database runs beside the backend: on its engine and cores, never the server's. */
    void databaseImageOnBackendEngine(String image) {
        record("database", topology.backend().engine(), ImageTransfer.ensureOn(topology.backend().engine(), List.of(image)).get(image),
                placement.backend());
    }

    /** Each driver's engine, cores and image there, in driver order; the image copied to each engine that lacks it. */
    List<DriverFleet.Slot> driverSlots(String driverImage) {
        List<DriverFleet.Slot> slots = new ArrayList<>();
        for (int i = 0; i < topology.drivers().size(); i++) {
            Engine engine = topology.drivers().get(i).engine();
            CpuSet cpus = placement.drivers().get(i);
            record("driver-" + (i + 1), engine, ImageTransfer.ensureOn(engine, List.of(driverImage)).get(driverImage), cpus);
            slots.add(new DriverFleet.Slot(engine, cpus, driverImage));
        }
        return slots;
    }

    private void record(String part, Engine engine, String imageId, CpuSet cpus) {
        imageIds.put(part, engine.describe() + ", cores " + cpus.spec() + ", image id " + imageId);
    }

    /** The backend on its engine, reached by the server at the backend's address. */
    <C extends HostContainer<C>> C backend(C container) {
        return container.onEngine(topology.backend().engine(), topology.backend().address()).withBindAddress(Topology.bindable(topology.backend().address()));
    }

    /** The server on its engine, reached by the drivers at the server's address. */
    <C extends HostContainer<C>> C server(C container) {
        return container.onEngine(topology.server().engine(), topology.server().address()).withBindAddress(Topology.bindable(topology.server().address()));
    }

        /**
     * Whether the noise check before each repetition can read every core it watches from this machine's /proc: the
     * server's and driver 1's (the local driver's, or the first driver container's) must both be on this machine.
     */
    boolean coresWatchedAreHere() {
        return topology.server().engine().onThisMachine() && topology.drivers().get(0).engine().onThisMachine();
    }

    /** The containers of the other drivers on driver {@code number}'s engine that share a core with it. */
    List<Integer> driversSharingCoresWith(int number) {
        List<Integer> sharing = new ArrayList<>();
        for (int other = 1; other <= topology.drivers().size(); other++) {
            if (other != number && topology.drivers().get(other - 1).engine().sameEngineAs(topology.drivers().get(number - 1).engine())
                    && placement.drivers().get(other - 1).overlaps(placement.drivers().get(number - 1))) {
                sharing.add(other);
            }
        }
        return sharing;
    }

    /** Whether the backend runs on driver {@code number}'s engine and shares a core with it. */
    boolean backendSharesCoresWith(int number) {
        return topology.backend().engine().sameEngineAs(topology.drivers().get(number - 1).engine())
                && placement.backend().overlaps(placement.drivers().get(number - 1));
    }

    boolean driversAsContainers() {
        return topology.driversAsContainers();
    }

    /** For the cell's record: each part's engine, cores and image id there (only for a run across engines). */
    Map<String, String> engines() {
        return topology.driversAsContainers() ? new LinkedHashMap<>(imageIds) : Map.of();
    }
}
