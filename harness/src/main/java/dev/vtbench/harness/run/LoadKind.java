package dev.vtbench.harness.run;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.EqualLoadPlan;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;

/**
 * What makes two cells' load phases alike, so that the one measured tells how long the other takes: the simulation
 * (one load level or equal-load steps), its model, the scenario, the warm-up, the window and the number of steps.
 * The runtime, the mode, the users and the rates are left out, so that a kind is measured early in a run; they can
 * change how soon a warm-up is steady, which a kind's range (fastest to slowest) then spans.
 */
record LoadKind(Simulation simulation, LoadModel model, String scenario, Warmup warmup, int durationSeconds, int steps) {

    static LoadKind of(Cell cell) {
        LoadSpec load = cell.load();
        return new LoadKind(load.simulation(), load.model(), cell.scenario().name(), load.warmup(), load.durationSeconds(),
                steps(load));
    }

    /**
     * The equal-load steps a load plans, 0 for one level. Counted from its plan, so that a cell whose rates are fractions
     * of a capacity not measured yet is of the same kind as once they are.
     */
    static int steps(LoadSpec load) {
        if (!load.equalLoadSteps()) {
            return 0;
        }
        EqualLoadPlan plan = load.steps();
        return plan.relativeToCapacity() ? plan.percents().size() : plan.rates().size();
    }
}
