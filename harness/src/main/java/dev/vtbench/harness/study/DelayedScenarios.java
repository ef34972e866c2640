package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Scenario;
import dev.vtbench.harness.matrix.VtbenchRoot;

import java.util.List;

/**
 * A study's scenarios at delays of its own: a shipped scenario with a delayMs parameter (bank: /bank?delayMs=100&n=1000)
 * at each delay asked for, named after it (bank-5ms), so that cells and results say which delay they measured. The
 * study's matrix declares them ({@code scenario.bank-5ms = /bank?delayMs=5&n=1000}), as its preset does.
 */
final class DelayedScenarios {
    private static final String DECLARED = "scenario.";

    private DelayedScenarios() {}

    /** The shipped scenario {@code name} (harness/scenarios/NAME.properties), which must wait a delayMs. */
    static Scenario shipped(String name) {
        Scenario scenario = Definitions.load(VtbenchRoot.locate()).scenarios().get(name);
        if (scenario.delayMs().isEmpty()) {
            throw new IllegalArgumentException("scenario " + name + " (" + scenario.endpoint() + ") has no delayMs parameter to set");
        }
        return scenario;
    }

    /** {@code shipped} at {@code delayMs}: "bank-5ms", /bank?delayMs=5&n=1000. */
    static Scenario at(Scenario shipped, int delayMs) {
        return new Scenario(shipped.name() + "-" + delayMs + "ms", shipped.endpoint().replaceFirst("delayMs=\\d+", "delayMs=" + delayMs));
    }

    /** The plan running {@code shipped} at these delays alone: its scenarios, each declared, in place of any it had. */
    static MatrixPlan declare(MatrixPlan plan, Scenario shipped, List<Integer> delays) {
        MatrixPlan declared = plan.without(plan.keys().keySet().stream().filter(key -> key.startsWith(DECLARED)).toArray(String[]::new));
        List<Scenario> scenarios = delays.stream().map(delay -> at(shipped, delay)).toList();
        declared = declared.with("scenarios", scenarios.stream().map(Scenario::name).toList());
        for (Scenario scenario : scenarios) {
            declared = declared.with(DECLARED + scenario.name(), scenario.endpoint());
        }
        return declared;
    }

    /** The delays of the plan's scenarios, each declared in it with a delayMs (a preset's own, say). */
    static List<Integer> delays(MatrixPlan plan) {
        return plan.scenarios().stream().map(name -> new Scenario(name, plan.get(DECLARED + name).orElseThrow(() ->
                new IllegalStateException("the study's matrix runs scenario " + name + " without declaring it (" + DECLARED + name
                        + " = ENDPOINT)"))).delayMs().orElseThrow(() -> new IllegalStateException("scenario " + name
                + " of the study's matrix has no delayMs"))).toList();
    }
}
