package dev.vtbench.harness.result;

import dev.vtbench.harness.matrix.Mode;

import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * Two modes' parity records side by side ({@link ParityCheck#between}): the limits beyond the threads that both servers
 * read alike ({@code equal}), those whose values differ, and those one of them did not read. A difference can cap the
 * figures its kind names; such a figure of the comparison carries {@link Flag#LIMITS_DIFFER} and its sentence names
 * the limit with both values.
 *
 * @param read whether both servers reported their limits; without both, nothing is compared and nothing is flagged
 * @param equal the names of the limits beyond the threads both read alike, in the subject's order
 * @param differences the limits beyond the threads whose values differ, or that one server did not read
 */
public record ParityComparison(Mode subject, Mode baseline, boolean read, List<String> equal, List<LimitDifference> differences) {

    public ParityComparison {
        equal = List.copyOf(equal);
        differences = List.copyOf(differences);
    }

    /** The differences both servers read: limits that really differed. */
    public List<LimitDifference> known() {
        return differences.stream().filter(LimitDifference::known).toList();
    }

    /** The limits one server did not read: a difference not ruled out, named but not flagged. */
    public List<LimitDifference> unread() {
        return differences.stream().filter(difference -> !difference.known()).toList();
    }

    /** Whether both servers read every limit beyond the threads and reported each alike. */
    public boolean equalButForTheThreads() {
        return read && differences.isEmpty();
    }

    /** The figures a limit that really differed can cap. */
    public Set<Figure> capped() {
        Set<Figure> capped = EnumSet.noneOf(Figure.class);
        known().forEach(difference -> capped.addAll(difference.capped()));
        return capped;
    }

    public boolean caps(Figure figure) {
        return capped().contains(figure);
    }

    /** {@link Flag#LIMITS_DIFFER} where a limit that differed can cap {@code figure}: that figure of this comparison is not the threads'. */
    public Optional<Flag> flagFor(Figure figure) {
        return caps(figure) ? Optional.of(Flag.LIMITS_DIFFER) : Optional.empty();
    }

    /**
     * The comparison in one sentence, for a verdict's note: "limits beyond the threads equal (14 compared: maxConnections,
     * acceptCount, ...)", or each limit that differed with both values and the figures it can cap, then those not read.
     */
    public String sentence() {
        if (!read) {
            return "limits not compared: " + (subject.name() + " and " + baseline.name()) + " did not both report them (GET /limits)";
        }
        if (differences.isEmpty()) {
            return "limits beyond the threads equal (" + equal.size() + " compared: " + String.join(", ", equal) + ")";
        }
        String said = known().isEmpty() ? "" : "limits other than the threads differ: " + known().stream()
                .map(difference -> difference.describe(subject.name(), baseline.name())).collect(Collectors.joining("; "));
        String notRead = unread().isEmpty() ? "" : "not compared, as one server did not read them: " + unread().stream()
                .map(difference -> difference.describe(subject.name(), baseline.name())).collect(Collectors.joining("; "));
        String equalToo = equal.isEmpty() ? "" : "; equal: " + String.join(", ", equal);
        return Arrays.stream(new String[] {said, notRead}).filter(part -> !part.isEmpty()).collect(Collectors.joining("; ")) + equalToo;
    }
}
