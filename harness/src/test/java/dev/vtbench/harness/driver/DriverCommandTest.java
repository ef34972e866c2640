package dev.vtbench.harness.driver;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Simulation;
import dev.vtbench.harness.load.Traffic;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.CpuSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The Gatling driver's command line for each kind of {@link Traffic}, and what each traffic refuses. */
class DriverCommandTest {
    private static final String TARGET = "http://127.0.0.1:8080";
    private static final Path AOT = Path.of("/cache/driver.aot");
    private static final GatlingRun.DriverLaunch WARM = new GatlingRun.DriverLaunch("/jdk/bin/java", CpuSet.parse("1"),
            new DriverAotCache.WarmStart(Optional.of(AOT), DriverAotCache.IN_USE), "/vtbench/gatling.jar");
    private static final LoadSpec CLOSED = LoadSpec.closed(8, Warmup.fixed(1), 2);

    @TempDir
    Path directory;

    @Test
    void anEndpointIsGetByTheLoadSpecsSimulation() {
        List<String> command = command(WARM, new Traffic.Endpoint("/hello?name=x"), CLOSED);

        assertThat(command).as("pinned driver JVM, warm, vtbench's classpath, endpoint, spec, simulation")
                .startsWith("taskset", "-c", "1", "/jdk/bin/java")
                .contains("-XX:AOTCache=" + AOT, "-Dvtbench.endpoint=/hello?name=x", "-Dvtbench.target=" + TARGET,
                        "-Dvtbench.users=8", "-Dvtbench.statsFile=" + directory.resolve("stats.json"))
                .containsSubsequence("-cp", "/vtbench/gatling.jar")
                .containsSubsequence("io.gatling.app.Gatling", "-s", "dev.vtbench.gatling.ThroughputSimulation",
                        "-rf", directory.resolve("gatling").toString());
        assertThat(command).as("no request list").noneMatch(argument -> argument.startsWith("-Dvtbench.requestsFile="));
    }

    @Test
    void aRequestFileIsPassedToTheThroughputOrSoakSimulation() throws Exception {
        Path json = Files.writeString(directory.resolve("requests.json"), "[]");
        LoadSpec soak = new LoadSpec(Simulation.parse("soak"), LoadModel.OPEN, 0, 100, Warmup.fixed(1), 60, Map.of());

        List<String> command = command(WARM, new Traffic.RequestFile(json), soak);

        assertThat(command).as("request list to the soak simulation")
                .contains("-Dvtbench.requestsFile=" + json.toAbsolutePath(), "-Dvtbench.rate=100")
                .containsSubsequence("-s", "dev.vtbench.gatling.SoakSimulation");
        assertThat(command).as("no endpoint").noneMatch(argument -> argument.startsWith("-Dvtbench.endpoint="));
        LoadSpec search = new LoadSpec(Simulation.parse("rate-search"), LoadModel.OPEN, 0, 1000, Warmup.fixed(1), 10, Map.of());
        assertThatThrownBy(() -> command(WARM, new Traffic.RequestFile(json), search)).as("a rate search sends its endpoint only")
                .hasMessageContaining("simulations that hold one load level, [throughput, soak], and by equal-load steps, not by a rate-search");
        assertThatThrownBy(() -> new Traffic.RequestFile(directory.resolve("none.json"))).as("a missing list")
                .hasMessageContaining("none.json is not a file");
    }

    @Test
    void anOwnSimulationRunsItsClassWithItsClasspathAppended() throws Exception {
        Path classes = Files.createDirectories(directory.resolve("test-classes"));
        Path jar = Files.writeString(directory.resolve("extra.jar"), "");
        GatlingRun.DriverLaunch cold = new GatlingRun.DriverLaunch("/jdk/bin/java", CpuSet.parse("1"),
                new GatlingRun(directory).warmStart(new Traffic.OwnSimulation("com.example.Checkout", List.of(classes))),
                "/vtbench/gatling.jar");

        List<String> command = command(cold, new Traffic.OwnSimulation("com.example.Checkout$Busy", List.of(classes, jar)), CLOSED);

        assertThat(cold.warmStart().description()).as("how the driver starts").isEqualTo("none: " + GatlingRun.OWN_CLASSPATH_COLD);
        assertThat(command).as("the user's class, its classpath after vtbench's, cold")
                .containsSubsequence("-cp", String.join(File.pathSeparator, "/vtbench/gatling.jar", classes.toString(), jar.toString()))
                .containsSubsequence("-s", "com.example.Checkout$Busy")
                .contains("-Dvtbench.users=8")
                .noneMatch(argument -> argument.startsWith("-XX:AOTCache") || argument.startsWith("-Dvtbench.endpoint="));
    }

    @Test
    void anOwnSimulationIsRefusedWithoutAClassNameOrAnExistingClasspath() throws Exception {
        List<Path> classes = List.of(Files.createDirectories(directory.resolve("classes")));
        for (String name : List.of("", "1Checkout", "com..Checkout", "com.example.", "Checkout;rm -rf", "com.example.Checkout.class")) {
            assertThatThrownBy(() -> new Traffic.OwnSimulation(name, classes)).as("class name '%s'", name)
                    .hasMessageContaining("is not a Java class name");
        }
        assertThatThrownBy(() -> new Traffic.OwnSimulation("com.example.Checkout", List.of())).as("no classpath")
                .hasMessageContaining("has no classpath");
        assertThatThrownBy(() -> new Traffic.OwnSimulation("com.example.Checkout", List.of(directory.resolve("missing.jar"))))
                .as("a missing jar").hasMessageContaining("missing.jar of simulation com.example.Checkout does not exist");
        LoadSpec ramp = new LoadSpec(Simulation.parse("ramp-up"), LoadModel.CLOSED, 10, 0, Warmup.fixed(0), 10, Map.of());
        assertThatThrownBy(() -> command(WARM, new Traffic.OwnSimulation("com.example.Checkout", classes), ramp))
                .as("an own simulation under a ramp-up").hasMessageContaining("runs as a load that holds one level ([throughput, soak]), not as a ramp-up");
    }

    @Test
    void anEndpointMustBeAPath() {
        assertThatThrownBy(() -> new Traffic.Endpoint("hello")).as("no leading slash").hasMessageContaining("is not a path");
        assertThatThrownBy(() -> new Traffic.Endpoint("/a b")).as("whitespace").hasMessageContaining("is not a path");
    }

    private List<String> command(GatlingRun.DriverLaunch launch, Traffic traffic, LoadSpec spec) {
        return GatlingRun.command(launch, TARGET, traffic, spec, directory.resolve("stats.json"), directory.resolve("gatling"));
    }
}
