package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.AtomicFile;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.service.OpaqueServiceVerifier;
import dev.vtbench.harness.matrix.OwnService;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.matrix.ServiceRequest;
import dev.vtbench.harness.verify.Check;
import dev.vtbench.harness.verify.Verification;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A cell of a user's own service: its image derived from their jar or war (or theirs as is), its mode switched the way
 * their file says, and, since vtbench cannot ask their service what thread it runs on, the mode proven from the JVM
 * itself (see {@link OpaqueServiceVerifier}).
 */
final class OwnServiceServer implements CellServer {
    /** The driver's copy of the request list, in each repetition's folder. */
    static final String REQUESTS_FILE = "requests.json";

    private final Cell cell;
    private final OwnService service;
    private final ServiceImages images;

    OwnServiceServer(Cell cell, OwnService service, ServiceImages images) {
        this.cell = cell;
        this.service = service;
        this.images = images;
    }

    @Override
    public MatrixImages.Outcome image() {
        return images.imageFor(service, cell.jvm().name(), cell.mode().base().name());
    }

    @Override
    public ServerContainer container(String image, String backendUrl, Path logFile) {
        ServerContainer server = ServerContainer.forService(image, service, cell.mode().base().name(), cell.profile(), backendUrl, logFile)
                .withServerJvmOptions(cell.serverJvmOptions());
        // Explicit, so that the size recorded is the size the image was given, not its default.
        poolSize().ifPresent(size -> server.withEnv("VTBENCH_POOL_SIZE", Integer.toString(size)));
        return server;
    }

    @Override
    public Verification verify(ServerContainer server) {
        Verification verification = OpaqueServiceVerifier.verify(server, service.healthPath(), probes(), cell.virtual(),
                cell.profile().expectedAvailableProcessors(), cell.profile().driverCpuset()).with(CellLaunch.portHeldBy(server));
        if (!verification.passed()) {
            throw new CellFailure(CellStatus.FAILED, cell.id() + " failed verification before load: "
                    + verification.failures().stream().map(Check::toString).toList() + "; its log is at " + server.logFile());
        }
        return verification;
    }

    @Override
    public Optional<DatabaseNeed> database() {
        return service.database().map(dependency -> DatabaseNeed.ofService(dependency.initFile()));
    }

    @Override
    public Optional<Integer> poolSize() {
        return images.poolSizeOf(service, cell.mode().base().name());
    }

    /** The requests that prove the service: its list; for an own simulation, which vtbench cannot read, its health path. */
    private List<ServiceRequest> probes() {
        return service.requests().map(list -> list.requests())
                .orElseGet(() -> List.of(new ServiceRequest(1, "GET", service.healthPath(), 200, Optional.empty())));
    }

    @Override
    public Traffic traffic(Path repetitionFolder) throws IOException {
        if (service.simulationClass().isPresent()) {
            return new Traffic.OwnSimulation(service.simulationClass().get(), service.simulationClasspath());
        }
        Path file = repetitionFolder.resolve(REQUESTS_FILE);
        java.nio.file.Files.createDirectories(repetitionFolder);
        AtomicFile.write(file, service.requests().orElseThrow().toJson());
        return new Traffic.RequestFile(file);
    }

    /** A user's request may carry any query parameter: none is read as a fixed wait, so no Little's-law bound is asserted. */
    @Override
    public Optional<Integer> fixedDelayMs() {
        return Optional.empty();
    }

    /** vtbench's backend serves only its own workload; what the service calls is its own affair. */
    @Override
    public boolean callsBackend() {
        return false;
    }
}
