package dev.vtbench.harness.result;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonProperty;
import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.SchedulerLoad;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmUse;

import java.util.List;
import java.util.Map;

/**
 * One measured repetition of a cell (each on a freshly started server): what the driver measured, what the server,
 * backend and driver used during the measurement window, the server JVM's own figures (GC, heap, threads, context
 * switches in the window; native memory and virtual-thread events after it), how long each phase took, where its
 * Gatling report is, and what else kept the server's or the driver's cores busy just before its server started
 * ({@code noise}, empty on a quiet machine and in results written before it was looked for), what limited its window
 * ({@code limitedBy}: null until {@link LimitingFactors} has judged it, which {@link CellResult} does for every result,
 * old ones included), for equal-load steps each step's figures cut to its own window ({@code steps}, empty for any
 * other load), and the virtual-thread scheduler's queue through the window ({@code scheduler}, null where not read).
 * What each request cost ({@link #cost()}) is computed from these figures, and written beside them. Whether its window
 * counts in the cell's figures ({@code leftOut}: null where it does) is judged by {@link CountedWindows} for every
 * result, old ones included, and written beside them too; {@code round} is the round of a run of interleaved rounds it
 * was measured in (null for results written before rounds); {@code jitDemandPerSecond}, the server's JIT compiler's demand
 * (its threads on a CPU or waiting for one, as a share of each second, summed over them; -1 where unknown) in each second
 * from the load's first request: how long the JIT took to quiet down, beside the rate's timeline; {@code database}, what
 * the database and the server's connection pool did through the window (null for a server without a database);
 * {@code earlierWindows}, the windows measured on the same server before this one and not counted, each with its folder
 * and why (the JIT worked through it: see run.WarmWindow), empty where this window was the server's first.
 */
