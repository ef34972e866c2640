package dev.vtbench.harness.run;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** What `--resume` runs: the cells without a result, and with `--retry-failed` the FAILED ones, never SKIPPED or REFUSED. */
class ResumePlanTest {
    private static final List<String> MATRIX = List.of("a", "b", "c", "d", "e");
    private static final List<CellResult> RECORDED = List.of(result("a", CellStatus.MEASURED), result("b", CellStatus.FAILED),
            result("c", CellStatus.SKIPPED), result("d", CellStatus.REFUSED));

    @Test
    void withoutTheFlagFailedCellsAreKeptAndNamed() {
        ResumePlan plan = ResumePlan.of(MATRIX, RECORDED, false);
        assertThat(plan.toRun()).as("only the cell without a result").containsExactly("e");
        assertThat(plan.keptFailed()).containsExactly("b");
        assertThat(plan.describe("F")).as("the kept FAILED cell named, with the flag that retries it")
                .contains("4 of 5 cells done, 1 to run").contains("kept 1 FAILED cell(s) as they are: b").contains("--retry-failed");
    }

    @Test
    void withTheFlagFailedCellsRunAgainButNotSkippedOrRefused() {
        ResumePlan plan = ResumePlan.of(MATRIX, RECORDED, true);
        assertThat(plan.toRun()).as("FAILED and missing cells, in the matrix's order").containsExactly("b", "e");
        assertThat(plan.keptFailed()).isEmpty();
        assertThat(plan.describe("F")).contains("3 of 5 cells done, 2 to run").doesNotContain("kept");
    }

    @Test
    void aFolderWithNoResultRunsEveryCell() {
        assertThat(ResumePlan.of(MATRIX, List.of(), false).toRun()).isEqualTo(MATRIX);
    }

    private static CellResult result(String id, CellStatus status) {
        return CellResult.notRun(id, status, "", null, null, List.of(), List.of());
    }
}
