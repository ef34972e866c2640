package dev.vtbench.harness;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.SocketBudget;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.result.Spread;
import dev.vtbench.harness.run.MemoryBudget;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

/** The arithmetic behind every result: spread, socket and memory budgets, cpusets and load bounds. */
class ArithmeticTest {

    @Test
    void spreadReportsMedianRangeAndCoefficientOfVariation() {
        Spread spread = Spread.of(List.of(90.0, 110.0, 100.0));
        assertThat(spread.median()).isEqualTo(100.0);
        assertThat(spread.min()).isEqualTo(90.0);
        assertThat(spread.max()).isEqualTo(110.0);
        assertThat(spread.coefficientOfVariation()).as("sample stddev 10 / mean 100").isCloseTo(0.10, within(1e-9));
        assertThat(Spread.of(List.of(5.0)).coefficientOfVariation()).isZero();
    }

    @Test
    void socketBudgetRefusesCellsBeyondTheOpenFileLimit() {
        assertThat(SocketBudget.whyItDoesNotFit(9_000, false, 20_000, 20_000)).isEmpty();
        assertThat(SocketBudget.whyItDoesNotFit(10_000, true, 20_000, 20_000)).as("10,000 clients + 10,000 backend calls")
                .hasValueSatisfying(reason -> assertThat(reason).contains("20300 open files").contains("at most 9850 users"));
        assertThat(SocketBudget.whyItDoesNotFit(19_900, false, 100_000, 20_000)).as("the driver's own limit")
                .hasValueSatisfying(reason -> assertThat(reason).contains("load driver"));
    }

    @Test
    void theBackendHoldsTheConnectionsOfEveryServerWaitingFrozenAndOfTheOneRunning() {
        assertThat(SocketBudget.fitAtOnce(2, 400, 20_000)).as("two servers of 400 users").isTrue();
        assertThat(SocketBudget.fitAtOnce(2, 9_850, 20_000)).as("two of the most users a server calling the backend may have").isTrue();
        assertThat(SocketBudget.fitAtOnce(3, 9_850, 20_000)).as("three of them").isFalse();
        assertThat(SocketBudget.fitAtOnce(3, 6_566, 20_000)).isTrue();
        assertThat(SocketBudget.fitAtOnce(3, 6_567, 20_000)).as("3 x 6,567 + 300 = 20,001").isFalse();
    }

    @Test
    void serversWaitingFrozenFitInTheirHostsMemoryAtTheirLimits() {
        long gib = 1L << 30;
        long host = 24 * gib;
        assertThat(MemoryBudget.fitAtOnce(2, 2 * gib, host)).as("cpu-1: a held server and the next, 2 GiB each, on 24 GiB").isTrue();
        assertThat(MemoryBudget.fitAtOnce(2, 12 * gib, host)).as("exactly the host").isTrue();
        assertThat(MemoryBudget.fitAtOnce(2, 16 * gib, host)).as("cpu-8: two of 16 GiB on 24 GiB").isFalse();
        assertThat(MemoryBudget.fitAtOnce(3, 8 * gib + 1, host)).as("three, one byte over").isFalse();
        assertThat(MemoryBudget.fitAtOnce(2, 2 * gib, 0)).as("a host that reported no memory").isFalse();
    }

    @Test
    void cpusetListsParseAndOverlap() {
        assertThat(CpuSet.parse("0,2-3").size()).isEqualTo(3);
        assertThat(CpuSet.parse("4-7").highestCore()).isEqualTo(7);
        assertThat(CpuSet.parse("0-1").overlaps(CpuSet.parse("1"))).isTrue();
        assertThatThrownBy(() -> CpuSet.parse("3-1")).hasMessageContaining("not a cpuset list");
    }

    @Test
    void loadSpecRejectsOutOfRangeParameters() {
        assertThatThrownBy(() -> LoadSpec.closed(0, Warmup.fixed(5), 10)).hasMessageContaining("users = 0 is out of range");
        assertThatThrownBy(() -> LoadSpec.closed(10, Warmup.fixed(5), 0)).hasMessageContaining("duration = 0 s");
        assertThatThrownBy(() -> LoadModel.fromJsonName("model", "poisson")).hasMessage("model=poisson is not a load model: expected one of closed, open");
    }
}
