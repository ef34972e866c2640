package dev.vtbench.harness.matrix;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A service file is read into exactly what it says, and every mistake is refused naming file, line, key and remedy. */
class ServiceFileTest {
    private static final String JAR_SERVICE = """
            description = a hello service
            jar = target/hello.jar
            port.property = server.port
            modes = pool virtual
            mode.pool.properties = spring.threads.virtual.enabled=false
            mode.virtual.properties = spring.threads.virtual.enabled=true
            requests = requests.txt
            """;

    @TempDir
    Path root;
    Path folder;

    @BeforeEach
    void project() throws IOException {
        folder = Files.createDirectories(root.resolve("spring-hello"));
        Files.createDirectories(folder.resolve("target"));
        Files.writeString(folder.resolve("target/hello.jar"), "not really a jar; only its existence is checked");
        Files.writeString(folder.resolve("target/hello.war"), "a war");
        Files.writeString(folder.resolve("requests.txt"), "8 GET /hello 200\n2 POST /echo 200 {\"a\":1}\n");
    }

    @Test
    void readsAJarServiceWithItsDefaults() throws IOException {
        OwnService service = ServiceFile.load(write(JAR_SERVICE));
        assertThat(service.name()).as("named after its folder").isEqualTo("spring-hello");
        assertThat(service.description()).isEqualTo("a hello service");
        assertThat(service.deployment()).isEqualTo(new Deployment.Jar(folder.resolve("target/hello.jar")));
        assertThat(service.port()).isEqualTo(new PortSwitch.Property("server.port"));
        assertThat(service.healthPath()).as("default health path").isEqualTo("/health");
        assertThat(service.startupTimeoutSeconds()).as("default startup timeout").isEqualTo(120);
        assertThat(service.modes()).containsExactly("pool", "virtual");
        assertThat(service.switchOf("virtual").properties()).isEqualTo(Map.of("spring.threads.virtual.enabled", "true"));
        assertThat(service.switchOf("virtual").jvmOptions()).containsExactly("-Dspring.threads.virtual.enabled=true");
        assertThat(service.virtual("virtual")).isTrue();
        assertThat(service.virtual("pool")).isFalse();
        assertThat(service.requests().orElseThrow().requests()).hasSize(2);
        assertThat(service.simulationClass()).isEmpty();
        assertThatThrownBy(() -> service.requireMode("fixed")).isInstanceOf(UnknownNameException.class)
                .hasMessageContaining("no threading mode 'fixed'").hasMessageContaining("[pool, virtual]");
    }

    @Test
    void readsAnImageServiceWithEnvSwitchesAndASimulation() throws IOException {
        Files.createDirectories(folder.resolve("target/test-classes"));
        OwnService service = ServiceFile.load(write("""
                name = checkout-2
                image = myorg/myservice:1.4
                port.env = PORT
                health.path = /actuator/health
                startup.timeout.seconds = 30
                modes = platform virtual
                mode.platform.env = THREADS=platform
                mode.virtual.env = THREADS=virtual EXTRA=1
                simulation = com.example.CheckoutSimulation
                simulation.classpath = target/test-classes
                """));
        assertThat(service.name()).isEqualTo("checkout-2");
        assertThat(service.description()).as("description defaults to the name").isEqualTo("checkout-2");
        assertThat(service.deployment()).isEqualTo(new Deployment.Image("myorg/myservice:1.4"));
        assertThat(service.port()).isEqualTo(new PortSwitch.Env("PORT"));
        assertThat(service.healthPath()).isEqualTo("/actuator/health");
        assertThat(service.startupTimeoutSeconds()).isEqualTo(30);
        assertThat(service.switchOf("virtual").env()).containsExactly(Map.entry("THREADS", "virtual"), Map.entry("EXTRA", "1"));
        assertThat(service.requests()).isEmpty();
        assertThat(service.simulationClass()).contains("com.example.CheckoutSimulation");
        assertThat(service.simulationClasspath()).containsExactly(folder.resolve("target/test-classes"));
    }

    @Test
    void readsAWarOnTomcatWithoutSwitchesAndOnLibertyWithAFragment() throws IOException {
        OwnService tomcat = ServiceFile.load(write("""
                war = target/hello.war
                war.server = tomcat
                modes = pool virtual
                requests = requests.txt
                """));
        assertThat(tomcat.deployment()).isEqualTo(new Deployment.War(folder.resolve("target/hello.war"), Deployment.WarServer.TOMCAT));
        assertThat(tomcat.port()).as("a war takes VTBENCH_PORT").isEqualTo(new PortSwitch.VtbenchPort());
        assertThat(tomcat.switchOf("pool").isEmpty()).as("Tomcat's VTBENCH_MODE switches it").isTrue();

        Files.writeString(folder.resolve("liberty-virtual.xml"), "<server><executor virtual=\"true\"/></server>");
        OwnService liberty = ServiceFile.load(write("""
                war = target/hello.war
                war.server = liberty
                modes = pool virtual
                mode.pool.properties = app.threads=platform
                mode.virtual.server.xml = liberty-virtual.xml
                requests = requests.txt
                """));
        assertThat(liberty.switchOf("virtual").serverXml()).contains(folder.resolve("liberty-virtual.xml"));
        assertThat(liberty.switchOf("pool").serverXml()).isEmpty();
    }

