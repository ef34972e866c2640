package dev.vtbench.harness.metrics;

/**
 * Follows, through a repetition, the server's and the backend's statistics through their engines and the load
 * drivers' figures, so that the figures of the measurement window alone can be computed afterwards (the window is
 * known only once the driver has said when its first request left). Closing it stops all three.
 */
public final class ResourceSampler implements AutoCloseable {
    private final EngineStats server;
    private final EngineStats backend;
    private final DriverFigures drivers;

    public ResourceSampler(EngineStats server, EngineStats backend, DriverFigures drivers) {
        this.server = server;
        this.backend = backend;
        this.drivers = drivers;
    }

    /** The figures between two wall-clock instants (epoch milliseconds), from the readings inside them. */
    public ResourceUse within(long fromMillis, long toMillis) {
        return ResourceUse.between(server.within(fromMillis, toMillis), backend.within(fromMillis, toMillis),
                drivers.within(fromMillis, toMillis));
    }

    @Override
    public void close() {
        try (drivers; backend; server) {
            // each closes, the last given first, even when one of them fails
        }
    }
}
