package dev.vtbench.gatling.schema;

import java.util.List;
import java.util.Map;
import java.util.Optional;

/** The ramp-up's numbers: users (from {@link LoadSchema#USERS}) added evenly from idle, then held; every second measured. */
public final class RampUpSchema {

    public static final Parameter RAMP_SECONDS = Parameter.whole("ramp.seconds", "vtbench.ramp.seconds", Unit.SECONDS,
            0, 3_600, 10, "time over which users are added, evenly; 0 starts them all at once");
    public static final Parameter HOLD_SECONDS = Parameter.whole("hold.seconds", "vtbench.ramp.holdSeconds", Unit.SECONDS,
            1, (int) LoadSchema.DURATION_SECONDS.max(), 20, "time all users keep loading after the ramp");
    public static final Parameter SMOOTHING_SECONDS = Parameter.whole("ramp.smoothing.seconds", "vtbench.ramp.smoothingSeconds",
            Unit.SECONDS, 1, 60, 3, "span of the moving average of throughput; at most ramp + hold");

    public static final List<Parameter> ALL = List.of(RAMP_SECONDS, HOLD_SECONDS, SMOOTHING_SECONDS, ThroughputSchema.MAX_ERROR_PERCENT);

    /** A moving average longer than the run (RampUpParameters refuses it too). */
    static Optional<Refusal> inconsistency(Map<String, String> properties) {
        double run = RAMP_SECONDS.valueIn(properties) + HOLD_SECONDS.valueIn(properties);
        if (SMOOTHING_SECONDS.valueIn(properties) > run) {
            return Optional.of(new Refusal(SMOOTHING_SECONDS, SMOOTHING_SECONDS.textIn(properties), "at most " + RAMP_SECONDS.key() + " + " + HOLD_SECONDS.key()
                    + " = " + (int) run + " s: the moving average cannot span more than the run"));
        }
        return Optional.empty();
    }

    private RampUpSchema() {
    }
}
