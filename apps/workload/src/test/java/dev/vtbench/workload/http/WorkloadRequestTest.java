package dev.vtbench.workload.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import org.junit.jupiter.api.Test;

class WorkloadRequestTest {

    @Test
    void decodesTheRawQuery() {
        WorkloadRequest request = WorkloadRequest.withRawQuery("GET", "/io", "delayMs=10&name=a%20b+c&flag");

        assertThat(request.queryParameters()).as("decoded parameters, valueless name as empty")
                .isEqualTo(Map.of("delayMs", "10", "name", "a b c", "flag", ""));
    }

    @Test
    void keepsTheFirstValueOfARepeatedParameterAndSaysItRepeats() {
        WorkloadRequest request = WorkloadRequest.withRawQuery("GET", "/io", "delayMs=1&delayMs=2&n=3&%64elayMs=4");

        assertThat(request.queryParameter("delayMs")).as("first value").hasValue("1");
        assertThat(request.isRepeated("delayMs")).as("delayMs given three times, once percent-encoded").isTrue();
        assertThat(request.isRepeated("n")).as("n given once").isFalse();
    }

    @Test
    void treatsAMissingOrEmptyQueryAsNoParameters() {
        assertThat(WorkloadRequest.withRawQuery("GET", "/io", null).queryParameters()).as("null query").isEmpty();
        assertThat(WorkloadRequest.withRawQuery("GET", "/io", "").queryParameters()).as("empty query").isEmpty();
        assertThat(WorkloadRequest.withRawQuery("GET", "/io", "&&").queryParameters()).as("only separators").isEmpty();
    }

    @Test
    void keepsAMalformedEscapeAsTyped() {
        WorkloadRequest request = WorkloadRequest.withRawQuery("GET", "/io", "delayMs=%zz");

        assertThat(request.queryParameter("delayMs")).as("raw text, left for validation to reject").hasValue("%zz");
    }
}
