package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.OwnService;
import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.verify.Verification;

import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The verify command: for each cell, start it, check every endpoint and /info, print the checks, stop. Nothing is
 * loaded; this is the step every measured cell goes through first, on its own. Cells that differ only in what load
 * they get (a capacity cell and its equal-load steps, the levels of a sweep) run the same server, which is started and
 * verified once: the others are reported with its outcome, naming the cell it was verified as.
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
            Map<SameServer, Verified> verified = new LinkedHashMap<>();
            for (Cell cell : cells) {
                SameServer server = SameServer.of(cell);
                Verified first = verified.get(server);
                if (first == null) {
                    first = new Verified(cell, verify(cell, backend));
                    verified.put(server, first);
                } else {
                    System.out.println(first.outcome() + " " + cell.id() + ": the same server as " + first.cell().id() + ", "
                            + first.outcome().sharedAs());
                }
                failed += first.outcome() == Outcome.FAILED ? 1 : 0;
            }
        }
        return failed;
    }

    /** How a server's verification ended; a cell that shares the server shares its outcome. */
    enum Outcome {
        PASSED("verified above"), FAILED("which failed above"), SKIPPED("skipped above, for the reason given");

        private final String sharedAs;

        Outcome(String sharedAs) {
            this.sharedAs = sharedAs;
        }

        /** How a cell that shares the server says where its outcome came from. */
        String sharedAs() {
            return sharedAs;
        }
    }

    /** The cell a server was started and verified as, and how that ended. */
    private record Verified(Cell cell, Outcome outcome) {}

    /** What decides the server a cell starts: everything but its scenario and load. */
    record SameServer(String runtime, String jvm, String mode, CpuProfile profile, ServerJvmOptions options, Optional<OwnService> service) {
        static SameServer of(Cell cell) {
            return new SameServer(cell.runtime().name(), cell.jvm().name(), cell.mode().name(), cell.profile(), cell.serverJvmOptions(),
                    cell.service());
        }
    }

    private Outcome verify(Cell cell, BackendContainer backend) {
        var misfit = cell.profile().whyItDoesNotFit(Machine.cores());
        if (misfit.isPresent()) {
            System.out.println("SKIPPED " + cell.id() + ": " + misfit.get());
            return Outcome.SKIPPED;
        }
        CellServer underTest = CellServer.of(cell, images, serviceImages);
        MatrixImages.Outcome image = underTest.image();
        if (!image.built()) {
            System.out.println("SKIPPED " + cell.id() + ": " + image.skipReason());
            return Outcome.SKIPPED;
        }
        Path log = logs.resolve(cell.folderName() + ".log");
        try (ServerContainer server = underTest.container(image.image(), backend.baseUrl(), log)) {
            CellLaunch.start(cell, server);
            Verification verification = underTest.verify(server);
            System.out.println("PASSED " + cell.id() + " (" + verification.info("jvmVendor") + " " + verification.info("jvmVersion") + ")");
            verification.checks().forEach(check -> System.out.println("  " + check));
            return Outcome.PASSED;
        } catch (CellFailure failure) {
            System.out.println("FAILED " + failure.getMessage());
            return Outcome.FAILED;
        }
    }

}
