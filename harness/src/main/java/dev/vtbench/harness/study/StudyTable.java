package dev.vtbench.harness.study;

import java.util.List;

/** A table shaped like the original's: a header row and rows of already formatted cells, the first cell a label. */
public record StudyTable(List<String> header, List<List<String>> rows) {

    public StudyTable {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("a row has " + row.size() + " cells for " + header.size() + " columns: " + row);
            }
        }
    }
}
