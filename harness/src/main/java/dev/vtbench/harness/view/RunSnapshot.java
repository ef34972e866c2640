package dev.vtbench.harness.view;

import dev.vtbench.harness.result.AtomicFile;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RunContext;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

import dev.vtbench.harness.result.RoundsRecord;
import dev.vtbench.harness.verdict.Rounds;
import dev.vtbench.harness.verdict.Verdict;

/**
 * What every view is rendered from: the run folder, the run's description, its cells so far, and the run's gate
 * verdicts (gates.md) when they were judged. The verdicts live in their own file so that every rendering of summary.md
 * carries them, once, however often it is rewritten.
 */
public record RunSnapshot(Path folder, RunContext run, List<CellResult> cells, Optional<String> gates, Optional<RoundsRecord> rounds) {
    /** The run's gate verdicts as a Markdown section, written by {@code gate.GateRecord}. */
    public static final String GATES_FILE = "gates.md";

    public RunSnapshot {
        cells = List.copyOf(cells);
    }

    /** A snapshot of a run without rounds. */
    public RunSnapshot(Path folder, RunContext run, List<CellResult> cells, Optional<String> gates) {
        this(folder, run, cells, gates, Optional.empty());
    }

    /** The run's verdict, each group's intervals at the look its rounds reached. */
    public Verdict verdict() {
        return Verdict.of(cells, Rounds.of(rounds));
    }

    /** The run as {@code results} holds it now, with the gate verdicts written into its folder, if any. */
    public static RunSnapshot of(ResultsFolder results) {
        return new RunSnapshot(results.path(), results.run(), results.cells(), gates(results.path().resolve(GATES_FILE)),
                RoundsRecord.read(results.path()));
    }

    private static Optional<String> gates(Path file) {
        if (!Files.exists(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(Files.readString(file));
        } catch (IOException e) {
            throw new IllegalArgumentException("cannot read " + file + " (the run's gate verdicts): " + AtomicFile.reason(e)
                    + "; make it readable, or delete it and judge the run again with `harness/vtbench gate`", e);
        }
    }
}
