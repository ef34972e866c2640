package dev.vtbench.harness.result;

import java.util.List;

/** What the honesty checks found about a cell: short {@link Flag}s for tables and charts, and notes in words. */
public record Findings(List<Flag> flags, List<String> notes) {
    public Findings {
        flags = List.copyOf(new java.util.LinkedHashSet<>(flags));
        notes = List.copyOf(notes);
    }
}
