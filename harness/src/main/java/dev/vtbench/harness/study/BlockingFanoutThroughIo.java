package dev.vtbench.harness.study;

import dev.vtbench.harness.load.SocketBudget;
import dev.vtbench.harness.matrix.MatrixOwnDefinitions;
import dev.vtbench.harness.matrix.Scenario;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Concurrency;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * Seed 003's blocking tasks sent as requests: GET /io?delayMs=100 (a call to the backend delay service, blocking the
 * request's thread for 100 ms) under a closed model of many more users than the pool has threads, the HTTP analogue of
 * a backlog of submitted tasks; each runtime's bounded pool cut to the seed's 64 threads against its virtual mode,
 * through the harness's own run. Little's law holds the pool to 64 / 0.1 s = 640 requests per second whatever the
 * CPU; virtual threads only to users / 0.1 s. A server has no batch to time, so the time for N requests is derived
 * from the measured rate, and says so.
 */
final class BlockingFanoutThroughIo {

    /**
     * What the /io half measures: the matrix's runtimes and users, every bounded pool at {@code poolSize}, the study's
     * scenario blocking {@code blockMillis} per request; {@code requests} is the N of the time DERIVED for N requests.
     */
    record Plan(List<String> runtimes, List<Integer> users, int poolSize, int blockMillis, int requests, SteadyWindow window,
                Scenario scenario, FanoutSeed seed) {

        static Plan of(MatrixPlan matrix, int requests, FanoutSeed seed) {
            Scenario scenario = new Scenario(matrix.scenarios().get(0), matrix.get("scenario." + matrix.scenarios().get(0)).orElseThrow());
            return new Plan(matrix.runtimes(), matrix.users(), matrix.integer(MatrixOwnDefinitions.POOL_SIZE), scenario.delayMs().orElseThrow(),
                    requests, matrix.window(), scenario, seed);
        }

        String describe() {
            return "GET " + scenario.endpoint() + " on " + String.join(", ", runtimes) + ", every bounded pool cut to " + poolSize
                    + " threads against virtual threads, closed model at " + users + " users, " + window.describe();
        }

        /** Little's law's limit on virtual / pool at this many users: users / 0.1 s against min(users, pool) / 0.1 s. */
        double ceiling(int atUsers) {
            return (double) atUsers / Math.min(atUsers, poolSize);
        }

        /**
         * The ratio that reproduces the seed at this many users: as in-process, or where Little's law allows less
         * (fewer users per pool thread than that), 90% of what it allows: virtual threads limited by the users alone.
         */
        double reproducingRatio(int atUsers) {
            return Math.min(seed.reproducedSpeedup(), 0.9 * ceiling(atUsers));
        }
    }

    private BlockingFanoutThroughIo() {}

    /**
     * Users no more than the pool (no backlog), or beyond the open-file budget (a client and a backend socket each), are
     * refused before anything runs.
     */
    static void requireBacklogThatFits(List<Integer> users, int poolSize) {
        long limit = SocketBudget.ownLimit();
        for (int count : users) {
            if (count <= poolSize) {
                throw new IllegalArgumentException("--users " + count + " must exceed the pool's " + poolSize + " threads (--pool): "
                        + "the seed's tasks outnumber its threads, and so must the requests in flight");
            }
            SocketBudget.whyItDoesNotFit(count, true, limit, limit).ifPresent(reason -> {
                throw new IllegalArgumentException("--users " + count + " does not fit this machine: " + reason);
            });
        }
    }

    static List<String> method(Plan plan) {
        List<String> method = new ArrayList<>(List.of(
                "GET " + plan.scenario().endpoint() + ": each request blocks its thread on a call to the backend delay service, "
                        + "which answers after " + plan.blockMillis() + " ms (on the driver's cores): the seed's Thread.sleep("
                        + plan.blockMillis() + ") as a request",
                "closed model: " + plan.users() + " users, each sending its next request when the previous one answers: more "
                        + "requests waiting than the pool has threads, as the seed's tasks wait in the executor's queue",
                "Little's-law bound: min(users, pool size) / " + plan.blockMillis() + " ms, the pool size being what the server's "
                        + "/info reported; DERIVED time: " + StudyFormat.count(plan.requests()) + " requests (--tasks) / the measured "
                        + "rate, what a batch would take at that rate, not a measured batch",
                plan.window().methodLine("closed")));
        method.addAll(RuntimeModes.methodLines(plan.runtimes(), plan.poolSize()));
        return method;
    }

