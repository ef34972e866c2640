package dev.vtbench.gatling;

/**
 * Hammers one endpoint, or a request list ({@value SimulationParameters#REQUESTS_FILE}: each request picks one of the
 * list by weight and must answer its expected status), through a warm-up (fixed, or until the rate is steady: see
 * {@link WarmupPolicy}) and then the measured window, and writes {@link dev.vtbench.contract.stats.SimulationStats} to {@code vtbench.statsFile};
 * see {@link SimulationParameters} for every knob.
 *
 * <p>Closed model: N users start at once and each loops request after request over its own
 * keep-alive connection, like {@code wrk -c N}; one run is one point of a concurrency sweep, which
 * the harness makes by running it once per user count. Open model: a new user every 1/rate seconds
 * sends one request, whether or not earlier ones were answered, which is the model free of
 * coordinated omission (see {@link dev.vtbench.contract.LoadModel}); its stats also tell whether the driver kept that
 * schedule ({@link InjectionReport}). The load itself is {@link OwnTrafficSimulation}'s, with vtbench's own traffic
 * as the chain.
 */
public class ThroughputSimulation extends OwnTrafficSimulation {

    public ThroughputSimulation() {
        super();
    }
}
