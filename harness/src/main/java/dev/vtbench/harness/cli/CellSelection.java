package dev.vtbench.harness.cli;

import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.RuntimeDefinition;

import java.util.ArrayList;
import java.util.List;

/** Expands the names given on the command line into cells, rejecting any name that is not defined. */
final class CellSelection {
    private final Definitions definitions;

    CellSelection(Definitions definitions) {
        this.definitions = definitions;
    }

    /** @param modes comma-separated modes, or empty for every mode of each runtime */
    List<Cell> select(List<String> runtimes, List<String> jvms, String modes, List<String> profiles, List<String> scenarios) {
        List<Cell> cells = new ArrayList<>();
        for (String runtimeName : runtimes) {
            RuntimeDefinition runtime = definitions.runtimes().get(runtimeName);
            List<String> runtimeModes = modes.isBlank() ? runtime.modes() : List.of(modes.split(","));
            for (String jvm : jvms) {
                for (String profile : profiles) {
                    for (String scenario : scenarios) {
                        for (String mode : runtimeModes) {
                            cells.add(new Cell(runtime, definitions.jvms().get(jvm), runtime.requireMode(mode),
                                    definitions.profiles().get(profile), definitions.scenarios().get(scenario)));
                        }
                    }
                }
            }
        }
        return cells;
    }
}
