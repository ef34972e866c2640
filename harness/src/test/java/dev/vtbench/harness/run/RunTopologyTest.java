package dev.vtbench.harness.run;

import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

class RunTopologyTest {
    @Test
    void theKeptCopyNamesARelativeTlsFolderAbsolutelySoThatResumeFindsIt() {
        Path folder = Path.of("/home/me/bench");
        assertThat(RunTopology.absoluteTls("server.tls = certs/server-box", folder)).isEqualTo("server.tls = /home/me/bench/certs/server-box");
        assertThat(RunTopology.absoluteTls("driver.2.tls=/etc/load-2 ", folder)).isEqualTo("driver.2.tls=/etc/load-2");
        assertThat(RunTopology.absoluteTls("server.cpus = 2-15", folder)).as("other keys as written").isEqualTo("server.cpus = 2-15");
        assertThat(RunTopology.absoluteTls("# server.tls = old", folder)).as("a comment as written").isEqualTo("# server.tls = old");
    }
}
