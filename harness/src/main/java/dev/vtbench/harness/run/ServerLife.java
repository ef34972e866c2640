package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.HostContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.SocketBudget;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.CpuPlacement;
import dev.vtbench.harness.result.ImageRef;
import dev.vtbench.harness.result.LoadSettings;
import dev.vtbench.harness.result.OwnServiceRef;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.ServerIdentity;
import dev.vtbench.harness.verify.Check;
import dev.vtbench.harness.verify.Verification;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;

/**
 * One server's life in a round: a fresh container of one mode, verified (endpoints, CPU count, thread kind) and checked
 * against the open-file budget, then each load of its life measured in turn on that same JVM (a capacity load, then the
 * group's equal-load steps, so that every step window is past the warm-up of the JVM that measures it), then stopped.
 * A load whose JIT worked through its window (a capacity window, or any step's) is measured again on the same JVM
 * ({@link WarmWindow}). A server whose steps' rates are not fixed yet when its first load ends (its mode ran before the
 * others in the round that fixes them) is frozen instead of stopped ({@code docker pause}: no CPU, its memory and its
 * JIT's work kept) and thawed for its steps at the end of that round, so that its steps too follow its own counted load.
 * Each load's repetition is added to its cell's tally; a failure ends the cell that met it, keeping what was measured.
 */
final class ServerLife {
    private final LoadMeasurement measurement;
    private final RunSettings settings;
    private final RoundProgress progress;
    /** The servers frozen after their first load until their group's step rates are fixed, by their first cell's id. */
    private final Map<String, Started> held = new LinkedHashMap<>();

    ServerLife(LoadMeasurement measurement, RunSettings settings, RoundProgress progress) {
        this.measurement = measurement;
        this.settings = settings;
        this.progress = progress;
    }

    /**
     * Lives {@code first}'s server: measures its load into {@code tally}, then, if {@code then} gives a cell (the group's
     * equal-load steps, their rates known by now), that cell's load on the same server into its own tally; if it gives
     * none and {@code holdForSteps} says so once the first load is recorded, the server is frozen and held for
     * {@link #resumeHeld} (unless it cannot be: see {@link #mayBeHeld}).
     *
     * @return whether every load of the life was measured (false: a tally was failed)
     */
    boolean live(PreparedCell first, CellTally tally, Supplier<Optional<Lived>> then, CellDependencies dependencies, int round,
                 BooleanSupplier holdForSteps) {
        return life(first, Optional.of(tally), then, dependencies, round, holdForSteps);
    }

    /**
     * Lives a server whose first load only warms it: {@code warmUp}'s load is measured into a folder of its own
     * (warm-up-round-N) and counted nowhere, then {@code steps} are measured on the same JVM. For a mode whose server ran
     * before the group's step rates were known and was not held for them (a resumed run's, or one the engine would not
     * freeze): its steps then follow the same warm-up as every other mode's.
     *
     * @return whether every load of the life was measured (false: the steps' tally was failed)
     */
    boolean warmThenMeasure(PreparedCell warmUp, Lived steps, CellDependencies dependencies, int round) {
        return life(warmUp, Optional.empty(), () -> Optional.of(steps), dependencies, round, () -> false);
    }

    /**
     * Whether the server of {@code first}'s life is held, frozen, for steps whose rates its round had not fixed when its
     * first load ended ({@link #resumeHeld}).
     */
    boolean holds(Cell first) {
        return held.containsKey(first.id());
    }

    /**
     * Thaws the server held after {@code first}'s load, measures {@code steps} on it (none: the rates were not fixed after
     * all, and it only stops), and stops it. Its server's noise is listened to again: the machine is not what it was
     * when the server started.
     *
     * @return whether every load was measured (false: the steps' tally was failed)
     */
    boolean resumeHeld(Cell first, Optional<Lived> steps, CellDependencies dependencies, int round) {
        Started started = held.remove(first.id());
        if (started == null) {
            return true;
        }
        ServerContainer server = started.server();
        Failing failing = new Failing(steps.map(Lived::tally).orElse(started.tally().orElse(null)));
        try (server) {
            List<String> noise = List.of();
            if (steps.isPresent()) {
                if (started.prepared().placement().coresWatchedAreHere()) {
                    List<HostContainer<?>> own = withHeld(dependencies.containers());
                    own.add(server);
                    noise = QuietMachine.overOneSecond().listen(first, own);
                }
                server.thaw();
                progress.server(started.prepared(), round, "thawed for its steps");
            } else {
                // A frozen container is stopped as any other: nothing to thaw it for.
                progress.server(started.prepared(), round, "stopped frozen: its group's step rates were not fixed in this round");
            }
            finish(started, steps, dependencies, noise, round, failing);
            return true;
        } catch (CellFailure failure) {
            failing.fail(failure.status(), failure.getMessage(), started.serverLog());
        } catch (RuntimeException | IOException e) {
            failing.fail(CellStatus.FAILED, CellPreparation.failureReason(first, "running its steps", e, started.prepared().folder()),
                    started.serverLog());
        }
        return false;
    }

