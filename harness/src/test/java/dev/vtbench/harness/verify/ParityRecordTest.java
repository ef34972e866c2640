package dev.vtbench.harness.verify;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.endpoints.LimitsEndpoint;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The record is read from /limits as the servers write it: the workload's own endpoint answers, the harness parses. */
class ParityRecordTest {
    private static final ObjectMapper JSON = new ObjectMapper();

    /** What a server's GET /limits answers, written by the endpoint every runtime serves. */
    private static JsonNode limitsOf(List<ServerLimit> runtimeLimits) throws Exception {
        String body = new LimitsEndpoint(new ServerIdentity("tomcat", "virtual", null), () -> runtimeLimits)
                .handle(WorkloadRequest.get("/limits")).bodyText();
        return JSON.readTree(body).get("limits");
    }

    @Test
    void readsEveryLimitTheServerWroteInItsOrderWithKindValueAndSource() throws Exception {
        ParityRecord record = ParityRecord.fromLimits(limitsOf(List.of(
                new ServerLimit("maxConnections", LimitKind.CONNECTIONS, 20_000L, "JMX Catalina:type=ThreadPool"),
                new ServerLimit("useVirtualThreads", LimitKind.REQUEST_THREADS, true, "JMX Catalina:type=ThreadPool"),
                ServerLimit.unread("acceptCount", LimitKind.ACCEPT_QUEUE, "cannot be read"))));

        assertThat(record.limits().subList(0, 3)).containsExactly(
                new ParityLimit("maxConnections", LimitKind.CONNECTIONS, "20000", "JMX Catalina:type=ThreadPool"),
                new ParityLimit("useVirtualThreads", LimitKind.REQUEST_THREADS, "true", "JMX Catalina:type=ThreadPool"),
                new ParityLimit("acceptCount", LimitKind.ACCEPT_QUEUE, null, "cannot be read"));
        assertThat(record.limit("heap.max")).as("the JVM's, after the runtime's").hasValueSatisfying(heap -> {
            assertThat(heap.kind()).isEqualTo(LimitKind.HEAP);
            assertThat(heap.value()).isEqualTo(Long.toString(Runtime.getRuntime().maxMemory()));
        });
        assertThat(record.limit("acceptCount").orElseThrow().known()).isFalse();
        assertThat(record.beyondTheThreads()).extracting(ParityLimit::name).doesNotContain("useVirtualThreads",
                "jdk.virtualThreadScheduler.parallelism", "jdk.pollerMode").contains("maxConnections", "gc", "openFiles.max");
        assertThat(record.describe()).startsWith("maxConnections 20000 (JMX Catalina:type=ThreadPool)\n")
                .contains("acceptCount unknown (cannot be read)");
    }

    @Test
    void anAnswerThatIsNotLimitsIsRefusedNamingWhatIsWrong() throws Exception {
        assertThatThrownBy(() -> ParityRecord.fromLimits(null)).hasMessage("no \"limits\" object: nothing");
        assertThatThrownBy(() -> ParityRecord.fromLimits(JSON.readTree("[]"))).hasMessageStartingWith("no \"limits\" object: array");
        assertThatThrownBy(() -> ParityRecord.fromLimits(JSON.readTree("{\"x\": {\"kind\": \"threads\", \"value\": 1}}")))
                .hasMessageStartingWith("limit 'x': unknown limit kind 'threads': expected one of [connections, accept-queue");
        assertThatThrownBy(() -> ParityRecord.fromLimits(JSON.readTree("{\"x\": 1}"))).hasMessageContaining("limit 'x' is not an object");
        assertThat(ParityRecord.NOT_READ.describe()).isEqualTo("not read");
    }

    @Test
    void theVerificationSaysWhetherTheLimitsWereReported() {
        assertThat(CellVerifier.limits(new HttpProbe.Reply(200, "application/json", "{}", null), null).passed()).isTrue();
        Check notLimits = CellVerifier.limits(new HttpProbe.Reply(200, "application/json", "{}", null), "no \"limits\" object: nothing");
        assertThat(notLimits.passed()).isFalse();
        assertThat(notLimits.observed()).startsWith("no \"limits\" object: nothing; ");
        assertThat(CellVerifier.limits(new HttpProbe.Reply(404, "application/json", "{}", null), null).passed()).as("an old image").isFalse();
    }
}