    /** One section per CPU profile, runtime and JVM: every measured cell beside its bound, the seed's figure, its p99. */
    static List<StudySection> sections(List<CellResult> cells, Plan plan) {
        List<StudySection> sections = new ArrayList<>();
        cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .collect(Collectors.groupingBy(c -> "through /io: " + c.context().profile() + ", " + c.context().runtime() + " on "
                        + c.context().jvm(), LinkedHashMap::new, Collectors.toList()))
                .forEach((heading, group) -> sections.add(section(heading, group, plan)));
        return sections;
    }

    private static StudySection section(String heading, List<CellResult> cells, Plan plan) {
        List<List<StudyCell>> rows = new ArrayList<>();
        for (CellResult cell : cells.stream().sorted(Comparator.comparingInt((CellResult c) -> c.context().users())
                .thenComparingInt(c -> order(c, plan))).toList()) {
            CellContext c = cell.context();
            double bound = bound(cell, plan);
            boolean figure = !cell.throughput().isMissing();
            double share = cell.throughput().median() / bound;
            double derivedSeconds = plan.requests() / cell.throughput().median();
            rows.add(List.of(label(c.mode().name()), label(threads(c, plan)), label(StudyFormat.count(c.users())), StudyCells.throughput(cell),
                    StudyFigure.one(bound, StudyFigure.Unit.REQUESTS_PER_SECOND, StudyFormat.rate(bound)),
                    figure ? StudyFigure.one(share, StudyFigure.Unit.FRACTION, StudyFormat.percent(share)) : label("–"),
                    figure ? StudyFigure.one(derivedSeconds, StudyFigure.Unit.SECONDS, StudyFormat.seconds(derivedSeconds)) : label("–"),
                    seedSeconds(cell, plan), StudyCells.p99(cell)));
        }
        List<String> findings = ModePair.of(cells).stream().map(pair -> pairFinding(pair, plan)).toList();
        List<String> conditions = new ArrayList<>(StudyCells.conditions(cells.get(0).context()));
        return new StudySection(heading, conditions, new StudyTable(List.of("Mode", "Threads (as /info reported)", "Users",
                "req/s median [min-max] flags", "Little's-law bound (req/s)", "Rate / bound",
                "DERIVED, not measured: " + StudyFormat.count(plan.requests()) + " requests at this rate",
                "Seed: " + StudyFormat.count(plan.seed().tasks()) + " tasks in-process (measured)", "p99 ms"), rows), findings);
    }

    /** The seed's pool first, other bounded pools next, virtual threads last. */
    private static int order(CellResult cell, Plan plan) {
        return isVirtual(cell) ? 2 : isStudyPool(cell, plan) ? 0 : 1;
    }

    static double bound(CellResult cell, Plan plan) {
        return Concurrency.of(cell.context()).boundPerSecond(plan.blockMillis());
    }

    /** A platform-thread cell whose server reported exactly the pool size the study asked for. */
    static boolean isStudyPool(CellResult cell, Plan plan) {
        return !isVirtual(cell) && Objects.equals(cell.context().poolSize(), plan.poolSize());
    }

    private static boolean isVirtual(CellResult cell) {
        return cell.context().mode().isVirtual();
    }

    static String threads(CellContext c, Plan plan) {
        if (c.mode().isVirtual()) {
            return "virtual threads";
        }
        if (c.poolSize() == null) {
            return "self-tuning, no fixed size";
        }
        return c.poolSize() == plan.poolSize() ? c.poolSize() + " platform threads"
                : c.poolSize() + " platform threads, NOT the " + plan.poolSize() + " asked for";
    }

    /** The seed's measured time beside the mode it ran on, in seconds; none beside a pool other than its 64 threads. */
    private static StudyCell seedSeconds(CellResult cell, Plan plan) {
        if (isVirtual(cell)) {
            return seedSeconds(plan.seed().virtualMillis(), " (virtual threads)");
        }
        return isStudyPool(cell, plan) ? seedSeconds(plan.seed().poolMillis(), " (pool of " + plan.seed().poolSize() + ")") : label("–");
    }

    private static StudyFigure seedSeconds(double millis, String executor) {
        return StudyFigure.one(millis / 1000, StudyFigure.Unit.SECONDS, StudyFormat.seconds(millis / 1000) + executor);
    }

