package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class LeftoverContainersTest {

    @Test
    void onlyContainersWhoseHarnessIsGoneAreOrphaned() throws Exception {
        Process ended = new ProcessBuilder("true").start();
        HarnessIdentity dead = HarnessIdentity.of(ended.toHandle());
        assertThat(ended.waitFor(10, TimeUnit.SECONDS)).isTrue();
        HarnessIdentity self = HarnessIdentity.current();
        HarnessIdentity parent = HarnessIdentity.of(ProcessHandle.current().parent().orElseThrow());
        LabelledContainer killed = container("killed", dead);
        LabelledContainer reused = container("pid-reused", new HarnessIdentity(self.pid(), self.startTicks() - 1));
        LabelledContainer unknown = container("unknown", new HarnessIdentity(-1, -1));
        LabelledContainer another = container("another-live-harness", parent);
        LabelledContainer mine = container("mine", self);

        assertThat(LeftoverContainers.orphaned(List.of(killed, reused, unknown, another, mine)))
                .as("a dead harness's, one whose PID now belongs to another process, and an unknown harness's are leftovers; "
                        + "a live harness's (another's or this one's) are not")
                .containsExactly(killed, reused, unknown);
        assertThat(another.describe()).contains("harness PID " + parent.pid() + ", which is still running");
        assertThat(reused.describe()).contains("harness PID " + self.pid() + ", which is gone");
    }

    private static LabelledContainer container(String name, HarnessIdentity harness) {
        return new LabelledContainer("0123456789abcdef" + name, "vtbench-" + name, "server", "1", harness);
    }
}
