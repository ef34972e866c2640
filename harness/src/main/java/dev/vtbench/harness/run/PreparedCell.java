package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.matrix.Cell;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * A cell ready to be measured, once per run however many rounds it gets: on the cores its parts really get, with its
 * server's images on the engines, its driver containers' slots (none for the local driver) and its folder.
 *
 * @param cell the cell placed on its cores
 * @param databaseImage the database's image, for a server that queries one
 * @param startedAt when the run first reached it, for its record
 */
record PreparedCell(Cell cell, CellServer underTest, MatrixImages.Outcome image, MatrixImages.Outcome backendImage,
                    Optional<MatrixImages.Outcome> databaseImage, CellPlacement placement, List<DriverFleet.Slot> driverSlots,
                    Path folder, String startedAt) {

    PreparedCell {
        driverSlots = List.copyOf(driverSlots);
    }

    /** This cell as {@code resolved} (itself with the rates of its equal-load steps, once known). */
    PreparedCell resolvedAs(Cell resolved) {
        return new PreparedCell(resolved, underTest, image, backendImage, databaseImage, placement, driverSlots, folder, startedAt);
    }
}
