package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.GatlingRun;
import dev.vtbench.harness.load.SocketBudget;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.metrics.ResourceSampler;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmSampler;
import dev.vtbench.harness.metrics.jvm.JvmUse;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Findings;
import dev.vtbench.harness.result.HonestyChecks;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.verify.Check;
import dev.vtbench.harness.verify.Verification;

import java.nio.file.Path;
import java.time.Duration;
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
    private final GatlingRun gatling;
    private final RunSettings settings;
    private final Progress progress;

    public CellRunner(MatrixImages images, GatlingRun gatling, RunSettings settings, Progress progress) {
        this.images = images;
        this.gatling = gatling;
        this.settings = settings;
        this.progress = progress;
    }

    public CellResult run(Cell cell, Path folder) {
        String startedAt = OffsetDateTime.now().truncatedTo(ChronoUnit.SECONDS).toString();
        Optional<String> misfit = cell.profile().whyItDoesNotFit(Machine.cores());
        if (misfit.isPresent()) {
            return CellResult.notRun(cell.id(), CellStatus.SKIPPED, misfit.get(), null, null, List.of(), List.of());
        }
        progress.phase(cell, "image");
        MatrixImages.Outcome image = images.runtimeImage(cell.runtime(), cell.jvm().name());
        if (!image.built()) {
            return CellResult.notRun(cell.id(), CellStatus.SKIPPED, cell.jvm().name() + " is not available: " + image.skipReason(),
                    null, null, List.of(), List.of());
        }
        MatrixImages.Outcome backendImage = images.backendImage();
        List<Repetition> measured = new ArrayList<>();
        List<String> checks = List.of();
        CellContext context = null;
        Path serverLog = null;
        try (BackendContainer backend = new BackendContainer(backendImage.image(), cell.profile().driverCpuset(), folder.resolve("backend.log"))) {
            progress.phase(cell, "backend");
            backend.start();
            // Once per machine, JDK and Gatling build: a short training run against the backend, so that every
            // driver after it starts from an AOT cache instead of compiling itself while it should load the server.
            gatling.aotCache().ensureTrained(backend.baseUrl(), cell.profile().driverCpuset());
            for (int index = 1; index <= settings.repetitions(); index++) {
                serverLog = folder.resolve("server-" + index + ".log");
                try (ServerContainer server = new ServerContainer(image.image(), cell.mode(), cell.runtime().poolSize(), cell.profile(),
                        backend.baseUrl(), serverLog, Duration.ofSeconds(cell.runtime().startupTimeoutSeconds()))
                        .withServerJvmOptions(cell.serverJvmOptions())) {
                    progress.phase(cell, "start " + index + "/" + settings.repetitions());
                    List<String> noise = QuietMachine.overOneSecond().listen(cell, backend);
                    PhaseClock clock = new PhaseClock();
                    CellLaunch.start(cell, server);
                    clock.lap("start");
                    progress.phase(cell, "verify " + index + "/" + settings.repetitions());
                    Verification verification = CellLaunch.verify(cell, server);
                    clock.lap("verify");
                    checks = verification.checks().stream().map(Check::toString).toList();
                    context = context(cell, image, verification, startedAt);
                    refuseIfSocketsCannotFit(cell, verification);
                    progress.phase(cell, "load " + index + "/" + settings.repetitions());
                    Repetition repetition = measure(cell, server, backend, index, folder);
                    clock.lap("load");
                    server.stop();
                    clock.lap("stop");
                    measured.add(repetition.withPhaseSeconds(clock.seconds()).withNoise(noise));
                }
            }
        } catch (CellFailure failure) {
            return CellResult.notRun(cell.id(), failure.status(), failure.getMessage(), relative(folder, serverLog), context, checks, measured);
        } catch (RuntimeException | java.io.IOException e) {
            return CellResult.notRun(cell.id(), CellStatus.FAILED, cell.id() + ": " + e.getMessage(), relative(folder, serverLog),
                    context, checks, measured);
        }
        // A repetition that never became steady has no window, so no figure: it must not drag the headline down.
        List<Repetition> steady = measured.stream().filter(r -> r.load().steadyState() == null || !r.load().steadyState().neverSteady()).toList();
        Spread throughput = Spread.of(steady.stream().map(r -> r.load().throughputPerSecond()).toList());
        Spread p99 = Spread.of(steady.stream().map(r -> r.load().latencyMicros().getOrDefault("p99", Double.NaN) / 1000).toList());
        Findings findings = HonestyChecks.assess(context, cell.scenario().delayMs(), measured, throughput);
        return new CellResult(cell.id(), CellStatus.MEASURED, "", relative(folder, serverLog), context, checks, measured,
                throughput, p99, findings.notes(), findings.flags());
    }

    private void refuseIfSocketsCannotFit(Cell cell, Verification verification) {
        long serverLimit = Long.parseLong(verification.info("maxOpenFiles").isEmpty() ? "20000" : verification.info("maxOpenFiles"));
        SocketBudget.whyItDoesNotFit(cell.load().concurrency(), cell.scenario().callsBackend(), serverLimit, SocketBudget.ownLimit())
                .ifPresent(reason -> {
                    throw new CellFailure(CellStatus.REFUSED, cell.id() + " refused: " + reason);
                });
    }

    private Repetition measure(Cell cell, ServerContainer server, BackendContainer backend, int index, Path folder)
            throws java.io.IOException {
        Path repetitionFolder = folder.resolve("rep-" + index);
        var serverCgroup = server.cgroup();
        var backendCgroup = backend.cgroup();
        List<ResourceSampler> sampler = new ArrayList<>(1);
        GatlingRun.Outcome outcome;
        ResourceUse resources;
        JvmUse jvm;
        long[] window;
        try (JvmSampler jvmSampler = JvmSampler.of(server)) {
            outcome = gatling.run(server.baseUrl(), cell.scenario().endpoint(), cell.load(), cell.profile().driverCpuset(),
                    repetitionFolder, driver -> sampler.add(new ResourceSampler(serverCgroup, backendCgroup, driver, cell.profile().driverCpuset())));
            window = outcome.result().windowEpochMillis();
            resources = sampler.isEmpty() ? ResourceUse.UNKNOWN
                    : sampler.get(0).within(window[0], window[1]);
            jvm = jvmSampler.within(window[0], window[1]);
        } finally {
            sampler.forEach(ResourceSampler::close);
        }
        if (!server.isRunning()) {
            throw new CellFailure(CellStatus.FAILED, cell.id() + ": the server died during repetition " + index + ": "
                    + server.state() + "; its log is at " + server.logFile() + "; Gatling's report of that run is at " + outcome.reportFolder());
        }
        // After the window, so that jcmd's second of CPU under the server's quota disturbs nothing measured.
        JvmDiagnostics diagnostics = JvmDiagnostics.take(server, window[0], window[1], repetitionFolder.resolve("server.jfr"));
        return new Repetition(index, outcome.result(), folder.relativize(outcome.reportFolder()).toString(),
                folder.relativize(outcome.log()).toString(), outcome.assertionsPassed(), server.state(), resources, jvm,
                diagnostics, Map.of(), List.of(), outcome.driverWarmStart());
    }

    private CellContext context(Cell cell, MatrixImages.Outcome image, Verification verification, String startedAt) {
        String pool = verification.info("poolSize");
        return new CellContext(cell.id(), cell.runtime().name(), cell.jvm().name(), verification.info("jvmVendor"),
                verification.info("jvmVersion"), cell.mode(), pool.isEmpty() || pool.equals("null") ? null : Integer.valueOf(pool),
                cell.profile().name(), cell.profile().cpus(), cell.profile().serverCpuset().spec(), cell.profile().driverCpuset().spec(),
                cell.profile().memoryBytes(), Integer.parseInt(verification.info("availableProcessors")), image.image(),
                image.imageId().orElse(""), settings.source().toString(), cell.scenario().name(), cell.scenario().endpoint(),
                cell.load().model(), cell.load().users(), cell.load().rate(), cell.load().warmupSeconds(),
                cell.load().durationSeconds(), startedAt, Machine.describe(), cell.load().simulation().label(),
                cell.serverJvmOptions().joined(), schedulerParallelism(verification));
    }

    /** The scheduler's parallelism /info reported, or null where it reported none (a property that is not a number). */
    private static Integer schedulerParallelism(Verification verification) {
        var parallelism = verification.info() == null ? null : verification.info().path("virtualThreadScheduler").path("parallelism");
        return parallelism != null && parallelism.canConvertToInt() && parallelism.isIntegralNumber() ? parallelism.intValue() : null;
    }

    private static String relative(Path folder, Path file) {
        return file == null ? null : folder.getParent().getParent().relativize(file).toString();
    }
}
