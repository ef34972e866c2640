package dev.vtbench.harness.result;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.matrix.Scenario;
import dev.vtbench.harness.metrics.ConnectionPoolUse;
import dev.vtbench.harness.metrics.DatabaseUse;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.SchedulerLoad;
import dev.vtbench.harness.metrics.jvm.JvmUse;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * What limited each repetition, and the cell, computed from the figures already sampled in its window: one ordered
 * table of rules, the first that holds names the {@link LimitingFactor}. The order is the argument: a failure rate
 * first (failures are not served requests), then an open model that kept up (no limit was reached at all: its constant
 * rate, or every one of its equal-load steps), then the Little's-law bounds (physics: nothing serves more than
 * concurrency / delay, whatever the CPU, the concurrency the smallest of the users, a bounded pool and the server's
 * connection limit: {@link Concurrency}), then GC (a specific cause of a busy CPU), then the server's CPU quota, and
 * only with the server's CPU to spare the database, the connection pool (at its Little's-law bound, requests waiting;
 * for a pool vtbench cannot read, its connections all in use as the database sees them), the backend, the driver and,
 * for virtual threads, the carriers. docs/results.md has the table.
 */
public final class LimitingFactors {
    /** Throughput at this share of a Little's-law bound or more: the bound, not the server, set the pace. */
    public static final double AT_BOUND = 0.90;
    /** An open model's window (or equal-load step) that completed this share of its offered rate or more kept up. */
    static final double KEPT_UP = 0.95;
    /** Collection pauses over this share of the window: GC, more than the work itself, held requests back. */
    static final double GC_PAUSE_SHARE = 0.20;
    /** The quota throttled the server in this share of CFS periods or more: it bit, even if the average use is lower. */
    static final double THROTTLED_PERIODS_PERCENT = 20;
    /** Virtual threads queued for a carrier, on average through the window, beyond which the carriers held requests back. */
    static final double QUEUED_FOR_CARRIERS = 50;

    /** The backend busier than this, in percent of one core: its own limit is near. */
    static final double BACKEND_BUSY_PERCENT = 90;

    /** A rule of the table: its name (as the table in docs/results.md says it) and the test, which gives a limit when it holds. */
    record Rule(String name, Function<Window, Optional<Limit>> test) {}

    /** The rules, in the order they are tried. */
    static final List<Rule> RULES = List.of(
            new Rule("errors", LimitingFactors::errors),
            new Rule("offered load", LimitingFactors::offeredLoad),
            new Rule("pool threads", LimitingFactors::poolThreads),
            new Rule("connection limit", LimitingFactors::connectionLimit),
            new Rule("clients", LimitingFactors::clients),
            new Rule("GC", LimitingFactors::gc),
            new Rule("server CPU", LimitingFactors::serverCpu),
            new Rule("database", LimitingFactors::database),
            new Rule("connection pool", LimitingFactors::connectionPool),
            new Rule("connections in use", LimitingFactors::connectionsInUse),
            new Rule("backend", LimitingFactors::backend),
            new Rule("driver", LimitingFactors::driver),
            new Rule("carriers", LimitingFactors::carriers),
            new Rule("users at ease", LimitingFactors::usersAtEase));

    /** The figures of one measured window that the rules read, with its cell's context. */
    record Window(CellContext context, Optional<Integer> delayMs, Repetition repetition) {
        ResourceUse use() {
            return repetition.resources() == null ? ResourceUse.UNKNOWN : repetition.resources();
        }

        JvmUse jvm() {
            return repetition.jvm() == null ? JvmUse.unknown("not recorded") : repetition.jvm();
        }

        ServerQuota quota() {
            return ServerQuota.of(context);
        }

        double throughput() {
            return repetition.load().throughputPerSecond();
        }

        /** A closed model's constant load on an endpoint that waits a fixed time: what Little's law bounds. */
        boolean littleBounded() {
            return context.loadModel() == LoadModel.CLOSED && context.simulation().constantLoad() && delayMs.orElse(0) > 0;
        }

        double driverSaturation() {
            return use().driverSaturationPercent();
        }

