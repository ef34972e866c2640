package dev.vtbench.harness.run;

import dev.vtbench.harness.DefinitionsTest;
import dev.vtbench.harness.load.EqualLoadPlan;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Mode;

import java.util.Map;

/** Cells of the shipped definitions, for the run package's tests. */
final class TestCells {
    static final Definitions DEFINITIONS = Definitions.load(DefinitionsTest.repositoryRoot());

    private TestCells() {}

    /** plain-jdk/temurin-25/pool/cpu-1/io at 400 closed-model users. */
    static Cell io() {
        return cell("pool", "io", LoadSpec.closed(400, Warmup.untilSteady(5, 60), 9));
    }

    static Cell cell(String mode, String scenario, LoadSpec load) {
        return new Cell(DEFINITIONS.runtimes().get("plain-jdk"), DEFINITIONS.jvms().get("temurin-25"), Mode.of(mode),
                DEFINITIONS.profiles().get("cpu-1"), DEFINITIONS.scenarios().get(scenario), load);
    }

    /** The equal-load steps at {@code percents} of the lower capacity, their rates not known yet. */
    static Cell steps(String mode, String scenario, int... percents) {
        EqualLoadPlan plan = EqualLoadPlan.parse(java.util.Arrays.stream(percents).mapToObj(p -> p + "%").toList());
        return cell(mode, scenario, LoadSpec.equalLoad(Simulation.equalLoadSteps().orElseThrow(), plan, 9, Map.of()));
    }
}
