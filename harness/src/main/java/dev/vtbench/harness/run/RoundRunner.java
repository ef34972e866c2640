package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.RecordingGate;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.matrix.RoundsPlan;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RoundsEnding;
import dev.vtbench.harness.result.RoundsRecord;
import dev.vtbench.harness.verdict.LookSchedule;
import dev.vtbench.harness.verdict.ModeComparison;
import dev.vtbench.harness.verdict.Rounds;
import dev.vtbench.harness.verdict.Verdict;
import dev.vtbench.harness.view.ResultsWriter;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;

/**
 * Runs a matrix in interleaved rounds. A round is one server of every mode of every group still open (runtime, JVM, CPU
 * profile, scenario), the modes in a random order drawn anew for each group and round (seeded, and recorded with the
 * run), so that the machine's drift and a JVM's luck fall on both modes alike rather than on the difference between
 * them. After each round from the minimum on, each group's verdict is looked at ({@link Verdict}, its intervals at the
 * look's confidence, {@link LookSchedule}): a group stops once each primary figure is decided, at the most rounds
 * allowed, or when the time budget cannot hold another round; the others go on. Each cell's result is recorded after
 * each of its servers, and rounds.json after each round, so that a run stopped at any point keeps what it measured.
 *
 * <p>A group's equal-load steps take their rates from its capacities: once every mode has one (in the first round, the
 * last mode's server measures its steps already), the rates are fixed for all later rounds. The servers of the modes
 * that ran before in that round are held, frozen, from the end of their capacity load, and thawed at the end of the
 * round for their steps, so that each mode has one step repetition per round, each on the JVM of its counted capacity.
 * A mode that still has no steps then (its server could not be held, or a resumed run's, whose held servers stopped
 * with the harness before it) gets a catch-up server of its own.
 */
final class RoundRunner {
    private final RunSettings settings;
    private final RoundProgress progress;
    private final RoundServers servers;

    RoundRunner(Definitions definitions, RunSettings settings) {
        this.settings = settings;
        this.progress = new RoundProgress(settings.rounds());
        this.servers = new EngineServers(definitions, settings, progress);
    }

    /** Rounds whose servers {@code servers} lives, timed by {@code progress}'s clock. */
    RoundRunner(RunSettings settings, RoundProgress progress, RoundServers servers) {
        this.settings = settings;
        this.progress = progress;
        this.servers = servers;
    }

    /**
     * Measures {@code cells} into {@code results}; cells it already holds continue from their recorded repetitions (a
     * resumed run), FAILED ones only if {@code retryFailed}.
     */
    void run(List<Cell> cells, ResultsFolder results, boolean retryFailed) {
        RoundPlan plan = RoundPlan.of(cells);
        RoundsPlan rounds = settings.rounds();
        Optional<RoundsRecord> earlier = RoundsRecord.read(results.path());
        long seed = earlier.map(RoundsRecord::seed).orElseGet(() -> rounds.seed().orElse(System.nanoTime()));
        Random random = new Random(seed);
        Map<String, GroupState> states = new LinkedHashMap<>();
        for (RoundPlan.Group group : plan.groups()) {
            states.put(group.name(), GroupState.of(group, earlier.flatMap(record -> record.group(group.name())), results, retryFailed));
        }
        try {
            for (int round = 1; round <= rounds.max(); round++) {
                List<GroupState> open = states.values().stream().filter(GroupState::running).toList();
                if (open.isEmpty()) {
                    break;
                }
                if (round > rounds.min() && !budgetHolds(open, round)) {
                    open.forEach(state -> state.ending = RoundsEnding.BUDGET);
                    break;
                }
                int number = round;
                progress.round(round, open.stream().flatMap(state -> state.livesLeftIn(number).stream()).toList());
                for (GroupState state : open) {
                    if (!runRound(state, round, random, results)) {
                        writeRecord(results, seed, states);
                        return;
                    }
                    writeRecord(results, seed, states);
                }
                // Known from the round count and the clock before any figure is looked at: whether this look is the last.
                boolean another = round < rounds.max() && (round < rounds.min() || budgetHolds(open, round + 1));
                open.forEach(state -> look(state, number, results, !another));
                writeRecord(results, seed, states);
                if (!another && number < rounds.max()) {
                    // The budget ends the rounds: a group its look could not judge (a mode short of rounds) ends by it too.
                    open.stream().filter(GroupState::running).forEach(state -> state.ending = RoundsEnding.BUDGET);
                    break;
                }
            }
            states.values().stream().filter(GroupState::running)
                    .forEach(state -> state.ending = rounds.sequential() ? RoundsEnding.MAX_ROUNDS : RoundsEnding.FIXED);
            states.values().forEach(state -> recordNeverRun(state, results));
            writeRecord(results, seed, states);
        } finally {
            servers.close();
        }
    }

