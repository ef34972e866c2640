package dev.vtbench.gatling.schema;

import java.util.List;

/** Numbers every simulation reads (gatling's CommonParameters), whatever its load model. */
public final class CommonSchema {

    public static final Parameter REQUEST_TIMEOUT_MS = Parameter.whole("request.timeout.ms", "vtbench.requestTimeoutMs",
            Unit.MILLISECONDS, 1, 3_600_000, 60_000, "time after which a request counts as failed");
    /** 10 ms is ten times the 1 ms grid on which Gatling schedules open-model users. */
    public static final Parameter INJECTION_LAG_TOLERANCE_MS = Parameter.whole("injection.lag.tolerance.ms",
            "vtbench.injectionLagToleranceMs", Unit.MILLISECONDS, 1, 60_000, 10,
            "open models: p99 of how late requests were sent beyond which the stats say the driver lagged");

    public static final List<Parameter> ALL = List.of(REQUEST_TIMEOUT_MS, INJECTION_LAG_TOLERANCE_MS);

    private CommonSchema() {
    }
}
