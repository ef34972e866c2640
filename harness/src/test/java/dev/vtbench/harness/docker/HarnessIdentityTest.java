package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class HarnessIdentityTest {

    @Test
    void thisJvmIsAliveAndItself() {
        HarnessIdentity self = HarnessIdentity.current();
        assertThat(self.startTicks()).as("the start, read from /proc").isPositive();
        assertThat(self.isAlive()).as("this harness is alive").isTrue();
        assertThat(self.isThisHarness()).isTrue();
    }

    @Test
    void aProcessThatEndedIsGone() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        HarnessIdentity identity = HarnessIdentity.of(ended.toHandle());
        assertThat(ended.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(identity.isAlive()).as("a harness whose process has exited is gone").isFalse();
    }

    @Test
    void aReusedProcessIdIsNotTheHarnessThatHadIt() {
        HarnessIdentity self = HarnessIdentity.current();
        HarnessIdentity earlier = new HarnessIdentity(self.pid(), self.startTicks() - 1);
        assertThat(earlier.isAlive()).as("a live process with the id but another start is another process").isFalse();
        assertThat(earlier.isThisHarness()).as("nor is it this harness, although the id is this JVM's").isFalse();
    }

    @Test
    void labelsRoundTripAndMissingOnesAreUnknown() {
        HarnessIdentity self = HarnessIdentity.current();
        assertThat(HarnessIdentity.fromLabels(self.labels())).isEqualTo(self);
        assertThat(HarnessIdentity.fromLabels(Map.of(HarnessIdentity.PID_LABEL, "812")))
                .as("a container labelled before the start label existed: judged by its process id alone")
                .isEqualTo(new HarnessIdentity(812, -1));
        assertThat(HarnessIdentity.fromLabels(Map.of(HarnessIdentity.PID_LABEL, "eight"))).as("a garbled label is unknown")
                .isEqualTo(new HarnessIdentity(-1, -1));
        assertThat(new HarnessIdentity(-1, -1).isAlive()).as("an unknown harness counts as gone").isFalse();
    }
}
