package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The contract of every endpoint that waits on the backend includes the wait: an answer sooner than its {@code delayMs}
 * is no wait, whatever its body says, and is refused before load in either mode (under load it would show only as a
 * rate beyond Little's law).
 */
class WaitingEndpointTest {
    private static final String IO_BODY = "{\"delayMs\":50,\"backendStatus\":200}";

    @Test
    void everyEndpointThatWaitsOnTheBackendMustTakeItsWait() {
        List<EndpointContract> waiting = WorkloadContract.endpoints(true).stream().filter(c -> c.atLeastMillis() > 0).toList();
        assertThat(waiting).extracting(EndpointContract::request)
                .containsExactly("/io?delayMs=50", "/pinned?delayMs=50", "/bank?delayMs=50&n=100");
        assertThat(WorkloadContract.endpoints(false)).as("without a backend nothing waits").allMatch(c -> c.atLeastMillis() == 0);
    }

    @Test
    void anAnswerSoonerThanItsWaitFailsWhateverItsBody() throws Exception {
        EndpointContract io = WorkloadContract.endpoints(true).stream().filter(c -> c.request().startsWith("/io?")).findFirst()
                .orElseThrow();
        var json = new ObjectMapper().readTree(IO_BODY);
        assertThat(io.heldBy(new HttpProbe.Reply(200, "application/json", IO_BODY, null, 2), json)).as("answered in 2 ms").isFalse();
        assertThat(io.heldBy(new HttpProbe.Reply(200, "application/json", IO_BODY, null, 50), json)).as("after its 50 ms").isTrue();
        assertThat(io.description()).endsWith("after at least 50 ms");
    }
}
