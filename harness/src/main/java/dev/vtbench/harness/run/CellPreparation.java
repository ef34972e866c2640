package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BaseOsImage;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.engine.DockerUnavailableException;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.service.ServiceImages;

import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Optional;

/**
 * Gets a cell ready once per run: whether its cores fit the machine, its images built (or why it is skipped), and
 * placed on the run's engines. A cell that cannot run ends here, SKIPPED or FAILED with its cause, before any server
 * starts.
 */
final class CellPreparation {
    private final MatrixImages images;
    private final ServiceImages serviceImages;
    private final RunSettings settings;

    CellPreparation(MatrixImages images, RunSettings settings) {
        this.images = images;
        this.serviceImages = new ServiceImages(images.definitions(), images);
        this.settings = settings;
    }

    /** What a cell ready to measure is, or why it is not. */
    record Outcome(Optional<PreparedCell> prepared, Optional<CellResult> notRun) {}

    Outcome prepare(Cell requested, Path folder) {
        String startedAt = OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString();
        CellPlacement placement = new CellPlacement(settings.topology(), requested);
        Optional<String> misfit = placement.whyItDoesNotFit(requested);
        if (misfit.isPresent()) {
            return notRun(CellResult.notRun(requested.id(), CellStatus.SKIPPED, misfit.get(), null, null, List.of(), List.of()));
        }
        // The cell on the cores its parts really get: the topology's where it names them, else its profile's.
        Cell cell = placement.placed(requested);
        CellServer underTest = CellServer.of(cell, images, serviceImages);
        MatrixImages.Outcome image;
        MatrixImages.Outcome backendImage;
        Optional<MatrixImages.Outcome> databaseImage;
        try {
            image = underTest.image();
            backendImage = image.built() ? images.backendImage() : null;
            databaseImage = image.built() ? underTest.database().map(need -> images.databaseImage()) : Optional.empty();
        } catch (RuntimeException e) {
            // The engine may have died mid-run: this cell fails, the run goes on, and `--retry-failed` runs it again.
            return notRun(CellResult.notRun(cell.id(), CellStatus.FAILED, failureReason(cell, "building its images", e, folder), null, null,
                    List.of(), List.of()));
        }
        if (!image.built()) {
            return notRun(CellResult.notRun(cell.id(), CellStatus.SKIPPED, cell.jvm().name() + " is not available: " + image.skipReason(),
                    null, null, List.of(), List.of()));
        }
        Optional<String> databaseMissing = databaseImage.filter(outcome -> !outcome.built()).map(MatrixImages.Outcome::skipReason);
        if (databaseMissing.isPresent()) {
            return notRun(CellResult.notRun(cell.id(), CellStatus.FAILED, cell.id() + " queries a database, whose image could not be built: "
                    + databaseMissing.get(), null, null, List.of(), List.of()));
        }
        List<DriverFleet.Slot> driverSlots;
        try {
            // The JVM probe beside the server runs the base OS image, which a registry-sourced run never built.
            BaseOsImage.ensure(images.definitions().root());
            placement.imagesOnServerEngine(image.image());
            placement.imageOnBackendEngine(backendImage.image());
            databaseImage.ifPresent(database -> placement.databaseImageOnBackendEngine(database.image()));
            driverSlots = placement.driversAsContainers() ? placement.driverSlots(images.driverImage().image()) : List.of();
        } catch (RuntimeException e) {
            return notRun(CellResult.notRun(cell.id(), CellStatus.FAILED, failureReason(cell, "putting its images on the run's engines", e,
                    folder), null, null, List.of(), List.of()));
        }
        return new Outcome(Optional.of(new PreparedCell(cell, underTest, image, backendImage, databaseImage, placement, driverSlots, folder, startedAt)),
                Optional.empty());
    }

    private static Outcome notRun(CellResult result) {
        return new Outcome(Optional.empty(), Optional.of(result));
    }

    /** A failure's reason; where the Docker engine no longer answers, that is named as the cause, with the way back. */
    static String failureReason(Cell cell, String step, Exception e, Path folder) {
        try {
            DockerEngine.requireAvailable();
            return cell.id() + ": " + e.getMessage();
        } catch (DockerUnavailableException engineGone) {
            Path run = folder.getParent().getParent();
            return cell.id() + ": the Docker engine stopped answering while " + step + " (" + e.getMessage() + "): start it again "
                    + "(`harness/setup-machine.sh`), then finish the run with `harness/vtbench run --resume " + run
                    + " --retry-failed` (a study's: its same `harness/vtbench study` command and `--out`, which reruns FAILED cells)";
        }
    }
}