    /** What {@code prepared}'s server calls, started if need be; empty, the cell failed saying why, if it could not start. */
    private Optional<CellDependencies> dependenciesOf(PreparedCell prepared, CellTally tally) {
        try {
            return Optional.of(servers.dependenciesOf(prepared));
        } catch (CellFailure failure) {
            tally.fail(failure.status(), failure.getMessage(), null);
        } catch (RuntimeException e) {
            tally.fail(dev.vtbench.harness.result.CellStatus.FAILED, CellPreparation.failureReason(prepared.cell(),
                    "starting its backend or database", e, prepared.folder()), null);
        }
        return Optional.empty();
    }

    /**
     * One round of one group: each mode's servers in a random order, each mode that has not run this round yet (a resumed
     * run may have). False when the harness is stopping: nothing more may start.
     */
    private boolean runRound(GroupState state, int round, Random random, ResultsFolder results) {
        List<Mode> order = new ArrayList<>(state.group.modes());
        Collections.shuffle(order, random);
        double started = progress.elapsedSeconds();
        List<String> ran = new ArrayList<>();
        List<RoundPlan.Life> inOrder = order.stream().flatMap(mode -> state.group.lives().get(mode).stream()).toList();
        for (Mode mode : order) {
            for (RoundPlan.Life planned : state.group.lives().get(mode)) {
                CellTally first = state.tally(planned.first());
                if (!state.toRunIn(planned, round)) {
                    continue;
                }
                Optional<PreparedCell> prepared = prepared(state, planned.first(), results);
                if (prepared.isEmpty()) {
                    continue;
                }
                ran.add(mode.name());
                Optional<CellDependencies> running = dependenciesOf(prepared.get(), first);
                List<RoundPlan.Life> after = inOrder.subList(inOrder.indexOf(planned) + 1, inOrder.size());
                boolean lived = running.isPresent() && servers.live(prepared.get(), first, () -> steps(state, planned, mode, results),
                        running.get(), round, () -> worthHolding(state, planned, after, round, results));
                planned.cells().forEach(cell -> record(state, cell, results));
                if (!lived) {
                    state.ending = RoundsEnding.STOPPED;
                }
                if (stopping(state, round)) {
                    return false;
                }
            }
        }
        if (!resumeHeld(state, round, order, results) || !catchUpSteps(state, round, order, results)) {
            return false;
        }
        state.rounds.add(new RoundsRecord.Round(round, ran.stream().distinct().toList(), progress.elapsedSeconds() - started));
        return true;
    }

    /** Whether the harness is stopping (nothing more may start); it says so, and how to go on. */
    private static boolean stopping(GroupState state, int round) {
        if (!RecordingGate.RESULTS.closed()) {
            return false;
        }
        System.out.println("vtbench: stopped during round " + round + " of " + state.group.name() + "; `--resume` runs the rounds left");
        return true;
    }

