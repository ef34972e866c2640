package dev.vtbench.harness.matrix;

import dev.vtbench.harness.load.LoadSpec;

import java.util.Optional;

/**
 * One cell of the matrix: a runtime on a JVM, in a threading mode, under a CPU profile, serving a scenario under a
 * load (so that a concurrency sweep is a list of cells), its server JVM given the run's extra options. A cell of a
 * user's own service carries the service: its runtime and scenario then only name it and its traffic.
 */
public record Cell(RuntimeDefinition runtime, JvmDefinition jvm, Mode mode, CpuProfile profile, Scenario scenario, LoadSpec load,
                   ServerJvmOptions serverJvmOptions, Optional<OwnService> service) {

    /** A cell of one of vtbench's own runtimes. */
    public Cell(RuntimeDefinition runtime, JvmDefinition jvm, Mode mode, CpuProfile profile, Scenario scenario, LoadSpec load,
                ServerJvmOptions serverJvmOptions) {
        this(runtime, jvm, mode, profile, scenario, load, serverJvmOptions, Optional.empty());
    }

    /** A cell whose server JVM gets no extra option. */
    public Cell(RuntimeDefinition runtime, JvmDefinition jvm, Mode mode, CpuProfile profile, Scenario scenario, LoadSpec load) {
        this(runtime, jvm, mode, profile, scenario, load, ServerJvmOptions.NONE);
    }

    /** "plain-jdk/temurin-25/virtual/cpu-1/io/c400": how every message and folder names the cell (c: closed users, o: open rate). */
    public String id() {
        return key().id();
    }

    /** Where this cell sits in the matrix, as its id says it. */
    public CellKey key() {
        return new CellKey(runtime.name(), jvm.name(), mode, profile.name(), scenario.name(), load.label());
    }

    public String folderName() {
        return key().folderName();
    }

    public boolean virtual() {
        return mode.isVirtual();
    }

    /** This cell under the same profile placed on other cores (see {@link CpuProfile#placedOn}); its id is unchanged. */
    public Cell withProfile(CpuProfile placed) {
        return new Cell(runtime, jvm, mode, placed, scenario, load, serverJvmOptions, service);
    }
}
