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
}
