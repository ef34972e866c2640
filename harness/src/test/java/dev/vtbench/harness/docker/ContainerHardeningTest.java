package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ContainerHardeningTest {

    @Test
    void givesTmpAndEveryLabelledFolderATmpfs() {
        List<String> folders = ContainerHardening.parseWritable("vtbench/tomcat:temurin-25",
                " /opt/tomcat/logs  /opt/tomcat/temp\t/opt/tomcat/work ");

        assertThat(ContainerHardening.tmpfsMounts(folders)).as("tmpfs mounts, /tmp first")
                .containsOnlyKeys("/tmp", "/opt/tomcat/logs", "/opt/tomcat/temp", "/opt/tomcat/work")
                .allSatisfy((folder, options) -> assertThat(options).as("%s's options", folder)
                        .contains("nosuid", "nodev", "noexec", "size="));
        assertThat(ContainerHardening.tmpfsMounts(folders).get("/opt/tomcat/logs")).as("a runtime folder is the image user's")
                .contains("uid=10001", "gid=10001");
        assertThat(ContainerHardening.parseWritable("vtbench/backend:latest", "")).as("no label: only /tmp").isEmpty();
    }

    @Test
    void refusesALabelThatIsNotAPlainAbsoluteFolder() {
        for (String label : List.of("relative/logs", "/app/../etc", "/tmp:exec", "/a,b", "/a b:rw")) {
            assertThatThrownBy(() -> ContainerHardening.parseWritable("vtbench/x:y", label)).as("label '%s'", label)
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("vtbench/x:y").hasMessageContaining(ContainerHardening.WRITABLE_LABEL)
                    .hasMessageContaining("fix the image's Dockerfile");
        }
    }
}
