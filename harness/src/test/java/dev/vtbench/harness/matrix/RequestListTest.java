package dev.vtbench.harness.matrix;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A request list is read line by line, refused with the line and the remedy, handed to the driver as JSON, and picked by weight. */
class RequestListTest {
    @TempDir
    Path folder;

    @Test
    void readsRequestsWithBodiesAndComments() throws IOException {
        RequestList list = RequestList.load(write("""
                # weight  method  path  expected-status  [body]
                8  GET   /hello                 200

                2  GET   /work?ms=20            200
                1  POST  /echo                  201  {"name": "vtbench"}
                1  PUT   /note                  204  a plain text body
                """));
        assertThat(list.requests()).containsExactly(
                new ServiceRequest(8, "GET", "/hello", 200, Optional.empty()),
                new ServiceRequest(2, "GET", "/work?ms=20", 200, Optional.empty()),
                new ServiceRequest(1, "POST", "/echo", 201, Optional.of("{\"name\": \"vtbench\"}")),
                new ServiceRequest(1, "PUT", "/note", 204, Optional.of("a plain text body")));
    }

    @Test
    void writesTheDriversJson() throws IOException {
        RequestList list = RequestList.load(write("8 GET /hello 200\n1 POST /echo 200 {\"name\":\"vtbench\"}\n1 PUT /t 200 text\n"));
        assertThat(list.toJson()).isEqualTo("["
                + "{\"weight\":8,\"method\":\"GET\",\"path\":\"/hello\",\"status\":200,\"body\":null,\"contentType\":null},"
                + "{\"weight\":1,\"method\":\"POST\",\"path\":\"/echo\",\"status\":200,\"body\":\"{\\\"name\\\":\\\"vtbench\\\"}\",\"contentType\":\"application/json\"},"
                + "{\"weight\":1,\"method\":\"PUT\",\"path\":\"/t\",\"status\":200,\"body\":\"text\",\"contentType\":\"text/plain; charset=UTF-8\"}]");
    }

    @Test
    void picksInProportionToTheWeights() throws IOException {
        RequestList list = RequestList.load(write("9 GET /often 200\n1 GET /rarely 200\n"));
        SplittableRandom random = new SplittableRandom(42);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < 10_000; i++) {
            counts.merge(list.pick(random).path(), 1, Integer::sum);
        }
        // 9 in 10 expected: 9,000 with a standard deviation of 30, so 8,700..9,300 holds unless picking is wrong.
        assertThat(counts.get("/often")).as("picks of the weight-9 request in 10,000").isBetween(8_700, 9_300);
        assertThat(counts.get("/rarely")).as("picks of the weight-1 request in 10,000").isBetween(700, 1_300);
    }

    @Test
    void refusesBadLinesNamingFileLineAndRemedy() throws IOException {
        refused("8 GET /hello\n", "line 1: '8 GET /hello' has 3 of the 4 fields: expected 'weight method path expected-status [body]'");
        refused("# c\nmany GET /hello 200\n", "line 2: weight 'many' is not a whole number: expected 1..1000");
        refused("0 GET /hello 200\n", "line 1: weight 0 is out of range");
        refused("1001 GET /hello 200\n", "line 1: weight 1001 is out of range");
        refused("1 get /hello 200\n", "line 1: method 'get' is not one of [DELETE, GET, HEAD, PATCH, POST, PUT]");
        refused("1 GET hello 200\n", "line 1: path 'hello' is not a path");
        refused("1 GET /a#{x} 200\n", "without whitespace or #{");
        refused("1 GET /q?x={a} 200\n", "line 1: path '/q?x={a}' is not a valid URI path and query");
        refused("1 GET /a|b 200\n", "percent-encode");
        refused("1 GET /hello ok\n", "line 1: expected status 'ok' is not a number");
        refused("1 GET /hello 600\n", "line 1: expected status 600 is not an HTTP status");
        refused("1 GET /hello 200 {\"a\":1}\n", "line 1: GET /hello has a body: only POST, PUT, PATCH and DELETE send one");
        refused("# only comments\n\n", "lists no request: add a line");
    }

    @Test
    void refusesAMissingFile() {
        Path missing = folder.resolve("absent.txt");
        assertThatThrownBy(() -> RequestList.load(missing)).isInstanceOf(DataFileException.class)
                .hasMessageContaining(missing + ": cannot be read").hasMessageContaining("write the request list there");
    }

    private Path write(String text) throws IOException {
        return Files.writeString(folder.resolve("requests.txt"), text);
    }

    private void refused(String text, String fragment) throws IOException {
        Path file = write(text);
        assertThatThrownBy(() -> RequestList.load(file)).as("request list:%n%s", text).isInstanceOf(DataFileException.class)
                .hasMessageStartingWith(file.toString()).hasMessageContaining(fragment);
    }
}
