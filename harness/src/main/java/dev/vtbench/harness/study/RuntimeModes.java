package dev.vtbench.harness.study;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What "pool" and "virtual" mean in each runtime, stated in every matrix study beside its figures: the Open Liberty
 * study replaced Liberty's thread pool itself, which vtbench's Liberty mode cannot, so a Liberty figure must say
 * which of the two it measured.
 */
final class RuntimeModes {
    private static final Map<String, String> VIRTUAL_MEANS = Map.of(
            "liberty", "Liberty: each request's work handed from Liberty's platform request thread to a Jakarta Concurrency "
                    + "executor declared virtual = true (Liberty has no supported way to run its request threads virtually; the "
                    + "study replaced Liberty's thread pool itself, so its figures and these measure different things)",
            "tomcat", "Tomcat: the connector runs each whole request on a virtual thread (useVirtualThreads=\"true\")",
            "plain-jdk", "plain-jdk: a virtual thread per request (Executors.newThreadPerTaskExecutor)");

    private RuntimeModes() {}

    /** The method lines for these runtimes: pool sizes, then what virtual means in each, in a stable order. */
    static List<String> methodLines(List<String> runtimes) {
        return methodLines(runtimes, "pool sizes: plain-jdk and Tomcat 200 threads, Liberty's self-tuning executor (pool) and a fixed 200 (fixed)");
    }

    /** The same for a study that gives every bounded pool {@code poolSize} threads. */
    static List<String> methodLines(List<String> runtimes, int poolSize) {
        return methodLines(runtimes, "pool sizes, set to " + poolSize + " for this study and reported back by each server's /info: "
                + "plain-jdk's fixed pool and Tomcat's connector (maxThreads) " + poolSize + " threads, Liberty's Default Executor "
                + "pinned to " + poolSize + " in its fixed mode; Liberty's pool mode is its self-tuning Default Executor, which has "
                + "no fixed size (/info reports none), so it is shown but is not the seed's pool");
    }

    private static List<String> methodLines(List<String> runtimes, String poolLine) {
        List<String> lines = new ArrayList<>();
        lines.add(poolLine);
        runtimes.stream().sorted().filter(VIRTUAL_MEANS::containsKey).forEach(runtime -> lines.add("virtual mode, " + VIRTUAL_MEANS.get(runtime)));
        return lines;
    }
}
