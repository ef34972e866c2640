package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class FailureKindTest {

    private static final long TIMEOUT = 1_000_000_000L;

    @Test
    void aResponseIsNamedByItsStatus() {
        assertThat(FailureKind.of(503, 10, TIMEOUT)).as("503 answered quickly").isEqualTo("status_503");
        assertThat(FailureKind.of(500, 2 * TIMEOUT, TIMEOUT)).as("500 answered slowly").isEqualTo("status_500");
    }

    @Test
    void noResponseIsATimeoutOnlyAfterTheRequestTimeout() {
        assertThat(FailureKind.of(null, TIMEOUT, TIMEOUT)).as("no response after the timeout").isEqualTo("timeout");
        assertThat(FailureKind.of(null, TIMEOUT - 1, TIMEOUT)).as("no response before the timeout")
                .isEqualTo("connection");
    }

    @Test
    void aFailedOwnPassIsNamedByTheStatusItSavedElseAsAnOwnPass() {
        assertThat(FailureKind.ofOwnPass(409, 10)).as("the chain saved 409").isEqualTo("status_409");
        assertThat(FailureKind.ofOwnPass(null, 2 * TIMEOUT)).as("no status saved").isEqualTo("own_pass");
    }
}
