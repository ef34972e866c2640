package dev.vtbench.harness.result;

import com.fasterxml.jackson.databind.SerializationFeature;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The run's description is typed in Java and written under the keys results.json has always had, in their order. */
class RunContextTest {
    private static final MachineFacts MACHINE = MachineFacts.from(Map.of("cores", "2", "hostname", "bench-2", "numaNodes", "1"));

    @Test
    void isWrittenUnderTodaysKeysInTheirOrderWithTheEnginesOnlyWhenElsewhere() throws Exception {
        RunContext elsewhere = RunContext.of("2026-11-24T10:00:00Z", MACHINE, "hermetic", List.of("closed-50 (closed, warm-up fixed 1 s, 4 s measured)"),
                2, "engines.properties", List.of("tcp://10.0.0.2:2375 (8 cores)"), List.of("plain-jdk/temurin-25/pool/cpu-1/hello/closed-50"));
        String json = ResultsFolder.JSON.writer().without(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(elsewhere);
        assertThat(json).as("today's keys, today's scalar forms (cores a string), no format, no legacy load, no entries")
                .isEqualTo("{\"date\":\"2026-11-24T10:00:00Z\",\"machine\":{\"hostname\":\"bench-2\",\"cores\":\"2\",\"numaNodes\":\"1\"},"
                        + "\"imageSource\":\"hermetic\",\"loads\":[\"closed-50 (closed, warm-up fixed 1 s, 4 s measured)\"],\"repetitions\":2,"
                        + "\"topology\":\"engines.properties\",\"engines\":[\"tcp://10.0.0.2:2375 (8 cores)\"],"
                        + "\"cells\":[\"plain-jdk/temurin-25/pool/cpu-1/hello/closed-50\"]}");
        assertThat(ResultsFolder.JSON.readValue(json, RunContext.class)).as("read back whole").isEqualTo(elsewhere);
        RunContext here = RunContext.of("d", MACHINE, "hermetic", List.of(), 1, null, null, List.of());
        assertThat(ResultsFolder.JSON.writeValueAsString(here)).as("drivers on the harness's engine").doesNotContain("topology", "engines");
    }

    @Test
    void keepsAMachineFactItDoesNotKnowAndRefusesCoresThatAreNotANumber() {
        assertThat(MACHINE.other()).as("a fact of another version, kept").containsEntry("numaNodes", "1");
        assertThat(MACHINE.describe()).isEqualTo("hostname: bench-2 · cores: 2 · numaNodes: 1");
        assertThatThrownBy(() -> MachineFacts.from(Map.of("cores", "many"))).hasMessageContaining("cores 'many' is not a whole number");
    }
}
