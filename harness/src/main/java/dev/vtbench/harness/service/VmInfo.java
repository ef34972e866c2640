package dev.vtbench.harness.service;

import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code jcmd <pid> VM.info} says about a service's JVM that vtbench cannot ask the service itself: the
 * processors it sees and which JVM it is. Two figures for the processors, because they can differ: the container
 * section's {@code active_processor_count} (what the cgroup's quota and cpuset give), and the CPU line's
 * "initial active" (what {@code availableProcessors()} returned at start, so a {@code -XX:ActiveProcessorCount}
 * included). Checked against JDK 21 and 25 output (test resources vminfo/).
 *
 * @param containerProcessors the container section's active_processor_count; empty when the JVM saw no container
 * @param initialActive       the CPU line's "initial active" count; empty when the line lacks it
 * @param runtime             the "JRE version" header's runtime name, e.g. "OpenJDK Runtime Environment Temurin-25.0.3+9"
 * @param version             its build, e.g. "25.0.3+9-LTS"
 */
public record VmInfo(OptionalInt containerProcessors, OptionalInt initialActive, String runtime, String version) {
    private static final Pattern CONTAINER_PROCESSORS = Pattern.compile("(?m)^active_processor_count: (\\d+)\\s*$");
    private static final Pattern INITIAL_ACTIVE = Pattern.compile("(?m)^CPU: total \\d+ \\(initial active (\\d+)\\)");
    private static final Pattern JRE_VERSION = Pattern.compile("(?m)^# JRE version: (.+?) \\(.*\\(build ([^)]+)\\)\\s*$");

    public static VmInfo parse(String output) {
        Matcher jre = JRE_VERSION.matcher(output);
        boolean found = jre.find();
        return new VmInfo(number(CONTAINER_PROCESSORS, output), number(INITIAL_ACTIVE, output),
                found ? jre.group(1) : "", found ? jre.group(2) : "");
    }

    /** What availableProcessors() returns: the start's count when printed, else the container's. */
    public OptionalInt availableProcessors() {
        return initialActive.isPresent() ? initialActive : containerProcessors;
    }

    /** Whether every count VM.info printed is {@code expected}, and it printed at least one. */
    public boolean sees(int expected) {
        return availableProcessors().isPresent()
                && containerProcessors.orElse(expected) == expected && initialActive.orElse(expected) == expected;
    }

    /** "active_processor_count 1 (container section), initial active 1 (CPU line)", for a check's observation. */
    public String describeProcessors() {
        return "active_processor_count " + text(containerProcessors) + " (container section), initial active "
                + text(initialActive) + " (CPU line)";
    }

    private static String text(OptionalInt count) {
        return count.isPresent() ? Integer.toString(count.getAsInt()) : "not printed";
    }

    private static OptionalInt number(Pattern pattern, String output) {
        Matcher matcher = pattern.matcher(output);
        return matcher.find() ? OptionalInt.of(Integer.parseInt(matcher.group(1))) : OptionalInt.empty();
    }
}
