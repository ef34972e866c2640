package dev.vtbench.harness.run;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Which cells of a matrix a resumed run measures: those without a result, and, when asked, the FAILED ones (a failure
 * is often the machine's, such as a Docker engine that died, not the server's). SKIPPED and REFUSED cells are kept:
 * running them again on the same machine gives the same answer.
 */
public record ResumePlan(List<String> toRun, List<String> keptFailed, int done) {

    public static ResumePlan of(List<String> matrixCells, List<CellResult> recorded, boolean retryFailed) {
        Map<String, CellStatus> status = recorded.stream().collect(Collectors.toMap(CellResult::cell, CellResult::status, (a, b) -> b));
        Function<String, Boolean> runs = id -> !status.containsKey(id) || (retryFailed && status.get(id) == CellStatus.FAILED);
        List<String> toRun = matrixCells.stream().filter(runs::apply).toList();
        List<String> keptFailed = retryFailed ? List.of()
                : matrixCells.stream().filter(id -> status.get(id) == CellStatus.FAILED).toList();
        return new ResumePlan(toRun, keptFailed, matrixCells.size() - toRun.size());
    }

    /** What the resumed run says before it starts. */
    public String describe(Object folder) {
        String text = String.format("vtbench: resuming %s: %d of %d cells done, %d to run", folder, done, done + toRun.size(), toRun.size());
        if (!keptFailed.isEmpty()) {
            text += String.format("%nvtbench: kept %d FAILED cell(s) as they are: %s; `--resume FOLDER --retry-failed` runs them again",
                    keptFailed.size(), String.join(", ", keptFailed));
        }
        return text;
    }
}
