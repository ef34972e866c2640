package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.verify.Verification;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;

/**
 * What differs between a cell of one of vtbench's own runtimes and a cell of a user's service: where its image comes
 * from, how its container is told the mode, how the mode is proven before load, and what traffic the driver sends.
 * Everything else about running a cell (backend, repetitions, sampling, recording) is the same for both.
 */
interface CellServer {

    static CellServer of(Cell cell, MatrixImages images, ServiceImages serviceImages) {
        return cell.service().<CellServer>map(service -> new OwnServiceServer(cell, service, serviceImages))
                .orElseGet(() -> new BuiltInServer(cell, images));
    }

    /** The image to run, built or found on the engine, or why the cell must be skipped. */
    MatrixImages.Outcome image();

    /** The server container, not yet started, in the cell's mode under its profile. */
    ServerContainer container(String image, String backendUrl, Path logFile);

    /** The checks that must hold before load; throws {@link CellFailure} naming the failed ones. */
    Verification verify(ServerContainer server);

    /** What the driver sends; a request list is written into {@code repetitionFolder} for it. */
    Traffic traffic(Path repetitionFolder) throws IOException;

    /** The fixed wait each request spends, when the traffic has one: Little's law then bounds the throughput. */
    Optional<Integer> fixedDelayMs();

    /** The bounded pool the cell runs on where vtbench set it and /info does not report it; empty otherwise. */
    default Optional<Integer> poolSize() {
        return Optional.empty();
    }

    /** The database the server queries, which the run then starts, seeds and hands to it; empty for none. */
    Optional<DatabaseNeed> database();

    /** Whether each request holds a second socket, to the backend (the open-file budget counts it). */
    boolean callsBackend();
}
