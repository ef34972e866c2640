package dev.vtbench.harness.docker;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.github.dockerjava.api.command.InspectContainerResponse;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * How a server's end is told in a cell's reason, from the state the engine reports (the JSON of `docker inspect`): the
 * OOM killer, a SIGKILL from elsewhere (`docker kill`, the kernel), a plain exit, and what the engine adds. The live
 * path, a server ended under load, is ServerFaultIT's.
 */
class ContainerEndTest {
    private static final ObjectMapper JSON = new ObjectMapper().configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, false);

    @Test
    void aServerKilledByTheMemoryLimitSaysSo() throws Exception {
        assertThat(ContainerEnd.describe(inspected("{\"Running\": false, \"ExitCode\": 137, \"OOMKilled\": true}")))
                .isEqualTo("it exited with code 137 (OOMKilled: the memory limit was too small)");
    }

    @Test
    void aServerKilledFromElsewhereIsNotBlamedOnItsMemory() throws Exception {
        assertThat(ContainerEnd.describe(inspected("{\"Running\": false, \"ExitCode\": 137, \"OOMKilled\": false}")))
                .isEqualTo("it exited with code 137 (killed by SIGKILL)");
    }

    @Test
    void anExitOfItsOwnGivesTheCodeAndWhatTheEngineSaid() throws Exception {
        assertThat(ContainerEnd.describe(inspected("{\"Running\": false, \"ExitCode\": 2, \"OOMKilled\": false, \"Error\": \"exec format error\"}")))
                .isEqualTo("it exited with code 2; docker says: exec format error");
    }

    @Test
    void aRunningOrUnknownContainerIsNotCalledEnded() throws Exception {
        assertThat(ContainerEnd.describe(inspected("{\"Running\": true, \"ExitCode\": 0}"))).isEqualTo("it is still running");
        assertThat(ContainerEnd.describe(null)).isEqualTo("its state is unknown");
    }

    private static InspectContainerResponse inspected(String state) throws Exception {
        return JSON.readValue("{\"Id\": \"0123456789ab\", \"State\": " + state + "}", InspectContainerResponse.class);
    }
}
