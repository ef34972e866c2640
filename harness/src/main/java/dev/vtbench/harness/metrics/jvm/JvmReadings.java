package dev.vtbench.harness.metrics.jvm;

/**
 * Where a {@link JvmSampler}'s samples come from, and why a part of them is missing: read on this machine
 * ({@link HostJvmReader}) or through the server's engine ({@link ProbeReadings}). Closing it stops the samples.
 */
interface JvmReadings extends AutoCloseable {
    /** Why no hsperfdata counters were read (the last failure), or "" where they were. */
    String whyNoCounters();

    /** Why no context switches were read (the last failure), or "" where they were. */
    String whyNoSwitches();

    @Override
    void close();

    /** No readings at all, for the reason given (a probe that could not start, a container with no process). */
    record None(String why) implements JvmReadings {
        @Override
        public String whyNoCounters() {
            return why;
        }

        @Override
        public String whyNoSwitches() {
            return why;
        }

        @Override
        public void close() {
        }
    }
}
