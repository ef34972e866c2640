package dev.vtbench.harness.view;

import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.Flag;
import dev.vtbench.harness.result.MachineFacts;
import dev.vtbench.harness.result.ResultsFolder;
import dev.vtbench.harness.result.RunContext;
import dev.vtbench.harness.result.Spread;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.vtbench.harness.report.SampleRun;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Two runs side by side: a difference beyond the spread is marked, a pair with an untrusted cell is not judged, and
 * every setting the runs differ in is named once with both values.
 */
class RunComparisonTest {
    private static final String FASTER = "plain-jdk/temurin-25/pool/cpu-1/io";
    private static final String ERRORS_IN_B = "plain-jdk/temurin-25/pool/cpu-2/io";

    @Test
    void judgesOnlyPairsWhereBothCellsAreTrusted(@TempDir Path folder) {
        List<CellResult> b = new ArrayList<>();
        for (CellResult cell : SampleRun.cells()) {
            if (cell.cell().equals(FASTER)) {
                b.add(SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1500 * 1.3, true));
            } else if (cell.cell().equals(ERRORS_IN_B)) {
                b.add(SampleRun.flagged(cell, List.of(Flag.ERRORS, Flag.ONE_REPETITION), "repetition 1: 3% of requests failed"));
            } else {
                b.add(cell);
            }
        }
        String comparison = RunComparison.render(folder(folder.resolve("a"), SampleRun.cells()), folder(folder.resolve("b"), b));

