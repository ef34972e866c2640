package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class LifelineReaperTest {

    @Test
    void readsTheProcessesHandedToIt() {
        assertThat(LifelineReaper.parse("process 4242 176400")).contains(new HarnessIdentity(4242, 176400));
        assertThat(LifelineReaper.parse("process 4242")).as("a line without the start instant").isEmpty();
        assertThat(LifelineReaper.parse("rm -rf / 1")).as("anything else").isEmpty();
        assertThat(LifelineReaper.parse("process 42x 1")).isEmpty();
    }

    @Test
    void killsAHandedProcessThatOutlivedTheHarnessButNotAProcessThatOnlyHasItsId() throws Exception {
        Process driver = new ProcessBuilder("sleep", "60").start();
        Process bystander = new ProcessBuilder("sleep", "60").start();
        try {
            LifelineReaper reaper = new LifelineReaper(new HarnessIdentity(-1, -1), LifelineReaper.ENGINE_PATIENCE_SECONDS);
            HarnessIdentity handed = HarnessIdentity.of(driver.toHandle());
            reaper.read("process " + handed.pid() + " " + handed.startTicks());
            // As if the bystander had got the id of a process handed over earlier, which has since exited.
            reaper.read("process " + bystander.pid() + " " + (HarnessIdentity.of(bystander.toHandle()).startTicks() - 1));

            assertThat(reaper.killProcesses()).as("processes killed").isEqualTo(1);
            assertThat(driver.waitFor(10, TimeUnit.SECONDS)).as("the handed process is killed").isTrue();
            assertThat(bystander.isAlive()).as("a process with a reused id is left alone").isTrue();
        } finally {
            driver.destroyForcibly();
            bystander.destroyForcibly();
        }
    }

    @Test
    void aReaperWhoseEngineIsUnreachableGivesUpAndSaysSo(@TempDir Path dir) throws Exception {
        ReaperRun run = ReaperRun.withoutEngine(Lifeline.command(new HarnessIdentity(1, 1)), 2, dir);
        assertThat(run.exitCode()).as("its exit code; its log: %s", run.log()).isEqualTo(1);
        assertThat(run.log()).as("its log says why")
                .contains("gave up: the Docker engine stayed unreachable for 2 s").contains("harness/vtbench clean");
    }

    @Test
    void theReaperIsStartedInASessionOfItsOwnWithoutAShell() {
        HarnessIdentity self = HarnessIdentity.current();
        assertThat(Lifeline.command(self)).as("setsid, then this JVM's java, the reaper and the harness's identity")
                .startsWith("setsid").doesNotContain("sh", "-c", "bash")
                .endsWith(LifelineReaper.class.getName(), Long.toString(self.pid()), Long.toString(self.startTicks()));
    }
}