    /**
     * Whether {@code planned}'s server, its capacity just recorded and no steps for it yet, should wait frozen for its
     * steps: only if their rates may still be fixed in this round, that is its own capacity counted and a server with
     * steps is still to come in it ({@code after}); otherwise it would wait for nothing.
     */
    private boolean worthHolding(GroupState state, RoundPlan.Life planned, List<RoundPlan.Life> after, int round, ResultsFolder results) {
        return planned.steps().isPresent() && state.stepRates.isEmpty() && !state.tally(planned.steps().get()).failed()
                && state.hasCapacity(planned, results.cells())
                && after.stream().anyMatch(later -> later.steps().isPresent() && state.toRunIn(later, round));
    }

    /**
     * At the end of a round, each server held for its steps: thawed, its steps measured if the round fixed their rates,
     * and stopped. False when the harness is stopping.
     */
    private boolean resumeHeld(GroupState state, int round, List<Mode> order, ResultsFolder results) {
        for (Mode mode : order) {
            for (RoundPlan.Life planned : state.group.lives().get(mode)) {
                if (!servers.holds(planned.first())) {
                    continue;
                }
                Optional<ServerLife.Lived> steps = steps(state, planned, mode, results);
                Optional<PreparedCell> prepared = prepared(state, planned.first(), results);
                CellTally tally = steps.map(ServerLife.Lived::tally).orElse(state.tally(planned.first()));
                Optional<CellDependencies> running = prepared.flatMap(cell -> dependenciesOf(cell, tally));
                if (running.isEmpty()) {
                    // What its steps call could not start (the tally says why): nothing more to measure on it.
                    servers.release(planned.first());
                    state.ending = RoundsEnding.STOPPED;
                } else if (!servers.resumeHeld(planned.first(), steps, running.get(), round)) {
                    state.ending = RoundsEnding.STOPPED;
                }
                planned.cells().forEach(cell -> record(state, cell, results));
                if (stopping(state, round)) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * At the end of the round that fixed the group's step rates (the first, unless a mode's capacity never had a window
     * in it), the steps of each mode that has none yet and had no server held for them (one that could not be held:
     * {@code ServerLife}; a resumed run's, whose held server stopped with the harness that ran it). A server of its own,
     * warmed by the mode's capacity load (counted nowhere), then its steps, so that they follow the same warm-up as every
     * other mode's, and every mode has as many step repetitions as rounds from that round on: with one fewer for the
     * modes that ran first, a step's ratio would rest on one or two degrees of freedom. False when the harness is
     * stopping.
     */
    private boolean catchUpSteps(GroupState state, int round, List<Mode> order, ResultsFolder results) {
        if (state.stepRates.isEmpty()) {
            return true;
        }
        for (Mode mode : order) {
            for (RoundPlan.Life planned : state.group.lives().get(mode)) {
                if (planned.steps().isEmpty() || state.tally(planned.first()).failed()) {
                    continue;
                }
                CellTally stepsTally = state.tally(planned.steps().get());
                if (stepsTally.failed() || stepsTally.measured() > 0) {
                    continue;
                }
                Optional<PreparedCell> warmUp = prepared(state, planned.first(), results);
                Optional<ServerLife.Lived> steps = steps(state, planned, mode, results);
                if (warmUp.isEmpty() || steps.isEmpty()) {
                    continue;
                }
                Optional<CellDependencies> running = dependenciesOf(warmUp.get(), stepsTally);
                if (running.isEmpty() || !servers.warmThenMeasure(warmUp.get(), steps.get(), running.get(), round)) {
                    state.ending = RoundsEnding.STOPPED;
                }
                record(state, planned.steps().get(), results);
                if (stopping(state, round)) {
                    return false;
                }
            }
        }
        return true;
    }

    /** The group's equal-load cell of {@code mode} on this life's server, once its rates are known; empty otherwise. */
    private Optional<ServerLife.Lived> steps(GroupState state, RoundPlan.Life planned, Mode mode, ResultsFolder results) {
        if (planned.steps().isEmpty() || state.tally(planned.steps().get()).failed()) {
            return Optional.empty();
        }
        if (state.stepRates.isEmpty()) {
            // This server's capacity, just measured, counts too: recorded before the rates are looked for.
            record(state, planned.first(), results);
            // Every mode's capacity is known once the round's last mode has measured its own: the rates are fixed now.
            EqualLoadRates.Resolution resolution = EqualLoadRates.resolve(planned.steps().get(), results.cells());
            if (resolution.cell().isEmpty() || !state.everyModeHasCapacity(results.cells())) {
                state.whyNoSteps = resolution.cell().isEmpty() ? resolution.whyNot() : state.whyNotEveryCapacity(results.cells());
                return Optional.empty();
            }
            Cell resolved = resolution.cell().get();
            state.stepRates = resolved.load().stepRates();
            state.stepBasis = resolved.load().steps().basis();
            state.maxInFlight = resolved.load().maxInFlight();
        }
        Cell steps = EqualLoadRates.withRates(planned.steps().get(), state.stepRates, state.maxInFlight, state.stepBasis);
        CellTally tally = state.tally(planned.steps().get());
        tally.resolvedAs(steps);
        return prepared(state, steps, results).map(cell -> new ServerLife.Lived(cell.resolvedAs(steps), tally));
    }

    /** The cell ready to measure (prepared once per run), or empty when it cannot run: then its result says why. */
    private Optional<PreparedCell> prepared(GroupState state, Cell cell, ResultsFolder results) {
        PreparedCell known = state.prepared.get(cell.id());
        if (known != null) {
            return Optional.of(known);
        }
        if (state.refused.containsKey(cell.id())) {
            return Optional.empty();
        }
        progress.preparing(cell, "image");
        CellPreparation.Outcome outcome = servers.prepare(cell, results.cellFolder(cell.folderName()));
        if (outcome.prepared().isPresent()) {
            state.prepared.put(cell.id(), outcome.prepared().get());
            return outcome.prepared();
        }
        CellResult notRun = outcome.notRun().orElseThrow();
        state.refused.put(cell.id(), notRun);
        MatrixRun.record(notRun, results, cell);
        progress.recorded(cell.id(), notRun.status() + ": " + notRun.reason());
        return Optional.empty();
    }

    /**
     * Every cell of a group whose rounds have ended has a result: one that never ran (equal-load steps whose rates could
     * not be fixed, a mode whose capacity never had a window) is recorded SKIPPED, saying why.
     */
    private void recordNeverRun(GroupState state, ResultsFolder results) {
        for (Cell cell : state.group.cells()) {
            boolean recorded = results.cells().stream().anyMatch(result -> result.cell().equals(cell.id()));
            if (recorded || state.refused.containsKey(cell.id()) || state.tally(cell).measured() > 0) {
                continue;
            }
            String why = state.whyNoSteps.isEmpty() ? "the rounds ended before it ran" : state.whyNoSteps;
            CellResult notRun = CellResult.notRun(cell.id(), CellStatus.SKIPPED, cell.id() + " was not run: " + why, null, null,
                    List.of(), List.of());
            MatrixRun.record(notRun, results, cell);
            progress.recorded(cell.id(), notRun.status() + ": " + notRun.reason());
        }
    }

    private void record(GroupState state, Cell cell, ResultsFolder results) {
        CellTally tally = state.tally(cell);
        if (tally.measured() == 0 && !tally.failed()) {
            return;
        }
        CellResult result = tally.result();
        if (MatrixRun.record(result, results, cell)) {
            progress.recorded(cell.id(), result.status() + " after " + tally.measured() + " repetition(s)"
                    + (result.reason().isEmpty() ? "" : ": " + result.reason()));
        }
    }

    /**
     * The look after {@code round}: the group's verdict at the look's confidence decides whether its rounds go on; the
     * {@code last} look spends all the error rate left.
     */
    private void look(GroupState state, int round, ResultsFolder results, boolean last) {
        state.done = state.completeRounds();
        RoundsPlan rounds = settings.rounds();
        List<CellResult> cells = results.cells().stream().filter(cell -> state.group.cells().stream()
                .anyMatch(planned -> planned.id().equals(cell.cell()))).toList();
        if (state.ending == RoundsEnding.RUNNING && state.done >= rounds.min()) {
            state.lastLook = last;
            Rounds at = new Rounds(state.done, new LookSchedule(rounds.min(), rounds.max()), RoundsEnding.RUNNING, last);
            List<ModeComparison> comparisons = Verdict.of(cells, group -> Optional.of(at)).comparisons();
            if (rounds.sequential() && !comparisons.isEmpty() && comparisons.stream().noneMatch(ModeComparison::undecided)) {
                state.ending = RoundsEnding.DECIDED;
            } else if (state.done >= rounds.max()) {
                state.ending = rounds.sequential() ? RoundsEnding.MAX_ROUNDS : RoundsEnding.FIXED;
            } else if (last) {
                state.ending = RoundsEnding.BUDGET;
            }
            progress.looked(round, state.group.name(), Verdict.of(cells, group -> Optional.of(new Rounds(state.done,
                    at.schedule(), state.ending, last))).comparisons(), state.ending);
        }
    }

    /** Whether another round fits the budget: the last round of the open groups, again, before it runs out. */
    private boolean budgetHolds(List<GroupState> open, int round) {
        Optional<Double> budget = settings.rounds().budgetMinutes();
        if (budget.isEmpty()) {
            return true;
        }
        double lastRound = open.stream().mapToDouble(state -> state.rounds.isEmpty() ? 0 : state.rounds.getLast().seconds()).sum();
        boolean holds = progress.elapsedSeconds() + lastRound <= budget.get() * 60;
        if (!holds) {
            System.out.printf(java.util.Locale.ROOT, "vtbench: no round %d: the last took %s, and %s of the %s budget is left%n", round,
                    RoundProgress.clock(lastRound), RoundProgress.clock(Math.max(0, budget.get() * 60 - progress.elapsedSeconds())),
                    RoundProgress.clock(budget.get() * 60));
        }
        return holds;
    }

    /**
     * Writes rounds.json, then every view again: the verdict reads where each group's rounds stand (how many, whether
     * they ended), which changes after a look and at the end without any cell being recorded.
     */
    private void writeRecord(ResultsFolder results, long seed, Map<String, GroupState> states) {
        RoundsPlan rounds = settings.rounds();
        new RoundsRecord(RoundsRecord.FORMAT, seed, rounds.min(), rounds.max(), rounds.budgetMinutes().orElse(null),
                states.values().stream().map(GroupState::record).toList()).write(results.path());
        if (results.cells().isEmpty()) {
            return;
        }
        try {
            ResultsWriter.rerender(results);
        } catch (RuntimeException e) {
            // The record holds every figure; a view that cannot be written now is written again by `report`.
            System.err.println("vtbench: could not write the views of " + results.path() + " again after the rounds' record ("
                    + e.getMessage() + "); `harness/vtbench report " + results.path() + "` writes them");
        }
    }

    /** Where one group's rounds stand: its cells' tallies, the rounds run, the rates of its steps once fixed, and its ending. */
    private static final class GroupState {
        final RoundPlan.Group group;
        final Map<String, CellTally> tallies = new HashMap<>();
        final Map<String, PreparedCell> prepared = new HashMap<>();
        final Map<String, CellResult> refused = new HashMap<>();
        final List<RoundsRecord.Round> rounds = new ArrayList<>();
        List<Integer> stepRates = List.of();
        String stepBasis = "";
        int maxInFlight;
        String whyNoSteps = "";
        int done;
        boolean lastLook;
        RoundsEnding ending = RoundsEnding.RUNNING;

        private GroupState(RoundPlan.Group group) {
            this.group = group;
        }

        /**
         * The group as a run starts it, or as a resumed run finds it: its recorded rounds, repetitions and rates; a group a
         * stop or a failure ended goes on, one that ended by its own rule (decided, its rounds or budget spent) does not.
         */
        static GroupState of(RoundPlan.Group group, Optional<RoundsRecord.Group> recorded, ResultsFolder results, boolean retryFailed) {
            GroupState state = new GroupState(group);
            for (Cell cell : group.cells()) {
                Optional<CellResult> result = results.cells().stream().filter(r -> r.cell().equals(cell.id())).findFirst();
                CellTally tally = result.filter(r -> r.status() == CellStatus.MEASURED || r.status() == CellStatus.FAILED)
                        .map(r -> CellTally.resuming(cell, CellTally.delayOf(cell), r))
                        .orElseGet(() -> new CellTally(cell, CellTally.delayOf(cell)));
                result.filter(r -> r.status() == CellStatus.FAILED && !retryFailed)
                        .ifPresent(r -> tally.fail(CellStatus.FAILED, r.reason(), null));
                result.filter(r -> r.status() == CellStatus.SKIPPED || r.status() == CellStatus.REFUSED)
                        .ifPresent(r -> state.refused.put(cell.id(), r));
                state.tallies.put(cell.id(), tally);
            }
            recorded.ifPresent(record -> {
                state.rounds.addAll(record.rounds());
                state.stepRates = record.stepRates();
                state.stepBasis = record.stepBasis();
                state.done = record.done();
                state.lastLook = record.lastLook();
                state.ending = record.ending() == RoundsEnding.STOPPED ? RoundsEnding.RUNNING : record.ending();
            });
            return state;
        }

        boolean running() {
            return ending == RoundsEnding.RUNNING;
        }

        CellTally tally(Cell cell) {
            return tallies.computeIfAbsent(cell.id(), id -> new CellTally(cell, CellTally.delayOf(cell)));
        }

        /** The lives this round still has to start (a server held for its steps lives its steps within its own). */
        List<RoundPlan.Life> livesLeftIn(int round) {
            return group.lives().values().stream().flatMap(List::stream).filter(life -> toRunIn(life, round)).toList();
        }

        /** Whether {@code life} is still to start in {@code round}: its cell has not failed, nor run this round already. */
        boolean toRunIn(RoundPlan.Life life, int round) {
            CellTally first = tally(life.first());
            return !first.failed() && first.measured() < round;
        }

        /** Rounds every mode's first load has run. */
        int completeRounds() {
            return group.lives().values().stream().flatMap(List::stream).mapToInt(life -> tally(life.first()).measured()).min().orElse(0);
        }

        /** Whether every mode with steps has a counted capacity of its own recorded. */
        boolean everyModeHasCapacity(List<CellResult> recorded) {
            return group.lives().values().stream().flatMap(List::stream).filter(life -> life.steps().isPresent())
                    .allMatch(life -> hasCapacity(life, recorded));
        }

        /** Whether {@code life}'s first load has a counted capacity recorded. */
        boolean hasCapacity(RoundPlan.Life life, List<CellResult> recorded) {
            return recorded.stream().anyMatch(result -> result.cell().equals(life.first().id())
                    && result.status() == CellStatus.MEASURED && !result.throughput().isMissing());
        }

        /** Which modes have no counted capacity yet, and why: their steps' rates are fractions of it. */
        String whyNotEveryCapacity(List<CellResult> recorded) {
            List<String> missing = new ArrayList<>();
            group.lives().values().stream().flatMap(List::stream).filter(life -> life.steps().isPresent()).forEach(life -> {
                Optional<CellResult> capacity = recorded.stream().filter(result -> result.cell().equals(life.first().id())).findFirst();
                if (capacity.isEmpty() || capacity.get().status() != CellStatus.MEASURED || capacity.get().throughput().isMissing()) {
                    missing.add(life.first().id() + " (" + capacity.map(result -> result.notes().isEmpty() ? result.status().toString()
                            : String.join("; ", result.notes())).orElse("not measured yet") + ")");
                }
            });
            return "its step rates are fractions of every mode's capacity, and these have none counted: " + String.join(", ", missing);
        }

        RoundsRecord.Group record() {
            return new RoundsRecord.Group(group.name(), done, ending, rounds, stepRates, stepBasis, lastLook);
        }
    }
}
