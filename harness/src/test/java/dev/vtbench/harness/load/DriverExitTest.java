package dev.vtbench.harness.load;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** A Gatling driver killed from outside is reported as killed, by which signal, not as a bare exit code. */
class DriverExitTest {
    @Test
    void aSignalIsNamed() {
        assertThat(GatlingRun.howItEnded(137)).as("kill -9").isEqualTo("died of signal 9 (SIGKILL), exit code 137");
        assertThat(GatlingRun.howItEnded(143)).as("kill").isEqualTo("died of signal 15 (SIGTERM), exit code 143");
        assertThat(GatlingRun.howItEnded(1)).as("an error of its own").isEqualTo("exited with code 1");
        assertThat(GatlingRun.howItEnded(255)).as("not a signal").isEqualTo("exited with code 255");
    }
}
