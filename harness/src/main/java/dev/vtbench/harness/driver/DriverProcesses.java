package dev.vtbench.harness.driver;

import dev.vtbench.harness.docker.RecordingGate;
import dev.vtbench.harness.docker.Lifeline;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The Gatling driver JVMs the harness has forked. When the harness is stopped (Ctrl-C, SIGTERM), a shutdown hook
 * ends them too: an orphaned driver would go on loading a server that is being removed, and hold its cores. A harness
 * killed outright runs no hook: each driver is also handed to the harness's {@link Lifeline}, whose reaper kills it.
 */
final class DriverProcesses {
    private static final Set<Process> RUNNING = ConcurrentHashMap.newKeySet();

    static {
        // The gate is closed before a driver is ended: the cell that driver was loading must not be recorded FAILED.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            RecordingGate.RESULTS.close();
            RUNNING.forEach(Process::destroyForcibly);
        }, "vtbench-driver-reaper"));
    }

    private DriverProcesses() {}

    static void track(Process process) {
        RUNNING.add(process);
        Lifeline.watch(process.toHandle());
        process.onExit().thenRun(() -> RUNNING.remove(process));
    }
}
