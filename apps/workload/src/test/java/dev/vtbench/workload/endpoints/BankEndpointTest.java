package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.http.WorkloadResponse;
import java.io.IOException;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

class BankEndpointTest {

    private FakeDelayBackend backend;

    @BeforeEach
    void startBackend() throws IOException {
        backend = new FakeDelayBackend();
    }

    @AfterEach
    void stopBackend() {
        backend.close();
    }

    private WorkloadResponse bank(Map<String, String> query) {
        return EndpointProbe.get("/bank", new BankEndpoint(backend.client()), query);
    }

    @Test
    void callsTheBackendAndAnswersTheExpectedChecksum() {
        WorkloadResponse response = bank(Map.of("delayMs", "2", "n", "10"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body").isEqualTo("{\"delayMs\":2,\"n\":10,\"backendStatus\":200,"
                + "\"checksum\":\"" + BankEndpoint.expectedChecksum(10) + "\"}");
        assertThat(backend.queries()).as("one backend call for the delay").containsExactly("ms=2");
    }

    @Test
    void checksumDoesNotDependOnTheDelay() {
        String quick = bank(Map.of("delayMs", "0", "n", "500")).bodyText();
        String slow = bank(Map.of("delayMs", "30", "n", "500")).bodyText();

        assertThat(slow).as("body with a 30 ms delay")
                .contains("\"checksum\":\"" + BankEndpoint.expectedChecksum(500) + "\"");
        assertThat(quick).as("body with no delay")
                .contains("\"checksum\":\"" + BankEndpoint.expectedChecksum(500) + "\"");
    }

    @Test
    void expectedChecksumsAreFixedAcrossJvms() {
        // Computed once by an independent implementation (Python).
        assertThat(BankEndpoint.expectedChecksum(1)).as("n=1").isEqualTo("b59e3ace6d1a91d6");
        assertThat(BankEndpoint.expectedChecksum(10)).as("n=10").isEqualTo("943aaf36915931f7");
        assertThat(BankEndpoint.expectedChecksum(100_000)).as("n=100,000").isEqualTo("085a1aa1788246d7");
    }

    @Test
    void answers400WithoutCallingTheBackendForBadParameters() {
        WorkloadResponse tooMany = bank(Map.of("delayMs", "1", "n", "100001"));
        WorkloadResponse noItems = bank(Map.of("delayMs", "1", "n", "0"));
        WorkloadResponse tooLong = bank(Map.of("delayMs", "60001", "n", "1"));
        WorkloadResponse noDelay = bank(Map.of("n", "1"));

        assertThat(tooMany.bodyText()).as("n above range")
                .contains("\"parameter\":\"n\"", "\"allowed\":\"1..100000\"");
        assertThat(noItems.status()).as("n=0 status").isEqualTo(400);
        assertThat(tooLong.bodyText()).as("delayMs above range")
                .contains("\"parameter\":\"delayMs\"", "\"allowed\":\"0..60000\"");
        assertThat(noDelay.status()).as("missing delayMs status").isEqualTo(400);
        assertThat(backend.queries()).as("no backend call for rejected requests").isEmpty();
    }

    @Test
    void answers502WhenTheBackendFails() {
        backend.answerWith(503);

        WorkloadResponse response = bank(Map.of("delayMs", "1", "n", "3"));

        assertThat(response.status()).as("status").isEqualTo(502);
        assertThat(response.bodyText()).as("body names the backend and its status")
                .contains("answered HTTP 503 instead of 200", "\"backendStatus\":503");
    }
}
