package dev.vtbench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.endpoints.AllocEndpoint;
import dev.vtbench.workload.endpoints.CpuEndpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import java.net.URI;
import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadTest {

    private final Workload workload =
            new Workload(new ServerIdentity("plain-jdk", "pool", 4), URI.create("http://127.0.0.1:9"));

    @Test
    void servesTheBenchmarkPaths() {
        assertThat(workload.paths()).as("paths").containsExactly("/health", "/hello", "/info", "/limits", "/io", "/cpu", "/bank", "/pinned",
                "/alloc", "/db", "/db-pool");
    }

    @Test
    void answersHelloWithPlainText() {
        WorkloadResponse response = workload.handle(WorkloadRequest.get("/hello"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.contentType()).as("content type").isEqualTo("text/plain; charset=utf-8");
        assertThat(response.bodyText()).as("body").isEqualTo("Hello, World!");
    }

    @Test
    void answersHealthUp() {
        WorkloadResponse response = workload.handle(WorkloadRequest.get("/health"));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body").isEqualTo("{\"status\":\"UP\"}");
    }

    @Test
    void routesInfoWithTheAdaptersIdentity() {
        WorkloadResponse response = workload.handle(WorkloadRequest.get("/info"));

        assertThat(response.bodyText()).as("identity").contains("\"runtime\":\"plain-jdk\"", "\"poolSize\":4");
    }

    @Test
    void routesTheComputingEndpoints() {
        assertThat(workload.handle(WorkloadRequest.get("/cpu", Map.of("n", "10"))).bodyText()).as("/cpu")
                .isEqualTo("{\"n\":10,\"checksum\":\"" + CpuEndpoint.expectedChecksum(10) + "\"}");
        assertThat(workload.handle(WorkloadRequest.get("/alloc", Map.of("kb", "2"))).bodyText()).as("/alloc")
                .isEqualTo("{\"kb\":2,\"checksum\":\"" + AllocEndpoint.expectedChecksum(2) + "\"}");
    }

    @Test
    void routesTheBackendEndpointsToTheBackendUrl() {
        // Port 9 (discard) has no listener here: the 502 proves each endpoint called the configured backend.
        for (String path : new String[] {"/bank", "/pinned"}) {
            WorkloadResponse response = workload.handle(WorkloadRequest.get(path, Map.of("delayMs", "0", "n", "1")));
            assertThat(response.status()).as(path + " status").isEqualTo(502);
            assertThat(response.bodyText()).as(path + " body").contains("\"backendUrl\":\"http://127.0.0.1:9\"");
        }
    }

    @Test
    void rejectsUnknownPathsOtherMethodsAndBadParameters() {
        assertThat(workload.handle(WorkloadRequest.get("/sleep")).status()).as("unknown path").isEqualTo(404);
        assertThat(workload.handle(new WorkloadRequest("DELETE", "/hello", Map.of())).status())
                .as("DELETE").isEqualTo(405);
        assertThat(workload.handle(WorkloadRequest.get("/io", Map.of("delayMs", "soon"))).status())
                .as("malformed delayMs").isEqualTo(400);
    }
}
