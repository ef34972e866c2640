package dev.vtbench.tomcat;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Runs bin/vtbench-entrypoint.sh with bash, in a copy of Tomcat's layout whose catalina.sh only reports what it got. */
class EntrypointScriptTest {

    private static final Path SCRIPT = Path.of("src/main/tomcat/bin/vtbench-entrypoint.sh");

    // Stands in for Tomcat: prints the variables conf/server.xml reads, and its arguments.
    private static final String FAKE_CATALINA = """
            echo "mode=$VTBENCH_MODE virtual=$VTBENCH_USE_VIRTUAL_THREADS address=$VTBENCH_BIND_ADDRESS port=$VTBENCH_PORT pool=$VTBENCH_POOL_SIZE args=$*"
            """;

    @TempDir
    Path catalinaHome;

    private record Outcome(int exitStatus, String stdout, String stderr) {
    }

    private Outcome run(Map<String, String> environment) throws IOException, InterruptedException {
        Path bin = Files.createDirectories(catalinaHome.resolve("bin"));
        Files.copy(SCRIPT, bin.resolve("vtbench-entrypoint.sh"), StandardCopyOption.REPLACE_EXISTING);
        Files.writeString(bin.resolve("catalina.sh"), FAKE_CATALINA);
        ProcessBuilder builder = new ProcessBuilder("bash", bin.resolve("vtbench-entrypoint.sh").toString());
        builder.environment().keySet().removeIf(name -> name.startsWith("VTBENCH_"));
        builder.environment().putAll(environment);
        Process process = builder.start();
        assertThat(process.waitFor(20, TimeUnit.SECONDS)).as("script finished").isTrue();
        return new Outcome(process.exitValue(),
                new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip(),
                new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8).strip());
    }

    @Test
    void startsCatalinaInTheForegroundWithTheDefaults() throws Exception {
        Outcome outcome = run(Map.of());

        assertThat(outcome.exitStatus()).as("exit status").isZero();
        assertThat(outcome.stdout()).as("what catalina.sh got")
                .isEqualTo("mode=pool virtual=false address=127.0.0.1 port=8080 pool=200 args=run");
    }

    @Test
    void turnsVirtualModeIntoTheConnectorsVirtualThreads() throws Exception {
        Outcome outcome = run(Map.of("VTBENCH_MODE", " Virtual ", "VTBENCH_PORT", "18080", "VTBENCH_POOL_SIZE", "50"));

        assertThat(outcome.stdout()).as("what catalina.sh got")
                .isEqualTo("mode=virtual virtual=true address=127.0.0.1 port=18080 pool=50 args=run");
    }

    @Test
    void refusesAnUnknownModeNamingTheVariableAndTheValues() throws Exception {
        Outcome outcome = run(Map.of("VTBENCH_MODE", "carrier"));

        assertThat(outcome.exitStatus()).as("exit status").isEqualTo(2);
        assertThat(outcome.stdout()).as("catalina.sh not started").isEmpty();
        assertThat(outcome.stderr()).as("message").isEqualTo("vtbench tomcat cannot start: VTBENCH_MODE='carrier'"
                + " is not valid: set it to one of pool, virtual, or one of them followed by -VARIANT (default pool), or unset it"
                + " for the default");
    }

    @Test
    void runsAVariantOfAModeAsThatModeUnderItsOwnName() throws Exception {
        assertThat(run(Map.of("VTBENCH_MODE", "Virtual-Par2")).stdout().strip()).as("a variant of virtual")
                .isEqualTo("mode=virtual-par2 virtual=true address=127.0.0.1 port=8080 pool=200 args=run");
        assertThat(run(Map.of("VTBENCH_MODE", "pool-small")).stdout().strip()).as("a variant of pool")
                .isEqualTo("mode=pool-small virtual=false address=127.0.0.1 port=8080 pool=200 args=run");
        assertThat(run(Map.of("VTBENCH_MODE", "virtual-")).exitStatus()).as("a hyphen and no variant").isEqualTo(2);
    }

    @Test
    void checksAConnectionLimitOnlyWhenOneIsGiven() throws Exception {
        assertThat(run(Map.of("VTBENCH_MAX_CONNECTIONS", "1000")).exitStatus()).as("a limit given").isZero();
        Outcome bad = run(Map.of("VTBENCH_MAX_CONNECTIONS", "none"));
        assertThat(bad.exitStatus()).as("a limit Tomcat could not parse").isEqualTo(2);
        assertThat(bad.stderr()).as("message").contains("VTBENCH_MAX_CONNECTIONS='none' is not valid");
    }

    @Test
    void refusesNumbersTomcatWouldSilentlyIgnore() throws Exception {
        for (Map.Entry<String, String> bad : List.of(Map.entry("VTBENCH_POOL_SIZE", "two hundred"),
                Map.entry("VTBENCH_PORT", "70000"), Map.entry("VTBENCH_POOL_SIZE", "0"))) {
            Outcome outcome = run(Map.of(bad.getKey(), bad.getValue()));

            assertThat(outcome.exitStatus()).as("exit status for " + bad).isEqualTo(2);
            assertThat(outcome.stderr()).as("message for " + bad)
                    .startsWith("vtbench tomcat cannot start: " + bad.getKey() + "='" + bad.getValue() + "' is not valid");
        }
    }

    @Test
    void refusesABackendUrlThatIsNotHttp() throws Exception {
        Outcome outcome = run(Map.of("VTBENCH_BACKEND_URL", "backend:9090"));

        assertThat(outcome.exitStatus()).as("exit status").isEqualTo(2);
        assertThat(outcome.stderr()).as("message").contains("VTBENCH_BACKEND_URL='backend:9090' is not valid");
    }

    @Test
    void passesIpLiteralsToTheConnector() throws Exception {
        for (String literal : List.of("0.0.0.0", "10.0.0.5", "::1", "::", "fe80::1", "2001:DB8:0:0:0:0:0:1",
                "::ffff:10.0.0.5")) {
            Outcome outcome = run(Map.of("VTBENCH_BIND_ADDRESS", " " + literal + " "));

            assertThat(outcome.stdout()).as("what catalina.sh got for " + literal)
                    .isEqualTo("mode=pool virtual=false address=" + literal + " port=8080 pool=200 args=run");
        }
    }

    @Test
    void refusesHostNamesAndMalformedAddressesAsTheOtherRuntimesDo() throws Exception {
        for (String bad : List.of("localhost", "server-box", "127.1", "127.0.0.01", "256.0.0.1", "10.0.0.5:8080",
                "[::1]", "fe80::1%eth0", "1:2:3:4:5:6:7:8:9", "::g", ":::1", "1::2::3", "1:2:3:4:5:6:7")) {
            Outcome outcome = run(Map.of("VTBENCH_BIND_ADDRESS", bad));

            assertThat(outcome.exitStatus()).as("exit status for " + bad).isEqualTo(2);
            assertThat(outcome.stdout()).as("catalina.sh not started for " + bad).isEmpty();
            assertThat(outcome.stderr()).as("message for " + bad).isEqualTo("vtbench tomcat cannot start:"
                    + " VTBENCH_BIND_ADDRESS='" + bad + "' is not valid: set it to an IP address literal (not a host name)"
                    + " such as 127.0.0.1 (the default, loopback only), 0.0.0.0 (every interface) or ::1,"
                    + " or unset it for the default");
        }
    }
}