        assertThat(row(comparison, FASTER)).as("trusted on both sides, apart beyond the spread: judged")
                .contains("| 1500 [1455 - 1545] | 1950 [1892 - 2009] | **+30.0%** (beyond the spread) |");
        assertThat(row(comparison, "plain-jdk/temurin-25/virtual/cpu-1/io")).as("unchanged: within the spread").contains("+0.0% (within the spread)");
        assertThat(row(comparison, ERRORS_IN_B)).as("flagged in B only: shown, not judged; only the disqualifying code named")
                .contains("| 1900 [1843 - 1957] | 1900 [1843 - 1957] | not comparable: flagged B: ERR |")
                .endsWith("| not comparable |").doesNotContain("within the spread");
        assertThat(row(comparison, SampleRun.FLAGGED)).as("flagged in both: its capacity a lower bound, not compared")
                .contains("| at least 2340 [2270 - 2410] | at least 2340 [2270 - 2410] | not comparable: flagged A: CV DRV; B: CV DRV |");
        assertThat(row(comparison, SampleRun.FLAGGED)).as("CV and DRV are against the capacity: its CPU per request compares")
                .contains("| 406.0 [394.2 - 418.5] | 406.0 [394.2 - 418.5] | +0.0% (within the spread) |");
        assertThat(row(comparison, FASTER)).as("the same CPU over 30% more requests: 23% less CPU per request, beyond the spread")
                .contains("| 633.3 [614.9 - 652.9] | 487.2 [473.0 - 502.2] | **-23.1%** (beyond the spread) |");
        assertThat(row(comparison, "liberty/temurin-21/fixed/cpu-1/io")).as("its server's CPU unread on both sides: no CPU figure")
                .contains("| not comparable: flagged A: no CPU figure; B: no CPU figure |");
        assertThat(row(comparison, SampleRun.NEVER_STEADY)).as("never steady: no figure on either side, and no NaN")
                .contains("| not steady | not steady | not comparable: flagged A: NS; B: NS | not steady | not steady | not comparable |");
        assertThat(comparison).as("the count says how many were not judged").contains("cell(s) matched (3 not comparable)")
                .doesNotContain("NaN");
    }

    @Test
    void saysEachSettingTheRunsDifferInOnceWithBothValues(@TempDir Path folder) {
        List<CellResult> b = SampleRun.cells().stream().map(cell -> withContext(cell, context -> {
            context.put("warmupSeconds", 45);
            context.put("warmup", "fixed 45 s");
            if (context.path("image").asText().equals("vtbench/liberty:temurin-21")) {
                context.put("imageId", "sha256:fedcba9876543210");
            }
            if (context.path("jvm").asText().equals("temurin-25")) {
                context.put("jvmVersion", "25.0.4+7-LTS");
            }
        })).toList();
        RunContext sample = SampleRun.run();
        MachineFacts m = sample.machine();
        RunContext twoCores = RunContext.of(sample.date(), new MachineFacts(m.hostname(), m.kernel(), 2, m.cpuModel(), m.memTotal(),
                m.harnessJvm(), m.other()), sample.imageSource(), sample.loads(), sample.repetitions(), sample.topology(), sample.engines(), sample.cells());

        String comparison = RunComparison.render(folder(folder.resolve("a"), SampleRun.run(), SampleRun.cells()),
                folder(folder.resolve("b"), twoCores, b));

        assertThat(whatDiffers(comparison)).as("the same cell ids; each changed setting on its own line, and nothing else").containsExactly(
                "- **what differs**: not the cell ids; these settings:",
                "  - warm-up: fixed 15 s -> fixed 45 s",
                "  - image id of vtbench/liberty:temurin-21: sha256:0123456789abcdef -> sha256:fedcba9876543210",
                "  - JVM of temurin-25: Eclipse Adoptium 25.0.3+9-LTS -> Eclipse Adoptium 25.0.4+7-LTS",
                "  - machine cores: 4 -> 2");
        assertThat(row(comparison, FASTER)).as("the table is the same as ever").contains("| +0.0% (within the spread) |");
    }

    @Test
    void anOpenModelOfferedOtherRatesIsNotJudgedOnItsThroughputAndSaysSo(@TempDir Path folder) {
        // Equal-load steps at 50% and 75% of each run's own capacity: two runs offer slightly different rates.
        Consumer<ObjectNode> stepsA = stepsAt("2989,4484");
        Consumer<ObjectNode> stepsB = stepsAt("2844,4267");
        List<CellResult> a = SampleRun.cells().stream().map(cell -> cell.cell().equals(FASTER) ? withContext(cell, stepsA) : cell).toList();
        List<CellResult> b = SampleRun.cells().stream().map(cell -> cell.cell().equals(FASTER)
                ? withContext(SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1500 * 0.95, true), stepsB) : cell).toList();
        List<CellResult> same = SampleRun.cells().stream().map(cell -> cell.cell().equals(FASTER) ? withContext(cell, stepsA) : cell).toList();

        String comparison = RunComparison.render(folder(folder.resolve("a"), a), folder(folder.resolve("b"), b));

        assertThat(row(comparison, FASTER)).as("its throughput is the rates': named, not judged")
                .contains("| follows the offered rates (offered 2989, 4484 -> 2844, 4267 req/s) |")
                .doesNotContain("-5.0%")
                .as("its cost and p99 judged, at the rates they were measured at").contains(", at different offered rates |");
        assertThat(row(RunComparison.render(folder(folder.resolve("a2"), a), folder(folder.resolve("b2"), same)), FASTER))
                .as("the same rates: judged as any other cell").contains("+0.0% (within the spread)").doesNotContain("offered");
        assertThat(comparison).as("the legend says how to compare at equal load").contains("--equal.load 500,1000");
    }

    /** An equal-load cell's context, offered {@code rates} step by step. */
    private static Consumer<ObjectNode> stepsAt(String rates) {
        return context -> {
            context.put("simulation", "equal-load");
            context.put("loadModel", "open");
            context.put("users", 0);
            context.put("rate", Integer.parseInt(rates.substring(rates.lastIndexOf(',') + 1)));
            context.putObject("loadProperties").put("vtbench.steps.rates", rates);
        };
    }

    @Test
    void equalRunsDifferInNothing(@TempDir Path folder) {
        String comparison = RunComparison.render(folder(folder.resolve("a"), SampleRun.cells()), folder(folder.resolve("b"), SampleRun.cells()));
        assertThat(whatDiffers(comparison)).containsExactly("- **what differs**: nothing");
    }

    @Test
    void namesASimulationAndItsKeysAsTheMatrixDoes(@TempDir Path folder) {
        List<CellResult> b = SampleRun.cells().stream().map(cell -> withContext(cell, context -> {
            context.put("simulation", "soak");
            context.putObject("loadProperties").put("vtbench.requestTimeoutMs", "5000");
        })).toList();

        String comparison = RunComparison.render(folder(folder.resolve("a"), SampleRun.cells()), folder(folder.resolve("b"), b));

        assertThat(whatDiffers(comparison)).as("the simulation by its label and its key by the matrix's name, not the enum or the property")
                .containsExactly("- **what differs**: not the cell ids; these settings:",
                        "  - simulation: throughput -> soak",
                        "  - simulation key request.timeout.ms: default -> 5000");
    }

    @Test
    void namesAMissingFigureWhenNoFlagWasRecorded() {
        CellResult trusted = SampleRun.measured("plain-jdk", "temurin-25", "pool", 1, "io", 1500, true);
        CellResult noFigure = new CellResult(trusted.cell(), trusted.status(), "", null, trusted.context(), List.of(),
                trusted.repetitions(), Spread.of(List.of()), Spread.of(List.of()), List.of(), null);
        assertThat(RunComparison.whyNotComparable(trusted, trusted)).as("both trusted").isEmpty();
        assertThat(RunComparison.whyNotComparable(noFigure, trusted)).isEqualTo("not comparable: flagged A: no steady figure");
    }

    /** The cell as another run recorded it: its context edited where results.json holds it. */
    private static CellResult withContext(CellResult cell, Consumer<ObjectNode> edit) {
        if (cell.context() == null) {
            return cell;
        }
        ObjectNode json = ResultsFolder.JSON.valueToTree(cell);
        edit.accept((ObjectNode) json.get("context"));
        try {
            return ResultsFolder.JSON.treeToValue(json, CellResult.class);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the edited context of " + cell.cell() + " no longer reads: " + e.getMessage(), e);
        }
    }

    /** The "what differs" item and its sub-items. */
    private static List<String> whatDiffers(String markdown) {
        return markdown.lines().dropWhile(line -> !line.startsWith("- **what differs**")).takeWhile(line -> !line.isEmpty()).toList();
    }

    private static ResultsFolder folder(Path path, List<CellResult> cells) {
        return folder(path, SampleRun.run(), cells);
    }

    private static ResultsFolder folder(Path path, RunContext run, List<CellResult> cells) {
        ResultsFolder results = ResultsFolder.create(path, run);
        cells.forEach(cell -> results.add(cell, cell.cell().replace('/', '_')));
        return results;
    }

    private static String row(String markdown, String cell) {
        return markdown.lines().filter(line -> line.startsWith("| " + cell + " |")).findFirst()
                .orElseThrow(() -> new AssertionError("no row for " + cell + " in\n" + markdown));
    }
}