        /** The driver's cores below saturation; an unread figure is no evidence of room, so it counts as none. */
        boolean driverHadRoom() {
            return driverSaturation() < HonestyChecks.DRIVER_SATURATED_PERCENT;
        }

        /** Equal-load steps: its simulation offers them, or it recorded some (whatever its context says). */
        boolean equalLoad() {
            return context.simulation().stepRatesProperty().isPresent() || !repetition.steps().isEmpty();
        }
    }

    private LimitingFactors() {}

    /** What limited {@code repetition}'s window; UNKNOWN, saying so, for one whose window never opened. */
    public static Limit of(CellContext context, Optional<Integer> delayMs, Repetition repetition) {
        if (repetition.load() == null || !repetition.windowOpened()) {
            return new Limit(LimitingFactor.UNKNOWN, "no measured window: the rate never became steady");
        }
        Window window = new Window(context, delayMs, repetition);
        for (Rule rule : RULES) {
            Optional<Limit> limit = rule.test().apply(window);
            if (limit.isPresent()) {
                return limit.get();
            }
        }
        return unknown(window);
    }

    /**
     * The cell's limit: the factor most of its measured windows had (a tie goes to the factor declared first), with how
     * many and the first such window's evidence; of a cell whose windows were all left out, theirs, said so.
     */
    public static Limit ofCell(List<Repetition> repetitions) {
        List<Repetition> counted = repetitions.stream().filter(r -> r.counted() && r.limitedBy() != null).toList();
        // Windows all left out (a busy JIT, drift) still showed what set their pace: said, and said to be left out.
        List<Repetition> windowed = counted.isEmpty()
                ? repetitions.stream().filter(r -> r.load() != null && r.windowOpened() && r.limitedBy() != null).toList() : counted;
        if (windowed.isEmpty()) {
            return new Limit(LimitingFactor.UNKNOWN, "no repetition had a measured window");
        }
        String leftOut = counted.isEmpty() ? "in windows left out of the figures: " : "";
        Map<LimitingFactor, Integer> counts = new EnumMap<>(LimitingFactor.class);
        windowed.forEach(r -> counts.merge(r.limitedBy().factor(), 1, Integer::sum));
        LimitingFactor most = counts.entrySet().stream().max(Comparator.comparingInt((Map.Entry<LimitingFactor, Integer> e) -> e.getValue())
                .thenComparing(e -> -e.getKey().ordinal())).orElseThrow().getKey();
        Repetition first = windowed.stream().filter(r -> r.limitedBy().factor() == most).findFirst().orElseThrow();
        return new Limit(most, leftOut + counts.get(most) + " of " + windowed.size() + " repetition(s); repetition " + first.index() + ": "
                + first.limitedBy().evidence());
    }

    /**
     * The fixed wait of a cell's endpoint, read from its context: vtbench's own endpoints say it in their query
     * ({@code delayMs=}); a user's service has none vtbench knows of.
     */
    public static Optional<Integer> fixedDelayMs(CellContext context) {
        if (context.ownService() != null || context.endpoint() == null) {
            return Optional.empty();
        }
        return new Scenario(context.scenario(), context.endpoint()).delayMs();
    }

    /**
     * The repetitions, each with its limit: the one it holds, or, where none is recorded (every new result, and results
     * written before limits existed), the one computed from its figures now.
     */
    public static List<Repetition> recorded(CellContext context, List<Repetition> repetitions) {
        if (context == null || repetitions.stream().allMatch(r -> r.limitedBy() != null)) {
            return repetitions;
        }
        Optional<Integer> delayMs = fixedDelayMs(context);
        List<Repetition> limited = new ArrayList<>(repetitions.size());
        for (Repetition repetition : repetitions) {
            limited.add(repetition.limitedBy() != null ? repetition : repetition.withLimit(judged(context, delayMs, repetition)));
        }
        return limited;
    }

    /** As {@link #of}, but a rule that throws leaves the repetition unjudged, said so: a result is never lost to a limit. */
    private static Limit judged(CellContext context, Optional<Integer> delayMs, Repetition repetition) {
        try {
            return of(context, delayMs, repetition);
        } catch (RuntimeException e) {
            return new Limit(LimitingFactor.UNKNOWN, "not judged: " + e + "; this is a vtbench bug: please report it");
        }
    }

