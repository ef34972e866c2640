package dev.vtbench.harness.engine;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class EngineTest {
    @TempDir
    Path dir;

    @Test
    void namesItsPartInErrors() {
        EngineEndpoint socket = EngineEndpoint.parse("unix:///run/x.sock", Optional.empty());
        assertThat(Engine.of("driver-2", socket).part()).isEqualTo("driver 2's engine");
        assertThat(Engine.of("server", socket).part()).isEqualTo("the server's engine");
    }

    @Test
    void anEngineThatDoesNotAnswerIsOneErrorWithItsPartEndpointAndRemedy() {
        String socket = "unix://" + dir.resolve("absent.sock");
        Engine engine = Engine.of("driver-2", EngineEndpoint.parse(socket, Optional.empty()));
        assertThatThrownBy(engine::requireAvailable).as("no engine listens on %s", socket)
                .isInstanceOf(DockerUnavailableException.class)
                .hasMessageStartingWith("driver 2's engine (driver-2) did not answer at " + socket)
                .hasMessageContaining("harness/extra-engines.sh start NAME");
    }

    @Test
    void aTcpEngineThatDoesNotAnswerPointsAtItsHostAndTls() {
        // Port 9 (discard) on loopback: nothing listens there on this machine, so the connection is refused at once.
        Engine engine = Engine.of("server", EngineEndpoint.parse("tcp://127.0.0.1:9", Optional.empty()));
        assertThatThrownBy(engine::requireAvailable).isInstanceOf(DockerUnavailableException.class)
                .hasMessageStartingWith("the server's engine (server) did not answer at tcp://127.0.0.1:9")
                .hasMessageContaining("check its host and port").hasMessageContaining("TLS folder");
    }
}
