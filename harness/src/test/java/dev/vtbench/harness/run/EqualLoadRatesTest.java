package dev.vtbench.harness.run;

import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.report.SampleRun;
import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;
import dev.vtbench.harness.result.Contexts;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Equal-load steps by fractions take their rates from the lower capacity of their group's modes, measured before them. */
class EqualLoadRatesTest {
    private static final Definitions DEFINITIONS = Definitions.load(dev.vtbench.harness.DefinitionsTest.repositoryRoot());

    private static List<Cell> cells(String equalLoad) {
        return MatrixFile.load(MatrixFile.locate(DEFINITIONS.root(), "small"), Map.of("equal.load", equalLoad, "scenarios", "io",
                "users", "400"), DEFINITIONS).cells();
    }

    /** A measured capacity cell of {@code mode} on /io at 400 closed users, its throughput {@code rate}. */
    private static CellResult capacity(String mode, double rate) {
        return capacity(mode, rate, "io");
    }

    private static CellResult capacity(String mode, double rate, String scenario) {
        CellResult sample = SampleRun.measured("plain-jdk", "temurin-25", mode, 1, scenario, rate, true);
        String id = "plain-jdk/temurin-25/" + mode + "/cpu-1/" + scenario + "/c400";
        CellContext context = Contexts.from(sample.context()).id(id).users(400).build();
        return new CellResult(id, sample.status(), sample.reason(), sample.serverLog(), context, sample.verification(),
                sample.repetitions(), sample.throughput(), sample.p99Millis(), sample.notes(), sample.flags());
    }

    @Test
    void theEqualLoadCellsOfAGroupComeAfterItsCapacityCellsOnePerMode() {
        assertThat(cells("25% 75%")).extracting(Cell::id).containsExactly(
                "plain-jdk/temurin-25/pool/cpu-1/io/c400", "plain-jdk/temurin-25/virtual/cpu-1/io/c400",
                "plain-jdk/temurin-25/pool/cpu-1/io/equal-load-p25-75", "plain-jdk/temurin-25/virtual/cpu-1/io/equal-load-p25-75");
    }

    @Test
    void fractionsAreOfTheLowerCapacityAndTheBoundOnRequestsInFlightIsTheCapacityRunsUsers() {
        Cell steps = cells("25% 75%").get(3);
        List<CellResult> recorded = List.of(capacity("pool", 2000), capacity("virtual", 3900));
        EqualLoadRates.Resolution resolution = EqualLoadRates.resolve(steps, recorded);
        assertThat(resolution.cell()).as("resolved: %s", resolution.whyNot()).isPresent();
        Cell resolved = resolution.cell().get();
        assertThat(resolved.load().stepRates()).as("25%% and 75%% of the pool's capacity, the lower").hasSize(2)
                .allSatisfy(rate -> assertThat(rate).isLessThanOrEqualTo(1600));
        double poolCapacity = recorded.get(0).throughput().median();
        assertThat(resolved.load().stepRates()).containsExactly((int) Math.round(poolCapacity * 0.25), (int) Math.round(poolCapacity * 0.75));
        assertThat(resolved.load().maxInFlight()).as("the capacity cells' 400 users").isEqualTo(400);
        assertThat(resolved.load().steps().basis()).as("the basis names each mode's capacity").contains("pool", "virtual", "c400");
        assertThat(resolved.id()).as("its id is the unresolved one").isEqualTo(steps.id());
    }

    @Test
    void withoutACapacityOfItsGroupTheCellCannotBeResolvedAndSaysWhatToDo() {
        Cell steps = cells("25% 75%").get(3);
        CellResult failed = CellResult.notRun("plain-jdk/temurin-25/pool/cpu-1/io/c400", CellStatus.FAILED, "died", null, null,
                List.of(), List.of());
        EqualLoadRates.Resolution resolution = EqualLoadRates.resolve(steps, List.of(failed, capacity("pool", 2000, "hello")));
        assertThat(resolution.cell()).as("no capacity of plain-jdk/temurin-25/cpu-1/io (the hello cell is another group)").isEmpty();
        assertThat(resolution.whyNot()).contains("no capacity of plain-jdk/temurin-25/cpu-1/io", "--equal.load 500,1000");
    }

    @Test
    void absoluteRatesNeedNothingMeasured() {
        Cell steps = cells("100 200").get(2);
        assertThat(EqualLoadRates.resolve(steps, List.of()).cell()).isPresent().get()
                .satisfies(cell -> assertThat(cell.load().stepRates()).containsExactly(100, 200));
    }
}