    @Test
    void refusesAnUnknownKeyNamingTheKeysAllowed() throws IOException {
        refused(JAR_SERVICE + "mode.virtual.propertes = a=b\n", "line 8: unknown key 'mode.virtual.propertes'", "mode.NAME.properties");
        refused(JAR_SERVICE + "health = /up\n", "line 8: unknown key 'health'", "health.path");
    }

    @Test
    void refusesAModeKeyOfAModeNotListed() throws IOException {
        refused(JAR_SERVICE + "mode.fixed.env = A=1\n", "line 8: mode.fixed.env = 'A=1' is invalid", "add 'fixed' to modes");
    }

    @Test
    void refusesAMissingJarOrWarSayingToBuildIt() throws IOException {
        refused(JAR_SERVICE.replace("target/hello.jar", "target/missing.jar"),
                "line 2: jar = 'target/missing.jar'", "does not exist: build it first (e.g. mvn package in its project)");
        refused("war = target/other.war\nwar.server = tomcat\nmodes = pool\nrequests = requests.txt\n",
                "line 1: war = 'target/other.war'", "build it first");
    }

    @Test
    void refusesAMissingRequestsFileOrClasspathEntry() throws IOException {
        refused(JAR_SERVICE.replace("requests.txt", "traffic.txt"), "line 7: requests = 'traffic.txt'", "does not exist: create it");
        refused(JAR_SERVICE.replace("requests = requests.txt", "simulation = a.B\nsimulation.classpath = target/nothing"),
                "line 8: simulation.classpath = 'target/nothing'", "does not exist");
    }

    @Test
    void refusesTwoDeploymentsOrNone() throws IOException {
        refused(JAR_SERVICE + "image = myorg/x:1\n", "line 8: image = 'myorg/x:1' is invalid", "only one of jar, war, image, but jar is set too");
        refused(JAR_SERVICE.replace("jar = target/hello.jar", ""), "nothing to run", "image = myorg/myservice:1.0");
        refused(JAR_SERVICE + "war.server = tomcat\n", "war.server only with war");
        refused("war = target/hello.war\nmodes = pool\nrequests = requests.txt\n", "war needs war.server");
        refused("war = target/hello.war\nwar.server = jetty\nmodes = pool\nrequests = requests.txt\n", "line 2: war.server = 'jetty'", "tomcat or liberty");
    }

    @Test
    void refusesAModeWithoutASwitch() throws IOException {
        refused(JAR_SERVICE.replace("mode.pool.properties = spring.threads.virtual.enabled=false\n", ""),
                "mode pool has no switch", "add mode.pool.properties, mode.pool.env");
        refused("war = target/hello.war\nwar.server = liberty\nmodes = virtual\nrequests = requests.txt\n",
                "mode virtual has no switch", "mode.virtual.server.xml");
    }

    @Test
    void refusesModesVtbenchTomcatDoesNotKnow() throws IOException {
        refused("war = target/hello.war\nwar.server = tomcat\nmodes = pool fast\nrequests = requests.txt\n",
                "line 3: modes = 'pool fast'", "[pool, virtual] for a war on Tomcat");
    }

    @Test
    void refusesBadPortSwitches() throws IOException {
        refused(JAR_SERVICE.replace("port.property = server.port", ""), "how does the service learn its port?");
        refused(JAR_SERVICE + "port.env = PORT\n", "port.env = 'PORT'", "not both");
        refused(JAR_SERVICE.replace("port.property = server.port", "port.env = JAVA_TOOL_OPTIONS"), "port.env = 'JAVA_TOOL_OPTIONS'");
        refused("war = target/hello.war\nwar.server = tomcat\nport.env = PORT\nmodes = pool\nrequests = requests.txt\n",
                "line 3: port.env = 'PORT'", "vtbench's images take VTBENCH_PORT");
        refused(JAR_SERVICE.replace("spring.threads.virtual.enabled=true", "server.port=1"), "mode.virtual.properties", "no server.port");
    }

