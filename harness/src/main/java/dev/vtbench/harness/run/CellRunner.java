package dev.vtbench.harness.run;

import dev.vtbench.contract.Percentile;
import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.BaseOsImage;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.driver.DriverFleet;
import dev.vtbench.harness.driver.GatlingRun;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.engine.DockerUnavailableException;
import dev.vtbench.harness.load.LoadStep;
import dev.vtbench.harness.load.SocketBudget;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.metrics.EngineStats;
import dev.vtbench.harness.metrics.LocalDriverFigures;
import dev.vtbench.harness.metrics.ResourceSampler;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.SchedulerLoad;
import dev.vtbench.harness.metrics.SchedulerQueueSampler;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmSampler;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.CpuPlacement;
import dev.vtbench.harness.result.EqualLoadNotes;
import dev.vtbench.harness.result.Findings;
import dev.vtbench.harness.result.HonestyChecks;
import dev.vtbench.harness.result.ImageRef;
import dev.vtbench.harness.result.LoadSettings;
import dev.vtbench.harness.result.OwnServiceRef;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.ServerIdentity;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.result.StepFigures;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.verify.Check;
import dev.vtbench.harness.verify.Verification;

import java.nio.file.Path;
import java.time.OffsetDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs one cell: starts the backend, then for each repetition a fresh server container, which is verified
 * (endpoints, CPU count, thread kind) and checked against the open-file budget before Gatling loads it from
 * the driver's cores; then stops everything. A failure of any step ends the cell with its cause, keeping
 * the repetitions already measured.
 */
public final class CellRunner {
    private final MatrixImages images;
    private final ServiceImages serviceImages;
    private final GatlingRun gatling;
    private final RunSettings settings;
    private final Progress progress;

    public CellRunner(MatrixImages images, GatlingRun gatling, RunSettings settings, Progress progress) {
        this.images = images;
        this.serviceImages = new ServiceImages(images.definitions(), images);
        this.gatling = gatling;
        this.settings = settings;
        this.progress = progress;
    }