    /** Stops the server held after {@code first}'s load without measuring anything more on it (what its steps needed failed). */
    void release(Cell first) {
        Started started = held.remove(first.id());
        if (started != null) {
            stop(started);
        }
    }

    /** Stops every server still held: the rounds are stopping. */
    void stopHeld() {
        List<Started> left = List.copyOf(held.values());
        held.clear();
        left.forEach(ServerLife::stop);
    }

    private static void stop(Started started) {
        try {
            started.server().close();
        } catch (RuntimeException e) {
            // The janitor stops every container of the run at its end; one that would not stop now is not lost.
            System.err.println("vtbench: could not stop the held server of " + started.prepared().cell().id() + " (" + e.getMessage()
                    + "); `harness/vtbench clean` removes it if it is still there");
        }
    }

    /**
     * Whether {@code first}'s server may wait frozen while the round's other servers run: not if it queries a database
     * (its pool keeps its connections open, which the next server's database figures would count and the database's
     * connection limit, sized for one pool, may refuse), nor if the held servers, it and the next one, each at its
     * memory limit, could overfill the host (a frozen server keeps its memory), nor if it calls the backend with so many
     * connections that the held servers' and the next one's could not all be open at once within a process's open-file
     * limit.
     */
    private boolean mayBeHeld(PreparedCell first, Verification verification) {
        if (first.underTest().database().isPresent()) {
            return false;
        }
        if (!MemoryBudget.fitAtOnce(held.size() + 2, first.cell().profile().memoryBytes(), first.placement().serverHostMemoryBytes())) {
            return false;
        }
        if (!first.underTest().callsBackend()) {
            return true;
        }
        return SocketBudget.fitAtOnce(held.size() + 2, first.cell().load().concurrency(), openFileLimit(verification));
    }

    /**
     * One life: its first load counted in {@code tally}, or, with none, only warming the server for the loads after it;
     * with {@code holdForSteps} and no steps to measure yet, the server is frozen and held instead of stopped.
     */
    private boolean life(PreparedCell first, Optional<CellTally> firstTally, Supplier<Optional<Lived>> then, CellDependencies dependencies,
                         int round, BooleanSupplier holdForSteps) {
        Cell cell = first.cell();
        Optional<Lived> known = firstTally.isEmpty() ? then.get() : Optional.empty();
        Failing failing = new Failing(firstTally.orElseGet(() -> known.orElseThrow().tally()));
        int index = failing.tally.nextIndex();
        Path serverLog = (firstTally.isPresent() ? first : known.orElseThrow().cell()).folder().resolve("server-" + index + ".log");
        BackendContainer backend = dependencies.backend();
        ServerContainer server = first.placement().server(dependencies.told(first.underTest().container(first.image().image(),
                backend.baseUrl(), serverLog), first.underTest().database()));
        boolean kept = false;
        try {
            progress.phase(first, round, RepetitionPhase.START);
            // The harness's own /proc tells of this machine only: of a server elsewhere it would say nothing true.
            List<String> noise = first.placement().coresWatchedAreHere()
                    ? QuietMachine.overOneSecond().listen(cell, withHeld(dependencies.containers())) : List.of();
            PhaseClock clock = new PhaseClock();
            CellLaunch.start(cell, server);
            clock.lap(RepetitionPhase.START);
            progress.phase(first, round, RepetitionPhase.VERIFY);
            Verification verification = first.underTest().verify(server);
            clock.lap(RepetitionPhase.VERIFY);
            List<String> checks = verification.checks().stream().map(Check::toString).toList();
            refuseIfSocketsCannotFit(first, verification);
            progress.phase(first, round, RepetitionPhase.LOAD);
            Repetition measured = firstTally.isPresent() ? WarmWindow.measure(measurement, first, server, dependencies, index)
                    : measurement.measure(first, server, dependencies, index, "warm-up-round-" + round);
            clock.lap(RepetitionPhase.LOAD);
            // Kept at once: a failure of the steps after it must not lose it.
            firstTally.ifPresent(tally -> tally.add(measured.withPhaseSeconds(clock.seconds()).withNoise(noise).inRound(round),
                    context(first, verification), checks, serverLog));
            Started started = new Started(first, firstTally, measured, clock, noise, verification, checks, serverLog, server);
            Optional<Lived> steps = firstTally.isPresent() ? then.get() : known;
            if (steps.isEmpty() && holdForSteps.getAsBoolean() && mayBeHeld(first, verification) && froze(first, server, round)) {
                Started earlier = held.put(cell.id(), started);
                if (earlier != null) {
                    stop(earlier);
                }
                kept = true;
                return true;
            }
            finish(started, steps, dependencies, noise, round, failing);
            return true;
        } catch (CellFailure failure) {
            failing.fail(failure.status(), failure.getMessage(), serverLog);
        } catch (RuntimeException | IOException e) {
            failing.fail(CellStatus.FAILED, CellPreparation.failureReason(cell, "running", e, first.folder()), serverLog);
        } finally {
            if (!kept) {
                server.close();
            }
        }
        return false;
    }

