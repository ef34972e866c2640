package dev.vtbench.gatling;

import dev.vtbench.contract.stats.LatencySummary;

/**
 * Whether the driver kept an open model's schedule during the measurement window. A request sent
 * late is timed from when it was sent, so the lateness is missing from its latency: the same
 * coordinated omission the open model exists to avoid, caused by the driver this time.
 *
 * @param intendedRequests requests the schedule meant to start inside the window
 * @param sentRequests requests that did start inside it; fewer when the driver fell behind
 * @param lagMicros how late, in µs, the requests started inside the window were sent, {@code null} if none were
 * @param lagged whether the p99 of that lateness exceeds {@link CommonParameters#INJECTION_LAG_TOLERANCE_MS}
 */
record InjectionReport(long intendedRequests, long sentRequests, LatencySummary lagMicros, boolean lagged) {
}
