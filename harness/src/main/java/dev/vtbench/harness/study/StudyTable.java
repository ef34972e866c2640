package dev.vtbench.harness.study;

import java.util.List;

/**
 * A table shaped like the original's: a header row and rows of cells, the first a label, the others labels or figures
 * ({@link StudyCell}): study.json holds each figure as numbers, the pages show each cell's text.
 */
public record StudyTable(List<String> header, List<List<StudyCell>> rows) {

    public StudyTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<StudyCell> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("a row has " + row.size() + " cells for " + header.size() + " columns: "
                        + row.stream().map(StudyCell::text).toList());
            }
        }
    }

    /** The rows as study.md and study.html show them. */
    public List<List<String>> texts() {
        return rows.stream().map(row -> row.stream().map(StudyCell::text).toList()).toList();
    }
}
