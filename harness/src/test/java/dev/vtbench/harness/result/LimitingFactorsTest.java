package dev.vtbench.harness.result;

import dev.vtbench.harness.load.EqualLoadPlan;
import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.SteadyState;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.metrics.ConnectionPoolUse;
import dev.vtbench.harness.metrics.DatabaseUse;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.SchedulerLoad;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.metrics.jvm.NativeMemorySummary;
import dev.vtbench.harness.metrics.jvm.VirtualThreadEvents;
import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Each rule of the limiting-factor table on figures shaped like recorded ones (cpu-1: server core 1 with a 1-CPU quota,
 * driver core 0, 20 s windows), and the order between rules where two hold at once.
 */
class LimitingFactorsTest {
    private static final String POOL_IO = "plain-jdk/temurin-25/pool/cpu-1/io";
    private static final String VIRTUAL_IO = "plain-jdk/temurin-25/virtual/cpu-1/io";
    private static final String VIRTUAL_HELLO = "plain-jdk/temurin-25/virtual/cpu-1/hello";
    private static final String POOL_HELLO = "plain-jdk/temurin-25/pool/cpu-1/hello";

    /** A closed 400-user context; /io waits 100 ms, so its bounds are 2,000 req/s for a pool of 200, 4,000 for the users. */
    private static CellContext closed(String id) {
        String endpoint = id.endsWith("/io") ? "/io?delayMs=100" : "/hello";
        return Contexts.of(id).scenario(id.substring(id.lastIndexOf('/') + 1), endpoint).load(LoadSpec.closed(400, Warmup.fixed(10), 20)).build();
    }

    private static CellContext open(String id, int rate) {
        return Contexts.from(closed(id)).load(LoadSpec.open(rate, Warmup.fixed(10), 20)).build();
    }

    /** What the server (percent of one core, throttled periods), the backend and the driver's cores used in the window. */
    private static ResourceUse use(double serverCpu, double throttledPeriods, double backendCpu, double driverBusy) {
        return new ResourceUse(20, serverCpu, throttledPeriods, 0.1, 300L << 20, backendCpu, driverBusy * 0.8, driverBusy * 0.8,
                350L << 20, false, driverBusy);
    }

    private static JvmUse gcPaused(double pauseSeconds) {
        return new JvmUse(20, 40, pauseSeconds, Map.of("Serial young collection pauses", 40L), -1, -1, -1, 60L << 20, 58L << 20,
                30, 30, 80, 0.4, 200_000, 30_000, 31, "");
    }

    private static Repetition repetition(double throughput, long ko, ResourceUse use, JvmUse jvm) {
        long ok = Math.round(throughput * 20);
        LoadResult load = new LoadResult("ThroughputSimulation", "closed", 20, ok, ko, ko == 0 ? Map.of() : Map.of("j.n.ConnectException", ko),
                throughput, Map.of("p50", 2_000.0, "p99", 9_000.0), List.of(), 1, "3.15.1", "2026-01-01T00:00:00Z",
                "2026-01-01T00:00:10Z", "2026-01-01T00:00:30Z", 8.0, null, List.of(), null, null, null, SteadyState.fixed(10));
        return new Repetition(1, load, "rep-1/gatling", "rep-1/gatling.log", true, "running", use, jvm,
                new JvmDiagnostics(NativeMemorySummary.unknown("-"), VirtualThreadEvents.unknown("-")), Map.of(), List.of(), "aot-cache");
    }

    private static Repetition repetition(double throughput, ResourceUse use) {
        return repetition(throughput, 0, use, gcPaused(0.2));
    }

    private static Limit limit(CellContext context, Repetition repetition) {
        return LimitingFactors.of(context, LimitingFactors.fixedDelayMs(context), repetition);
    }

