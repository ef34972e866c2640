package dev.vtbench.examples.servlet;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ExecutorService;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class ServiceEndpointsTest {

    private final ServiceEndpoints endpoints = new ServiceEndpoints();

    private Answer get(String path, Map<String, String> query) throws InterruptedException {
        return endpoints.answer("GET", path, query::get, () -> {
            throw new AssertionError("GET " + path + " must not read a body");
        });
    }

    private Answer post(String path, String body) throws InterruptedException {
        return endpoints.answer("POST", path, name -> null, () -> body);
    }

    @Test
    void helloGreetsByNameOrVtbench() throws InterruptedException {
        assertThat(get("/hello", Map.of())).isEqualTo(new Answer(200, Answer.TEXT, "Hello, vtbench!"));
        assertThat(get("/hello", Map.of("name", "Ada")).body()).isEqualTo("Hello, Ada!");
    }

    @Test
    void healthSaysUp() throws InterruptedException {
        assertThat(get("/health", Map.of())).isEqualTo(new Answer(200, Answer.JSON, "{\"status\":\"UP\"}"));
    }

    @Test
    void workSleepsAtLeastTheMillisecondsAskedAndSaysOnWhichThreadKind() throws Exception {
        long start = System.nanoTime();
        Answer onPlatformThread = get("/work", Map.of("ms", "30"));
        long elapsedMillis = (System.nanoTime() - start) / 1_000_000;

        assertThat(onPlatformThread).isEqualTo(new Answer(200, Answer.JSON, "{\"sleptMillis\":30,\"virtualThread\":false}"));
        assertThat(elapsedMillis).as("a sleep lasts at least what it was asked").isGreaterThanOrEqualTo(30);
        try (ExecutorService virtual = Executors.newVirtualThreadPerTaskExecutor()) {
            assertThat(virtual.submit(() -> get("/work", Map.of("ms", "0"))).get().body())
                    .isEqualTo("{\"sleptMillis\":0,\"virtualThread\":true}");
        } catch (ExecutionException e) {
            throw new AssertionError(e.getCause());
        }
    }

    @ParameterizedTest(name = "{1} primes up to {0}")
    @CsvSource({"1, 0", "2, 1", "100, 25", "7919, 1000", "100000, 9592"})
    void computeCountsThePrimesUpToN(int n, int primes) throws InterruptedException {
        assertThat(get("/compute", Map.of("n", String.valueOf(n))).body())
                .isEqualTo("{\"n\":" + n + ",\"primes\":" + primes + "}");
    }

    @ParameterizedTest(name = "ms={0}")
    @ValueSource(strings = {"-1", "1001", "abc", "2.5", "99999999999", ""})
    void workRefusesAnInvalidMillisecondCountNamingTheRange(String ms) throws InterruptedException {
        assertThat(get("/work", Map.of("ms", ms))).isEqualTo(new Answer(400, Answer.JSON,
                "{\"error\":\"ms='" + ms + "' is not valid: use a whole number in 0..1000\"}"));
    }

    @Test
    void computeRefusesAMissingNSayingHowToGiveIt() throws InterruptedException {
        assertThat(get("/compute", Map.of())).isEqualTo(new Answer(400, Answer.JSON,
                "{\"error\":\"n is missing: add ?n=N with N in 1..100000\"}"));
    }

    @Test
    void echoAnswersTheJsonItWasSent() throws InterruptedException {
        assertThat(post("/echo", "{\"name\":\"vtbench\", \"items\":[1,2,3]}"))
                .isEqualTo(new Answer(200, Answer.JSON, "{\"name\":\"vtbench\",\"items\":[1,2,3]}"));
        assertThat(post("/echo", "[true,null]").body()).isEqualTo("[true,null]");
    }

    @ParameterizedTest(name = "body \"{0}\"")
    @ValueSource(strings = {"{not json", "{} trailing", ""})
    void echoRefusesABodyThatIsNotOneJsonValue(String body) throws InterruptedException {
        Answer answer = post("/echo", body);
        assertThat(answer.status()).as("POST /echo %s: %s", body, answer.body()).isEqualTo(400);
        assertThat(answer.body()).startsWith("{\"error\":\"the body is ");
    }

    @Test
    void anyOtherRequestIsA404ListingTheEndpoints() throws InterruptedException {
        assertThat(get("/nope", Map.of()).status()).isEqualTo(404);
        assertThat(endpoints.answer("DELETE", "/hello", name -> null, () -> "").body())
                .contains("no endpoint DELETE /hello").contains("/work?ms=N");
    }
}
