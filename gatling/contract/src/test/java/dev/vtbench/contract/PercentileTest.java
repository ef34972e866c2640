package dev.vtbench.contract;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.contract.stats.LatencySummary;
import org.junit.jupiter.api.Test;

class PercentileTest {

    @Test
    void eachPercentileNamesItsFieldOfTheSummary() {
        LatencySummary summary = new LatencySummary(1, 2, 3, 4, 5, 6.0);

        assertThat(Percentile.values()).as("keys").extracting(Percentile::key)
                .containsExactly("p50", "p90", "p99", "p999");
        assertThat(Percentile.values()).as("the summary's figure of each").extracting(summary::micros)
                .containsExactly(1L, 2L, 3L, 4L);
        assertThat(Percentile.P999.percent()).as("p999 is the 99.9th").isEqualTo(99.9);
    }

    @Test
    void aLoadModelReadsBackFromItsJsonNameAndAnUnknownOneIsRefusedWithTheChoices() {
        assertThat(LoadModel.fromJsonName("open")).as("open").isEqualTo(LoadModel.OPEN);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> LoadModel.fromJsonName("vtbench.model", "half-open"))
                .as("unknown model").hasMessage("vtbench.model=half-open is not a load model: expected one of closed, open");
    }
}
