package dev.vtbench.harness.driver;

import dev.vtbench.harness.load.CoordinatedWindow;
import dev.vtbench.contract.LoadModel;
import dev.vtbench.gatling.schema.SteadyCriterion;
import dev.vtbench.harness.engine.Engine;
import dev.vtbench.harness.engine.Topology;
import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.matrix.CpuSet;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Consumer;

/**
 * Several Gatling driver containers loading one server together, all started at once: the load is split between
 * them (closed model: the users, the remainder to the first driver; open model: the rate, likewise), each keeps its
 * own results in {@code <repetition>/driver-N/}, and their results merge into one ({@link MergedLoad}). A driver's
 * saturation is judged on its own result, not on the merged one. Waiting for a steady rate, several drivers share one
 * window that the harness opens when their summed rate is steady ({@link WindowCoordinator}).
 */
public final class DriverFleet {
    private final List<Slot> slots;

    /**
     * Where one driver runs: its engine, its cores on that host, and the driver image as that engine knows it.
     */
    public record Slot(Engine engine, CpuSet cpuset, String image) {}

    /** @param slots the drivers in order: driver 1 first */
    public DriverFleet(List<Slot> slots) {
        if (slots.isEmpty()) {
            throw new IllegalArgumentException("a driver fleet needs at least one driver: name driver.1 in the topology file");
        }
        this.slots = List.copyOf(slots);
    }

    /** Every driver on the local engine, on these cores (tests). */
    public static DriverFleet local(String image, List<CpuSet> driverCpusets) {
        return new DriverFleet(driverCpusets.stream().map(cpus -> new Slot(Engine.local("driver"), cpus, image)).toList());
    }

    /** Every driver's own outcome, in driver order, and their merged result. */
    public record Outcome(List<DriverContainer.Outcome> drivers, LoadResult merged) {}

    /** Runs the drivers at once against {@code targetBaseUrl} and waits for all of them; the first failure is thrown. */
    public Outcome run(String targetBaseUrl, Traffic traffic, LoadSpec spec, Path repetitionFolder) throws IOException {
        return run(targetBaseUrl, traffic, spec, repetitionFolder, started -> { });
    }

    /**
     * As above, telling {@code onAllStarted} once every driver container runs (not if one fails to start), so that
     * their CPU can be followed through their engines over the load.
     */
    public Outcome run(String targetBaseUrl, Traffic traffic, LoadSpec spec, Path repetitionFolder,
                       Consumer<List<DriverContainer>> onAllStarted) throws IOException {
        return run(targetBaseUrl, traffic, spec, repetitionFolder, onAllStarted, () -> true);
    }

