package dev.vtbench.harness.load;

/**
 * What the Gatling driver does in one measurement. Closed model: {@code users} virtual users each send
 * requests back to back over their own connection (a result is bounded by their concurrency and suffers
 * coordinated omission: a slow server slows the clients down). Open model: {@code rate} new requests per
 * second whatever the server does (latency without coordinated omission).
 */
public record LoadSpec(String model, int users, int rate, int warmupSeconds, int durationSeconds) {
    public static final int MAX_USERS = 20_000;

    public LoadSpec {
        if (!model.equals("closed") && !model.equals("open")) {
            throw new IllegalArgumentException("load model '" + model + "' is unknown (expected closed or open)");
        }
        if (model.equals("closed") && (users < 1 || users > MAX_USERS)) {
            throw new IllegalArgumentException("users = " + users + " is out of range (expected 1.." + MAX_USERS + ")");
        }
        if (model.equals("open") && (rate < 1 || rate > 200_000)) {
            throw new IllegalArgumentException("rate = " + rate + " is out of range (expected 1..200000 requests/s)");
        }
        if (warmupSeconds < 0 || warmupSeconds > 3600) {
            throw new IllegalArgumentException("warm-up = " + warmupSeconds + " s is out of range (expected 0..3600)");
        }
        if (durationSeconds < 1 || durationSeconds > 36_000) {
            throw new IllegalArgumentException("duration = " + durationSeconds + " s is out of range (expected 1..36000)");
        }
    }

    public static LoadSpec closed(int users, int warmupSeconds, int durationSeconds) {
        return new LoadSpec("closed", users, 0, warmupSeconds, durationSeconds);
    }

    /** "c400" for 400 closed-model users, "o5000" for an open model at 5000 requests/s. */
    public String label() {
        return model.equals("closed") ? "c" + users : "o" + rate;
    }

    public static LoadSpec open(int rate, int warmupSeconds, int durationSeconds) {
        return new LoadSpec("open", 0, rate, warmupSeconds, durationSeconds);
    }

    /** The most requests in flight at once: the users of a closed model; for an open one, unbounded in principle. */
    public int concurrency() {
        return model.equals("closed") ? users : rate;
    }
}
