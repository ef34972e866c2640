package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class JcmdInContainerTest {

    @Test
    void reportsAnImageWithoutJcmdAsUnknown() {
        assertThat(JcmdInContainer.whyItFailed(126, "OCI runtime exec failed: exec: \"jcmd\": executable file not found in $PATH"))
                .startsWith("unknown: no jcmd in the image");
        assertThat(JcmdInContainer.whyItFailed(127, "")).startsWith("unknown: no jcmd in the image");
    }

    @Test
    void explainsAFailedAttach() {
        String output = "Picked up JAVA_TOOL_OPTIONS: -Xmx32m\n1:\ncom.sun.tools.attach.AttachNotSupportedException: Unable to open"
                + " socket file /proc/1/root/tmp/.java_pid1: target process 1 doesn't respond within 10500ms\n";

        assertThat(JcmdInContainer.whyItFailed(1, output)).contains("could not attach").contains("JVM's user")
                .doesNotContain("Picked up");
    }

    @Test
    void acceptsAnAnswer() {
        assertThat(JcmdInContainer.whyItFailed(0, "1:\nNative Memory Tracking:\n")).isEmpty();
        assertThat(JcmdInContainer.whyItFailed(2, "1:\nboom\n")).isEqualTo("jcmd exited with status 2: 1: / boom");
    }
}
