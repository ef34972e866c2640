package dev.vtbench.harness.study;

import dev.vtbench.harness.docker.InProcessContainer;
import dev.vtbench.harness.docker.LabelledContainer;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.function.Function;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Runs a JMH benchmark inside a condition's runtime image, pinned to the profile's server cores under its quota and
 * memory limit, and reads back what JMH measured. The harness only waits meanwhile, on other cores.
 */
final class InProcessRun {
    private static final Pattern GC_FLAG = Pattern.compile("-XX:\\+Use(\\w+GC)\\b");
    private static final Pattern MAX_HEAP = Pattern.compile("-XX:MaxHeapSize=(\\d+)");

    private InProcessRun() {}

    /** What one benchmark measured under one condition, with the collector the forked JVM chose and where its files are. */
    record Measured(StudyCondition condition, List<JmhResult> results, String jvmFlags, String cgroup, List<String> failures,
                    Path folder) {

        /**
         * The condition's section, with what every in-process figure depends on beyond the heading's quota, cores and
         * memory limit (the JVM, its collector and heap, the cgroup's throttling, CPU time and peak memory, the raw
         * files) and what JMH could not finish, so that no study leaves one out. {@code jvmNote}: the study's own
         * addition to the JVM line, or "".
         */
        StudySection section(String jvmNote, StudyTable table, List<String> findings) {
            return section(jvmNote, List.of(), table, findings);
        }

        /** The same, with the study's own conditions (the settings of a library it runs, say) after the JVM's. */
        StudySection section(String jvmNote, List<String> studyConditions, StudyTable table, List<String> findings) {
            String files = folder.getFileName().toString();
            List<String> conditions = new java.util.ArrayList<>(List.of("JVM: " + results.get(0).jvm() + " (" + condition.jvm() + "), "
                    + jvmFlags + jvmNote));
            conditions.addAll(studyConditions);
            conditions.addAll(List.of(cgroup, "raw data: " + files + "/jmh.json, log: " + files + "/jmh.log"));
            return new StudySection(condition.describe(), conditions, table,
                    Stream.concat(failures.stream().map(f -> "did not finish: " + f), findings.stream()).toList());
        }
    }

    /**
     * Runs the benchmark under each of the session's in-process conditions, one after another, each into its own
     * folder, and makes each condition's measurements its section; a condition that fails is the session's to record.
     */
    static List<StudySection> measureEach(StudySession session, String study, String plan, JmhBenchmark benchmark,
                                          Duration timeout, Function<Measured, StudySection> section) {
        return session.measureEach(session.inProcessConditions(), condition -> {
            session.say(study + ": " + condition.describe() + ": " + plan);
            return section.apply(run(condition, benchmark, session.folder().resolve(condition.folderName()), timeout));
        });
    }

    static Measured run(StudyCondition condition, JmhBenchmark benchmark, Path folder, Duration timeout) {
        refuseIfAnotherContainerRunsOn(condition);
        Path log = folder.resolve("jmh.log");
        InProcessContainer container = new InProcessContainer(condition.image(), condition.profile(),
                benchmark.command(InProcessContainer.OUT + "/jmh.json"), folder, log, timeout);
        String cgroup;
        try (CgroupWatch watch = new CgroupWatch(container)) {
            container.runToCompletion();
            cgroup = watch.describe();
        }
        Path resultFile = folder.resolve("jmh.json");
        if (!Files.isRegularFile(resultFile)) {
            throw new IllegalStateException("JMH exited without writing " + resultFile + "; its output is in " + log);
        }
        String output = read(log);
        return new Measured(condition, JmhResult.read(resultFile), jvmFlags(output), cgroup, failures(output), folder);
    }

    /**
     * The forked JVM prints its command-line flags (-XX:+PrintCommandLineFlags): the collector and maximum heap its
     * ergonomics chose for the container's CPUs and memory limit, which decide allocation-heavy figures.
     */
    static String jvmFlags(String output) {
        Matcher gc = GC_FLAG.matcher(output);
        Matcher heap = MAX_HEAP.matcher(output);
        return "collector " + (gc.find() ? gc.group(1) : "unknown") + ", maximum heap "
                + (heap.find() ? StudyFormat.bytes(Long.parseLong(heap.group(1))) : "unknown");
    }

    /**
     * The benchmarks JMH could not finish (it goes on with the next and leaves them out of its JSON): their parameters
     * and the error, for example an OutOfMemoryError of a virtual thread per partition. JMH says so in three ways: a
     * {@code <failure>} in the benchmark, a forked JVM that exited with an error, or one that broke its link.
     */
    static List<String> failures(String output) {
        List<String> failures = new java.util.ArrayList<>();
        String parameters = "?";
        String[] lines = output.split("\\R");
        for (int i = 0; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.startsWith("# Parameters: ")) {
                parameters = line.substring("# Parameters: ".length());
            } else if (line.endsWith("<failure>") || line.startsWith("<forked VM failed") || line.contains("<binary link had failed")) {
                String error = line;
                for (int j = i + 1; j < Math.min(lines.length, i + 40); j++) {
                    if (lines[j].startsWith("# ")) {
                        break;
                    }
                    if (lines[j].contains("Error") || lines[j].contains("Exception")) {
                        error = lines[j].strip();
                        break;
                    }
                }
                failures.add(parameters + ": " + error);
                // One account per benchmark: the marker lines that follow repeat the same failure.
                while (i + 1 < lines.length && !lines[i + 1].startsWith("# Parameters: ")) {
                    i++;
                }
            }
        }
        return failures;
    }

    private static String read(Path log) {
        try {
            return Files.readString(log);
        } catch (IOException e) {
            return "";
        }
    }

    /** Another vtbench container on these cores would share them with the benchmark: its figures would be noise. */
    private static void refuseIfAnotherContainerRunsOn(StudyCondition condition) {
        List<String> others = LabelledContainer.running().stream().filter(c -> c.mayRunOn(condition.cores()))
                .map(LabelledContainer::describe).toList();
        if (!others.isEmpty()) {
            throw new IllegalStateException("cannot measure " + condition.describe() + ": " + String.join("; ", others)
                    + " runs on its cores; stop that run, or remove leftovers with `harness/vtbench clean`");
        }
    }
}
