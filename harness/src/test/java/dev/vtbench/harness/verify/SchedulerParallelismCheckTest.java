package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A cell whose options size the virtual-thread scheduler must see that size in /info before any load. */
class SchedulerParallelismCheckTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    @Test
    void holdsOnlyWhenTheJvmReportsTheParallelismAskedFor() throws Exception {
        var reported2 = JSON.readTree("{\"virtualThreadScheduler\":{\"source\":\"mbean\",\"parallelism\":2,\"poolSize\":0}}");
        var reported1 = JSON.readTree("{\"virtualThreadScheduler\":{\"source\":\"default\",\"parallelism\":1}}");
        var notANumber = JSON.readTree("{\"virtualThreadScheduler\":{\"source\":\"system-property\",\"parallelism\":null}}");

        assertThat(CellVerifier.schedulerParallelism(2, reported2).passed()).isTrue();
        Check refused = CellVerifier.schedulerParallelism(2, reported1);
        assertThat(refused.passed()).isFalse();
        assertThat(refused.toString()).contains("FAIL /info virtualThreadScheduler.parallelism (the carriers "
                + "-Djdk.virtualThreadScheduler.parallelism asked for; reported from default) = 2").contains("(observed: 1)");
        assertThat(CellVerifier.schedulerParallelism(2, notANumber).passed()).isFalse();
        assertThat(CellVerifier.schedulerParallelism(2, JSON.readTree("{}")).toString()).contains("observed: not reported");
    }
}
