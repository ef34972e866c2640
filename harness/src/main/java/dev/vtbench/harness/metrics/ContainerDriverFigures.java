package dev.vtbench.harness.metrics;

import dev.vtbench.harness.matrix.CpuSet;

import java.util.List;

/**
 * The figures of load drivers that run as containers, each followed through its own engine's statistics: its
 * cgroup's CPU (the Gatling JVM and anything else in the container) and its cores = its cpuset. Each driver keeps its
 * own figures, so that saturation is judged per driver: one saturated driver of two limits the load as surely as one
 * alone. The engine gives no per-core busy time, so a driver's cores' busy share counts the containers vtbench follows
 * on those cores: the driver and those named as sharing them (the backend, placed on driver 1's cores by default).
 */
public final class ContainerDriverFigures implements DriverFigures {
    private final List<Driver> drivers;

    /**
     * One driver container.
     *
     * @param name how the driver is named in figures and notes ("driver-1")
     * @param stats its statistics, through its engine
     * @param cpus its cpuset on its host
     * @param sharing the statistics of other containers pinned to (some of) the same cores on the same engine
     */
    public record Driver(String name, EngineStats stats, CpuSet cpus, List<EngineStats> sharing) {
        public Driver {
            sharing = List.copyOf(sharing);
        }
    }

    public ContainerDriverFigures(List<Driver> drivers) {
        this.drivers = List.copyOf(drivers);
    }

    @Override
    public List<DriverUse> within(long fromMillis, long toMillis) {
        return drivers.stream().map(driver -> use(driver, fromMillis, toMillis)).toList();
    }

    private static DriverUse use(Driver driver, long fromMillis, long toMillis) {
        int cores = driver.cpus().size();
        double own = CpuRate.percentOfOneCore(driver.stats().within(fromMillis, toMillis));
        double busy = own;
        for (EngineStats neighbour : driver.sharing()) {
            busy += CpuRate.percentOfOneCore(neighbour.within(fromMillis, toMillis));
        }
        return new DriverUse(driver.name(), cores, own, cores > 0 ? Math.min(100, busy / cores) : Double.NaN);
    }

    /** Stops following every driver's statistics and those it shares cores with. */
    @Override
    public void close() {
        drivers.forEach(driver -> {
            driver.stats().close();
            driver.sharing().forEach(EngineStats::close);
        });
    }
}
