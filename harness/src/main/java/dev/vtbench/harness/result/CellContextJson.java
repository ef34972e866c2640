package dev.vtbench.harness.result;

import com.fasterxml.jackson.annotation.JsonInclude;

import java.util.List;
import java.util.Map;

/**
 * A {@link CellContext} as results.json and each cell's result.json hold it: one flat object whose names and scalar
 * forms are those of every result written so far, so that old results load as they are and new ones read in older
 * tools. The only place these flat names exist; {@code warmup}, {@code loadProperties} and {@code parity} (the server's
 * limits, {@link ParityLimitJson}) came later and are left out, not written as null or empty, where they were not
 * recorded.
 */
record CellContextJson(String cell, String runtime, String jvm, String jvmVendor, String jvmVersion, String mode,
                       Integer poolSize, String profile, double cpus, String serverCpuset, String driverCpuset,
                       long memoryBytes, int availableProcessors, String image, String imageId, String imageSource,
                       String scenario, String endpoint, String loadModel, int users, int rate, int warmupSeconds,
                       int durationSeconds, String startedAt, Map<String, String> machine, String simulation,
                       String serverJvmOptions, Integer schedulerParallelism, String service, String modeSwitch,
                       Map<String, String> engines,
                       @JsonInclude(JsonInclude.Include.NON_NULL) String warmup,
                       @JsonInclude(JsonInclude.Include.NON_NULL) Map<String, String> loadProperties,
                       @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ParityLimitJson> parity) {}