    public CellResult run(Cell requested, Path folder) {
        String startedAt = OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString();
        CellPlacement placement = new CellPlacement(settings.topology(), requested);
        Optional<String> misfit = placement.whyItDoesNotFit(requested);
        if (misfit.isPresent()) {
            return CellResult.notRun(requested.id(), CellStatus.SKIPPED, misfit.get(), null, null, List.of(), List.of());
        }
        // The cell on the cores its parts really get: the topology's where it names them, else its profile's.
        Cell cell = placement.placed(requested);
        progress.phase(cell, "image");
        CellServer underTest = CellServer.of(cell, images, serviceImages);
        MatrixImages.Outcome image;
        MatrixImages.Outcome backendImage;
        try {
            image = underTest.image();
            backendImage = image.built() ? images.backendImage() : null;
        } catch (RuntimeException e) {
            // The engine may have died mid-run: this cell fails, the run goes on, and `--retry-failed` runs it again.
            return CellResult.notRun(cell.id(), CellStatus.FAILED, failureReason(cell, "building its images", e, folder), null, null,
                    List.of(), List.of());
        }
        if (!image.built()) {
            return CellResult.notRun(cell.id(), CellStatus.SKIPPED, cell.jvm().name() + " is not available: " + image.skipReason(),
                    null, null, List.of(), List.of());
        }
        List<DriverFleet.Slot> driverSlots;
        try {
            // The JVM probe beside the server runs the base OS image, which a registry-sourced run never built.
            BaseOsImage.ensure(images.definitions().root());
            placement.imagesOnServerEngine(image.image());
            placement.imageOnBackendEngine(backendImage.image());
            driverSlots = placement.driversAsContainers() ? placement.driverSlots(images.driverImage().image()) : List.of();
        } catch (RuntimeException e) {
            return CellResult.notRun(cell.id(), CellStatus.FAILED, failureReason(cell, "putting its images on the run's engines", e, folder),
                    null, null, List.of(), List.of());
        }
        List<Repetition> measured = new ArrayList<>();
        List<String> checks = List.of();
        CellContext context = null;
        Path serverLog = null;
        try (BackendContainer backend = placement.backend(new BackendContainer(backendImage.image(), placement.backendCores(),
                folder.resolve("backend.log")))) {
            progress.phase(cell, "backend");
            backend.start();
            if (driverSlots.isEmpty()) {
                // Once per machine, JDK and Gatling build: a short training run against the backend, so that every
                // driver after it starts from an AOT cache instead of compiling itself while it should load the server.
                gatling.aotCache().ensureTrained(backend.baseUrl(), cell.profile().driverCpuset());
            }
            for (int index = 1; index <= settings.repetitions(); index++) {
                serverLog = folder.resolve("server-" + index + ".log");
                try (ServerContainer server = placement.server(underTest.container(image.image(), backend.baseUrl(), serverLog))) {
                    progress.phase(cell, RepetitionPhase.START, index, settings.repetitions());
                    // The harness's own /proc tells of this machine only: of a server elsewhere it would say nothing true.
                    List<String> noise = placement.coresWatchedAreHere() ? QuietMachine.overOneSecond().listen(cell, backend) : List.of();
                    PhaseClock clock = new PhaseClock();
                    CellLaunch.start(cell, server);
                    clock.lap(RepetitionPhase.START);
                    progress.phase(cell, RepetitionPhase.VERIFY, index, settings.repetitions());
                    Verification verification = underTest.verify(server);
                    clock.lap(RepetitionPhase.VERIFY);
                    checks = verification.checks().stream().map(Check::toString).toList();
                    context = context(cell, underTest, image, verification, startedAt, placement);
                    refuseIfSocketsCannotFit(cell, underTest, verification);
                    progress.phase(cell, RepetitionPhase.LOAD, index, settings.repetitions());
                    Repetition repetition = measure(cell, underTest, server, backend, index, folder, placement, driverSlots);
                    clock.lap(RepetitionPhase.LOAD);
                    progress.phase(cell, RepetitionPhase.STOP, index, settings.repetitions());
                    server.stop();
                    clock.lap(RepetitionPhase.STOP);
                    Repetition timed = repetition.withPhaseSeconds(clock.seconds()).withNoise(noise);
                    measured.add(timed);
                    // The same seconds the result records teach the estimate of the time left: nothing is timed twice.
                    progress.measured(cell, timed);
                }
            }
        } catch (CellFailure failure) {
            return CellResult.notRun(cell.id(), failure.status(), failure.getMessage(), relative(folder, serverLog), context, checks, measured);
        } catch (RuntimeException | java.io.IOException e) {
            return CellResult.notRun(cell.id(), CellStatus.FAILED, failureReason(cell, "running", e, folder), relative(folder, serverLog),
                    context, checks, measured);
        }
        return withEqualLoadNotes(conclude(cell.id(), underTest.fixedDelayMs(), relative(folder, serverLog), context, checks, measured),
                cell);
    }

    /** An equal-load cell's result with what it was offered and each step's findings; any other cell's as it is. */
    private static CellResult withEqualLoadNotes(CellResult result, Cell cell) {
        List<String> notes = new ArrayList<>(EqualLoadNotes.describe(cell.load(), result.repetitions()));
        if (notes.isEmpty()) {
            return result;
        }
        notes.addAll(0, result.notes());
        return new CellResult(result.cell(), result.status(), result.reason(), result.serverLog(), result.context(),
                result.verification(), result.repetitions(), result.throughput(), result.p99Millis(), notes, result.flags());
    }

