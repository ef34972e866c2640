package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadSpec;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * The notes of an equal-load cell: which rates it was offered and where they came from, and for each repetition the
 * steps it was over capacity at (a finding about the mode: it could not keep up) or whose latency cannot be compared
 * (not steady, errors, a late or saturated driver).
 */
public final class EqualLoadNotes {
    private EqualLoadNotes() {}

    public static List<String> describe(LoadSpec load, List<Repetition> repetitions) {
        if (!load.equalLoadSteps()) {
            return List.of();
        }
        List<String> notes = new ArrayList<>();
        String rates = load.stepRates().stream().map(r -> String.format(Locale.ROOT, "%,d", r)).collect(Collectors.joining(", "));
        notes.add("equal-load steps (open model) at " + rates + " req/s" + (load.steps().relativeToCapacity()
                ? ": " + load.steps().describe() + ", " + load.steps().basis() : "")
                + "; at most " + load.maxInFlight() + " requests in flight (an arrival beyond waits in the driver, and its wait "
                + "counts in its latency)");
        for (Repetition repetition : repetitions) {
            for (StepFigures step : repetition.steps()) {
                if (step.serverOverCapacity()) {
                    notes.add("repetition " + repetition.index() + ": over capacity at " + step.label() + " ("
                            + String.format(Locale.ROOT, "%,d req/s", step.rate()) + "): " + step.load().overCapacityReason());
                } else if (step.load().overCapacity()) {
                    notes.add("repetition " + repetition.index() + ": the driver could not offer " + step.label() + " ("
                            + String.format(Locale.ROOT, "%,d req/s", step.rate()) + "), so the step fell behind ("
                            + step.load().overCapacityReason() + ") without showing the server over capacity; give lower"
                            + " rates (--equal.load), or more driver cores");
                }
                List<String> untrusted = step.untrustedBecause();
                if (!untrusted.isEmpty()) {
                    notes.add("repetition " + repetition.index() + ": the latency at " + step.label() + " is not compared: "
                            + String.join(", ", untrusted));
                }
            }
            int planned = load.stepRates().size();
            if (repetition.steps().size() < planned && repetition.steps().stream().anyMatch(s -> s.load().overCapacity())) {
                notes.add("repetition " + repetition.index() + ": the steps above the first that fell behind were not run ("
                        + (planned - repetition.steps().size()) + " of " + planned + ")");
            }
        }
        return notes;
    }
}
