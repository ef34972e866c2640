package dev.vtbench.harness.run;

import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.EqualLoadNotes;
import dev.vtbench.harness.result.Repetition;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * What a run has measured of one cell so far, round after round: its repetitions (each from a server of its own), the
 * context and checks of its last verified server, and the failure that ended it, if one did. Its result is concluded
 * afresh after each of its repetitions, so that a run killed between rounds keeps every repetition measured.
 */
final class CellTally {
    private Cell cell;
    private final Optional<Integer> delayMs;
    private final List<Repetition> repetitions = new ArrayList<>();
    private CellContext context;
    private List<String> checks = List.of();
    private Path serverLog;
    private CellStatus failedAs;
    private String failure = "";

    CellTally(Cell cell, Optional<Integer> delayMs) {
        this.cell = cell;
        this.delayMs = delayMs;
    }

    /** A tally that continues a recorded result (a resumed run): its repetitions, context and checks. */
    static CellTally resuming(Cell cell, Optional<Integer> delayMs, CellResult recorded) {
        CellTally tally = new CellTally(cell, delayMs);
        tally.repetitions.addAll(recorded.repetitions());
        tally.context = recorded.context();
        tally.checks = recorded.verification() == null ? List.of() : recorded.verification();
        return tally;
    }

    Cell cell() {
        return cell;
    }

    /** The cell as it is measured: equal-load steps with their rates, once known (its notes say them). */
    void resolvedAs(Cell resolved) {
        cell = resolved;
    }

    /** The fixed wait of a cell's requests on the backend (its scenario's), for Little's law; none for a user's service. */
    static Optional<Integer> delayOf(Cell cell) {
        return cell.service().isPresent() ? Optional.empty() : cell.scenario().delayMs();
    }

    /** Repetitions measured so far, counted or not. */
    int measured() {
        return repetitions.size();
    }

    /** The index of its next repetition. */
    int nextIndex() {
        return repetitions.size() + 1;
    }

    void add(Repetition repetition, CellContext verifiedAs, List<String> verification, Path log) {
        repetitions.add(repetition);
        context = verifiedAs;
        checks = verification;
        serverLog = log;
    }

    /** Its last repetition again, with more of its figures (its server's stop timed). */
    void replaceLast(Repetition repetition) {
        repetitions.set(repetitions.size() - 1, repetition);
    }

    /** Its server of this round could not be measured: the cell ends {@code status}, keeping what it measured. */
    void fail(CellStatus status, String reason, Path log) {
        failedAs = status;
        failure = reason;
        if (log != null) {
            serverLog = log;
        }
    }

    boolean failed() {
        return failedAs != null;
    }

    /** The cell's result now: measured (its repetitions concluded), or failed with its cause and what it measured. */
    CellResult result() {
        String log = relative(serverLog);
        if (failedAs != null) {
            return CellResult.notRun(cell.id(), failedAs, failure, log, context, checks, List.copyOf(repetitions));
        }
        try {
            return withEqualLoadNotes(CellResult.measured(cell.id(), delayMs, log, context, checks, List.copyOf(repetitions)));
        } catch (RuntimeException e) {
            return CellResult.notRun(cell.id(), CellStatus.FAILED, cell.id() + ": its " + repetitions.size() + " repetition(s) were "
                    + "measured and are kept, but assessing them failed (" + e + "); this is a vtbench bug: please report it", log, context,
                    checks, List.copyOf(repetitions));
        }
    }

    /** An equal-load cell's result with what it was offered and each step's findings; any other cell's as it is. */
    private CellResult withEqualLoadNotes(CellResult result) {
        List<String> notes = new ArrayList<>(EqualLoadNotes.describe(cell.load(), result.repetitions()));
        if (notes.isEmpty()) {
            return result;
        }
        notes.addAll(0, result.notes());
        return new CellResult(result.cell(), result.status(), result.reason(), result.serverLog(), result.context(),
                result.verification(), result.repetitions(), result.throughput(), result.p99Millis(), notes, result.flags());
    }

    /** A server log's path from the run's folder: cells/NAME/server-N.log. */
    private static String relative(Path log) {
        return log == null ? null : log.getParent().getParent().getParent().relativize(log).toString();
    }
}
