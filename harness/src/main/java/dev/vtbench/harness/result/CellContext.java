package dev.vtbench.harness.result;

import java.util.Map;

/**
 * Everything a figure needs to be read correctly: what ran (runtime, JVM vendor and version as the JVM itself
 * reported, mode, pool size, image and its id), where (CPU quota, the server's and the driver's cpusets,
 * memory limit, machine) and how it was loaded (scenario, simulation, workload model, users or rate, warm-up,
 * duration), and when.
 */
public record CellContext(String cell, String runtime, String jvm, String jvmVendor, String jvmVersion, String mode,
                          Integer poolSize, String profile, double cpus, String serverCpuset, String driverCpuset,
                          long memoryBytes, int availableProcessors, String image, String imageId, String imageSource,
                          String scenario, String endpoint, String loadModel, int users, int rate, int warmupSeconds,
                          int durationSeconds, String startedAt, Map<String, String> machine, String simulation) {}
