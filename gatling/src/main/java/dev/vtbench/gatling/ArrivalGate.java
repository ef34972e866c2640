package dev.vtbench.gatling;

/**
 * Thins a stream of arrivals to a lower rate that changes as the run goes, by deterministic thinning: each arrival
 * adds {@code target / injected} of a request to a credit, and is admitted when the credit reaches one request, which
 * it spends. Over any stretch the admitted arrivals follow the integral of the target rate to within one request,
 * evenly spaced to within one injected interval; none is ever admitted faster than the stream.
 *
 * <p>Why thin at all: Gatling fixes an open model's injection before the run starts, while equal-load steps decide
 * when each step's window opens as they go (once its OK rate is steady). So the driver injects at least the rate the
 * current step can need ({@link StepPlan#injection}), and this gate admits the share that the step's ramp or hold asks
 * for; an arrival it turns away sends nothing. Deterministic rather than random, so a step offers exactly its rate, as
 * the open model's constant injection does, and no sampling noise is added to the step's rate.
 */
final class ArrivalGate {

    /** Requests owed to the target rate and not yet admitted, in [0, 1) between arrivals. Guarded by this. */
    private double credit;

    /**
     * Whether this arrival is admitted at {@code targetPerSecond} while arrivals come at {@code injectedPerSecond} (0
     * admits none; at or above the injected rate, every one). Called by every arriving user, from Gatling's threads.
     */
    synchronized boolean admit(double targetPerSecond, double injectedPerSecond) {
        credit += injectedPerSecond > 0 ? Math.clamp(targetPerSecond / injectedPerSecond, 0.0, 1.0) : 1.0;
        if (credit >= 1.0) {
            credit -= 1.0;
            return true;
        }
        return false;
    }
}
