package dev.vtbench.harness;

import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.CpuSet;
import dev.vtbench.harness.service.OpaqueServiceVerifier;
import dev.vtbench.harness.matrix.ServiceRequest;
import dev.vtbench.harness.verify.Check;
import dev.vtbench.harness.verify.Verification;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.testcontainers.images.builder.ImageFromDockerfile;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * vtbench's own Tomcat image treated as a user's opaque service: only /hello and /health are asked for (never /info,
 * which a user's service lacks), so the mode is proven from outside, by jcmd and a flight recording of the probe.
 * Each test prints how long the verification took: it runs before every cell's load.
 */
class OpaqueServiceVerifierIT {
    private static final List<ServiceRequest> REQUESTS = List.of(
            new ServiceRequest(3, "GET", "/hello", 200, Optional.empty()),
            new ServiceRequest(1, "GET", "/health", 200, Optional.empty()));
    /** The JVM probe that copies the proof's recording out: on cpu-1's driver core, as in a run. */
    private static final CpuSet PROBE_CORES = TestMatrix.DEFINITIONS.profiles().get("cpu-1").driverCpuset();
    private static final String NO_JCMD = "vtbench-proof-no-jcmd:temurin-25";

    @TempDir
    Path logs;

    @AfterAll
    static void removeTheImageWithoutJcmd() {
        try {
            DockerEngine.client().removeImageCmd(NO_JCMD).exec();
        } catch (RuntimeException e) {
            // not built: nothing to remove
        }
    }

    @Test
    void poolModeIsProvenPlatformAndRefusedAsVirtual() {
        try (ServerContainer server = tomcat(tomcatImage(), "pool")) {
            server.start();
            Verification platform = timed("pool, platform expected", () -> OpaqueServiceVerifier.verify(server, "/health", REQUESTS, false, 1, PROBE_CORES));
            assertThat(platform.failures()).as("failed checks of Tomcat in pool mode, platform threads expected").isEmpty();
            assertThat(platform.info("availableProcessors")).as("availableProcessors under cpu-1").isEqualTo("1");
            assertThat(Long.parseLong(platform.info("virtualThreadsStarted"))).as("virtual threads started by 64 requests on a pool")
                    .isLessThan(OpaqueServiceVerifier.PROBE_REQUESTS / 10);
            assertThat(platform.info("jvmVersion")).as("the JVM's version from VM.info").startsWith("25.");

            Verification mismatch = timed("pool, virtual expected", () -> OpaqueServiceVerifier.verify(server, "/health", REQUESTS, true, 1, PROBE_CORES));
            assertThat(mismatch.passed()).as("virtual mode asked for, pool mode running: the cell is refused").isFalse();
            assertThat(mismatch.failures()).as("only the thread kind fails").singleElement().satisfies(check -> {
                assertThat(check.what()).contains("requests run on virtual threads");
                assertThat(check.observed()).as("the refusal names the counts")
                        .matches("64 probe requests started [0-6] virtual threads \\(JFR jdk.VirtualThreadStart, a recording started for the probe\\): "
                                + "requests run on platform threads");
            });

            Verification twoCpus = timed("pool, 2 CPUs expected", () -> OpaqueServiceVerifier.verify(server, "/health", REQUESTS, false, 2, PROBE_CORES));
            assertThat(twoCpus.failures()).as("a JVM that sees 1 CPU where the profile has 2 is refused").singleElement().satisfies(check ->
                    assertThat(check.observed()).isEqualTo("jcmd VM.info: active_processor_count 1 (container section), initial active 1 (CPU line)"));
        }
    }

    @Test
    void virtualModeIsProvenVirtual() {
        try (ServerContainer server = tomcat(tomcatImage(), "virtual")) {
            server.start();
            Verification verification = timed("virtual, virtual expected", () -> OpaqueServiceVerifier.verify(server, "/health", REQUESTS, true, 1, PROBE_CORES));
            assertThat(verification.failures()).as("failed checks of Tomcat in virtual mode, virtual threads expected").isEmpty();
            // At least one per request, since each goes on a connection of its own: on shared kept-alive connections
            // Tomcat read some next requests on the previous one's thread (20 threads for 64 requests in one CI run).
            assertThat(Long.parseLong(verification.info("virtualThreadsStarted"))).as("virtual threads started by 64 requests, each on its own connection")
                    .isGreaterThanOrEqualTo(OpaqueServiceVerifier.PROBE_REQUESTS);
            assertThat(verification.checks()).extracting(Check::what).as("every check of section 4 ran").hasSize(5);
        }
    }

    @Test
    void anImageWithoutJcmdIsRefusedSayingWhatToDo() {
        String image = new ImageFromDockerfile(NO_JCMD, false).withDockerfileFromBuilder(dockerfile -> dockerfile
                .from(tomcatImage()).user("0").run("rm /opt/java/bin/jcmd").user("10001:10001").build()).get();
        try (ServerContainer server = tomcat(image, "virtual")) {
            server.start();
            Verification verification = timed("no jcmd", () -> OpaqueServiceVerifier.verify(server, "/health", REQUESTS, true, 1, PROBE_CORES));
            assertThat(verification.checks()).as("the requests themselves are answered").filteredOn(Check::passed).hasSize(3);
            assertThat(verification.failures()).as("processors and thread kind cannot be proven").hasSize(2).allSatisfy(check ->
                    assertThat(check.observed()).contains("no jcmd in the image").contains("jdk.jcmd, jdk.attach and jdk.jfr"));
        }
    }

    private static String tomcatImage() {
        return TestMatrix.IMAGES.runtimeImage(TestMatrix.DEFINITIONS.runtimes().get("tomcat"), "temurin-25").image();
    }

    private ServerContainer tomcat(String image, String mode) {
        CpuProfile cpu1 = TestMatrix.DEFINITIONS.profiles().get("cpu-1");
        // No backend: /hello and /health never call it.
        return new ServerContainer(image, mode, 200, cpu1, "http://127.0.0.1:9", logs.resolve("server-" + mode + ".log"), Duration.ofSeconds(90));
    }

    private static Verification timed(String what, java.util.function.Supplier<Verification> verify) {
        long start = System.nanoTime();
        Verification verification = verify.get();
        System.out.printf("opaque verification (%s) took %d ms, the thread-kind probe %s ms; info %s; checks %s%n", what,
                (System.nanoTime() - start) / 1_000_000, verification.info("proofMillis"), verification.info(), verification.checks());
        return verification;
    }
}