    static String pairFinding(ModePair pair, Plan plan) {
        CellContext c = pair.context();
        String label = StudyFormat.count(c.users()) + " users, virtual / " + c.mode() + " (" + threads(c, plan) + "): ";
        if (!isStudyPool(pair.baseline(), plan) && c.poolSize() != null) {
            return label + "not compared, the pool is not the " + plan.poolSize() + " threads the study asked for";
        }
        return label + pair.ratio().map(r -> StudyFormat.ratio(r) + pair.spreadNote() + "; " + c.mode() + " at "
                        + StudyFormat.percent(pair.baseline().throughput().median() / bound(pair.baseline(), plan)) + " of its bound "
                        + StudyFormat.rate(bound(pair.baseline(), plan)) + " req/s, virtual at "
                        + StudyFormat.percent(pair.virtual().throughput().median() / bound(pair.virtual(), plan)) + " of "
                        + StudyFormat.rate(bound(pair.virtual(), plan)))
                .orElse("not compared: " + pair.untrustedBecause());
    }

    /**
     * Over the trusted pairs of a pool of the study's size and virtual threads: how many times the pool's rate virtual
     * threads served, how close the pool came to its Little's-law bound, and whether that is the seed's finding
     * ({@link Plan#reproducingRatio}).
     */
    static String overallFinding(List<CellResult> cells, Plan plan) {
        List<ModePair> pairs = ModePair.of(cells).stream().filter(p -> isStudyPool(p.baseline(), plan)).toList();
        PairRatios ratios = PairRatios.of(pairs);
        String seed = "the seed, in-process at " + StudyFormat.count(plan.seed().tasks()) + " tasks: "
                + StudyFormat.ratio(plan.seed().speedup()) + " (" + StudyFormat.seconds(plan.seed().poolMillis() / 1000) + " against "
                + StudyFormat.seconds(plan.seed().virtualMillis() / 1000) + ")";
        String start = "Seed 003 through " + plan.scenario().endpoint() + ", a pool of " + plan.poolSize() + " against virtual threads: ";
        if (ratios.none()) {
            return start + "could not be checked, no comparable pair" + ratios.notComparableTail() + "; " + seed + ".";
        }
        List<ModePair> compared = pairs.stream().filter(p -> p.ratio().isPresent()).toList();
        List<Double> shares = compared.stream().map(ModePair::baseline).distinct()
                .map(pool -> pool.throughput().median() / bound(pool, plan)).toList();
        long reproduced = compared.stream().filter(p -> p.ratio().orElseThrow() >= plan.reproducingRatio(p.context().users())).count();
        String caps = compared.stream().map(p -> StudyFormat.ratio(plan.ceiling(p.context().users())) + " at "
                + StudyFormat.count(p.context().users()) + " users").distinct().collect(Collectors.joining(", "));
        // Over HTTP the gap is bounded by the clients (Little's law: users against the pool), not by 100,000 tasks at
        // once: what can be reproduced is the seed's mechanism, the pool held to its bound while virtual threads are not,
        // and the verdict says so rather than claiming the seed's 241x.
        String verdict = "the seed's Little's-law limit on the pool " + (reproduced == compared.size() ? "reproduced"
                : reproduced == 0 ? "not reproduced" : "reproduced in " + reproduced + " of " + compared.size() + " pairs")
                + " ('reproduced' means virtual threads served at least " + StudyFormat.ratio(plan.seed().reproducedSpeedup())
                + " the pool's rate, as in-process, or 90% of what Little's law allows at these users where that is less: at most "
                + caps + "; the seed's own gap needs as many tasks at once as it had, which these clients are not)";
        return start + ratios.range() + " over " + ratios.ratios().size() + " comparable pair(s)" + ratios.notComparableTail()
                + "; the pool held to " + span(shares) + " of its Little's-law bound (" + StudyFormat.rate(plan.poolSize() * 1000.0
                / plan.blockMillis()) + " req/s); " + verdict + "; " + seed + ".";
    }

    private static String span(List<Double> shares) {
        double low = shares.stream().mapToDouble(Double::doubleValue).min().orElseThrow();
        double high = shares.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        return low == high ? StudyFormat.percent(low) : StudyFormat.percent(low) + "-" + StudyFormat.percent(high);
    }
}