    static Optional<Limit> errors(Window w) {
        double failed = w.repetition().load().errorPercent();
        return failed > HonestyChecks.MAX_ERROR_PERCENT
                ? Optional.of(new Limit(LimitingFactor.ERRORS, format("%.1f%% of requests failed", failed))) : Optional.empty();
    }

    /**
     * An open model that kept up: a constant rate it completed, or equal-load steps each of which it completed. An
     * equal-load window spans steps of several rates, so its throughput against any one rate says nothing.
     */
    static Optional<Limit> offeredLoad(Window w) {
        return w.equalLoad() ? everyStepKeptUp(w) : constantRateKeptUp(w);
    }

    private static Optional<Limit> everyStepKeptUp(Window w) {
        List<StepFigures> steps = w.repetition().steps();
        if (steps.isEmpty() || steps.stream().anyMatch(step -> step.load().throughputPerSecond() < KEPT_UP * step.rate())) {
            return Optional.empty();
        }
        List<String> kept = steps.stream().map(step -> (step.percent() > 0 ? step.percent() + "% " : "")
                + format("%.0f of %d req/s", step.load().throughputPerSecond(), step.rate())).toList();
        return Optional.of(new Limit(LimitingFactor.OFFERED_LOAD, format("every equal-load step completed %.0f%% or more of its"
                + " offered rate: %s", 100 * KEPT_UP, String.join(", ", kept))));
    }

    private static Optional<Limit> constantRateKeptUp(Window w) {
        int rate = w.context().rate();
        if (w.context().loadModel() != LoadModel.OPEN || !w.context().simulation().constantLoad() || rate <= 0
                || w.throughput() < KEPT_UP * rate) {
            return Optional.empty();
        }
        return Optional.of(new Limit(LimitingFactor.OFFERED_LOAD, format("completed %.0f req/s of the %d offered", w.throughput(), rate)));
    }

    static Optional<Limit> poolThreads(Window w) {
        return atBound(w, Concurrency.Source.POOL, LimitingFactor.POOL_THREADS);
    }

    static Optional<Limit> connectionLimit(Window w) {
        return atBound(w, Concurrency.Source.CONNECTIONS, LimitingFactor.CONNECTION_LIMIT);
    }

    static Optional<Limit> clients(Window w) {
        return atBound(w, Concurrency.Source.USERS, LimitingFactor.CLIENTS);
    }

    /** A Little's-law window whose concurrency {@code source} sets, at {@value #AT_BOUND} of its bound or more. */
    private static Optional<Limit> atBound(Window w, Concurrency.Source source, LimitingFactor factor) {
        Concurrency concurrency = Concurrency.of(w.context());
        if (!w.littleBounded() || concurrency.source() != source) {
            return Optional.empty();
        }
        int delayMs = w.delayMs().orElseThrow();
        double bound = concurrency.boundPerSecond(delayMs);
        return w.throughput() >= AT_BOUND * bound
                ? Optional.of(new Limit(factor, format("%.0f req/s, %.0f%% of %s", w.throughput(), 100 * w.throughput() / bound,
                        concurrency.describeBound(delayMs))))
                : Optional.empty();
    }

    static Optional<Limit> gc(Window w) {
        JvmUse jvm = w.jvm();
        double share = jvm.seconds() > 0 ? jvm.gcPauseSeconds() / jvm.seconds() : Double.NaN;
        return share > GC_PAUSE_SHARE
                ? Optional.of(new Limit(LimitingFactor.GC, format("collections paused the server for %.0f%% of the window "
                        + "(%.1f s of %.0f s)", 100 * share, jvm.gcPauseSeconds(), jvm.seconds())))
                : Optional.empty();
    }

