package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.http.WorkloadResponse;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class CpuEndpointTest {

    private static WorkloadResponse cpu(Map<String, String> query) {
        return EndpointProbe.get("/cpu", new CpuEndpoint(), query);
    }

    @Test
    void answersTheExpectedChecksum() {
        WorkloadResponse response = cpu(Map.of("n", "1000"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body")
                .isEqualTo("{\"n\":1000,\"checksum\":\"" + CpuEndpoint.expectedChecksum(1000) + "\"}");
    }

    @Test
    void expectedChecksumsAreFixedAcrossJvms() {
        // Computed once by an independent implementation (Python): a change here breaks every
        // comparison between servers, JVMs and past results.
        assertThat(CpuEndpoint.expectedChecksum(1)).as("n=1").isEqualTo("71069e3e18dd99ad");
        assertThat(CpuEndpoint.expectedChecksum(1000)).as("n=1000").isEqualTo("c6c24e6bbe8ca949");
        assertThat(CpuEndpoint.expectedChecksum(1_000_000)).as("n=1,000,000").isEqualTo("c48fadd5103a442f");
    }

    @Test
    void checksumIsTheHashOfTheSortedValues() {
        XorShift32 random = new XorShift32();
        Fnv1aChecksum checksum = new Fnv1aChecksum();
        IntStream.generate(random::nextInt).limit(5000).sorted().forEach(checksum::addInt);

        assertThat(CpuEndpoint.expectedChecksum(5000)).as("hash of 5000 values sorted by a stream")
                .isEqualTo(checksum.hex());
    }

    @Test
    void answers400NamingNAndItsRange() {
        for (String bad : new String[] {"0", "1000001", "many"}) {
            WorkloadResponse response = cpu(Map.of("n", bad));
            assertThat(response.status()).as("status for n=" + bad).isEqualTo(400);
            assertThat(response.bodyText()).as("body for n=" + bad)
                    .contains("\"parameter\":\"n\"", "\"allowed\":\"1..1000000\"");
        }
        assertThat(cpu(Map.of()).status()).as("status without n").isEqualTo(400);
    }
}
