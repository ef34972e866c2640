package dev.vtbench.gatling.schema;

import java.util.List;

/**
 * The load of a throughput or soak run (and the users of a ramp-up, the warm-up of a rate search). Their matrix keys
 * are the harness's own, read by it rather than mapped one to one (a list of users is a sweep of cells, and a warm-up
 * is fixed or until steady), so no simulation's table below lists them; the ranges and defaults are still these.
 */
public final class LoadSchema {

    public static final Parameter USERS = Parameter.whole("users", "vtbench.users", Unit.USERS, 1, 20_000, 50,
            "concurrent users of the closed model");
    public static final Parameter RATE = Parameter.whole("rates", "vtbench.rate", Unit.REQUESTS_PER_SECOND, 1, 200_000, 500,
            "arrival rate of the open model");
    public static final Parameter WARMUP_SECONDS = Parameter.whole("warmup.seconds", "vtbench.warmupSeconds", Unit.SECONDS,
            0, 3_600, 5, "fixed warm-up: load before measuring starts");
    public static final Parameter WARMUP_MIN_SECONDS = Parameter.whole("warmup.min.seconds", "vtbench.warmupMinSeconds",
            Unit.SECONDS, 0, 3_600, 10, "warm-up until steady: the window opens no sooner");
    public static final Parameter WARMUP_MAX_SECONDS = Parameter.whole("warmup.max.seconds", "vtbench.warmupMaxSeconds",
            Unit.SECONDS, SteadyCriterion.DEFAULT.windowSeconds(), 3_600, 120, "warm-up until steady: a run not steady by then ends "
                    + "with no figure (at least the " + SteadyCriterion.DEFAULT.windowSeconds() + " s the steady criterion judges)");
    public static final Parameter DURATION_SECONDS = Parameter.whole("duration.seconds", "vtbench.durationSeconds",
            Unit.SECONDS, 1, 36_000, 10, "measured load");

    public static final List<Parameter> ALL = List.of(USERS, RATE, WARMUP_SECONDS, WARMUP_MIN_SECONDS, WARMUP_MAX_SECONDS,
            DURATION_SECONDS);

    private LoadSchema() {
    }
}
