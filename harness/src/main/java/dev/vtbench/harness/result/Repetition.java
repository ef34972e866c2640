package dev.vtbench.harness.result;

import dev.vtbench.harness.load.LoadResult;
import dev.vtbench.harness.metrics.ResourceUse;
import dev.vtbench.harness.metrics.jvm.JvmDiagnostics;
import dev.vtbench.harness.metrics.jvm.JvmUse;

import java.util.Map;

/**
 * One measured repetition of a cell (each on a freshly started server): what the driver measured, what the server,
 * backend and driver used during the measurement window, the server JVM's own figures (GC, heap, threads, context
 * switches in the window; native memory and virtual-thread events after it), how long each phase took, and where its
 * Gatling report is.
 */
public record Repetition(int index, LoadResult load, String gatlingReport, String gatlingLog, boolean assertionsPassed,
                         String serverStateAfter, ResourceUse resources, JvmUse jvm, JvmDiagnostics jvmDiagnostics,
                         Map<String, Double> phaseSeconds) {

    /** This repetition with the harness's time for each phase: start, verify, load, stop. */
    public Repetition withPhaseSeconds(Map<String, Double> phases) {
        return new Repetition(index, load, gatlingReport, gatlingLog, assertionsPassed, serverStateAfter, resources, jvm,
                jvmDiagnostics, phases);
    }
}