    static Optional<Limit> serverCpu(Window w) {
        ServerQuota quota = w.quota();
        if (quota.reached(w.use())) {
            return Optional.of(new Limit(LimitingFactor.SERVER_CPU, quota.describe(w.use())));
        }
        double throttled = w.use().serverThrottledPeriodsPercent();
        return throttled >= THROTTLED_PERIODS_PERCENT
                ? Optional.of(new Limit(LimitingFactor.SERVER_CPU, format("throttled in %.0f%% of CFS periods, at %s", throttled,
                        quota.describe(w.use()))))
                : Optional.empty();
    }

    /** The database busier than this, in percent of one core, with the server's CPU to spare: its own limit is near. */
    static final double DATABASE_BUSY_PERCENT = 90;

    static Optional<Limit> database(Window w) {
        DatabaseFigures figures = w.repetition().database();
        double database = figures == null ? Double.NaN : figures.database().cpuPercent();
        return w.quota().hadHeadroom(w.use()) && database >= DATABASE_BUSY_PERCENT
                ? Optional.of(new Limit(LimitingFactor.DATABASE, format("the database used %.0f%% of one core, the server %s", database,
                        w.quota().describe(w.use()))))
                : Optional.empty();
    }

    /**
     * The server's CPU to spare, its connections all in use (throughput at least {@value #AT_BOUND} of the pool's bound:
     * its size over the mean time a connection was held) and requests queued for them: the pool set the pace.
     */
    static Optional<Limit> connectionPool(Window w) {
        DatabaseFigures figures = w.repetition().database();
        if (figures == null || !figures.pool().known() || !w.quota().hadHeadroom(w.use())) {
            return Optional.empty();
        }
        ConnectionPoolUse pool = figures.pool();
        double bound = pool.boundPerSecond();
        return w.throughput() >= AT_BOUND * bound && pool.meanWaiting() >= 1
                ? Optional.of(new Limit(LimitingFactor.CONNECTION_POOL, format("%.0f req/s, %.0f%% of the connection pool's bound %.0f "
                        + "req/s (%d connections / %.2f ms held each); %.1f requests waited for one on average, %.2f ms each",
                        w.throughput(), 100 * w.throughput() / bound, bound, pool.poolSize(), pool.meanHeldMillis(), pool.meanWaiting(),
                        pool.meanAcquireMillis())))
                : Optional.empty();
    }

    /** The database's connections running a query, on average, at this share of the most it had open or more: all in use. */
    static final double CONNECTIONS_BUSY = 0.80;

    /**
     * A user's service, whose pool vtbench cannot read, seen from the database: a closed model's users more than the
     * connections the database had open at most, every one of them running a query at some reading, those running a
     * query and not waiting for a lock {@value #CONNECTIONS_BUSY} of them or more on average, and the server's CPU and the
     * driver's cores (which the database shares) to spare. Requests beyond the connections could only wait for one. A
     * connection between two statements of a transaction, or handed out and back in the service's code, is not "active"
     * to the database, so the share reads low: at this share every connection was in use. A thread pool smaller than the
     * connections never has them all running a query at once; rows locked against each other are the database's limit,
     * not the pool's, so lock waits do not count.
     */
    static Optional<Limit> connectionsInUse(Window w) {
        DatabaseFigures figures = w.repetition().database();
        if (figures == null || w.context().ownService() == null || figures.pool().known()
                || w.context().loadModel() != LoadModel.CLOSED || !w.quota().hadHeadroom(w.use())
                || !w.driverHadRoom()) {
            return Optional.empty();
        }
        DatabaseUse database = figures.database();
        int connections = database.maxConnections();
        double running = database.meanActive() - Math.max(0, database.meanWaitingOnLocks());
        return connections > 0 && w.context().users() > connections && database.maxActive() >= connections
                && running >= CONNECTIONS_BUSY * connections
                ? Optional.of(new Limit(LimitingFactor.CONNECTION_POOL, format("%d users for the %d connections the database had "
                        + "open at most, %.1f of them running a query on average; the server at %s, the driver's cores %.0f%% "
                        + "busy (the service's pool itself is not read)", w.context().users(), connections, running,
                        w.quota().describe(w.use()), w.driverSaturation())))
                : Optional.empty();
    }

