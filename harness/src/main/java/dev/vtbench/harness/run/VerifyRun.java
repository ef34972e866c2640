package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.verify.Verification;

import java.nio.file.Path;
import java.util.List;

/**
 * The verify command: for each cell, start it, check every endpoint and /info, print the checks, stop. Nothing is
 * loaded; this is the step every measured cell goes through first, on its own.
 */
public final class VerifyRun {
    private final MatrixImages images;
    private final ServiceImages serviceImages;
    private final Path logs;

    public VerifyRun(MatrixImages images, Path logs) {
        this.images = images;
        this.serviceImages = new ServiceImages(images.definitions(), images);
        this.logs = logs;
    }

    /** @return how many cells failed (skipped cells do not count as failures, but are printed with the reason) */
    public int verify(List<Cell> cells) {
        int failed = 0;
        if (cells.isEmpty()) {
            return 0;
        }
        try (BackendContainer backend = new BackendContainer(images.backendImage().image(),
                cells.get(0).profile().driverCpuset(), logs.resolve("backend.log"))) {
            backend.start();
            for (Cell cell : cells) {
                failed += verify(cell, backend) ? 0 : 1;
            }
        }
        return failed;
    }

    private boolean verify(Cell cell, BackendContainer backend) {
        var misfit = cell.profile().whyItDoesNotFit(Machine.cores());
        if (misfit.isPresent()) {
            System.out.println("SKIPPED " + cell.id() + ": " + misfit.get());
            return true;
        }
        CellServer underTest = CellServer.of(cell, images, serviceImages);
        MatrixImages.Outcome image = underTest.image();
        if (!image.built()) {
            System.out.println("SKIPPED " + cell.id() + ": " + image.skipReason());
            return true;
        }
        Path log = logs.resolve(cell.folderName() + ".log");
        try (ServerContainer server = underTest.container(image.image(), backend.baseUrl(), log)) {
            CellLaunch.start(cell, server);
            Verification verification = underTest.verify(server);
            System.out.println("PASSED " + cell.id() + " (" + verification.info("jvmVendor") + " " + verification.info("jvmVersion") + ")");
            verification.checks().forEach(check -> System.out.println("  " + check));
            return true;
        } catch (CellFailure failure) {
            System.out.println("FAILED " + failure.getMessage());
            return false;
        }
    }

}
