package dev.vtbench.harness;

import dev.vtbench.harness.docker.BackendContainer;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.load.LoadSpec;
import dev.vtbench.harness.load.Warmup;
import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.verify.CellVerifier;
import dev.vtbench.harness.verify.Expectation;
import dev.vtbench.harness.verify.Verification;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import java.nio.file.Path;
import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Inside a cpu-1 container the JVM sees one processor, and requests run on virtual threads in virtual mode
 * and on platform threads in pool mode; every endpoint answers as the contract says.
 */
class ServerContainerIT {
    @TempDir
    Path logs;

    @ParameterizedTest(name = "plain-jdk/{0}/{1}/cpu-1")
    @CsvSource({"temurin-25, pool", "temurin-25, virtual", "temurin-21, pool", "temurin-21, virtual"})
    void verifiesCpuCountThreadKindAndEndpoints(String jvm, String mode) {
        Cell cell = TestMatrix.cell("plain-jdk", jvm, mode, "cpu-1", "hello", LoadSpec.closed(1, Warmup.fixed(0), 1));
        String image = TestMatrix.IMAGES.runtimeImage(cell.runtime(), jvm).image();
        try (BackendContainer backend = new BackendContainer(TestMatrix.IMAGES.backendImage().image(),
                cell.profile().driverCpuset(), logs.resolve("backend.log"));
             ServerContainer server = new ServerContainer(image, mode, 200, cell.profile(), backend.baseUrl(),
                     logs.resolve("server.log"), Duration.ofSeconds(60))) {
            backend.start();
            server.start();
            Verification verification = CellVerifier.verify(server.baseUrl(),
                    new Expectation("plain-jdk", mode, 1, mode.equals("virtual"), true));
            assertThat(verification.failures()).as("failed checks of %s", cell.id()).isEmpty();
            assertThat(verification.info("availableProcessors")).as("availableProcessors under cpu-1").isEqualTo("1");
            assertThat(verification.info("virtualThread")).as("request ran on a virtual thread in %s mode", mode)
                    .isEqualTo(Boolean.toString(mode.equals("virtual")));
            assertThat(verification.info("jvmVersion")).as("the JVM inside is %s", jvm).startsWith(jvm.substring(jvm.indexOf('-') + 1));
        }
    }
}
