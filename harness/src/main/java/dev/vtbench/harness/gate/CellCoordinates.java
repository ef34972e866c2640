package dev.vtbench.harness.gate;

import dev.vtbench.harness.matrix.CellKey;

import java.util.Optional;

/**
 * A cell's place in the matrix, read from its id ("plain-jdk/temurin-25/virtual/cpu-1/io/c400", as matrix.Cell makes
 * it). The id is read rather than the cell's context because it is the one thing every result carries: a SKIPPED cell
 * has no context, and a cell the run never reached is known only by the id its matrix listed.
 *
 * @param load the load's label ("c400"); "" in results written before the load was part of the id
 */
record CellCoordinates(String id, String runtime, String jvm, String mode, String profile, String scenario, String load) {

    /** The id's coordinates; empty for a text that is not a cell id. */
    static Optional<CellCoordinates> of(String id) {
        return CellKey.read(id).map(key -> new CellCoordinates(id, key.runtime(), key.jvm(), key.mode().name(), key.profile(),
                key.scenario(), key.load()));
    }

    /** The id of the cell at the same place in another mode. */
    String idInMode(String otherMode) {
        return runtime + "/" + jvm + "/" + otherMode + "/" + profile + "/" + scenario + (load.isEmpty() ? "" : "/" + load);
    }

    /** What the cells of one gate's pair share, all but the mode: "plain-jdk/temurin-25/io/c400". */
    String pair() {
        return runtime + "/" + jvm + "/" + scenario + (load.isEmpty() ? "" : "/" + load);
    }
}
