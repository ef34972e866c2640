package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.http.WorkloadResponse;
import java.util.Map;
import org.junit.jupiter.api.Test;

class AllocEndpointTest {

    private static WorkloadResponse alloc(Map<String, String> query) {
        return EndpointProbe.get("/alloc", new AllocEndpoint(), query);
    }

    @Test
    void answersTheExpectedChecksum() {
        WorkloadResponse response = alloc(Map.of("kb", "300"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body")
                .isEqualTo("{\"kb\":300,\"checksum\":\"" + AllocEndpoint.expectedChecksum(300) + "\"}");
    }

    @Test
    void expectedChecksumsAreFixedAcrossJvms() {
        // Computed once by an independent implementation (Python).
        assertThat(AllocEndpoint.expectedChecksum(1)).as("kb=1").isEqualTo("b53f10fa15fd7691");
        assertThat(AllocEndpoint.expectedChecksum(3)).as("kb=3").isEqualTo("248c1338effdd8fa");
        assertThat(AllocEndpoint.expectedChecksum(65_536)).as("kb=65536").isEqualTo("cedd672b7c63bf25");
    }

    @Test
    void checksumDependsOnEveryBlock() {
        assertThat(AllocEndpoint.expectedChecksum(257)).as("257 blocks against 256")
                .isNotEqualTo(AllocEndpoint.expectedChecksum(256));
    }

    @Test
    void answers400NamingKbAndItsRange() {
        for (String bad : new String[] {"0", "65537", "-1", "1.5"}) {
            WorkloadResponse response = alloc(Map.of("kb", bad));
            assertThat(response.status()).as("status for kb=" + bad).isEqualTo(400);
            assertThat(response.bodyText()).as("body for kb=" + bad)
                    .contains("\"parameter\":\"kb\"", "\"allowed\":\"1..65536\"");
        }
    }
}
