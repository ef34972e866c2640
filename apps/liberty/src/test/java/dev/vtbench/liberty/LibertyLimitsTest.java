package dev.vtbench.liberty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.groups.Tuple.tuple;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class LibertyLimitsTest {

    @Test
    void theExecutorAsConfiguredAndAsRunningAndTheEndpointsOptionsWithLibertysDefaults() throws IOException {
        ServerXml xml = ServerXml.parse(ServerXmlTest.shipped(), Map.of("vtbench.executor.threads", "50"), Map.of());

        List<ServerLimit> limits = LibertyLimits.of(xml, "server.xml", ThreadingMode.FIXED,
                List.of("main", "Default Executor-thread-1", "Default Executor-thread-2"));

        assertThat(limits).extracting(ServerLimit::name, ServerLimit::kind, ServerLimit::value).containsExactly(
                tuple("executor.coreThreads", LimitKind.REQUEST_THREADS, 50L),
                tuple("executor.maxThreads", LimitKind.REQUEST_THREADS, 50L),
                tuple("executor.threads", LimitKind.REQUEST_THREADS, 2L),
                tuple("tcpOptions.maxOpenConnections", LimitKind.CONNECTIONS, 128_000L),
                tuple("httpOptions.maxKeepAliveRequests", LimitKind.KEEP_ALIVE, -1L),
                tuple("httpOptions.persistTimeout", LimitKind.KEEP_ALIVE, "30s"));
        assertThat(limits.get(3).source()).startsWith("Liberty's default (server.xml sets no <tcpOptions maxOpenConnections>");
        assertThat(limits.get(4).source()).isEqualTo("server.xml, <httpOptions maxKeepAliveRequests>, variables resolved");
    }

    @Test
    void theVirtualModeAddsItsManagedExecutorsLimit() throws IOException {
        ServerXml xml = ServerXml.parse(ServerXmlTest.shipped(), Map.of(), Map.of());

        assertThat(LibertyLimits.of(xml, "server.xml", ThreadingMode.VIRTUAL, List.of())).last()
                .isEqualTo(new ServerLimit("managedExecutor.maxAsync", LimitKind.REQUEST_THREADS, -1L,
                        "@ManagedExecutorDefinition(virtual = true, maxAsync) of java:app/concurrent/virtualExecutor (-1: no limit)"));
    }
}
