package dev.vtbench.harness.gate;

import java.util.List;
import java.util.stream.Collectors;

/**
 * A gate judged against a run: PASSED only when it could be judged on every pair and held on each; FAILED when a
 * pair's ratio missed the bound; NOT_JUDGED when something kept it from being judged (a cell missing, not measured,
 * not steady or not trusted; the profile or a mode absent from the run), which fails the gate too: a gate never passes
 * by default.
 *
 * @param pairs each pair's verdict, in the run's order
 * @param absence why no pair could be formed (the profile or a mode is not in the run); "" when pairs were formed
 */
public record GateVerdict(RegressionGate gate, Outcome outcome, List<PairVerdict> pairs, String absence) {

    public enum Outcome {
        PASSED("PASSED"), FAILED("FAILED"), NOT_JUDGED("CANNOT BE JUDGED (fails)");

        private final String text;

        Outcome(String text) {
            this.text = text;
        }

        /** "PASSED", "FAILED", "CANNOT BE JUDGED (fails)". */
        public String text() {
            return text;
        }
    }

    public GateVerdict {
        pairs = List.copyOf(pairs);
    }

    /** The verdict on these pairs: a judged pair that misses the bound is a failure even if another could not be judged. */
    static GateVerdict of(RegressionGate gate, List<PairVerdict> pairs) {
        Outcome outcome = pairs.stream().anyMatch(p -> p instanceof PairVerdict.Judged judged && !judged.holds()) ? Outcome.FAILED
                : pairs.stream().anyMatch(p -> p instanceof PairVerdict.Unjudged) ? Outcome.NOT_JUDGED : Outcome.PASSED;
        return new GateVerdict(gate, outcome, pairs, "");
    }

    /** A gate no pair of the run can answer: its profile or one of its modes is not there. */
    static GateVerdict absent(RegressionGate gate, String why) {
        return new GateVerdict(gate, Outcome.NOT_JUDGED, List.of(), why);
    }

    public boolean passed() {
        return outcome == Outcome.PASSED;
    }

    /** "gate virtual/pool >= 0.9 at cpu-1: FAILED", then one indented line per pair (or the reason none was formed). */
    public String describe() {
        return headline() + details().stream().map(line -> "\n  " + line).collect(Collectors.joining());
    }

    String headline() {
        return "gate " + gate + ": " + outcome.text();
    }

    /** The lines under the headline: each pair's verdict, or why there is no pair. */
    List<String> details() {
        return absence.isEmpty() ? pairs.stream().map(pair -> pair.describe(gate)).toList() : List.of(absence);
    }
}
