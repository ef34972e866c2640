package dev.vtbench.harness.metrics;

import java.util.List;

/**
 * Where the load drivers' CPU figures come from: the Gatling process on this machine ({@link LocalDriverFigures}) or
 * driver containers through their engines ({@link ContainerDriverFigures}). Sampling starts when the figures are made
 * and stops at {@link #close}.
 */
public interface DriverFigures extends AutoCloseable {

    /** Each driver's figures between two wall-clock instants (epoch milliseconds), one per driver, in a fixed order. */
    List<DriverUse> within(long fromMillis, long toMillis);

    @Override
    void close();
}
