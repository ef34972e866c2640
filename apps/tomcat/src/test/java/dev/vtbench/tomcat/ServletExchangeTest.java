package dev.vtbench.tomcat;

import static org.assertj.core.api.Assertions.assertThat;

import dev.vtbench.workload.http.WorkloadRequest;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServletExchangeTest {

    @Test
    void takesThePathFromPathInfoUnderTheRootMapping() {
        // What Tomcat passes for GET /io?delayMs=5 to a servlet mapped to /* in ROOT.war.
        WorkloadRequest request = ServletExchange.requestOf("GET", "", "/io", "delayMs=5");

        assertThat(request).as("workload request")
                .isEqualTo(new WorkloadRequest("GET", "/io", Map.of("delayMs", "5")));
    }

    @Test
    void joinsServletPathAndPathInfoUnderAPrefixMapping() {
        assertThat(ServletExchange.requestOf("GET", "/api", "/hello", null).path()).as("path under /api/*")
                .isEqualTo("/api/hello");
        assertThat(ServletExchange.requestOf("GET", "/hello", null, null).path()).as("path of an exact mapping")
                .isEqualTo("/hello");
    }

    @Test
    void answersTheRootForAnEmptyPath() {
        assertThat(ServletExchange.requestOf("GET", "", null, null).path()).as("path").isEqualTo("/");
    }

    @Test
    void decodesTheRawQueryAsEveryRuntimeDoes() {
        WorkloadRequest request = ServletExchange.requestOf("HEAD", "", "/cpu", "n=%31%30&n=99&x");

        assertThat(request.method()).as("method").isEqualTo("HEAD");
        assertThat(request.queryParameters()).as("first value of a repeated name, decoded")
                .isEqualTo(Map.of("n", "10", "x", ""));
        assertThat(request.isRepeated("n")).as("n given twice, which a parameter refuses").isTrue();
    }
}
