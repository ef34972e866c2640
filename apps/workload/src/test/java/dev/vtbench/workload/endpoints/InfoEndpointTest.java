package dev.vtbench.workload.endpoints;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.ServerIdentity;
import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class InfoEndpointTest {

    private static String infoOn(Thread.Builder threads, ServerIdentity identity) throws InterruptedException {
        AtomicReference<WorkloadResponse> response = new AtomicReference<>();
        Thread thread = threads.start(() -> response.set(new InfoEndpoint(identity).handle(WorkloadRequest.get("/info"))));
        thread.join();
        assertThat(response.get().status()).as("status").isEqualTo(200);
        assertThat(response.get().contentType()).as("content type").isEqualTo("application/json");
        return response.get().bodyText();
    }

    @Test
    void reportsAVirtualThreadAndNoPoolInVirtualMode() throws InterruptedException {
        String json = infoOn(Thread.ofVirtual().name("info-virtual"), new ServerIdentity("plain-jdk", "virtual", null));

        assertThat(json).as("identity and thread of the request")
                .contains("\"runtime\":\"plain-jdk\"", "\"mode\":\"virtual\"", "\"poolSize\":null",
                        "\"virtualThread\":true", "\"threadName\":\"info-virtual\"");
    }

    @Test
    void reportsAPlatformThreadAndThePoolSizeInPoolMode() throws InterruptedException {
        String json = infoOn(Thread.ofPlatform().name("info-pool"), new ServerIdentity("plain-jdk", "pool", 200));

        assertThat(json).as("identity and thread of the request")
                .contains("\"mode\":\"pool\"", "\"poolSize\":200", "\"virtualThread\":false",
                        "\"threadName\":\"info-pool\"");
    }

    @Test
    void reportsTheRuntimesThreadPoolSettingsAsAnObject() throws InterruptedException {
        Map<String, Object> settings = new LinkedHashMap<>();
        settings.put("executor", "tomcat-connector");
        settings.put("maxThreads", 200);
        settings.put("useVirtualThreads", false);

        String json = infoOn(Thread.ofPlatform(), new ServerIdentity("tomcat", "pool", 200, settings));

        assertThat(json).as("threadPool object after poolSize").contains("\"poolSize\":200,\"threadPool\":"
                + "{\"executor\":\"tomcat-connector\",\"maxThreads\":200,\"useVirtualThreads\":false},");
    }

    @Test
    void reportsAnEmptyThreadPoolWhenTheAdapterDescribesNone() throws InterruptedException {
        String json = infoOn(Thread.ofPlatform(), new ServerIdentity("plain-jdk", "pool", 8));

        assertThat(json).as("empty threadPool").contains("\"threadPool\":{}");
    }

    @Test
    void reportsTheJvmAndProcess() throws InterruptedException {
        String json = infoOn(Thread.ofPlatform(), new ServerIdentity("plain-jdk", "pool", 1));

        assertThat(json).as("JVM facts")
                .contains("\"availableProcessors\":" + Runtime.getRuntime().availableProcessors(),
                        "\"maxHeapBytes\":" + Runtime.getRuntime().maxMemory(),
                        "\"jvmVendor\":\"" + System.getProperty("java.vendor") + "\"",
                        "\"jvmVersion\":\"" + System.getProperty("java.runtime.version") + "\"",
                        "\"jvmName\":\"" + System.getProperty("java.vm.name") + "\"",
                        "\"pid\":" + ProcessHandle.current().pid());
        // The build runs on Linux, where the Unix MXBean is there: a null here would mean the lookup broke.
        assertThat(json).as("descriptor counts are numbers on Linux")
                .containsPattern("\"maxOpenFiles\":[1-9][0-9]*")
                .containsPattern("\"openFiles\":[1-9][0-9]*");
    }

    @Test
    void reportsHeapAndDirectBuffersInUse() throws InterruptedException {
        String json = infoOn(Thread.ofPlatform(), new ServerIdentity("plain-jdk", "pool", 1));

        assertThat(json).as("heap in use is a positive number of bytes")
                .containsPattern("\"heapUsedBytes\":[1-9][0-9]*");
        // HotSpot always has a "direct" buffer pool, so nulls here would mean the lookup broke.
        assertThat(json).as("direct buffer pool figures are numbers")
                .containsPattern("\"directBuffers\":\\{\"count\":[0-9]+,\"memoryUsedBytes\":[0-9]+,"
                        + "\"totalCapacityBytes\":[0-9]+\\}");
    }

    @Test
    void reportsTheVirtualThreadSchedulerFromItsMBeanSinceJdk24() throws InterruptedException {
        String json = infoOn(Thread.ofVirtual(), new ServerIdentity("plain-jdk", "virtual", null));

        if (Runtime.version().feature() >= 24) {
            // JDK 24 added jdk.management:type=VirtualThreadScheduler; its parallelism defaults to the CPUs.
            assertThat(json).as("scheduler figures from the MBean on JDK %s", Runtime.version())
                    .contains("\"virtualThreadScheduler\":{\"source\":\"mbean\",\"parallelism\":"
                            + Runtime.getRuntime().availableProcessors() + ",")
                    .containsPattern("\"poolSize\":[0-9]+,\"mountedVirtualThreads\":[0-9]+,"
                            + "\"queuedVirtualThreads\":[0-9]+\\}");
        } else {
            assertThat(json).as("only the default parallelism on JDK %s", Runtime.version())
                    .contains("\"virtualThreadScheduler\":{\"source\":\"default\",\"parallelism\":"
                            + Runtime.getRuntime().availableProcessors() + ",\"poolSize\":null,"
                            + "\"mountedVirtualThreads\":null,\"queuedVirtualThreads\":null}");
        }
    }

    @Test
    void fallsBackToTheParallelismPropertyThenToTheProcessorCountWithoutTheMBean() {
        assertThat(VirtualThreadSchedulerFigures.withoutMBean("3", 8)).as("property set")
                .isEqualTo(new VirtualThreadSchedulerFigures("system-property", 3L, null, null, null));
        assertThat(VirtualThreadSchedulerFigures.withoutMBean(" x ", 8)).as("property not a number: unknown, not guessed")
                .isEqualTo(new VirtualThreadSchedulerFigures("system-property", null, null, null, null));
        assertThat(VirtualThreadSchedulerFigures.withoutMBean(null, 8)).as("no property: the scheduler's default")
                .isEqualTo(new VirtualThreadSchedulerFigures("default", 8L, null, null, null));
    }
}
