package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.report.FigureFormat;

/** One condition a study measures under: a CPU profile (quota, cores, memory) and a JVM, in that JVM's image. */
public record StudyCondition(CpuProfile profile, String jvm, String image) {

    /** "cpu-1 (1 CPU of quota on core 1, 2 GiB), temurin-25". */
    public String describe() {
        return profile.name() + " (" + FigureFormat.cpuCount(profile.cpus()) + " of quota on core(s) " + profile.serverCpuset()
                + ", memory limit " + FigureFormat.memoryLimit(profile.memoryBytes()) + "), " + jvm;
    }

    /** A folder name for its files: "cpu-1-temurin-25". */
    public String folderName() {
        return profile.name() + "-" + jvm;
    }

    public CpuSet cores() {
        return profile.serverCpuset();
    }
}
