package dev.vtbench.harness.study;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One JMH benchmark class of apps/inprocess with the parameters, warm-up and measured iterations a study runs it
 * with. JMH, not a hand-written loop: it forks a fresh JVM, keeps the untimed set-up out of the figure, and records
 * every iteration (single-shot mode: one sort or one batch of tasks per iteration, as in the seeds).
 */
public record JmhBenchmark(String className, Map<String, List<String>> parameters, int warmupIterations,
                           int measuredIterations, java.time.Duration iterationTimeout, List<String> forkedJvmOptions) {

    public JmhBenchmark {
        if (measuredIterations < 1 || warmupIterations < 0) {
            throw new IllegalArgumentException("a JMH run needs at least 1 measured iteration and no negative warm-up");
        }
        parameters = new LinkedHashMap<>(parameters);
        forkedJvmOptions = List.copyOf(forkedJvmOptions);
    }

    /**
     * The forked JVM's options for every study: its flags printed (the collector and heap its ergonomics chose, read back
     * into the report), and a maximum heap of 75% of the container's memory limit, as containers are usually tuned,
     * rather than the default 25%: the seeds ran on laptops with gigabytes of heap, and a virtual thread per partition
     * holds a stack chunk per blocked thread.
     */
    public static final List<String> STUDY_JVM_OPTIONS = List.of("-XX:+PrintCommandLineFlags", "-XX:MaxRAMPercentage=75");

    /** The command that runs it in a vtbench runtime image (its JMH and benchmarks are in /app/inprocess, off the server's class path), writing JSON to resultFile. */
    public List<String> command(String resultFile) {
        List<String> command = new ArrayList<>(List.of("java", "-cp", "/app/inprocess/*", "org.openjdk.jmh.Main",
                "dev\\.vtbench\\.inprocess\\." + className + "\\.",
                "-wi", Integer.toString(warmupIterations), "-i", Integer.toString(measuredIterations), "-f", "1",
                "-to", iterationTimeout.toSeconds() + "s",
                "-rf", "json", "-rff", resultFile));
        parameters.forEach((name, values) -> command.addAll(List.of("-p", name + "=" + String.join(",", values))));
        if (!forkedJvmOptions.isEmpty()) {
            command.addAll(List.of("-jvmArgsAppend", String.join(" ", forkedJvmOptions)));
        }
        return command;
    }
}