    static Optional<Limit> backend(Window w) {
        double backend = w.use().backendCpuPercent();
        return w.quota().hadHeadroom(w.use()) && backend >= BACKEND_BUSY_PERCENT
                ? Optional.of(new Limit(LimitingFactor.BACKEND, format("the backend used %.0f%% of one core, the server %s", backend,
                        w.quota().describe(w.use()))))
                : Optional.empty();
    }

    static Optional<Limit> driver(Window w) {
        return w.quota().hadHeadroom(w.use()) && w.driverSaturation() >= HonestyChecks.DRIVER_SATURATED_PERCENT
                ? Optional.of(new Limit(LimitingFactor.DRIVER, format("the driver's cores %.0f%% busy, the server at %s",
                        w.driverSaturation(), w.quota().describe(w.use()))))
                : Optional.empty();
    }

    /**
     * Virtual threads with CPU and driver to spare: the carriers held requests back when their queue was deep (at least
     * {@value #QUEUED_FOR_CARRIERS} virtual threads waiting on average, more than a burst of wake-ups: a carrier pinned
     * or blocked in native code leaves its queue growing while the CPU idles); when the queue was not read (a JDK
     * before 24, a service without /info) it cannot be ruled out, and is named with that doubt.
     */
    static Optional<Limit> carriers(Window w) {
        if (!w.context().mode().isVirtual() || !w.quota().hadHeadroom(w.use())
                || !w.driverHadRoom()) {
            return Optional.empty();
        }
        SchedulerLoad queue = w.repetition().schedulerLoad();
        if (queue.known() && queue.meanQueued() < QUEUED_FOR_CARRIERS) {
            return Optional.empty();
        }
        String read = queue.known()
                ? format("%.0f virtual threads queued for a carrier on average (%d at most)", queue.meanQueued(), queue.maxQueued())
                : "no scheduler queue was read (" + queue.unknown() + ")";
        return Optional.of(new Limit(LimitingFactor.CARRIERS, format("virtual threads, the server at %s, the driver's cores %.0f%% "
                + "busy, below any Little's-law bound; %s", w.quota().describe(w.use()), w.driverSaturation(), read)));
    }

    /**
     * A closed model in which nothing else was near its limit (server CPU, driver, carriers read and idle, no pool or
     * connection limit smaller than the users): each user
     * waited for its answer, so the users set the pace (Little's law, X = N / R, at the latency measured), not the server.
     */
    static Optional<Limit> usersAtEase(Window w) {
        // With a pool or a connection limit smaller than the users, requests wait for it: the users are not what set the pace.
        if (w.context().loadModel() != LoadModel.CLOSED || Concurrency.of(w.context()).source() != Concurrency.Source.USERS
                || !w.quota().hadHeadroom(w.use())
                || !w.driverHadRoom()) {
            return Optional.empty();
        }
        SchedulerLoad queue = w.repetition().schedulerLoad();
        String carriers = w.context().mode().isVirtual()
                ? format(", %.1f virtual threads queued for a carrier on average", queue.meanQueued()) : "";
        return Optional.of(new Limit(LimitingFactor.CLIENTS, format("%d users each waiting for its answer, below any bound of "
                + "the server: it at %s, the driver's cores %.0f%% busy%s", w.context().users(), w.quota().describe(w.use()),
                w.driverSaturation(), carriers)));
    }

    private static Limit unknown(Window w) {
        if (Double.isNaN(w.quota().share(w.use()))) {
            return new Limit(LimitingFactor.UNKNOWN, "the server's CPU (or its quota) was not read, so neither it nor what depends "
                    + "on its headroom could be judged");
        }
        String driver = Double.isNaN(w.driverSaturation()) ? "the driver's CPU not read" : format("the driver's cores %.0f%% busy",
                w.driverSaturation());
        return new Limit(LimitingFactor.UNKNOWN, "the server at " + w.quota().describe(w.use()) + ", " + driver
                + ", below any Little's-law bound: no sampled figure explains the pace");
    }

    private static String format(String pattern, Object... values) {
        return String.format(Locale.ROOT, pattern, values);
    }
}
