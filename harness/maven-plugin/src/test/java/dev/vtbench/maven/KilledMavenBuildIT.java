package dev.vtbench.maven;

import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.docker.Lifeline;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A user's {@code mvn verify} killed outright (SIGKILL: no shutdown hook, no Maven clean-up) while vtbench-maven-plugin
 * loads the service leaves no vtbench container and no Gatling driver 30 s later. The harness runs inside the plugin's
 * class realm, where {@code java.class.path} is Maven's launcher: its lifeline reaper must start from the plugin's own
 * jars to do that, and with Ryuk off (as docs/in-your-build.md advises where no registry answers) nothing else would.
 *
 * <p>The build is the Spring Boot example's, as a user runs it: a copy of {@code apps/examples/spring-hello}, Maven
 * started in it (so its {@code measure} profile runs the plugin), the plugin and the harness taken from the local
 * repository that invoker:install filled with this build's artifacts, everything else from the invoking build's.
 */
class KilledMavenBuildIT {
    private static final int SECONDS_ALLOWED_AFTER_KILL = 30;
    /** The plugin's harness announcing a cell's load ("vtbench: round 1 · CELL: load (elapsed 0:38)") on Maven's log. */
    private static final Pattern LOAD_PHASE = Pattern.compile("vtbench: round \\d+ .+: load \\(elapsed");

    @TempDir
    Path dir;

    @Test
    void aBuildKilledDuringItsLoadLeavesNoContainerAndNoDriver() throws Exception {
        ExampleBuild build = ExampleBuild.start(dir.resolve("spring-hello"), dir.resolve("maven.log"));
        List<ProcessHandle> drivers = List.of();
        try {
            build.waitFor(LOAD_PHASE, 900);
            ProcessHandle maven = build.mavenJvm();
            drivers = waitForDrivers(maven, build);
            String said = build.log();
            assertThat(maven.descendants().filter(p -> ExampleBuild.commandLine(p).contains("LifelineReaper")))
                    .as("the lifeline reaper the plugin's harness started; Maven's log: %s", said).hasSize(1);
            assertThat(said).as("what Maven's log says of the reaper before the kill")
                    .doesNotContain("to the lifeline reaper").doesNotContain("the lifeline reaper (PID");
            assertThat(describe(build.containers())).as("the harness's containers, before the kill").isNotEmpty();

            maven.destroyForcibly();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(SECONDS_ALLOWED_AFTER_KILL);
            while ((!describe(build.containers()).isEmpty() || drivers.stream().anyMatch(ProcessHandle::isAlive))
                    && System.nanoTime() < deadline) {
                Thread.sleep(200);
            }
            assertThat(describe(build.containers())).as("containers %d s after the build was killed mid-load (the reaper's log: %s)",
                    SECONDS_ALLOWED_AFTER_KILL, Lifeline.LOG).isEmpty();
            assertThat(drivers).as("Gatling drivers %d s after the build was killed mid-load", SECONDS_ALLOWED_AFTER_KILL)
                    .noneMatch(ProcessHandle::isAlive);
        } finally {
            drivers.forEach(ProcessHandle::destroyForcibly);
            build.stop();
        }
    }

    /** The Gatling drivers loading the service: the load's progress line comes just before the driver's JVM starts. */
    private static List<ProcessHandle> waitForDrivers(ProcessHandle maven, ExampleBuild build) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        List<ProcessHandle> drivers = List.of();
        while (drivers.isEmpty() && System.nanoTime() < deadline) {
            Thread.sleep(100);
            drivers = maven.descendants().filter(p -> ExampleBuild.commandLine(p).contains("io.gatling.app.Gatling")).toList();
        }
        assertThat(drivers).as("the Gatling driver loading the service; Maven's log: %s", build.log()).isNotEmpty();
        return drivers;
    }

    private static List<String> describe(List<Container> containers) {
        return containers.stream().map(c -> c.getId().substring(0, 12) + " " + c.getImage() + " " + c.getState()).toList();
    }
}
