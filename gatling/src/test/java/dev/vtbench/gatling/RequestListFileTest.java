package dev.vtbench.gatling;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class RequestListFileTest {

    @TempDir
    Path directory;

    @Test
    void readsTheListTheHarnessWrites() throws Exception {
        Path file = write("""
                [{"weight":8,"method":"GET","path":"/hello","status":200,"body":null,"contentType":null},
                 {"weight":1,"method":"POST","path":"/echo","status":201,"body":"{\\"a\\":1}","contentType":"application/json"}]
                """);

        assertThat(RequestListFile.read(file)).as("requests").containsExactly(
                new ListedRequest(8, "GET", "/hello", 200, null, null),
                new ListedRequest(1, "POST", "/echo", 201, "{\"a\":1}", "application/json"));
    }

    @Test
    void aBadEntryIsNamedWithItsFileAndPosition() throws Exception {
        Path file = write("""
                [{"weight":1,"method":"GET","path":"/hello","status":200},
                 {"weight":1,"method":"FETCH","path":"/hello","status":200}]
                """);

        assertThatThrownBy(() -> RequestListFile.read(file)).as("unknown method")
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith(file + ", request 2 of 2: method \"FETCH\" is not one of");
    }

    @Test
    void refusesWhatIsNotARequestList() throws Exception {
        assertThatThrownBy(() -> RequestListFile.read(directory.resolve("missing.json"))).as("missing file")
                .hasMessageContaining("vtbench.requestsFile=").hasMessageContaining("is not a file");
        assertThatThrownBy(() -> RequestListFile.read(write("[]"))).as("empty list").hasMessageContaining("holds no requests");
        assertThatThrownBy(() -> RequestListFile.read(write("{\"weight\":1}"))).as("an object, not an array")
                .hasMessageContaining("holds no requests");
        assertThatThrownBy(() -> RequestListFile.read(write("[{"))).as("broken JSON").hasMessageContaining("is not JSON");
        assertThatThrownBy(() -> RequestListFile.read(write(
                "[{\"weight\":1,\"method\":\"GET\",\"path\":\"/\",\"status\":200,\"headers\":{}}]")))
                .as("unknown field").hasMessageContaining("request 1 of 1: unknown field \"headers\"");
        assertThatThrownBy(() -> RequestListFile.read(write(
                "[{\"weight\":\"8\",\"method\":\"GET\",\"path\":\"/\",\"status\":200}]")))
                .as("weight as a string").hasMessageContaining("weight is \"8\": expected a whole number");
        assertThatThrownBy(() -> RequestListFile.read(write(
                "[{\"weight\":1,\"method\":\"GET\",\"path\":\"/#{x}\",\"status\":200}]")))
                .as("a Gatling expression in the path").hasMessageContaining("is not a path");
        assertThatThrownBy(() -> RequestListFile.read(write(
                "[{\"weight\":1,\"method\":\"POST\",\"path\":\"/\",\"status\":200,\"body\":\"x\"}]")))
                .as("a body without its type").hasMessageContaining("body and contentType go together");
    }

    private Path write(String json) throws Exception {
        Path file = Files.createTempFile(directory, "requests", ".json");
        Files.writeString(file, json);
        return file;
    }
}
