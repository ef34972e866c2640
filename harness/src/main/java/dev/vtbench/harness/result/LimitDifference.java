package dev.vtbench.harness.result;

import dev.vtbench.workload.limits.LimitKind;

import java.util.Set;
import java.util.stream.Collectors;

/**
 * One limit beyond the threads that two modes' servers did not report alike: its name, both values ({@code null}
 * where that server reported the limit but could not read it, or did not report it at all), and the figures it can
 * cap ({@link ParityCheck#figuresCappedBy}). A limit unknown on one side is not a difference found, only one not
 * ruled out: {@link #known()} tells them apart.
 *
 * @param subjectValue the value in the mode compared (the virtual-thread cell of a verdict's pair)
 * @param baselineValue the value in the mode it is compared with
 */
public record LimitDifference(String name, LimitKind kind, String subjectValue, String baselineValue, Set<Figure> capped) {

    public LimitDifference {
        capped = Set.copyOf(capped);
    }

    /** Whether both servers read the limit, so that its values really differ. */
    public boolean known() {
        return subjectValue != null && baselineValue != null;
    }

    public boolean caps(Figure figure) {
        return capped.contains(figure);
    }

    /**
     * "maxConnections 1000 (virtual-capped) against 20000 (pool), which can cap capacity and p99 latency"; a limit not
     * read on one side says so instead.
     */
    public String describe(String subjectMode, String baselineMode) {
        return name + " " + value(subjectValue) + " (" + subjectMode + ") against " + value(baselineValue) + " (" + baselineMode + ")"
                + (known() ? ", which can cap " + figures() : "");
    }

    private String figures() {
        String labels = java.util.Arrays.stream(Figure.values()).filter(capped::contains).map(Figure::label).collect(Collectors.joining(", "));
        int last = labels.lastIndexOf(", ");
        return last < 0 ? labels : labels.substring(0, last) + " and " + labels.substring(last + 2);
    }

    private static String value(String value) {
        return value == null ? "not read" : value;
    }
}
