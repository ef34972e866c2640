package dev.vtbench.harness.run;

/**
 * Whether servers kept alive side by side fit in their host's memory. A frozen server keeps all it holds (its heap,
 * its JIT's code) while the next one starts, and nothing bounds either but its container's memory limit, so the sum of
 * the limits is what must fit: what they use now says nothing of what they may use by the end of the next server's load.
 */
public final class MemoryBudget {
    private MemoryBudget() {}

    /**
     * Whether {@code servers} servers, each limited to {@code limitBytes}, fit together in a host of {@code hostBytes};
     * never where either is unknown (0 or less).
     */
    public static boolean fitAtOnce(int servers, long limitBytes, long hostBytes) {
        if (limitBytes <= 0 || hostBytes <= 0) {
            return false;
        }
        return limitBytes <= hostBytes / Math.max(1, servers);
    }
}