    /**
     * Freezes a server to hold it: it keeps its memory and its JIT's work and uses no CPU while the round's other servers
     * run. False when the engine would not freeze it: the server is then stopped, and its steps get a catch-up server.
     */
    private boolean froze(PreparedCell first, ServerContainer server, int round) {
        try {
            server.freeze();
            progress.server(first, round, "frozen until its group's step rates are fixed");
            return true;
        } catch (RuntimeException e) {
            progress.server(first, round, "stopped, not frozen (" + e.getMessage() + "): its steps get a server of their own");
            return false;
        }
    }

    /** The rest of a life: {@code steps} on the same server, then the server stopped and its first load's repetition timed. */
    private void finish(Started started, Optional<Lived> steps, CellDependencies dependencies, List<String> noise, int round,
                        Failing failing) throws IOException {
        PreparedCell first = started.prepared();
        if (steps.isPresent()) {
            Lived lived = steps.get();
            failing.tally = lived.tally();
            refuseIfSocketsCannotFit(lived.cell(), started.verification());
            progress.phase(lived.cell(), round, RepetitionPhase.LOAD);
            PhaseClock stepClock = new PhaseClock();
            Repetition stepsMeasured = WarmWindow.measure(measurement, lived.cell(), started.server(), dependencies,
                    lived.tally().nextIndex());
            stepClock.lap(RepetitionPhase.LOAD);
            stepsMeasured = stepsMeasured.withPhaseSeconds(stepClock.seconds()).withNoise(noise).inRound(round);
            lived.tally().add(stepsMeasured, context(lived.cell(), started.verification()), started.checks(), started.serverLog());
            progress.measured(lived.cell().cell(), stepsMeasured);
        }
        progress.phase(first, round, RepetitionPhase.STOP);
        PhaseClock clock = started.clock();
        clock.restart();
        started.server().stop();
        clock.lap(RepetitionPhase.STOP);
        if (started.tally().isPresent()) {
            Repetition timed = started.measured().withPhaseSeconds(clock.seconds()).withNoise(started.noise()).inRound(round);
            started.tally().get().replaceLast(timed);
            progress.measured(first.cell(), timed);
        }
    }

    /** {@code dependencies} and every server held frozen: none of them is noise on the cores, idle or frozen until a load starts. */
    private List<HostContainer<?>> withHeld(List<HostContainer<?>> dependencies) {
        List<HostContainer<?>> own = new ArrayList<>(dependencies);
        held.values().forEach(started -> own.add(started.server()));
        return own;
    }

    /** A server whose first load was measured, and what its steps and its stop need of it. */
    private record Started(PreparedCell prepared, Optional<CellTally> tally, Repetition measured, PhaseClock clock, List<String> noise,
                           Verification verification, List<String> checks, Path serverLog, ServerContainer server) {}

    /** The tally a failure ends: the first load's, then the steps' once they start. */
    private static final class Failing {
        private CellTally tally;

        Failing(CellTally tally) {
            this.tally = tally;
        }

        void fail(CellStatus status, String reason, Path log) {
            if (tally != null) {
                tally.fail(status, reason, log);
            }
        }
    }

    /** A load lived on the same server after the first: its cell and its tally. */
    record Lived(PreparedCell cell, CellTally tally) {}

    private CellContext context(PreparedCell prepared, Verification verification) {
        Cell cell = prepared.cell();
        MatrixImages.Outcome image = prepared.image();
        String pool = verification.info("poolSize");
        return new CellContext(cell.key(), cell.runtime().name(), ServerIdentity.from(cell.jvm().name(), verification), cell.mode(),
                pool.isEmpty() || pool.equals("null") ? prepared.underTest().poolSize().orElse(null) : Integer.valueOf(pool),
                CpuPlacement.of(cell.profile()), new ImageRef(image.image(), image.imageId().orElse(""), settings.source().toString()),
                cell.scenario().name(), cell.scenario().endpoint(), LoadSettings.from(cell.load()), prepared.startedAt(), Machine.describe(),
                cell.serverJvmOptions().joined(),
                cell.service().map(service -> new OwnServiceRef(service.file().toString(), service.switchOf(cell.mode().base().name()).describe()))
                        .orElse(null), prepared.placement().engines());
    }

    /** The server's open-file limit as its /info reports it (20,000, this machine's, where it does not). */
    private static long openFileLimit(Verification verification) {
        String limit = verification.info("maxOpenFiles");
        return limit.isEmpty() ? 20_000 : Long.parseLong(limit);
    }

    private static void refuseIfSocketsCannotFit(PreparedCell prepared, Verification verification) {
        Cell cell = prepared.cell();
        long serverLimit = openFileLimit(verification);
        SocketBudget.whyItDoesNotFit(cell.load().concurrency(), prepared.underTest().callsBackend(), serverLimit, SocketBudget.ownLimit())
                .ifPresent(reason -> {
                    throw new CellFailure(CellStatus.REFUSED, cell.id() + " refused: " + reason);
                });
    }
}