    @Test
    void theRulesAreTriedInTheOrderTheDocsDocument() throws IOException {
        List<String> names = LimitingFactors.RULES.stream().map(LimitingFactors.Rule::name).toList();
        assertThat(names).as("the table's order").containsExactly("errors", "offered load", "pool threads", "connection limit", "clients", "GC",
                "server CPU", "database", "connection pool", "connections in use", "backend", "driver", "carriers", "users at ease");

        String page = Files.readString(Path.of("..", "docs", "results.md"));
        int previous = page.indexOf("| rule | condition");
        assertThat(previous).as("docs/results.md has the table").isPositive();
        for (String name : names) {
            int row = page.indexOf("| " + name + " |", previous);
            assertThat(row).as("docs/results.md's row for rule " + name + ", after the one before it").isGreaterThan(previous);
            previous = row;
        }
    }

    @Test
    void failuresComeFirstWhateverElseTheWindowShows() {
        Repetition failing = repetition(1900, 1200, use(98, 0, 10, 60), gcPaused(0.2));

        Limit limit = limit(closed(POOL_IO), failing);

        assertThat(limit.factor()).as("3.1% failed, though the server sat at its quota").isEqualTo(LimitingFactor.ERRORS);
        assertThat(limit.evidence()).isEqualTo("3.1% of requests failed");
    }

    @Test
    void anOpenModelThatKeptUpWasLimitedByWhatItWasOffered() {
        Limit keptUp = limit(open(VIRTUAL_HELLO, 2000), repetition(1990, use(95, 0, 5, 40)));
        Limit fellBehind = limit(open(VIRTUAL_HELLO, 2000), repetition(1500, use(99, 0, 5, 40)));

        assertThat(keptUp.factor()).as("1,990 of 2,000 req/s: the server kept up, at 95% of its CPU or not")
                .isEqualTo(LimitingFactor.OFFERED_LOAD);
        assertThat(keptUp.evidence()).isEqualTo("completed 1990 req/s of the 2000 offered");
        assertThat(fellBehind.factor()).as("1,500 of 2,000: not kept up, its CPU at the quota").isEqualTo(LimitingFactor.SERVER_CPU);
    }

    /** Equal-load steps of 500, 1,000 and 1,500 req/s (25%, 50% and 75% of 2,000) offered to a pool on /hello. */
    private static CellContext equalLoad(String id) {
        LoadSpec steps = LoadSpec.equalLoad(Simulation.equalLoadSteps().orElseThrow(), EqualLoadPlan.parse(List.of("25%", "50%", "75%")),
                20, Map.of()).withStepRates(List.of(500, 1_000, 1_500), 400, "2,000 req/s");
        return Contexts.from(closed(id)).load(steps).build();
    }

    /** The step at {@code percent}% of 2,000 req/s, completing {@code throughput} OK requests a second. */
    private static StepFigures step(int percent, double throughput) {
        int rate = 20 * percent;
        LoadStep load = new LoadStep(rate, "2026-01-01T00:00:10Z", "2026-01-01T00:00:30Z", 20, Math.round(throughput * 20), 0, Map.of(),
                throughput, Map.of("p99", 9_000.0), null, List.of(), true, 9.0, throughput < 0.95 * rate, "", false, 0);
        return new StepFigures(percent, load, ResourceUse.UNKNOWN, null);
    }

