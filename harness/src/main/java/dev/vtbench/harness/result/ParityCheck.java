package dev.vtbench.harness.result;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.verify.ParityLimit;
import dev.vtbench.harness.verify.ParityRecord;
import dev.vtbench.workload.limits.LimitKind;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * Whether two modes' servers differed only in their threads: their parity records ({@link ParityRecord}, read from
 * each server's GET /limits before load) compared limit by limit, leaving out the threads' own limits (the pool's
 * size, the scheduler's carriers, the pollers), which differ by design. A pure function: the verdict calls it for each
 * pair it compares.
 */
public final class ParityCheck {
    private ParityCheck() {}

    /** The two cells' records compared: the subject (a verdict's virtual-thread cell) against its baseline. */
    public static ParityComparison between(CellContext subject, CellContext baseline) {
        return between(subject.mode(), subject.parity(), baseline.mode(), baseline.parity());
    }

    /**
     * Every limit beyond the threads either record holds, by name, in the subject's order then the baseline's own: equal
     * where both read the same value, a {@link LimitDifference} where the values differ or one side did not read it.
     * Nothing is compared unless both records were read.
     */
    public static ParityComparison between(Mode subjectMode, ParityRecord subject, Mode baselineMode, ParityRecord baseline) {
        if (subject.isEmpty() || baseline.isEmpty()) {
            return new ParityComparison(subjectMode, baselineMode, false, List.of(), List.of());
        }
        List<String> equal = new ArrayList<>();
        List<LimitDifference> differences = new ArrayList<>();
        List<String> names = new ArrayList<>();
        subject.beyondTheThreads().forEach(limit -> names.add(limit.name()));
        baseline.beyondTheThreads().stream().map(ParityLimit::name).filter(name -> !names.contains(name)).forEach(names::add);
        for (String name : names) {
            Optional<ParityLimit> mine = subject.limit(name);
            Optional<ParityLimit> theirs = baseline.limit(name);
            LimitKind kind = mine.or(() -> theirs).orElseThrow().kind();
            String mineValue = mine.map(ParityLimit::value).orElse(null);
            String theirValue = theirs.map(ParityLimit::value).orElse(null);
            if (mineValue != null && Objects.equals(mineValue, theirValue)) {
                equal.add(name);
            } else {
                differences.add(new LimitDifference(name, kind, mineValue, theirValue, figuresCappedBy(kind)));
            }
        }
        return new ParityComparison(subjectMode, baselineMode, true, equal, differences);
    }

    /**
     * What a limit of this kind can cap when it differs: a connection limit, an accept queue or the open files refuse or
     * queue connections (capacity, and the p99 of those that wait); keep-alive limits and the backend's pool reopen
     * connections (capacity, p99, and the CPU each request costs); the heap and the collector touch every figure. The
     * threads' own kinds cap nothing here: they are what the comparison is about.
     */
    public static Set<Figure> figuresCappedBy(LimitKind kind) {
        return switch (kind) {
            case CONNECTIONS, ACCEPT_QUEUE, FILE_DESCRIPTORS -> EnumSet.of(Figure.CAPACITY, Figure.LATENCY);
            case KEEP_ALIVE, CONNECTION_POOL -> EnumSet.of(Figure.CAPACITY, Figure.LATENCY, Figure.CPU_PER_REQUEST);
            case HEAP, COLLECTOR -> EnumSet.allOf(Figure.class);
            case REQUEST_THREADS, CARRIERS, POLLERS -> EnumSet.noneOf(Figure.class);
        };
    }
}
