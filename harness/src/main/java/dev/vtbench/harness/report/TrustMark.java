package dev.vtbench.harness.report;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Figure;

import java.util.stream.Collectors;

/**
 * How a chart shows a cell's figure it cannot vouch for. A cell with a disqualifying flag is drawn hollow, with "!"
 * and its codes beside it, and kept out of every ratio; a cell with no headline figure (no repetition became steady)
 * is not drawn as a number at all, but written "not steady" where its point would be. A trusted figure has no mark.
 *
 * @param codes the disqualifying flags' codes, "NS CV"; empty for a trusted figure, or an untrusted one with no flag
 *     recorded
 * @param noFigure whether the cell has no headline figure to draw
 */
record TrustMark(boolean trusted, String codes, boolean noFigure) {
    static final TrustMark TRUSTED = new TrustMark(true, "", false);
    static final String NOT_STEADY = "not steady";

    /** How far the cell's capacity, its headline figure, is trusted. */
    static TrustMark of(CellResult cell) {
        return of(cell, Figure.CAPACITY);
    }

    /** How far the cell's {@code figure} is trusted: the codes are those of the flags that disqualify that figure. */
    static TrustMark of(CellResult cell, Figure figure) {
        if (cell.trustedFor(figure)) {
            return TRUSTED;
        }
        String codes = cell.flags().stream().filter(flag -> flag.disqualifies(figure)).map(flag -> flag.code())
                .collect(Collectors.joining(" "));
        return new TrustMark(false, codes, cell.throughput().isMissing());
    }

    /** What is written beside a hollow point: "! NS CV", or "!" alone. */
    String text() {
        return codes.isEmpty() ? "!" : "! " + codes;
    }
}