    /**
     * As above, the shared window waiting for {@code jitQuiet} (the server's JIT quiet) as well as for a steady summed
     * rate: with it the harness opens the window of even a single driver container, which cannot see the server's JIT.
     */
    public Outcome run(String targetBaseUrl, Traffic traffic, LoadSpec spec, Path repetitionFolder,
                       Consumer<List<DriverContainer>> onAllStarted, java.util.function.BooleanSupplier jitQuiet) throws IOException {
        List<LoadSpec> shares = split(spec, slots.size());
        List<DriverContainer> drivers = new ArrayList<>();
        for (int i = 0; i < shares.size(); i++) {
            Slot slot = slots.get(i);
            DriverContainer driver = new DriverContainer(slot.image(), i + 1, slot.cpuset(), targetBaseUrl, traffic, shares.get(i),
                    repetitionFolder).onEngine(slot.engine(), Topology.LOOPBACK);
            drivers.add(coordinated(spec, shares.size()) ? driver.inCoordinatedWindow() : driver);
        }
        List<DriverContainer> started = new ArrayList<>();
        Consumer<DriverContainer> onStarted = driver -> {
            synchronized (started) {
                started.add(driver);
                if (started.size() == drivers.size()) {
                    onAllStarted.accept(List.copyOf(started));
                }
            }
        };
        List<DriverContainer.Outcome> outcomes = new ArrayList<>();
        RuntimeException failure = null;
        Optional<CoordinatedWindow> window = Optional.empty();
        try (ExecutorService executor = Executors.newVirtualThreadPerTaskExecutor()) {
            List<Future<DriverContainer.Outcome>> running = drivers.stream().map(driver -> executor.submit(() -> driver.run(onStarted))).toList();
            Future<Optional<CoordinatedWindow>> coordinator = coordinated(spec, drivers.size())
                    ? executor.submit(() -> new WindowCoordinator(new CoordinatedOpening(spec.warmup(), SteadyCriterion.DEFAULT,
                            jitQuiet), InstantSource.system()).open(drivers))
                    : CompletableFuture.completedFuture(Optional.empty());
            for (Future<DriverContainer.Outcome> future : running) {
                try {
                    outcomes.add(future.get());
                } catch (ExecutionException e) {
                    RuntimeException cause = e.getCause() instanceof IOException io ? new UncheckedIOException(io)
                            : e.getCause() instanceof RuntimeException runtime ? runtime : new IllegalStateException(e.getCause());
                    if (failure == null) {
                        failure = cause;
                    } else {
                        failure.addSuppressed(cause);
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    coordinator.cancel(true);
                    throw new IllegalStateException("interrupted while the Gatling driver containers were running", e);
                }
            }
            window = decided(coordinator);
        }
        if (failure != null) {
            throw failure;
        }
        return new Outcome(outcomes, MergedLoad.merge(outcomes.stream().map(DriverContainer.Outcome::result).toList(), window));
    }

    /**
     * Whether the harness opens the drivers' window: for every warm-up until steady, since each driver judging its own
     * rate would open its window at its own moment, and none of them can see whether the server's JIT is quiet. The
     * harness sets none of the criterion's properties, so the drivers' criterion is {@link SteadyCriterion#DEFAULT}.
     */
    static boolean coordinated(LoadSpec spec, int drivers) {
        return drivers >= 1 && spec.warmup().untilSteady();
    }

    /** The coordinator's window, once every driver has ended: it has decided by then, or it is stopped undecided. */
    private static Optional<CoordinatedWindow> decided(Future<Optional<CoordinatedWindow>> coordinator) {
        coordinator.cancel(true);
        return coordinator.state() == Future.State.SUCCESS ? coordinator.resultNow() : Optional.empty();
    }

    /**
     * Each driver's share of {@code spec}: the closed model's users or the open model's rate divided evenly, the
     * remainder to the first driver. A load too small to give every driver at least one user or one request per
     * second is refused, as are the simulations whose results cannot merge. A warm-up until steady is kept: with more
     * than one driver the harness opens their one window ({@link #coordinated}).
     */
    public static List<LoadSpec> split(LoadSpec spec, int drivers) {
        if (!spec.simulation().constantLoad()) {
            throw new IllegalArgumentException("a " + spec.simulation().className() + " cannot run on driver containers (it does not"
                    + " hold one load level, so its drivers' results cannot merge into one histogram): run it with the local driver, without --topology");
        }
        boolean closed = spec.model() == LoadModel.CLOSED;
        int total = closed ? spec.users() : spec.rate();
        if (total < drivers) {
            throw new IllegalArgumentException((closed ? "users = " : "rate = ") + total + " cannot be split over " + drivers
                    + " drivers: give at least " + drivers + (closed ? " users" : " requests/s") + " (one per driver), or name fewer drivers");
        }
        List<LoadSpec> shares = new ArrayList<>();
        for (int i = 0; i < drivers; i++) {
            int share = total / drivers + (i == 0 ? total % drivers : 0);
            shares.add(new LoadSpec(spec.simulation(), spec.model(), closed ? share : spec.users(), closed ? spec.rate() : share,
                    spec.warmup(), spec.durationSeconds(), spec.properties()));
        }
        return shares;
    }
}