    /**
     * The measured cell with its figures and honesty checks. A check that throws must not end the run, nor lose the
     * repetitions: the cell is then FAILED, keeping them, with the check's error as its reason.
     */
    static CellResult conclude(String cellId, Optional<Integer> delayMs, String serverLog, CellContext context, List<String> checks,
                               List<Repetition> measured) {
        try {
            // A repetition that never became steady has no window, so no figure: it must not drag the headline down.
            List<Repetition> steady = measured.stream().filter(r -> r.load().steadyState() == null || !r.load().steadyState().neverSteady()).toList();
            Spread throughput = Spread.of(steady.stream().map(r -> r.load().throughputPerSecond()).toList());
            Spread p99 = Spread.of(steady.stream().map(r -> r.load().latencyMicros().getOrDefault(Percentile.P99.key(), Double.NaN) / 1000).toList());
            Findings findings = HonestyChecks.assess(context, delayMs, measured, throughput);
            return new CellResult(cellId, CellStatus.MEASURED, "", serverLog, context, checks, measured, throughput, p99,
                    findings.notes(), findings.flags());
        } catch (RuntimeException e) {
            return CellResult.notRun(cellId, CellStatus.FAILED, cellId + ": its " + measured.size() + " repetition(s) were measured and "
                    + "are kept, but assessing them failed (" + e + "); this is a vtbench bug: please report it", serverLog, context,
                    checks, measured);
        }
    }

    /** A failure's reason; where the Docker engine no longer answers, that is named as the cause, with the way back. */
    private static String failureReason(Cell cell, String step, Exception e, Path folder) {
        try {
            DockerEngine.requireAvailable();
            return cell.id() + ": " + e.getMessage();
        } catch (DockerUnavailableException engineGone) {
            Path run = folder.getParent().getParent();
            return cell.id() + ": the Docker engine stopped answering while " + step + " (" + e.getMessage() + "): start it again "
                    + "(`harness/setup-machine.sh`), then finish the run with `harness/vtbench run --resume " + run
                    + " --retry-failed` (a study's: its same `harness/vtbench study` command and `--out`, which reruns FAILED cells)";
        }
    }

    private void refuseIfSocketsCannotFit(Cell cell, CellServer underTest, Verification verification) {
        long serverLimit = Long.parseLong(verification.info("maxOpenFiles").isEmpty() ? "20000" : verification.info("maxOpenFiles"));
        SocketBudget.whyItDoesNotFit(cell.load().concurrency(), underTest.callsBackend(), serverLimit, SocketBudget.ownLimit())
                .ifPresent(reason -> {
                    throw new CellFailure(CellStatus.REFUSED, cell.id() + " refused: " + reason);
                });
    }

