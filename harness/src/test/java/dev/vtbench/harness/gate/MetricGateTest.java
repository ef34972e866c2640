package dev.vtbench.harness.gate;

import dev.vtbench.harness.verdict.EqualLoadStep;
import dev.vtbench.harness.verdict.VerdictMetric;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A gate that names one of the verdict's metrics: "[METRIC] MODE/BASELINE OP RATIO at PROFILE", with <= and < allowed
 * only for a figure whose lower value is better; the old form without a metric still means capacity.
 */
class MetricGateTest {
    private static final String METRIC_EXAMPLE = "e.g. \"cpu-per-request virtual/pool <= 1.1 at cpu-1\"";

    @Test
    void readsEachMetricAndWritesItBackAsTyped() {
        assertThat(RegressionGate.parse("cpu-per-request virtual/pool <= 1.1 at cpu-1"))
                .isEqualTo(new RegressionGate(new GateMetric(VerdictMetric.CPU_PER_REQUEST, null), "virtual", "pool",
                        RegressionGate.Comparison.AT_MOST, 1.1, "cpu-1"))
                .hasToString("cpu-per-request virtual/pool <= 1.1 at cpu-1");
        assertThat(RegressionGate.parse("rss virtual/pool <= 1.5 at cpu-1").metric().metric()).isEqualTo(VerdictMetric.MEMORY_RSS);
        RegressionGate p99 = RegressionGate.parse("p99 at 50% virtual/pool <= 1.2 at cpu-1");
        assertThat(p99.metric()).isEqualTo(new GateMetric(VerdictMetric.LATENCY_P99, EqualLoadStep.atPercent(50)));
        assertThat(p99).hasToString("p99 at 50% virtual/pool <= 1.2 at cpu-1");
        assertThat(RegressionGate.parse("p99 at 1200 req/s virtual/pool < 1.2 at cpu-1")).as("a step by its rate")
                .hasToString("p99 at 1200 req/s virtual/pool < 1.2 at cpu-1")
                .extracting(gate -> gate.metric().step()).isEqualTo(EqualLoadStep.atRate(1200));
        assertThat(RegressionGate.parse("p99  at 12.5%  fixed / pool<=2 at cpu-0.5")).as("spaces optional as in the old form")
                .hasToString("p99 at 12.5% fixed/pool <= 2 at cpu-0.5");
        assertThat(RegressionGate.parse("cpu-per-request virtual/pool >= 0.5 at cpu-1").comparison()).as(">= is allowed for every metric")
                .isEqualTo(RegressionGate.Comparison.AT_LEAST);
    }

    @Test
    void capacityNamedOrNotIsTheSameGate() {
        RegressionGate named = RegressionGate.parse("capacity virtual/pool >= 0.9 at cpu-1");
        assertThat(named).isEqualTo(RegressionGate.parse("virtual/pool >= 0.9 at cpu-1"));
        assertThat(named.metric()).isEqualTo(GateMetric.CAPACITY);
        assertThat(named).as("written in the old form").hasToString("virtual/pool >= 0.9 at cpu-1");
        assertThat(named.subject()).isEqualTo("virtual/pool");
    }

    @Test
    void anUpperBoundHoldsAtItOnlyWithAtMost() {
        assertThat(RegressionGate.parse("rss virtual/pool <= 1.5 at cpu-1").holds(1.5)).as("<= holds at the bound").isTrue();
        assertThat(RegressionGate.parse("rss virtual/pool < 1.5 at cpu-1").holds(1.5)).as("< does not").isFalse();
        assertThat(RegressionGate.parse("rss virtual/pool <= 1.5 at cpu-1").holds(1.51)).isFalse();
        assertThat(RegressionGate.parse("rss virtual/pool < 1.5 at cpu-1").holds(1.2)).isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "latency virtual/pool <= 1.2 at cpu-1          | 'latency' is not a metric (expected capacity, rss, or cpu-per-request or p99 at capacity",
            "CPU-per-request virtual/pool <= 1.2 at cpu-1  | 'CPU-per-request' is not a metric",
            "p99 at fast virtual/pool <= 1.2 at cpu-1      | 'p99 at fast' names no load it is measured at",
            "p99 at 0% virtual/pool <= 1.2 at cpu-1        | 'p99 at 0%' is not an equal-load step: a fraction of capacity is above 0% and at most 100%",
            "p99 at 150% virtual/pool <= 1.2 at cpu-1      | 'p99 at 150%' is not an equal-load step",
            "p99 at 0 req/s virtual/pool <= 1.2 at cpu-1   | 'p99 at 0 req/s' is not an equal-load step: a rate is a whole number of req/s from 1",
            "p99 at 99999999999 req/s virtual/pool <= 1.2 at cpu-1 | is not an equal-load step: a rate is a whole number",
            "capacity virtual/pool <= 1.1 at cpu-1         | compares with '<=': a gate states the least ratio that must hold, with >= or >",
            "capacity virtual/pool < 1.1 at cpu-1          | compares with '<': a gate states the least ratio",
            "rss virtual/pool == 1 at cpu-1                | compares with '==': a gate on rss states a bound with <= or < (at most; lower is better), or >= or >",
            "cpu-per-request virtual/pool =< 1 at cpu-1    | compares with '=<': a gate on cpu-per-request states a bound",
            "cpu-per-request Virtual/Pool <= 1 at cpu-1    | 'cpu-per-request Virtual/Pool' is not two modes as MODE/BASELINE (lowercase names, as virtual/pool), after a metric if any",
            "rss virtual/virtual <= 1 at cpu-1             | compares a mode with itself",
            "rss virtual/pool <= 0 at cpu-1                | ratio 0 is out of range",
            "rss virtual/pool 1.5 at cpu-1                 | states no comparison (>= or >); a lower-is-better metric (cpu-per-request, rss, p99) may use <= or <",
    })
    void aMalformedMetricGateIsRefusedNamingTheMistakeAndTheShape(String gate, String mistake) {
        assertThatThrownBy(() -> RegressionGate.parseAll(gate)).as(gate).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("gate '" + gate.strip() + "' ").hasMessageContaining(mistake)
                .hasMessageContaining("or a metric first").hasMessageContaining(METRIC_EXAMPLE).hasMessageNotContaining("\n");
    }

    @Test
    void aCapacityGateStatingAnUpperBoundIsRefusedWhenBuiltToo() {
        assertThatThrownBy(() -> new RegressionGate(GateMetric.CAPACITY, "virtual", "pool", RegressionGate.Comparison.AT_MOST, 1, "cpu-1"))
                .hasMessageContaining("a gate on capacity states the least ratio that must hold, not <=");
        assertThat(new GateMetric(VerdictMetric.LATENCY_P99, null)).as("p99 at capacity, the cell's own window")
                .hasToString("p99");
        assertThat(RegressionGate.parse("p99 virtual/pool <= 1.2 at cpu-1").metric()).isEqualTo(new GateMetric(VerdictMetric.LATENCY_P99, null));
        assertThat(RegressionGate.parse("cpu-per-request at 50% virtual/pool <= 1.2 at cpu-1").metric())
                .isEqualTo(new GateMetric(VerdictMetric.CPU_PER_REQUEST, EqualLoadStep.atPercent(50)));
        assertThatThrownBy(() -> new GateMetric(VerdictMetric.MEMORY_RSS, EqualLoadStep.atPercent(50))).hasMessageContaining("it has no step");
    }
}