    @Test
    void refusesBadPropertiesAndVariables() throws IOException {
        refused(JAR_SERVICE.replace("spring.threads.virtual.enabled=true", "spring.threads.virtual.enabled"),
                "line 6: mode.virtual.properties", "'spring.threads.virtual.enabled' is not name=value");
        refused(JAR_SERVICE.replace("spring.threads.virtual.enabled=true", "a=1 a=2"), "a is set twice");
        refused(JAR_SERVICE.replace("spring.threads.virtual.enabled=true", "a$b=1"), "property name 'a$b'");
        refused(JAR_SERVICE.replace("spring.threads.virtual.enabled=true", "a=\"x\""), "whitespace or quotes");
        String env = JAR_SERVICE.replace("mode.virtual.properties = spring.threads.virtual.enabled=true", "mode.virtual.env = %s");
        refused(env.formatted("JAVA_TOOL_OPTIONS=-Dx=1"), "line 6: mode.virtual.env", "give JVM system properties with mode.NAME.properties");
        refused(env.formatted("VTBENCH_MODE=pool"), "VTBENCH_MODE is a name of the harness's");
        refused(env.formatted("_JAVA_OPTIONS=-Xmx8g"), "_JAVA_OPTIONS would give the JVM options vtbench neither checks nor records");
        refused(env.formatted("JDK_JAVA_OPTIONS=-XX:-FlightRecorder"), "JDK_JAVA_OPTIONS would give the JVM options");
        refused(JAR_SERVICE.replace("port.property = server.port", "port.env = VTBENCH_POOL_SIZE"), "port.env = 'VTBENCH_POOL_SIZE'",
                "a name of the harness's");
        refused(env.formatted("lower=1"), "variable name 'lower'");
    }

    @Test
    void refusesAServerXmlFragmentExceptAWellFormedOneForLiberty() throws IOException {
        Files.writeString(folder.resolve("virtual.xml"), "<server/>");
        String tomcat = "war = target/hello.war\nwar.server = tomcat\nmodes = pool virtual\nmode.virtual.server.xml = virtual.xml\nrequests = requests.txt\n";
        refused(tomcat, "line 4: mode.virtual.server.xml = 'virtual.xml'", "only for war.server = liberty");
        refused(JAR_SERVICE + "mode.virtual.server.xml = virtual.xml\n", "only for war.server = liberty");
        String liberty = "war = target/hello.war\nwar.server = liberty\nmodes = virtual\nmode.virtual.server.xml = %s\nrequests = requests.txt\n";
        refused(liberty.formatted("absent.xml"), "absent.xml does not exist");
        Files.writeString(folder.resolve("broken.xml"), "<server><executor></server>");
        refused(liberty.formatted("broken.xml"), "is not well-formed XML");
        Files.writeString(folder.resolve("other.xml"), "<config/>");
        refused(liberty.formatted("other.xml"), "root element <config>, not <server>");
        Files.writeString(folder.resolve("doctype.xml"), "<!DOCTYPE server [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><server>&x;</server>");
        refused(liberty.formatted("doctype.xml"), "is not well-formed XML");
    }

    @Test
    void refusesBadNamesModesPathsAndTraffic() throws IOException {
        refused(JAR_SERVICE + "name = Spring_Hello\n", "name = 'Spring_Hello'", "lowercase letters, digits and '-'");
        refused(JAR_SERVICE.replace("modes = pool virtual", "modes = pool pool"), "distinct mode names");
        refused(JAR_SERVICE.replace("modes = pool virtual", ""), "required key 'modes' is missing");
        refused(JAR_SERVICE + "health.path = health\n", "health.path = 'health'", "a path starting with /");
        refused(JAR_SERVICE + "startup.timeout.seconds = 0\n", "startup.timeout.seconds = '0'", "1 to 3600");
        refused(JAR_SERVICE.replace("requests = requests.txt", ""), "no traffic");
        refused(JAR_SERVICE + "simulation = a.B\n", "either requests or simulation, not both");
        refused(JAR_SERVICE.replace("requests = requests.txt", "simulation = 1bad"), "a fully qualified class name");
        refused(JAR_SERVICE.replace("requests = requests.txt", "simulation = a.int.B\nsimulation.classpath = ."), "a fully qualified class name");
        refused(JAR_SERVICE.replace("requests = requests.txt", "simulation = a.B"), "simulation.classpath = ''",
                "the compiled simulation: its classes folder or jar");
        Path oddFolder = Files.createDirectories(root.resolve("Odd_Name"));
        Files.writeString(oddFolder.resolve("service.properties"), "image = x:1\nport.env = PORT\nmodes = a\nmode.a.env = A=1\nsimulation = a.B\nsimulation.classpath = .\n");
        assertThatThrownBy(() -> ServiceFile.load(oddFolder.resolve("service.properties"))).isInstanceOf(DataFileException.class)
                .hasMessageContaining("'Odd_Name' is not a name").hasMessageContaining("add 'name = my-service'");
    }

    @Test
    void refusesABadRequestListNamingItsLine() throws IOException {
        Files.writeString(folder.resolve("requests.txt"), "# weight method path status\n8 GET /hello 200\n1 GET /x two\n");
        assertThatThrownBy(() -> ServiceFile.load(write(JAR_SERVICE))).isInstanceOf(DataFileException.class)
                .hasMessageContaining(folder.resolve("requests.txt") + " line 3: expected status 'two' is not a number");
    }

    private Path write(String text) throws IOException {
        return Files.writeString(folder.resolve("service.properties"), text);
    }

    private void refused(String text, String... fragments) throws IOException {
        Path file = write(text);
        var thrown = assertThatThrownBy(() -> ServiceFile.load(file)).as("service file:%n%s", text).isInstanceOf(DataFileException.class)
                .hasMessageContaining(file.toString());
        for (String fragment : fragments) {
            thrown.hasMessageContaining(fragment);
        }
    }
}
