package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.DatabaseContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.verify.Verification;

import java.nio.file.Path;
import java.time.Duration;
import java.util.Optional;

/** A cell of one of vtbench's own runtimes: its image from images/, its mode in VTBENCH_MODE, proven by /info. */
final class BuiltInServer implements CellServer {
    private final Cell cell;
    private final MatrixImages images;

    BuiltInServer(Cell cell, MatrixImages images) {
        this.cell = cell;
        this.images = images;
    }

    @Override
    public MatrixImages.Outcome image() {
        return images.runtimeImage(cell.runtime(), cell.jvm().name());
    }

    @Override
    public ServerContainer container(String image, String backendUrl, Path logFile) {
        return new ServerContainer(image, cell.mode().base().name(), cell.runtime().poolSize(), cell.profile(), backendUrl, logFile,
                Duration.ofSeconds(cell.runtime().startupTimeoutSeconds())).withServerJvmOptions(cell.serverJvmOptions());
    }

    @Override
    public Verification verify(ServerContainer server) {
        return CellLaunch.verify(cell, server);
    }

    @Override
    public Traffic traffic(Path repetitionFolder) {
        return new Traffic.Endpoint(cell.scenario().endpoint());
    }

    @Override
    public Optional<Integer> fixedDelayMs() {
        return cell.scenario().delayMs();
    }

    @Override
    public Optional<DatabaseNeed> database() {
        return cell.scenario().databasePool().map(pool -> DatabaseNeed.ofRuntime(DatabaseContainer.defaultSeed(images.definitions().root()), pool));
    }

    @Override
    public boolean callsBackend() {
        return cell.scenario().callsBackend();
    }
}
