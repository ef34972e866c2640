package dev.vtbench.workload;

import static org.assertj.core.api.Assertions.assertThat;

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
        assertThat(workload.paths()).as("paths").containsExactly("/health", "/hello", "/info", "/io");
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
    void rejectsUnknownPathsOtherMethodsAndBadParameters() {
        assertThat(workload.handle(WorkloadRequest.get("/cpu")).status()).as("unknown path").isEqualTo(404);
        assertThat(workload.handle(new WorkloadRequest("DELETE", "/hello", Map.of())).status())
                .as("DELETE").isEqualTo(405);
        assertThat(workload.handle(WorkloadRequest.get("/io", Map.of("delayMs", "soon"))).status())
                .as("malformed delayMs").isEqualTo(400);
    }
}
