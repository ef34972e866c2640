package dev.vtbench.harness.matrix;

import dev.vtbench.harness.load.LoadSpec;

/**
 * One cell of the matrix: a runtime on a JVM, in a threading mode, under a CPU profile, serving a scenario under a
 * load (so that a concurrency sweep is a list of cells), its server JVM given the run's extra options.
 */
public record Cell(RuntimeDefinition runtime, JvmDefinition jvm, String mode, CpuProfile profile, Scenario scenario, LoadSpec load,
                   ServerJvmOptions serverJvmOptions) {

    /** A cell whose server JVM gets no extra option. */
    public Cell(RuntimeDefinition runtime, JvmDefinition jvm, String mode, CpuProfile profile, Scenario scenario, LoadSpec load) {
        this(runtime, jvm, mode, profile, scenario, load, ServerJvmOptions.NONE);
    }

    /** "plain-jdk/temurin-25/virtual/cpu-1/io/c400": how every message and folder names the cell (c: closed users, o: open rate). */
    public String id() {
        return runtime.name() + "/" + jvm.name() + "/" + mode + "/" + profile.name() + "/" + scenario.name() + "/" + load.label();
    }

    public String folderName() {
        return id().replace('/', '_');
    }

    public boolean virtual() {
        return RuntimeDefinition.runsOnVirtualThreads(mode);
    }
}
