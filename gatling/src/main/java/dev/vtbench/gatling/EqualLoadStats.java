package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/**
 * The stats of an {@link EqualLoadSimulation}: the usual fields for the span from the first step's window opening to
 * the last step's window closing ({@link StepSpan}), then the steps' own.
 *
 * @param run the fields every simulation writes, at the top level of the JSON
 * @param plannedRates the rate of every planned step, run or not
 * @param maxInFlight the most requests the driver kept in flight ({@link InFlightBound})
 * @param warmupPhaseSeconds how long the unmeasured warm-up phase before the first step's ramp lasted (its ramp to the
 *     top rate and its hold; less if the run stopped in it); 0 without one
 * @param stoppedOverCapacity whether the run stopped before its last planned step because a step was over capacity
 * @param loadSteps the steps whose window opened, in order; the steps not run are absent
 */
@JsonPropertyOrder({"run", "plannedRates", "maxInFlight", "warmupPhaseSeconds", "stoppedOverCapacity", "loadSteps"})
public record EqualLoadStats(
        @JsonUnwrapped SimulationStats run,
        List<Integer> plannedRates,
        int maxInFlight,
        double warmupPhaseSeconds,
        boolean stoppedOverCapacity,
        List<LoadStep> loadSteps) {

    public EqualLoadStats {
        plannedRates = List.copyOf(plannedRates);
        loadSteps = List.copyOf(loadSteps);
    }
}