    private Repetition measure(Cell cell, CellServer underTest, ServerContainer server, BackendContainer backend, int index, Path folder,
                               CellPlacement placement, List<DriverFleet.Slot> driverSlots) throws java.io.IOException {
        Path repetitionFolder = folder.resolve("rep-" + index);
        List<ResourceSampler> sampler = new ArrayList<>(1);
        GatlingRun.Outcome outcome;
        ResourceUse resources;
        JvmUse jvm;
        long[] window;
        List<StepFigures> steps = new ArrayList<>();
        SchedulerLoad scheduler;
        Path recording = repetitionFolder.resolve("server.jfr");
        java.util.concurrent.atomic.AtomicReference<JvmDiagnostics> diagnosed = new java.util.concurrent.atomic.AtomicReference<>();
        try (JvmSampler jvmSampler = JvmSampler.of(server, placement.samplerCores());
             SchedulerQueueSampler queue = SchedulerQueueSampler.of(server.baseUrl(), cell.virtual(), cell.service().isEmpty())) {
            if (driverSlots.isEmpty()) {
                // jcmd's diagnostics on the server's core while Gatling writes its report on the driver's: the window is closed.
                outcome = gatling.run(server.baseUrl(), underTest.traffic(repetitionFolder), cell.load(), cell.profile().driverCpuset(),
                        repetitionFolder, driver -> sampler.add(new ResourceSampler(EngineStats.of(server), EngineStats.of(backend),
                                new LocalDriverFigures(driver, cell.profile().driverCpuset()))),
                        measured -> diagnosed.set(diagnoseAfter(server, placement, measured.windowEpochMillis(), recording)));
            } else {
                outcome = DriverFleetRun.run(new DriverFleet(driverSlots), server, backend, placement, underTest.traffic(repetitionFolder),
                        cell.load(), repetitionFolder, sampler::add);
            }
            window = outcome.result().windowEpochMillis();
            resources = sampler.isEmpty() ? ResourceUse.UNKNOWN
                    : sampler.get(0).within(window[0], window[1]);
            jvm = jvmSampler.within(window[0], window[1]);
            scheduler = queue.within(window[0], window[1]);
            // Equal-load steps: the server's figures of each step's own window, so that each rate has its CPU per request.
            List<Integer> percents = cell.load().equalLoadSteps() ? cell.load().steps().percents() : List.of();
            List<LoadStep> driven = outcome.result().loadSteps();
            for (int i = 0; i < driven.size(); i++) {
                long[] stepWindow = driven.get(i).windowEpochMillis();
                steps.add(new StepFigures(percents.size() == cell.load().stepRates().size() && i < percents.size() ? percents.get(i) : 0,
                        driven.get(i), sampler.isEmpty() ? ResourceUse.UNKNOWN : sampler.get(0).within(stepWindow[0], stepWindow[1]),
                        jvmSampler.within(stepWindow[0], stepWindow[1])));
            }
        } finally {
            sampler.forEach(ResourceSampler::close);
        }
        if (!server.isRunning()) {
            throw new CellFailure(CellStatus.FAILED, cell.id() + ": the server died during repetition " + index + ": "
                    + server.state() + "; its log is at " + server.logFile() + "; Gatling's report of that run is at " + outcome.reportFolder());
        }
        JvmDiagnostics diagnostics = diagnosed.get() != null ? diagnosed.get() : diagnoseAfter(server, placement, window, recording);
        return new Repetition(index, outcome.result(), folder.relativize(outcome.reportFolder()).toString(),
                folder.relativize(outcome.log()).toString(), outcome.assertionsPassed(), server.state(), resources, jvm,
                diagnostics, Map.of(), List.of(), outcome.driverWarmStart(), null, steps, scheduler);
    }

    /**
     * jcmd's figures of the server after the measured window: never before it closes, so that jcmd's second of CPU under
     * the server's quota disturbs nothing measured (of a server that has died, figures that say why they are unknown).
     */
    private static JvmDiagnostics diagnoseAfter(ServerContainer server, CellPlacement placement, long[] window, Path recording) {
        return JvmDiagnostics.take(server, placement.samplerCores(), window[0], window[1], recording);
    }

    private CellContext context(Cell cell, CellServer underTest, MatrixImages.Outcome image, Verification verification, String startedAt,
                                CellPlacement placement) {
        String pool = verification.info("poolSize");
        return new CellContext(cell.key(), cell.runtime().name(), ServerIdentity.from(cell.jvm().name(), verification), cell.mode(),
                pool.isEmpty() || pool.equals("null") ? underTest.poolSize().orElse(null) : Integer.valueOf(pool),
                CpuPlacement.of(cell.profile()), new ImageRef(image.image(), image.imageId().orElse(""), settings.source().toString()),
                cell.scenario().name(), cell.scenario().endpoint(), LoadSettings.from(cell.load()), startedAt, Machine.describe(),
                cell.serverJvmOptions().joined(),
                cell.service().map(service -> new OwnServiceRef(service.file().toString(), service.switchOf(cell.mode().name()).describe()))
                        .orElse(null), placement.engines());
    }

    private static String relative(Path folder, Path file) {
        return file == null ? null : folder.getParent().getParent().relativize(file).toString();
    }
}
