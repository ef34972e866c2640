package dev.vtbench.harness.report;

import dev.vtbench.contract.LoadModel;

/**
 * What a Gatling workload model means for the figures it produced, in words: the closed model's latencies suffer
 * coordinated omission, which a reader must know before quoting a p99 from it.
 */
final class WorkloadModelText {
    private WorkloadModelText() {}

    /** "closed model, 400 users" or "open model, 300 requests/s". */
    static String shortly(LoadModel model, int users, int rate) {
        if (model == LoadModel.OPEN) {
            return "open model, " + rate + " requests/s";
        }
        return (model == null ? "unknown" : model.jsonName()) + " model, " + users + " users";
    }

    static String caveat(LoadModel model, int users, int rate) {
        if (model == LoadModel.CLOSED) {
            return "Closed workload model: " + users + " Gatling users each send a request as soon as their previous one "
                    + "is answered (like wrk -c " + users + "). Throughput is what the server sustained at that concurrency. "
                    + "Latencies suffer coordinated omission: a slow server slows its own clients down, so the requests that "
                    + "would have arrived during a stall are never sent. Read them as latency at this concurrency, not as "
                    + "what users arriving at a given rate would see.";
        }
        if (model == LoadModel.OPEN) {
            return "Open workload model: requests arrive at " + rate + " per second whatever the server does, so latencies "
                    + "include the queueing a slow server causes (no coordinated omission); a throughput below the rate "
                    + "means the server fell behind.";
        }
        return "Workload model '" + model + "': unknown to this page; read the figures with care.";
    }

    /** The caveat of a model as an older run map named it ("closed"), or of a name this page does not know. */
    static String caveat(String recorded, int users, int rate) {
        try {
            return caveat(LoadModel.fromJsonName("model", recorded), users, rate);
        } catch (IllegalArgumentException e) {
            return "Workload model '" + recorded + "': unknown to this page; read the figures with care.";
        }
    }
}
