package dev.vtbench.contract.stats;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.List;

/**
 * What a rate search adds to the usual fields of its stats (whose window runs from the end of the warm-up to the end
 * of the last step run).
 *
 * @param objective what each step was judged against
 * @param stepSeconds planned length of every step
 * @param plannedRates the rate of every planned step, run or not
 * @param steps the steps the run got to, in order
 * @param highestRateMeetingObjective the highest rate whose step, and every step below it, met the objective;
 *     {@code null} if none did
 * @param stoppedEarly whether the search stopped once it had its answer, before its last planned step
 */
@JsonPropertyOrder({"objective", "stepSeconds", "plannedRates", "steps", "highestRateMeetingObjective", "stoppedEarly"})
public record RateSearchFigures(
        RateObjective objective,
        int stepSeconds,
        List<Integer> plannedRates,
        List<StepResult> steps,
        Integer highestRateMeetingObjective,
        boolean stoppedEarly) {

    public RateSearchFigures {
        plannedRates = plannedRates == null ? List.of() : List.copyOf(plannedRates);
        steps = steps == null ? List.of() : List.copyOf(steps);
    }
}
