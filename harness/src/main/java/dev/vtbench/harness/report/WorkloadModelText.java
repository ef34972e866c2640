package dev.vtbench.harness.report;

/**
 * What a Gatling workload model means for the figures it produced, in words: the closed model's latencies suffer
 * coordinated omission, which a reader must know before quoting a p99 from it.
 */
final class WorkloadModelText {
    private WorkloadModelText() {}

    /** "closed model, 400 users" or "open model, 300 requests/s". */
    static String shortly(String model, int users, int rate) {
        if ("open".equals(model)) {
            return "open model, " + rate + " requests/s";
        }
        return (model == null ? "unknown" : model) + " model, " + users + " users";
    }

    static String caveat(String model, int users, int rate) {
        if ("closed".equals(model)) {
            return "Closed workload model: " + users + " Gatling users each send a request as soon as their previous one "
                    + "is answered (like wrk -c " + users + "). Throughput is what the server sustained at that concurrency. "
                    + "Latencies suffer coordinated omission: a slow server slows its own clients down, so the requests that "
                    + "would have arrived during a stall are never sent. Read them as latency at this concurrency, not as "
                    + "what users arriving at a given rate would see.";
        }
        if ("open".equals(model)) {
            return "Open workload model: requests arrive at " + rate + " per second whatever the server does, so latencies "
                    + "include the queueing a slow server causes (no coordinated omission); a throughput below the rate "
                    + "means the server fell behind.";
        }
        return "Workload model '" + model + "': unknown to this page; read the figures with care.";
    }
}