public record Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                         String serverStateAfter, ResourceUse resources, JvmUse jvm, JvmDiagnostics jvmDiagnostics,
                         Map<String, Double> phaseSeconds, List<String> noise, String driverWarmStart, Limit limitedBy,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<StepFigures> steps,
                         @JsonInclude(JsonInclude.Include.NON_NULL) SchedulerLoad scheduler,
                         @JsonInclude(JsonInclude.Include.NON_NULL) LeftOut leftOut,
                         @JsonInclude(JsonInclude.Include.NON_NULL) Integer round,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Double> jitDemandPerSecond,
                         @JsonInclude(JsonInclude.Include.NON_NULL) DatabaseFigures database,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> earlierWindows) {

    public Repetition {
        earlierWindows = earlierWindows == null ? List.of() : List.copyOf(earlierWindows);
        jitDemandPerSecond = jitDemandPerSecond == null ? List.of() : List.copyOf(jitDemandPerSecond);
        noise = noise == null ? List.of() : List.copyOf(noise);
        steps = steps == null ? List.of() : List.copyOf(steps);
        // Results written before the driver's warm start existed: it started cold.
        driverWarmStart = driverWarmStart == null ? "none: not recorded (a cold start)" : driverWarmStart;
    }

    /** A repetition that was its server's first window. */
    public Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                      String serverStateAfter, ResourceUse resources, JvmUse jvm, JvmDiagnostics jvmDiagnostics,
                      Map<String, Double> phaseSeconds, List<String> noise, String driverWarmStart, Limit limitedBy,
                      List<StepFigures> steps, SchedulerLoad scheduler, LeftOut leftOut, Integer round,
                      List<Double> jitDemandPerSecond, DatabaseFigures database) {
        this(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm, jvmDiagnostics, phaseSeconds,
                noise, driverWarmStart, limitedBy, steps, scheduler, leftOut, round, jitDemandPerSecond, database, List.of());
    }

    /** A repetition not yet judged for whether it counts, outside any round. */
    public Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                      String serverStateAfter, ResourceUse resources, JvmUse jvm, JvmDiagnostics jvmDiagnostics,
                      Map<String, Double> phaseSeconds, List<String> noise, String driverWarmStart, Limit limitedBy,
                      List<StepFigures> steps, SchedulerLoad scheduler) {
        this(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm, jvmDiagnostics, phaseSeconds,
                noise, driverWarmStart, limitedBy, steps, scheduler, null, null, List.of(), null);
    }

    /** A repetition of one load level not yet judged for what limited it (as measured; results written before limits existed). */
    public Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                      String serverStateAfter, ResourceUse resources, JvmUse jvm, JvmDiagnostics jvmDiagnostics,
                      Map<String, Double> phaseSeconds, List<String> noise, String driverWarmStart) {
        this(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm, jvmDiagnostics, phaseSeconds,
                noise, driverWarmStart, null);
    }

    /** A repetition of one load level, with what limited it. */
    public Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                      String serverStateAfter, ResourceUse resources, JvmUse jvm, JvmDiagnostics jvmDiagnostics,
                      Map<String, Double> phaseSeconds, List<String> noise, String driverWarmStart, Limit limitedBy) {
        this(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm, jvmDiagnostics, phaseSeconds,
                noise, driverWarmStart, limitedBy, List.of(), null);
    }

    /** What each OK request of its window cost the server; all unknown for a window that never opened. */
    @JsonProperty(value = "cost", access = JsonProperty.Access.READ_ONLY)
    public RequestCost cost() {
        return RequestCost.of(this);
    }

    /**
     * The virtual-thread scheduler's queue through the window; unknown for platform threads, a service without /info,
     * and results written before it was read ({@code scheduler} is then null, and stays unwritten).
     */
    public SchedulerLoad schedulerLoad() {
        return scheduler == null ? SchedulerLoad.unknown("not recorded") : scheduler;
    }

    /** Whether its measured window opened: one that never became steady has no window, so no figure of its own. */
    public boolean windowOpened() {
        return load.steadyState() == null || !load.steadyState().neverSteady();
    }

    /** Whether its window counts in its cell's figures: it opened, and nothing left it out ({@link CountedWindows}). */
    public boolean counted() {
        return load != null && windowOpened() && leftOut == null;
    }

    /** This repetition with the harness's time for each phase: start, verify, load, stop. */
    public Repetition withPhaseSeconds(Map<String, Double> phases) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phases, noise, driverWarmStart, limitedBy, steps, scheduler, leftOut, round, jitDemandPerSecond, database, earlierWindows);
    }

    /** This repetition with what made the machine noisy before its server started (see run.QuietMachine). */
    public Repetition withNoise(List<String> sources) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phaseSeconds, sources, driverWarmStart, limitedBy, steps, scheduler, leftOut, round, jitDemandPerSecond, database, earlierWindows);
    }

    /** This repetition with why its window is left out of its cell's figures, or null where it counts. */
    public Repetition withLeftOut(LeftOut reason) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phaseSeconds, noise, driverWarmStart, limitedBy, steps, scheduler, reason, round, jitDemandPerSecond, database, earlierWindows);
    }

    /** This repetition as measured in round {@code number} of interleaved rounds. */
    public Repetition inRound(int number) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phaseSeconds, noise, driverWarmStart, limitedBy, steps, scheduler, leftOut, number, jitDemandPerSecond, database, earlierWindows);
    }

    /** This repetition with its JIT's demand in each second of its load. */
    public Repetition withJitDemand(List<Double> perSecond) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phaseSeconds, noise, driverWarmStart, limitedBy, steps, scheduler, leftOut, round, perSecond, database, earlierWindows);
    }

    /** This repetition with what its database and connection pool did through its window. */
    public Repetition withDatabase(DatabaseFigures figures) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phaseSeconds, noise, driverWarmStart, limitedBy, steps, scheduler, leftOut, round, jitDemandPerSecond, figures, earlierWindows);
    }

    /** This repetition with what limited its window (see {@link LimitingFactors}). */
    public Repetition withLimit(Limit limit) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phaseSeconds, noise, driverWarmStart, limit, steps, scheduler, leftOut, round, jitDemandPerSecond, database, earlierWindows);
    }

    /** This repetition with the windows measured before it on its server and not counted, each with its folder and why. */
    public Repetition withEarlierWindows(List<String> windows) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phaseSeconds, noise, driverWarmStart, limitedBy, steps, scheduler, leftOut, round, jitDemandPerSecond, database,
                windows);
    }
}
