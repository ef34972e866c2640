package dev.vtbench.harness.report;

/**
 * Which rows of Gatling's own report, linked from every cell, hold the figures of this page: people read both, and
 * Gatling's "All Requests" row covers the warm-up with the window, so its mean and p99 are not ours. The driver names
 * each request by the phase of the run its pass started in (the gatling module's RunPhases), which is what makes the
 * window's row there to point at.
 */
final class GatlingReportNote {
    private GatlingReportNote() {}

    static String render() {
        return "<p class=\"hint\">In each Gatling report, a request is named by the phase of the run it was sent in. "
                + "Its rows \"window: GET /…\" (a rate search: \"step 2 (800 req/s): …\"; equal-load steps: "
                + "\"step 1 (400 req/s) window: …\") are the measured window these figures come from: their count over "
                + "the window's seconds is the throughput, their p50 and p99 the latency. Its \"warm-up\", \"settling\" and "
                + "\"after window\" rows, and \"All Requests\" (the whole run), are not in any figure here. Even the "
                + "window's rows differ a little: Gatling names a request when it is sent and vtbench counts it where it "
                + "completes (the two differ by the requests in flight as the window opens and closes), and Gatling times "
                + "each HTTP request to the millisecond, vtbench the whole pass to the microsecond, an open-model "
                + "arrival's wait for a free slot included. An own simulation's requests keep their own names unless its "
                + "chain names them by the phase.</p>";
    }
}
