package dev.vtbench.plainjdk;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.limits.LimitKind;
import dev.vtbench.workload.limits.ServerLimit;
import java.util.concurrent.ExecutorService;
import org.junit.jupiter.api.Test;

class PlainJdkLimitsTest {

    @Test
    void thePoolsSizeIsReadFromItsExecutorAndVirtualThreadsHaveNone() {
        try (ExecutorService pool = ThreadingMode.POOL.newExecutor(3); ExecutorService virtual = ThreadingMode.VIRTUAL.newExecutor(3)) {
            assertThat(PlainJdkLimits.requestThreads(pool)).extracting(ServerLimit::name, ServerLimit::value)
                    .containsExactly(org.assertj.core.groups.Tuple.tuple("pool.maxThreads", 3L), org.assertj.core.groups.Tuple.tuple("pool.threads", 0L));
            assertThat(PlainJdkLimits.requestThreads(virtual)).singleElement().satisfies(limit -> {
                assertThat(limit.value()).isEqualTo("none: a virtual thread per request");
                assertThat(limit.kind()).isEqualTo(LimitKind.REQUEST_THREADS);
            });
        }
    }

    @Test
    void theServersOwnLimitsComeBeforeItsThreads() {
        try (ExecutorService pool = ThreadingMode.POOL.newExecutor(2)) {
            assertThat(new PlainJdkLimits(64, pool).read()).extracting(ServerLimit::name).containsExactly("backlog",
                    "jdk.httpserver.maxConnections", "sun.net.httpserver.maxIdleConnections", "sun.net.httpserver.idleInterval",
                    "pool.maxThreads", "pool.threads");
        }
    }
}
