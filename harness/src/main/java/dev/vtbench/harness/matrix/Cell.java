package dev.vtbench.harness.matrix;

/** One cell of the matrix: a runtime on a JVM, in a threading mode, under a CPU profile, serving a scenario. */
public record Cell(RuntimeDefinition runtime, JvmDefinition jvm, String mode, CpuProfile profile, Scenario scenario) {

    /** "plain-jdk/temurin-25/virtual/cpu-1/io": how every message and folder names the cell. */
    public String id() {
        return runtime.name() + "/" + jvm.name() + "/" + mode + "/" + profile.name() + "/" + scenario.name();
    }

    public String folderName() {
        return id().replace('/', '_');
    }

    public boolean virtual() {
        return RuntimeDefinition.runsOnVirtualThreads(mode);
    }
}
