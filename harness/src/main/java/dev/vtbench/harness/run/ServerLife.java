package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
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
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * One server's life in a round: a fresh container of one mode, verified (endpoints, CPU count, thread kind) and checked
 * against the open-file budget, then each load of its life measured in turn on that same JVM (a capacity load, then the
 * group's equal-load steps, so that every step window is past the warm-up of the JVM that measures it), then stopped.
 * A load whose JIT worked through its window (a capacity window, or any step's) is measured again on the same JVM
 * ({@link WarmWindow}).
 * Each load's repetition is added to its cell's tally; a failure ends the cell that met it, keeping what was measured.
 */
final class ServerLife {
    private final LoadMeasurement measurement;
    private final RunSettings settings;
    private final RoundProgress progress;

    ServerLife(LoadMeasurement measurement, RunSettings settings, RoundProgress progress) {
        this.measurement = measurement;
        this.settings = settings;
        this.progress = progress;
    }

    /**
     * Lives {@code first}'s server: measures its load into {@code tally}, then, if {@code then} gives a cell (the group's
     * equal-load steps, their rates known by now), that cell's load on the same server into its own tally.
     *
     * @return whether every load of the life was measured (false: a tally was failed)
     */
    boolean live(PreparedCell first, CellTally tally, Supplier<Optional<Lived>> then, CellDependencies dependencies, int round) {
        return life(first, Optional.of(tally), then, dependencies, round);
    }

    /**
     * Lives a server whose first load only warms it: {@code warmUp}'s load is measured into a folder of its own
     * (warm-up-round-N) and counted nowhere, then {@code steps} are measured on the same JVM. For a mode whose server ran
     * before the group's step rates were known: its steps then follow the same warm-up as every other mode's.
     *
     * @return whether every load of the life was measured (false: the steps' tally was failed)
     */
    boolean warmThenMeasure(PreparedCell warmUp, Lived steps, CellDependencies dependencies, int round) {
        return life(warmUp, Optional.empty(), () -> Optional.of(steps), dependencies, round);
    }

    /** One life: its first load counted in {@code tally}, or, with none, only warming the server for the loads after it. */
    private boolean life(PreparedCell first, Optional<CellTally> firstTally, Supplier<Optional<Lived>> then, CellDependencies dependencies,
                         int round) {
        Cell cell = first.cell();
        Optional<Lived> known = firstTally.isEmpty() ? then.get() : Optional.empty();
        CellTally failing = firstTally.orElseGet(() -> known.orElseThrow().tally());
        int index = failing.nextIndex();
        Path serverLog = (firstTally.isPresent() ? first : known.orElseThrow().cell()).folder().resolve("server-" + index + ".log");
        BackendContainer backend = dependencies.backend();
        try (ServerContainer server = first.placement().server(dependencies.told(first.underTest().container(first.image().image(),
                backend.baseUrl(), serverLog), first.underTest().database()))) {
            progress.phase(first, round, RepetitionPhase.START);
            // The harness's own /proc tells of this machine only: of a server elsewhere it would say nothing true.
            List<String> noise = first.placement().coresWatchedAreHere() ? QuietMachine.overOneSecond().listen(cell, dependencies.containers()) : List.of();
            PhaseClock clock = new PhaseClock();
            CellLaunch.start(cell, server);
            clock.lap(RepetitionPhase.START);
            progress.phase(first, round, RepetitionPhase.VERIFY);
            Verification verification = first.underTest().verify(server);
            clock.lap(RepetitionPhase.VERIFY);
            List<String> checks = verification.checks().stream().map(Check::toString).toList();
            CellContext context = context(first, verification);
            refuseIfSocketsCannotFit(first, verification);
            progress.phase(first, round, RepetitionPhase.LOAD);
            Repetition measured = firstTally.isPresent() ? WarmWindow.measure(measurement, first, server, dependencies, index)
                    : measurement.measure(first, server, dependencies, index, "warm-up-round-" + round);
            clock.lap(RepetitionPhase.LOAD);
            // Kept at once: a failure of the steps after it must not lose it.
            firstTally.ifPresent(tally -> tally.add(measured.withPhaseSeconds(clock.seconds()).withNoise(noise).inRound(round), context,
                    checks, serverLog));
            Optional<Lived> steps = firstTally.isPresent() ? then.get() : known;
            if (steps.isPresent()) {
                Lived lived = steps.get();
                failing = lived.tally();
                refuseIfSocketsCannotFit(lived.cell(), verification);
                progress.phase(lived.cell(), round, RepetitionPhase.LOAD);
                PhaseClock stepClock = new PhaseClock();
                Repetition stepsMeasured = WarmWindow.measure(measurement, lived.cell(), server, dependencies, lived.tally().nextIndex());
                stepClock.lap(RepetitionPhase.LOAD);
                stepsMeasured = stepsMeasured.withPhaseSeconds(stepClock.seconds()).withNoise(noise).inRound(round);
                lived.tally().add(stepsMeasured, context(lived.cell(), verification), checks, serverLog);
                progress.measured(lived.cell().cell(), stepsMeasured);
            }
            progress.phase(first, round, RepetitionPhase.STOP);
            clock.restart();
            server.stop();
            clock.lap(RepetitionPhase.STOP);
            if (firstTally.isPresent()) {
                Repetition timed = measured.withPhaseSeconds(clock.seconds()).withNoise(noise).inRound(round);
                firstTally.get().replaceLast(timed);
                progress.measured(first.cell(), timed);
            }
            return true;
        } catch (CellFailure failure) {
            failing.fail(failure.status(), failure.getMessage(), serverLog);
        } catch (RuntimeException | IOException e) {
            failing.fail(CellStatus.FAILED, CellPreparation.failureReason(cell, "running", e, first.folder()), serverLog);
        }
        return false;
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

    private static void refuseIfSocketsCannotFit(PreparedCell prepared, Verification verification) {
        Cell cell = prepared.cell();
        long serverLimit = Long.parseLong(verification.info("maxOpenFiles").isEmpty() ? "20000" : verification.info("maxOpenFiles"));
        SocketBudget.whyItDoesNotFit(cell.load().concurrency(), prepared.underTest().callsBackend(), serverLimit, SocketBudget.ownLimit())
                .ifPresent(reason -> {
                    throw new CellFailure(CellStatus.REFUSED, cell.id() + " refused: " + reason);
                });
    }
}
