package dev.vtbench.harness.matrix;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

import java.util.BitSet;

/** A Linux cpuset list such as "1", "0-3" or "0,2-3", as docker's --cpuset-cpus and taskset -c take it; written to results as that list. */
public record CpuSet(@JsonValue String spec, BitSet cores) {
    /** Linux's own ceiling on CPU numbers (NR_CPUS); a higher one is a typo, and would cost a bit per core up to it. */
    static final int MAX_CORE = 8191;

    @JsonCreator
    public static CpuSet parse(String spec) {
        BitSet cores = new BitSet();
        for (String part : spec.split(",")) {
            String[] range = part.strip().split("-");
            try {
                int first = Integer.parseInt(range[0].strip());
                int last = range.length == 2 ? Integer.parseInt(range[1].strip()) : first;
                if (range.length > 2 || first < 0 || last < first || last > MAX_CORE) {
                    throw new NumberFormatException();
                }
                cores.set(first, last + 1);
            } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
                throw new IllegalArgumentException("'" + spec + "' is not a cpuset list (expected e.g. 1, 0-3 or 0,2-3, of cores 0 to " + MAX_CORE + ")");
            }
        }
        return new CpuSet(spec, cores);
    }

    public int size() {
        return cores.cardinality();
    }

    public int highestCore() {
        return cores.length() - 1;
    }

    public boolean overlaps(CpuSet other) {
        return cores.intersects(other.cores);
    }

    @Override
    public String toString() {
        return spec;
    }
}
