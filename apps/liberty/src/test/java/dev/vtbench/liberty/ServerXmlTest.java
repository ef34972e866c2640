package dev.vtbench.liberty;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ServerXmlTest {

    /** vtbench's own server.xml, as the image ships it. */
    static String shipped() throws IOException {
        return Files.readString(Path.of("src/main/liberty/config/server.xml"));
    }

    @Test
    void aCommandLineVariableWinsOverTheEnvironmentWhichWinsOverTheDefault() throws IOException {
        ServerXml fixed = ServerXml.parse(shipped(), Map.of("vtbench.executor.threads", "50"), Map.of("VTBENCH_PORT", "18080"));
        ServerXml selfTuning = ServerXml.parse(shipped(), Map.of(), Map.of());

        assertThat(fixed.attribute("executor", "maxThreads")).as("start-server.sh's fixed pool").contains("50");
        assertThat(selfTuning.attribute("executor", "coreThreads")).as("server.xml's default").contains("-1");
        assertThat(fixed.attribute("httpEndpoint", "httpPort")).as("from the environment").contains("18080");
        assertThat(selfTuning.attribute("httpEndpoint", "httpPort")).as("the variable's default").contains("8080");
        assertThat(selfTuning.attribute("httpOptions", "maxKeepAliveRequests")).contains("-1");
        assertThat(selfTuning.attribute("tcpOptions", "maxOpenConnections")).as("not set").isEmpty();
        assertThat(selfTuning.resolved("${nowhere}")).as("a variable nothing defines stays as written").isEqualTo("${nowhere}");
    }

    @Test
    void theServersCommandLineVariablesFollowItsOwnArguments() {
        assertThat(ServerXml.commandLineVariables("/app/wlp/bin/tools/ws-server.jar vtbench -- --vtbench.executor.threads=50"))
                .isEqualTo(Map.of("vtbench.executor.threads", "50"));
        assertThat(ServerXml.commandLineVariables("/app/wlp/bin/tools/ws-server.jar vtbench")).isEmpty();
        assertThat(ServerXml.commandLineVariables(null)).isEmpty();
    }

    @Test
    void aFileThatIsNoXmlIsRefusedSayingSo() {
        assertThatThrownBy(() -> ServerXml.parse("<server>", Map.of(), Map.of())).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("server.xml is not XML that can be read");
    }
}
