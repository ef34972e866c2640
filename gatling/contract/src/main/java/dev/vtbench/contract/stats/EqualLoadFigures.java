package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * What an equal-load run adds to the usual fields of its stats (which cover the span from the first step's window
 * opening to the last step's window closing): the steps' own.
 *
 * @param plannedRates the rate of every planned step, run or not
 * @param maxInFlight the most requests the driver kept in flight
 * @param warmupPhaseSeconds how long the unmeasured warm-up phase before the first step's ramp lasted (its ramp to the
 *     top rate and its hold; less if the run stopped in it); 0 without one
 * @param stoppedOverCapacity whether the run stopped before its last planned step because a step was over capacity
 * @param loadSteps the steps whose window opened, in order; the steps not run are absent
 */
@JsonPropertyOrder({"plannedRates", "maxInFlight", "warmupPhaseSeconds", "stoppedOverCapacity", "loadSteps"})
public record EqualLoadFigures(
        List<Integer> plannedRates,
        int maxInFlight,
        double warmupPhaseSeconds,
        boolean stoppedOverCapacity,
        List<LoadStep> loadSteps) {

    public EqualLoadFigures {
        plannedRates = plannedRates == null ? List.of() : List.copyOf(plannedRates);
        loadSteps = loadSteps == null ? List.of() : List.copyOf(loadSteps);
    }
}
