package dev.vtbench.harness.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EngineEndpointTest {
    @TempDir
    Path dir;

    private Path tlsFolder(String... files) throws IOException {
        Path folder = Files.createDirectories(dir.resolve("tls"));
        for (String file : files) {
            Files.writeString(folder.resolve(file), "-----BEGIN CERTIFICATE-----\n");
        }
        return folder;
    }

    @Test
    void acceptsASocketAndATcpEngineWithItsTlsFolder() throws IOException {
        Path tls = tlsFolder("ca.pem", "cert.pem", "key.pem");
        EngineEndpoint socket = EngineEndpoint.parse("unix:///run/vtbench-engines/server.sock", Optional.empty());
        EngineEndpoint remote = EngineEndpoint.parse(" tcp://load-1:2376 ", Optional.of(tls));
        assertThat(socket.host()).as("a socket's URI").isEqualTo(URI.create("unix:///run/vtbench-engines/server.sock"));
        assertThat(socket.describe()).as("a socket described").isEqualTo("unix:///run/vtbench-engines/server.sock");
        assertThat(remote.describe()).as("a tcp engine described with its TLS folder").isEqualTo("tcp://load-1:2376 (TLS from " + tls + ")");
        assertThat(socket.isLocal()).as("another socket is not the harness's own engine").isFalse();
    }

    @Test
    void theLocalEngineIsDockerHostOrTheDefaultSocket() {
        String expected = System.getenv().getOrDefault("DOCKER_HOST", EngineEndpoint.DEFAULT_HOST);
        assertThat(EngineEndpoint.local().host()).as("the local engine").isEqualTo(URI.create(expected));
        assertThat(EngineEndpoint.parse(expected, Optional.empty()).isLocal()).as("the same address, named in a file, is local").isTrue();
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
            "http://load-1:2376 | neither unix:///path/to/docker.sock nor tcp://HOST:PORT",
            "load-1:2376 | neither unix:///path/to/docker.sock nor tcp://HOST:PORT",
            "tcp://load-1 | is not tcp://HOST:PORT",
            "tcp://load-1:2376/v1.41 | is not tcp://HOST:PORT",
            "unix://var/run/docker.sock | names no socket (expected unix:///path/to/docker.sock, three slashes)",
            "unix:// | is not a URI",
            "tcp://load 1:2376 | is not a URI"})
    void refusesWhatIsNoEngineAddress(String host, String reason) {
        assertThatThrownBy(() -> EngineEndpoint.parse(host, Optional.empty())).as("'%s'", host)
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining(reason);
    }

    @Test
    void refusesATlsFolderWithoutItsThreeFiles() throws IOException {
        Path tls = tlsFolder("ca.pem", "cert.pem");
        assertThatThrownBy(() -> EngineEndpoint.parse("tcp://load-1:2376", Optional.of(tls)))
                .as("a TLS folder without key.pem").hasMessageContaining("has no readable key.pem");
        assertThatThrownBy(() -> EngineEndpoint.parse("tcp://load-1:2376", Optional.of(dir.resolve("nowhere"))))
                .as("a TLS folder that does not exist").hasMessageContaining("does not exist");
    }

    @Test
    void refusesTlsForASocket() throws IOException {
        Path tls = tlsFolder("ca.pem", "cert.pem", "key.pem");
        assertThatThrownBy(() -> EngineEndpoint.parse("unix:///run/a.sock", Optional.of(tls)))
                .as("TLS on a unix socket").hasMessageContaining("TLS is for tcp:// engines");
    }
}
