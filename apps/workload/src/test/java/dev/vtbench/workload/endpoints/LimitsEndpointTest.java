package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.List;
import org.junit.jupiter.api.Test;

class LimitsEndpointTest {

    @Test
    void reportsTheRuntimesLimitsFirstThenTheJvmsEachWithKindValueAndSource() {
        LimitsEndpoint endpoint = new LimitsEndpoint(new ServerIdentity("tomcat", "virtual-par2", null),
                () -> List.of(new ServerLimit("maxConnections", LimitKind.CONNECTIONS, 20_000L, "JMX Catalina:type=ThreadPool")));

        WorkloadResponse response = endpoint.handle(WorkloadRequest.get("/limits"));

        assertThat(response.status()).isEqualTo(200);
        assertThat(response.contentType()).isEqualTo("application/json");
        assertThat(response.bodyText()).as("identity, then the runtime's limit first")
                .startsWith("{\"runtime\":\"tomcat\",\"mode\":\"virtual-par2\",\"limits\":{\"maxConnections\":{\"kind\":\"connections\","
                        + "\"value\":20000,\"source\":\"JMX Catalina:type=ThreadPool\"},")
                .as("the JVM's limits after it").contains("\"heap.max\":{\"kind\":\"heap\",\"value\":", "\"gc\":{\"kind\":\"collector\"",
                        "\"jdk.virtualThreadScheduler.parallelism\":{\"kind\":\"carriers\"", "\"jdk.pollerMode\":{\"kind\":\"pollers\"",
                        "\"http.maxConnections\":{\"kind\":\"connection-pool\"", "\"openFiles.max\":{\"kind\":\"file-descriptors\"");
    }

    @Test
    void writesEveryKindOfValueAndANameOnce() {
        String json = LimitsEndpoint.written(List.of(new ServerLimit("a", LimitKind.HEAP, 1, "x"),
                new ServerLimit("b", LimitKind.COLLECTOR, "G1", "y"), new ServerLimit("c", LimitKind.REQUEST_THREADS, true, "z"),
                ServerLimit.unread("d", LimitKind.POLLERS, "not started"), new ServerLimit("a", LimitKind.HEAP, 2, "again"))).toJson();

        assertThat(json).isEqualTo("{\"a\":{\"kind\":\"heap\",\"value\":1,\"source\":\"x\"},\"b\":{\"kind\":\"collector\",\"value\":\"G1\","
                + "\"source\":\"y\"},\"c\":{\"kind\":\"request-threads\",\"value\":true,\"source\":\"z\"},\"d\":{\"kind\":\"pollers\","
                + "\"value\":null,\"source\":\"not started\"}}");
    }
}
