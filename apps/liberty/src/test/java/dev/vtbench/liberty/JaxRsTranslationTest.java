package dev.vtbench.liberty;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.http.WorkloadRequest;
import dev.vtbench.workload.http.WorkloadResponse;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class JaxRsTranslationTest {

    @Test
    void copiesStatusContentTypeHeadersAndBody() {
        String json = "{\"error\":\"method POST is not allowed on /hello: send GET\",\"method\":\"POST\"}";
        Response response = JaxRsTranslation.toResponse(WorkloadResponse.json(405, json).withHeader("Allow", "GET"));

        assertThat(response.getStatus()).as("status").isEqualTo(405);
        assertThat(response.getMediaType()).as("content type").isEqualTo(MediaType.APPLICATION_JSON_TYPE);
        assertThat(response.getHeaderString("Allow")).as("the workload's extra header").isEqualTo("GET");
        assertThat(response.getEntity()).as("body, as the UTF-8 bytes the workload produced")
                .isEqualTo(json.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void keepsTheCharsetOfTextBodies() {
        Response response = JaxRsTranslation.toResponse(WorkloadResponse.text(200, "Hello, World!"));

        assertThat(response.getMediaType().isCompatible(MediaType.TEXT_PLAIN_TYPE)).as("text/plain").isTrue();
        assertThat(response.getMediaType().getParameters()).as("content type parameters")
                .isEqualTo(Map.of("charset", "utf-8"));
        assertThat(response.getEntity()).as("body").isEqualTo("Hello, World!".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void addsNoHeadersOfItsOwn() {
        Response response = JaxRsTranslation.toResponse(WorkloadResponse.json(200, "{\"status\":\"UP\"}"));

        assertThat(response.getHeaders().keySet()).as("headers besides the content type")
                .containsOnly("Content-Type");
    }

    @Test
    void givesTheWorkloadAnAbsolutePathAndDecodesTheRawQueryItself() {
        WorkloadRequest relative = JaxRsTranslation.toWorkloadRequest("GET", "io", "delayMs=5&delayMs=7&note=a%20b");
        WorkloadRequest absolute = JaxRsTranslation.toWorkloadRequest("POST", "/hello", null);

        assertThat(relative).as("path without leading slash, repeated and encoded parameters")
                .isEqualTo(new WorkloadRequest("GET", "/io", Map.of("delayMs", "5", "note", "a b"), Set.of("delayMs")));
        assertThat(absolute).as("path with leading slash, no query")
                .isEqualTo(new WorkloadRequest("POST", "/hello", Map.of()));
    }
}
