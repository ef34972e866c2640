package dev.vtbench.gatling;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import com.fasterxml.jackson.annotation.JsonUnwrapped;
import java.util.List;

/**
 * The stats of a {@link RateSearchSimulation}: the usual fields for the whole search (its window
 * runs from the end of the warm-up to the end of the last step run), then the search's own.
 *
 * @param run the fields every simulation writes, at the top level of the JSON
 * @param objective what each step was judged against
 * @param stepSeconds planned length of every step
 * @param plannedRates the rate of every planned step, run or not
 * @param steps the steps the run got to, in order
 * @param highestRateMeetingObjective see {@link StepRecorder#highestRateMeetingObjective}
 * @param stoppedEarly whether the search stopped once it had its answer, before its last planned step
 */
@JsonPropertyOrder({"run", "objective", "stepSeconds", "plannedRates", "steps", "highestRateMeetingObjective",
    "stoppedEarly"})
public record RateSearchStats(
        @JsonUnwrapped SimulationStats run,
        LatencyObjective objective,
        int stepSeconds,
        List<Integer> plannedRates,
        List<StepResult> steps,
        Integer highestRateMeetingObjective,
        boolean stoppedEarly) {

    public RateSearchStats {
        plannedRates = List.copyOf(plannedRates);
        steps = List.copyOf(steps);
    }
}
