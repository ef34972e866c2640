package dev.vtbench.workload.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

class RouterTest {

    private static final IntRangeParameter COUNT = new IntRangeParameter("count", 1, 9);

    private final Router router = Router.builder()
            .get("/echo", request -> WorkloadResponse.text(200, "count=" + COUNT.readFrom(request)))
            .get("/broken", request -> {
                throw new IllegalStateException("boom");
            })
            .build();

    @Test
    void sendsAGetToTheEndpointForItsPath() {
        WorkloadResponse response = router.handle(WorkloadRequest.get("/echo", Map.of("count", "3")));

        assertThat(response.status()).as("status").isEqualTo(200);
        assertThat(response.bodyText()).as("endpoint's body").isEqualTo("count=3");
    }

    @Test
    void answers404WithTheKnownPathsForAnUnknownPath() {
        WorkloadResponse response = router.handle(WorkloadRequest.get("/nope"));

        assertThat(response.status()).as("status").isEqualTo(404);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body")
                .isEqualTo("{\"error\":\"no endpoint at /nope: use one of /echo, /broken\",\"path\":\"/nope\"}");
    }

    @Test
    void answers405WithAllowHeaderForOtherMethods() {
        WorkloadResponse response = router.handle(new WorkloadRequest("POST", "/echo", Map.of()));

        assertThat(response.status()).as("status").isEqualTo(405);
        assertThat(response.headers()).as("Allow header").containsEntry("Allow", "GET");
        assertThat(response.bodyText()).as("body")
                .isEqualTo("{\"error\":\"method POST is not allowed on /echo: send GET\",\"method\":\"POST\"}");
    }

    @Test
    void answers400WithTheParameterAndItsRange() {
        WorkloadResponse response = router.handle(WorkloadRequest.get("/echo", Map.of("count", "ten")));

        assertThat(response.status()).as("status").isEqualTo(400);
        assertThat(response.contentType()).as("content type").isEqualTo("application/json");
        assertThat(response.bodyText()).as("body").isEqualTo("{\"error\":\"query parameter 'count' must be an "
                + "integer in 1..9, got 'ten'\",\"parameter\":\"count\",\"allowed\":\"1..9\"}");
    }

    @Test
    void answers500WhenAnEndpointFails() {
        // The router logs the failure's stack trace; muted here so the build log shows no false alarm.
        Logger routerLog = Logger.getLogger(Router.class.getName());
        Level level = routerLog.getLevel();
        routerLog.setLevel(Level.OFF);
        WorkloadResponse response;
        try {
            response = router.handle(WorkloadRequest.get("/broken"));
        } finally {
            routerLog.setLevel(level);
        }

        assertThat(response.status()).as("status").isEqualTo(500);
        assertThat(response.bodyText()).as("body names the path, not the exception's text")
                .contains("endpoint /broken failed; this is a vtbench bug")
                .doesNotContain("IllegalStateException", "boom");
    }

    @Test
    void refusesDuplicateAndRelativePaths() {
        assertThatThrownBy(() -> Router.builder().get("/a", r -> null).get("/a", r -> null))
                .as("duplicate").isInstanceOf(IllegalArgumentException.class).hasMessageContaining("declared twice");
        assertThatThrownBy(() -> Router.builder().get("a", r -> null))
                .as("relative").isInstanceOf(IllegalArgumentException.class).hasMessageContaining("must start with '/'");
    }
}
