package dev.vtbench.harness.study;

import java.util.Arrays;
import java.util.List;

/**
 * The two executors vtbench's in-process JMH benchmarks (apps/inprocess) compare, as their {@code executor}
 * parameter names them: a bounded pool of platform threads, or a virtual thread per task. Not a matrix mode: these
 * run inside one JVM, with no server in front of them.
 */
enum BenchmarkExecutor {
    POOL("pool"),
    VIRTUAL("virtual");

    /** The JMH parameter that selects the executor. */
    static final String PARAMETER = "executor";

    private final String key;

    BenchmarkExecutor(String key) {
        this.key = key;
    }

    /** "pool" or "virtual", as the benchmarks' @Param and their heap lines spell it. */
    String key() {
        return key;
    }

    /** Both keys, for the benchmark's parameter list: every executor runs in the same JMH invocation. */
    static List<String> keys() {
        return Arrays.stream(values()).map(BenchmarkExecutor::key).toList();
    }

    static BenchmarkExecutor of(String key) {
        return Arrays.stream(values()).filter(e -> e.key.equals(key)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "the benchmark reported executor '" + key + "', which vtbench's benchmarks do not have (expected "
                        + String.join(" or ", keys()) + "): the apps/inprocess jar and the harness are from different builds; "
                        + "rebuild both with ./mvnw package"));
    }

    @Override
    public String toString() {
        return key;
    }

    /** The executor a JMH result was measured with. */
    static BenchmarkExecutor of(JmhResult result) {
        return of(result.parameter(PARAMETER));
    }
}