    private static Repetition withSteps(Repetition r, StepFigures... steps) {
        return new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                r.resources(), r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart(), r.limitedBy(),
                List.of(steps), null);
    }

    @Test
    void equalLoadStepsThatAllKeptUpWereLimitedByWhatTheyWereOfferedNamingEachStep() {
        Repetition keptUp = withSteps(repetition(1000, use(95, 0, 5, 40)), step(25, 499), step(50, 1000), step(75, 1430));

        Limit limit = limit(equalLoad(POOL_HELLO), keptUp);

        assertThat(limit.factor()).as("every step at 95% of its rate or more, the server at its quota at the top step")
                .isEqualTo(LimitingFactor.OFFERED_LOAD);
        assertThat(limit.evidence()).isEqualTo("every equal-load step completed 95% or more of its offered rate: 25% 499 of 500"
                + " req/s, 50% 1000 of 1000 req/s, 75% 1430 of 1500 req/s");
        assertThat(limit(closed(POOL_HELLO), keptUp).factor()).as("steps recorded, whatever the context says (an old result)")
                .isEqualTo(LimitingFactor.OFFERED_LOAD);
    }

    @Test
    void equalLoadStepsOfWhichOneFellBehindAreJudgedByTheOtherRules() {
        Repetition behind = withSteps(repetition(1000, use(98, 0, 5, 40)), step(25, 500), step(50, 1000), step(75, 1420));
        Repetition failing = withSteps(repetition(1000, 600, use(98, 0, 5, 40), gcPaused(0.2)), step(25, 500), step(50, 900));
        Repetition noStep = repetition(1000, use(98, 0, 5, 40));

        assertThat(limit(equalLoad(POOL_HELLO), behind).factor()).as("75%: 1,420 of 1,500 req/s, under 95%, the server at its quota")
                .isEqualTo(LimitingFactor.SERVER_CPU);
        assertThat(limit(equalLoad(POOL_HELLO), failing)).as("3% failed, the second step behind")
                .isEqualTo(new Limit(LimitingFactor.ERRORS, "2.9% of requests failed"));
        assertThat(limit(equalLoad(POOL_HELLO), noStep).factor()).as("an equal-load cell that recorded no step: not shown to keep up")
                .isEqualTo(LimitingFactor.SERVER_CPU);
    }

    @Test
    void aPoolAtItsLittlesLawBoundWasLimitedByItsThreads() {
        Limit atBound = limit(closed(POOL_IO), repetition(1960, use(40, 0, 8, 50)));
        Limit below = limit(closed(POOL_IO), repetition(1500, use(40, 0, 8, 50)));

        assertThat(atBound.factor()).isEqualTo(LimitingFactor.POOL_THREADS);
        assertThat(atBound.evidence()).isEqualTo("1960 req/s, 98% of the pool's bound 2000 req/s (pool of 200 / 100 ms)");
        assertThat(below.factor()).as("75% of the bound, the CPU at 40%, a pool: nothing sampled explains it")
                .isEqualTo(LimitingFactor.UNKNOWN);
    }

    /** A Tomcat-like record: a connection limit of {@code maxConnections}, an accept queue of 4096. */
    private static ParityRecord connections(String maxConnections) {
        return new ParityRecord(List.of(
                new ParityLimit("maxConnections", LimitKind.CONNECTIONS, maxConnections, "JMX Catalina:type=ThreadPool"),
                new ParityLimit("acceptCount", LimitKind.ACCEPT_QUEUE, "4096", "JMX Catalina:type=ThreadPool")));
    }

    @Test
    void aConnectionLimitBelowTheUsersAtItsBoundWasTheLimitNotTheUsers() {
        CellContext capped = Contexts.from(closed(VIRTUAL_IO)).parity(connections("100")).build();
        Limit atBound = limit(capped, repetition(957, use(31, 0, 8, 48)));
        Limit below = limit(capped, repetition(600, use(31, 0, 8, 48)));
        Limit cappedPool = limit(Contexts.from(closed(POOL_IO)).parity(connections("100")).build(), repetition(957, use(31, 0, 8, 48)));
        Limit highLimit = limit(Contexts.from(closed(VIRTUAL_IO)).parity(connections("20000")).build(), repetition(3920, use(60, 0, 15, 70)));

        assertThat(atBound).isEqualTo(new Limit(LimitingFactor.CONNECTION_LIMIT,
                "957 req/s, 96% of the connection limit's bound 1000 req/s (maxConnections 100 / 100 ms)"));
        assertThat(below.factor()).as("60% of the connection limit's bound: not the limit, and not the users at ease either")
                .isNotIn(LimitingFactor.CONNECTION_LIMIT, LimitingFactor.CLIENTS);
        assertThat(cappedPool.factor()).as("100 connections under a pool of 200: the connections bind first")
                .isEqualTo(LimitingFactor.CONNECTION_LIMIT);
        assertThat(highLimit.factor()).as("20,000 connections for 400 users: the users bind").isEqualTo(LimitingFactor.CLIENTS);
    }

    @Test
    void closedModelUsersAtTheirBoundWereTheLimit() {
        Limit virtual = limit(closed(VIRTUAL_IO), repetition(3920, use(60, 0, 15, 70)));
        Limit bigPool = limit(Contexts.from(closed(POOL_IO)).poolSize(600).build(), repetition(3920, use(60, 0, 15, 70)));
        Limit noDelay = limit(closed(VIRTUAL_HELLO), repetition(3920, use(60, 0, 15, 70)));

        assertThat(virtual.factor()).isEqualTo(LimitingFactor.CLIENTS);
        assertThat(virtual.evidence()).isEqualTo("3920 req/s, 98% of the users' bound 4000 req/s (400 users / 100 ms)");
        assertThat(bigPool.factor()).as("a pool of 600 for 400 users: the users bind first").isEqualTo(LimitingFactor.CLIENTS);
        assertThat(noDelay.factor()).as("no fixed delay: no bound to be at").isNotEqualTo(LimitingFactor.CLIENTS);
    }

    @Test
    void longCollectionPausesNameGcBeforeTheCpuTheyKeptBusy() {
        Limit limit = limit(closed(POOL_HELLO), repetition(6000, 0, use(99, 5, 3, 50), gcPaused(5.0)));

        assertThat(limit.factor()).isEqualTo(LimitingFactor.GC);
        assertThat(limit.evidence()).isEqualTo("collections paused the server for 25% of the window (5.0 s of 20 s)");
    }

    @Test
    void aServerAtItsQuotaOrThrottledByItWasLimitedByItsCpu() {
        Limit atQuota = limit(closed(POOL_HELLO), repetition(8000, use(98, 2, 3, 50)));
        Limit throttled = limit(closed(POOL_HELLO), repetition(8000, use(70, 35, 3, 50)));

        assertThat(atQuota.factor()).isEqualTo(LimitingFactor.SERVER_CPU);
        assertThat(atQuota.evidence()).isEqualTo("98% of its 1-CPU quota");
        assertThat(throttled.factor()).isEqualTo(LimitingFactor.SERVER_CPU);
        assertThat(throttled.evidence()).isEqualTo("throttled in 35% of CFS periods, at 70% of its 1-CPU quota");
    }

    @Test
    void aBusyBackendBesideAServerWithHeadroomWasTheLimit() {
        Limit limit = limit(closed(VIRTUAL_IO), repetition(3000, use(55, 0, 96, 97)));

        assertThat(limit.factor()).as("the backend shares the driver's core: named before the driver").isEqualTo(LimitingFactor.BACKEND);
        assertThat(limit.evidence()).isEqualTo("the backend used 96% of one core, the server 55% of its 1-CPU quota");
    }

    /** A /db window: the database's CPU and the pool's figures, {@code held} ms per connection, {@code waiting} queued for one. */
    private static Repetition queried(double throughput, ResourceUse use, double databaseCpu, double heldMillis, double waiting) {
        DatabaseUse database = new DatabaseUse(20, databaseCpu, throughput, 0, 0, 10, 10, 8, 10, 0, 0);
        ConnectionPoolUse pool = new ConnectionPoolUse(20, 10, throughput, 1.5, 40, heldMillis, 9.6, waiting, 30, 0, 10 / (heldMillis / 1e3));
        return repetition(throughput, use).withDatabase(new DatabaseFigures(database, pool));
    }

    @Test
    void aPoolOfConnectionsAtItsBoundWithRequestsWaitingLimitsAServerWithHeadroom() {
        Limit pool = limit(closed(POOL_HELLO), queried(1960, use(60, 0, 2, 50), 40, 5.0, 12));
        Limit cpu = limit(closed(POOL_HELLO), queried(1960, use(97, 0, 2, 50), 40, 5.0, 12));
        Limit nobodyWaited = limit(closed(POOL_HELLO), queried(1960, use(60, 0, 2, 50), 40, 5.0, 0.2));
        Limit belowBound = limit(closed(POOL_HELLO), queried(1000, use(60, 0, 2, 50), 40, 5.0, 12));

        assertThat(pool.factor()).as("1,960 req/s of 10 connections / 5 ms = 2,000, 12 requests waiting").isEqualTo(LimitingFactor.CONNECTION_POOL);
        assertThat(pool.evidence()).isEqualTo("1960 req/s, 98% of the connection pool's bound 2000 req/s (10 connections / 5.00 ms held "
                + "each); 12.0 requests waited for one on average, 1.50 ms each");
        assertThat(cpu.factor()).as("the server at its quota holds its connections longer: the CPU, not the pool")
                .isEqualTo(LimitingFactor.SERVER_CPU);
        assertThat(nobodyWaited.factor()).as("no request queued for a connection").isNotEqualTo(LimitingFactor.CONNECTION_POOL);
        assertThat(belowBound.factor()).as("half the pool's bound").isNotEqualTo(LimitingFactor.CONNECTION_POOL);
    }

    /** A user's service of {@code users} closed users: vtbench knows no delay of it and reads no pool of it. */
    private static CellContext service(String id, int users) {
        return Contexts.from(closed(id)).service("service.properties", "env").load(LoadSpec.closed(users, Warmup.fixed(10), 20)).build();
    }

    /** A window of a user's service as the database saw it: {@code connections} open at most, {@code active} running a query. */
    private static Repetition seenByTheDatabase(ResourceUse use, int connections, double active) {
        return seenByTheDatabase(use, connections, active, connections, 0);
    }

    /** As above, with {@code maxActive} running a query at most and {@code waitingOnLocks} of them waiting for a lock on average. */
    private static Repetition seenByTheDatabase(ResourceUse use, int connections, double active, int maxActive, double waitingOnLocks) {
        DatabaseUse database = new DatabaseUse(20, 20, 450, 0, 0, connections, connections, active, maxActive, waitingOnLocks,
                (int) Math.ceil(waitingOnLocks));
        return repetition(450, use).withDatabase(new DatabaseFigures(database, ConnectionPoolUse.UNKNOWN));
    }

    @Test
    void aServicesConnectionsAllInUseWithMoreUsersThanThemLimitBothModes() {
        Limit pool = limit(service(POOL_HELLO, 20), seenByTheDatabase(use(29, 0, 0, 40), 10, 9.4));
        Limit virtual = limit(service(VIRTUAL_HELLO, 20), seenByTheDatabase(use(30, 0, 0, 40), 10, 9.1));

        assertThat(pool.factor()).as("20 users for 10 connections, 9.4 of them running a query").isEqualTo(LimitingFactor.CONNECTION_POOL);
        assertThat(pool.evidence()).isEqualTo("20 users for the 10 connections the database had open at most, 9.4 of them running a "
                + "query on average; the server at 29% of its 1-CPU quota, the driver's cores 40% busy (the service's pool itself is not read)");
        assertThat(virtual.factor()).as("the connections, not the carriers, held virtual threads back").isEqualTo(LimitingFactor.CONNECTION_POOL);
    }

    @Test
    void aServicesConnectionsAreNotNamedWhenIdleEnoughForEveryUserLockedOrStarvedOfCpu() {
        Limit halfIdle = limit(service(POOL_HELLO, 20), seenByTheDatabase(use(29, 0, 0, 40), 10, 5.0));
        Limit aConnectionPerUser = limit(service(POOL_HELLO, 10), seenByTheDatabase(use(29, 0, 0, 40), 10, 9.4));
        Limit atQuota = limit(service(POOL_HELLO, 20), seenByTheDatabase(use(97, 0, 0, 40), 10, 9.4));
        Limit openModel = limit(Contexts.from(service(POOL_HELLO, 20)).load(LoadSpec.open(1000, Warmup.fixed(10), 20)).build(),
                seenByTheDatabase(use(29, 0, 0, 40), 10, 9.4));

        Limit fewerThreads = limit(service(POOL_HELLO, 20), seenByTheDatabase(use(29, 0, 0, 40), 10, 8.6, 9, 0));
        Limit lockedRows = limit(service(POOL_HELLO, 20), seenByTheDatabase(use(29, 0, 0, 40), 10, 9.6, 10, 4.0));
        Limit busyDriver = limit(service(POOL_HELLO, 20), seenByTheDatabase(use(29, 0, 0, 95), 10, 9.4));
        Limit ownServer = limit(closed(POOL_HELLO), seenByTheDatabase(use(29, 0, 0, 40), 10, 9.4));

        assertThat(halfIdle.factor()).as("5 of 10 connections running a query").isNotEqualTo(LimitingFactor.CONNECTION_POOL);
        assertThat(fewerThreads.factor()).as("9 threads never have the 10 connections all running a query")
                .isNotEqualTo(LimitingFactor.CONNECTION_POOL);
        assertThat(lockedRows.factor()).as("4 of 9.6 active waited for a lock: the rows, not the pool").isNotEqualTo(LimitingFactor.CONNECTION_POOL);
        assertThat(busyDriver.factor()).as("the database shares the driver's core: queries wait for it").isEqualTo(LimitingFactor.DRIVER);
        assertThat(ownServer.factor()).as("vtbench's own db server reports its pool: a pool unread there is not this rule's")
                .isNotEqualTo(LimitingFactor.CONNECTION_POOL);
        assertThat(aConnectionPerUser.factor()).as("10 users, 10 connections: none waited for one").isEqualTo(LimitingFactor.CLIENTS);
        assertThat(atQuota.factor()).isEqualTo(LimitingFactor.SERVER_CPU);
        assertThat(openModel.factor()).as("an open model's demand is not a count of users").isNotEqualTo(LimitingFactor.CONNECTION_POOL);
    }

    @Test
    void aBusyDatabaseIsNamedBeforeThePoolItSlowsDown() {
        Limit limit = limit(closed(POOL_HELLO), queried(1960, use(60, 0, 2, 50), 95, 5.0, 12));

        assertThat(limit.factor()).as("a database at 95% of a core holds each connection longer").isEqualTo(LimitingFactor.DATABASE);
        assertThat(limit.evidence()).isEqualTo("the database used 95% of one core, the server 60% of its 1-CPU quota");
    }

    @Test
    void aSaturatedDriverLimitsOnlyAServerWithHeadroom() {
        Limit driverBound = limit(closed(POOL_HELLO), repetition(41000, use(62, 0, 2, 97)));
        Limit serverBound = limit(closed(POOL_HELLO), repetition(55000, use(98, 0, 2, 97)));

        assertThat(driverBound.factor()).isEqualTo(LimitingFactor.DRIVER);
        assertThat(driverBound.evidence()).isEqualTo("the driver's cores 97% busy, the server at 62% of its 1-CPU quota");
        assertThat(serverBound.factor()).as("the issue's /hello cells: both busy, the server at its quota")
                .isEqualTo(LimitingFactor.SERVER_CPU);
    }

    @Test
    void virtualThreadsHeldBackWithCpuToSpareAndAnIdleDriverPointAtTheCarriers() {
        Limit virtual = limit(closed(VIRTUAL_HELLO), repetition(30000, use(70, 0, 2, 60)));
        Limit pool = limit(closed(POOL_HELLO), repetition(30000, use(70, 0, 2, 60)));
        Limit busyDriver = limit(closed(VIRTUAL_HELLO), repetition(30000, use(70, 0, 2, 95)));

        assertThat(virtual.factor()).isEqualTo(LimitingFactor.CARRIERS);
        assertThat(virtual.factor().label()).isEqualTo("carriers or another limit inside the server");
        assertThat(virtual.evidence()).contains("70% of its 1-CPU quota", "60% busy", "no scheduler queue was read");
        assertThat(pool.factor()).as("a pool has no carriers, and its 200 threads for 400 users keep the users from setting the pace")
                .isEqualTo(LimitingFactor.UNKNOWN);
        assertThat(pool.evidence()).contains("no sampled figure explains the pace");
        assertThat(busyDriver.factor()).isEqualTo(LimitingFactor.DRIVER);
    }

    @Test
    void aSchedulerQueueReadThroughTheWindowTellsTheCarriersFromTheUsers() {
        Repetition shallow = withQueue(repetition(30000, use(70, 0, 2, 60)), new SchedulerLoad(20, 5.0, 31, 1.0, ""));
        Repetition deep = withQueue(repetition(30000, use(70, 0, 2, 60)), new SchedulerLoad(20, 180.0, 400, 1.0, ""));

        Limit users = limit(closed(VIRTUAL_HELLO), shallow);
        assertThat(users.factor()).as("5 queued on average: a burst of wake-ups, the carriers kept up").isEqualTo(LimitingFactor.CLIENTS);
        assertThat(users.evidence()).contains("5.0 virtual threads queued for a carrier on average");
        Limit carriers = limit(closed(VIRTUAL_HELLO), deep);
        assertThat(carriers.factor()).as("180 queued while the CPU idled").isEqualTo(LimitingFactor.CARRIERS);
        assertThat(carriers.evidence()).contains("180 virtual threads queued for a carrier on average (400 at most)");
    }

    private static Repetition withQueue(Repetition r, SchedulerLoad queue) {
        return new Repetition(r.index(), r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(),
                r.resources(), r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart(), null, List.of(), queue);
    }

    @Test
    void unreadFiguresAndAWindowThatNeverOpenedAreUnknownAndSaySo() {
        Limit unread = limit(closed(VIRTUAL_HELLO), repetition(30000, ResourceUse.UNKNOWN));
        SteadyState never = new SteadyState("until-steady", 10, 90, false, null, null, new SteadyState.Criterion(10, null, 0.05, null, 0.05));
        Repetition steady = repetition(30000, use(70, 0, 2, 60));
        LoadResult l = steady.load();
        Repetition unsettled = new Repetition(1, new LoadResult(l.simulation(), l.model(), 0, 0, 0, Map.of(), 0, Map.of(), List.of(), 1,
                l.gatlingVersion(), l.startedAt(), "", "", null, null, List.of(), null, null, null, never), "", "", true, "running",
                ResourceUse.UNKNOWN, JvmUse.unknown("-"), steady.jvmDiagnostics(), Map.of(), List.of(), "aot-cache");

        assertThat(unread.factor()).isEqualTo(LimitingFactor.UNKNOWN);
        assertThat(unread.evidence()).as("not guessed from a NaN").contains("server's CPU (or its quota) was not read");
        assertThat(limit(closed(VIRTUAL_HELLO), unsettled)).isEqualTo(new Limit(LimitingFactor.UNKNOWN,
                "no measured window: the rate never became steady"));
    }

    @Test
    void theCellsLimitIsWhatMostRepetitionsHadATieGoingToTheFactorDeclaredFirst() {
        Repetition cpu = repetition(8000, use(98, 0, 2, 60)).withLimit(new Limit(LimitingFactor.SERVER_CPU, "98% of its 1-CPU quota"));
        Repetition driver = repetition(8000, use(70, 0, 2, 97)).withLimit(new Limit(LimitingFactor.DRIVER, "busy"));

        Limit most = LimitingFactors.ofCell(List.of(indexed(driver, 1), indexed(cpu, 2), indexed(cpu, 3)));
        Limit tie = LimitingFactors.ofCell(List.of(indexed(driver, 1), indexed(cpu, 2)));

        assertThat(most).isEqualTo(new Limit(LimitingFactor.SERVER_CPU, "2 of 3 repetition(s); repetition 2: 98% of its 1-CPU quota"));
        assertThat(tie.factor()).as("SERVER_CPU is declared before DRIVER").isEqualTo(LimitingFactor.SERVER_CPU);
        assertThat(LimitingFactors.ofCell(List.of()).factor()).isEqualTo(LimitingFactor.UNKNOWN);
    }

    @Test
    void aResultWithoutLimitsGetsThemComputedAndKeepsThoseItHolds() {
        CellContext context = closed(POOL_HELLO);
        Repetition recorded = indexed(repetition(8000, use(70, 0, 2, 97)), 1).withLimit(new Limit(LimitingFactor.GC, "as recorded"));
        Repetition bare = indexed(repetition(8000, use(98, 0, 2, 60)), 2);

        CellResult cell = new CellResult(context.cell(), CellStatus.MEASURED, "", null, context, List.of(), List.of(recorded, bare),
                Spread.of(List.of(8000.0, 8000.0)), Spread.of(List.of(9.0, 9.0)), List.of(), List.of());

        assertThat(cell.repetitions()).extracting(r -> r.limitedBy().factor()).as("the held one kept, the missing one computed")
                .containsExactly(LimitingFactor.GC, LimitingFactor.SERVER_CPU);
        assertThat(LimitingFactors.fixedDelayMs(closed(POOL_IO))).as("read from the endpoint's query").contains(100);
        assertThat(LimitingFactors.fixedDelayMs(Contexts.from(closed(POOL_IO)).service("service.properties", "env").build()))
                .as("a user's service: vtbench knows no delay of it").isEmpty();
    }

    @Test
    void aRuleThatThrowsLeavesTheRepetitionUnjudgedAndTheResultWhole() {
        CellContext c = closed(POOL_HELLO);
        CellContext noLoad = new CellContext(c.key(), c.runtime(), c.server(), c.mode(), c.poolSize(), c.placement(), c.imageRef(),
                c.scenario(), c.endpoint(), null, c.startedAt(), c.machine(), c.serverJvmOptions(), c.ownService(), c.engines());

        CellResult cell = new CellResult(c.cell(), CellStatus.MEASURED, "", null, noLoad, List.of(),
                List.of(repetition(8000, use(98, 0, 2, 60))), Spread.of(List.of(8000.0)), Spread.of(List.of(9.0)), List.of(), List.of());

        assertThat(cell.repetitions()).singleElement().satisfies(r -> assertThat(r.limitedBy().factor()).isEqualTo(LimitingFactor.UNKNOWN))
                .satisfies(r -> assertThat(r.limitedBy().evidence()).startsWith("not judged: java.lang.NullPointerException")
                        .endsWith("this is a vtbench bug: please report it"));
    }

    private static Repetition indexed(Repetition r, int index) {
        return new Repetition(index, r.load(), r.gatlingReport(), r.gatlingLog(), r.assertionsPassed(), r.serverStateAfter(), r.resources(),
                r.jvm(), r.jvmDiagnostics(), r.phaseSeconds(), r.noise(), r.driverWarmStart(), r.limitedBy());
    }

    @Test
    void noRuleReadsAFigureAsZeroWhenItIsUnknown() {
        Optional<Integer> none = Optional.empty();
        LimitingFactors.Window window = new LimitingFactors.Window(closed(VIRTUAL_HELLO), none, repetition(30000, ResourceUse.UNKNOWN));

        assertThat(LimitingFactors.RULES).as("with nothing read, no rule claims the window")
                .allSatisfy(rule -> assertThat(rule.test().apply(window)).as(rule.name()).isEmpty());
    }
}
