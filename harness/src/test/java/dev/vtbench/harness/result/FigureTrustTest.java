package dev.vtbench.harness.result;

import com.fasterxml.jackson.databind.JsonNode;
import dev.vtbench.harness.report.SampleRun;
import org.junit.jupiter.api.Test;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Trust per figure: which flags disqualify which figure, a cell trusted for one figure and not another, what results.json
 * holds of the computed figures, and results written before the driver's flag was split.
 */
class FigureTrustTest {
    private static final CellResult MEASURED = SampleRun.cells().stream()
            .filter(c -> c.cell().equals("plain-jdk/temurin-25/pool/cpu-1/hello")).findFirst().orElseThrow();

    @Test
    void eachFlagDisqualifiesTheFiguresItNames() {
        Set<Flag> everyFigure = EnumSet.of(Flag.NOT_STEADY, Flag.ERRORS, Flag.ABOVE_BOUND, Flag.NOISY_MACHINE);
        for (Flag flag : Flag.values()) {
            assertThat(flag.disqualifies()).as(flag + ": disqualifies() is capacity's").isEqualTo(flag.disqualifies(Figure.CAPACITY));
            if (everyFigure.contains(flag)) {
                assertThat(Figure.values()).as(flag + " measured something else: no figure stands").allMatch(flag::disqualifies);
            }
        }
        assertThat(Flag.DRIVER_BOUND.code()).as("the same code as before the split").isEqualTo("DRV");
        assertThat(List.of(Figure.values())).as("DRV: only the capacity is a lower bound").filteredOn(Flag.DRIVER_BOUND::disqualifies)
                .containsExactly(Figure.CAPACITY);
        assertThat(List.of(Figure.values())).as("CV: the throughput's spread").filteredOn(Flag.WIDE_SPREAD::disqualifies)
                .containsExactly(Figure.CAPACITY);
        assertThat(List.of(Figure.values())).as("CV-CPU: the cost's own spread").filteredOn(Flag.COST_SPREAD::disqualifies)
                .containsExactly(Figure.CPU_PER_REQUEST);
        assertThat(List.of(Figure.values())).as("LAG: latencies understate").filteredOn(Flag.INJECTION_LAG::disqualifies)
                .containsExactly(Figure.LATENCY);
        assertThat(Flag.DRIVER_BUSY.disqualifiesAny()).as("DRV+: server-bound, trusted").isFalse();
        assertThat(Flag.NOT_STEADY.disqualifiedText()).isEqualTo("every figure");
        assertThat(Flag.DRIVER_BOUND.disqualifiedText()).isEqualTo("capacity");
    }

    @Test
    void aDriverBoundCellIsTrustedForItsCostButNotItsCapacity() {
        CellResult driverBound = SampleRun.flagged(MEASURED, List.of(Flag.DRIVER_BOUND));
        CellResult costSpread = SampleRun.flagged(MEASURED, List.of(Flag.COST_SPREAD));
        CellResult noisy = SampleRun.flagged(MEASURED, List.of(Flag.NOISY_MACHINE));

        assertThat(MEASURED.trustedFor(Figure.CPU_PER_REQUEST)).as("measured well, its cost known").isTrue();
        assertThat(driverBound.trusted()).as("capacity a lower bound").isFalse();
        assertThat(driverBound.driverBound()).isTrue();
        assertThat(driverBound.trustedFor(Figure.CPU_PER_REQUEST)).as("the server's cost still its own").isTrue();
        assertThat(driverBound.trustedFor(Figure.MEMORY)).isTrue();
        assertThat(costSpread.trusted()).isTrue();
        assertThat(costSpread.trustedFor(Figure.CPU_PER_REQUEST)).isFalse();
        assertThat(Figure.values()).as("a noisy machine: nothing").noneMatch(noisy::trustedFor);
    }

    @Test
    void aCellWithoutItsServersCpuHasNoCostToTrust() {
        CellResult unread = SampleRun.cells().stream().filter(c -> c.cell().equals("liberty/temurin-21/fixed/cpu-1/io")).findFirst().orElseThrow();

        assertThat(unread.cpuMicrosPerRequest().isMissing()).as("its resources were not read").isTrue();
        assertThat(unread.trustedFor(Figure.CPU_PER_REQUEST)).isFalse();
    }

    @Test
    void resultsJsonHoldsTheCostsAndLimitsAndReadsThemBackUnchanged() throws Exception {
        String json = ResultsFolder.JSON.writeValueAsString(MEASURED);
        JsonNode tree = ResultsFolder.JSON.readTree(json);

        assertThat(tree.path("cpuMicrosPerRequest").path("median").asDouble()).as("0.95 core / 8,000 req/s")
                .isCloseTo(118.75, org.assertj.core.api.Assertions.within(0.5));
        assertThat(tree.path("limitedBy").path("factor").asText()).isEqualTo("SERVER_CPU");
        JsonNode first = tree.path("repetitions").get(0);
        assertThat(first.path("cost").has("cpuMicrosPerRequest")).as("each repetition's cost").isTrue();
        assertThat(first.path("limitedBy").path("evidence").asText()).isEqualTo("95% of its 1-CPU quota");

        CellResult read = ResultsFolder.JSON.readValue(json, CellResult.class);
        assertThat(read).as("the computed fields are read past, not into the record").isEqualTo(MEASURED);
        assertThat(ResultsFolder.JSON.writeValueAsString(read)).isEqualTo(json);
    }

    @Test
    void aFlagWrittenBeforeTheSplitReadsAsDriverBound() throws Exception {
        Flag old = ResultsFolder.JSON.readValue("\"DRIVER_SATURATED\"", Flag.class);

        assertThat(old).as("the cautious reading: its notes do not say where the server's CPU was").isEqualTo(Flag.DRIVER_BOUND);
        assertThat(ResultsFolder.JSON.writeValueAsString(old)).as("written under its new name").isEqualTo("\"DRIVER_BOUND\"");
        assertThat(ResultsFolder.JSON.readValue("\"DRIVER_BUSY\"", Flag.class)).isEqualTo(Flag.DRIVER_BUSY);
    }
}
