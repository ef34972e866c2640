package dev.vtbench.harness;

import dev.vtbench.harness.docker.ContainerHardening;
import dev.vtbench.harness.engine.DockerEngine;
import dev.vtbench.harness.docker.ImageBuildException;
import dev.vtbench.harness.docker.ImageBuilder;
import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Deployment;
import dev.vtbench.harness.matrix.OwnService;
import dev.vtbench.harness.matrix.ServiceFile;
import dev.vtbench.harness.service.ServiceImages;
import dev.vtbench.harness.verify.CellVerifier;
import dev.vtbench.harness.verify.Expectation;
import dev.vtbench.harness.verify.Verification;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * A user's service, described only by a service file, is built into its own image on vtbench's JDK, Tomcat or Liberty
 * image and starts healthy under cpu-1 in each mode, with the mode's switch, its port and VTBENCH_MODE in place and
 * the container hardened like every vtbench container.
 */
class OwnServiceImagesIT {
    private static final String JVM = "temurin-25";
    private static final CpuProfile CPU_1 = TestMatrix.DEFINITIONS.profiles().get("cpu-1");
    private static final ServiceImages IMAGES = new ServiceImages(TestMatrix.DEFINITIONS, TestMatrix.IMAGES);
    /** The plain-JDK server starts without a backend; its URL is only checked for form. */
    private static final String NO_BACKEND = "http://127.0.0.1:9";

    @TempDir
    Path work;

    /** vtbench's own plain-JDK server as if it were a user's executable jar: its classes and libraries in one jar. */
    @ParameterizedTest(name = "jar/{0}/cpu-1")
    @ValueSource(strings = {"pool", "virtual"})
    void aJarServiceStartsInEachModeWithItsSwitch(String mode) throws IOException {
        Path folder = Files.createDirectories(work.resolve("plain-hello"));
        executableJar(folder.resolve("target/plain-hello.jar"));
        Files.writeString(folder.resolve("requests.txt"), "1 GET /hello 200\n");
        OwnService service = ServiceFile.load(Files.writeString(folder.resolve("service.properties"), """
                jar = target/plain-hello.jar
                port.env = VTBENCH_PORT
                modes = pool virtual
                mode.pool.env = HELLO_THREADS=platform
                mode.virtual.env = HELLO_THREADS=virtual
                mode.virtual.properties = hello.threads=virtual
                requests = requests.txt
                """));

        MatrixImages.Outcome image = IMAGES.imageFor(service, JVM, mode);
        assertThat(image.built()).as("image of %s: %s", image.image(), image.skipReason()).isTrue();
        assertThat(image.image()).isEqualTo("vtbench-service/plain-hello:temurin-25-" + mode);
        try (ServerContainer server = ServerContainer.forService(image.image(), service, mode, CPU_1, NO_BACKEND,
                work.resolve("server.log"))) {
            server.start();
            var env = server.getEnvMap();
            assertThat(env).as("the mode's variable, the mode and the port").containsEntry("HELLO_THREADS", mode.equals("virtual") ? "virtual" : "platform")
                    .containsEntry("VTBENCH_MODE", mode).containsEntry("VTBENCH_PORT", Integer.toString(server.port()));
            assertThat(env.get("JAVA_TOOL_OPTIONS")).as("the mode's properties after the harness's options")
                    .startsWith("-XX:NativeMemoryTracking=summary");
            if (mode.equals("virtual")) {
                assertThat(env.get("JAVA_TOOL_OPTIONS")).endsWith(" -Dhello.threads=virtual");
            }
            Verification verification = CellVerifier.verify(server.baseUrl(), new Expectation("plain-jdk", mode, 1, service.virtual(mode), false));
            assertThat(verification.info("availableProcessors")).as("availableProcessors under cpu-1").isEqualTo("1");
            assertThat(verification.info("virtualThread")).as("VTBENCH_MODE=%s reached the service", mode)
                    .isEqualTo(Boolean.toString(service.virtual(mode)));
            assertHardened(server, List.of("/tmp"));
        }
    }

    @Test
    void aUsersImageIsOnlyInspectedAndAMissingOneNamesDockerPull() throws IOException {
        String existing = TestMatrix.IMAGES.backendImage().image();
        Path folder = Files.createDirectories(work.resolve("own-image"));
        Files.writeString(folder.resolve("requests.txt"), "1 GET /health 200\n");
        String serviceFile = """
                image = %s
                port.env = PORT
                modes = virtual
                mode.virtual.env = THREADS=virtual
                requests = requests.txt
                """;
        OwnService present = ServiceFile.load(Files.writeString(folder.resolve("service.properties"), serviceFile.formatted(existing)));
        MatrixImages.Outcome outcome = IMAGES.imageFor(present, JVM, "virtual");
        assertThat(outcome.image()).as("a user's image runs as it is").isEqualTo(existing);
        assertThat(outcome.imageId()).as("its id is recorded").contains(ImageBuilder.imageId(existing));

        OwnService absent = ServiceFile.load(Files.writeString(folder.resolve("service.properties"),
                serviceFile.formatted("vtbench-test/never-built:0")));
        assertThatThrownBy(() -> IMAGES.imageFor(absent, JVM, "virtual")).isInstanceOf(ImageBuildException.class)
                .hasMessageContaining("image vtbench-test/never-built:0 is not on the Docker engine: docker pull vtbench-test/never-built:0");
    }

    @Test
    void aWarOnTomcatAnswersAtTheRoot() throws IOException {
        OwnService service = warService("tomcat", """
                war = target/static.war
                war.server = tomcat
                health.path = /index.html
                modes = pool virtual
                requests = requests.txt
                """);
        for (String mode : List.of("pool", "virtual")) {
            startsAndServesTheWar(service, mode);
        }
    }

    /**
     * A war on Liberty gets an image per mode that keeps its base's user and writable folders. Only inspected: a war on
     * Liberty started in each mode, its fragment's executor found, is what {@code OwnServiceIT}'s example proves.
     */
    @Test
    void aWarOnLibertyIsBuiltPerModeKeepingItsBasesUserAndWritableFolders() throws IOException {
        OwnService service = warService("liberty", """
                war = target/static.war
                war.server = liberty
                health.path = /index.html
                modes = pool virtual
                mode.pool.env = APP_THREADS=platform
                mode.virtual.server.xml = virtual.xml
                requests = requests.txt
                """);
        Set<String> ids = new HashSet<>();
        for (String mode : List.of("pool", "virtual")) {
            MatrixImages.Outcome image = IMAGES.imageFor(service, JVM, mode);
            assertThat(image.built()).as("image of %s: %s", image.image(), image.skipReason()).isTrue();
            assertThat(image.image()).isEqualTo("vtbench-service/static-liberty:temurin-25-" + mode);
            var config = DockerEngine.client().inspectImageCmd(image.image()).exec().getConfig();
            assertThat(config.getUser()).as("the base's user").isEqualTo("10001:10001");
            assertThat(config.getLabels()).as("the base's label naming the folders Liberty writes")
                    .containsEntry(ContainerHardening.WRITABLE_LABEL, "/app/output");
            ids.add(image.imageId().orElseThrow());
        }
        assertThat(ids).as("one image per mode: the virtual mode's fragment is in its image alone").hasSize(2);
    }

    private OwnService warService(String server, String serviceFile) throws IOException {
        Path folder = Files.createDirectories(work.resolve("static-" + server));
        staticWar(folder.resolve("target/static.war"));
        Files.writeString(folder.resolve("requests.txt"), "1 GET /index.html 200\n");
        // Observable from outside: every response of the mode with this fragment carries a header.
        Files.writeString(folder.resolve("virtual.xml"), """
                <server>
                    <httpEndpoint id="defaultHttpEndpoint">
                        <headers><set>X-Vtbench-Fragment:virtual</set></headers>
                    </httpEndpoint>
                </server>
                """);
        return ServiceFile.load(Files.writeString(folder.resolve("service.properties"), serviceFile));
    }

    private HttpResponse<String> startsAndServesTheWar(OwnService service, String mode) {
        MatrixImages.Outcome image = IMAGES.imageFor(service, JVM, mode);
        assertThat(image.built()).as("image of %s: %s", image.image(), image.skipReason()).isTrue();
        try (ServerContainer server = ServerContainer.forService(image.image(), service, mode, CPU_1, NO_BACKEND,
                work.resolve(service.name() + "-" + mode + ".log"))) {
            server.start();
            HttpResponse<String> page = get(server.baseUrl() + "/index.html");
            assertThat(page.statusCode()).as("GET /index.html of the war on %s in %s", service.name(), mode).isEqualTo(200);
            assertThat(page.body()).as("the war's own page, not the server's").contains("static war of a vtbench test");
            // The derived image inherits its base's label naming the folders the server writes.
            assertHardened(server, service.deployment() instanceof Deployment.War(Path war, Deployment.WarServer kind)
                    && kind == Deployment.WarServer.TOMCAT
                    ? List.of("/tmp", "/opt/tomcat/logs", "/opt/tomcat/temp", "/opt/tomcat/work") : List.of("/tmp", "/app/output"));
            return page;
        }
    }

    private static void assertHardened(ServerContainer server, List<String> writable) {
        var inspected = DockerEngine.client().inspectContainerCmd(server.getContainerId()).exec();
        assertThat(inspected.getHostConfig().getReadonlyRootfs()).as("read-only root file system").isTrue();
        assertThat(inspected.getConfig().getUser()).as("the image's user").isEqualTo("10001:10001");
        assertThat(inspected.getHostConfig().getNanoCPUs()).as("cpu-1's quota").isEqualTo(CPU_1.nanoCpus());
        assertThat(inspected.getHostConfig().getTmpFs()).as("tmpfs mounts: /tmp and the image's %s folders", ContainerHardening.WRITABLE_LABEL)
                .containsOnlyKeys(writable);
    }

    private static HttpResponse<String> get(String url) {
        try {
            return HttpClient.newHttpClient().send(HttpRequest.newBuilder(URI.create(url)).build(), HttpResponse.BodyHandlers.ofString());
        } catch (IOException | InterruptedException e) {
            throw new AssertionError("GET " + url + " failed: " + e, e);
        }
    }

    /** The plain-JDK server's jar and its lib/ jars merged into one executable jar, as a user's build would make it. */
    private static void executableJar(Path target) throws IOException {
        Path built = TestMatrix.DEFINITIONS.root().resolve("apps/plain-jdk/target");
        Path serverJar = built.resolve("vtbench-plain-jdk.jar");
        assertThat(serverJar).as("the plain-JDK server is built (mvn package)").isRegularFile();
        Manifest manifest = new Manifest();
        try (JarFile jar = new JarFile(serverJar.toFile())) {
            manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
            manifest.getMainAttributes().put(Attributes.Name.MAIN_CLASS, jar.getManifest().getMainAttributes().getValue(Attributes.Name.MAIN_CLASS));
        }
        Files.createDirectories(target.getParent());
        Set<String> written = new HashSet<>();
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(target), manifest);
             Stream<Path> libraries = Files.list(built.resolve("lib"))) {
            written.add(JarFile.MANIFEST_NAME);
            copyEntries(serverJar, out, written);
            for (Path library : libraries.filter(path -> path.toString().endsWith(".jar")).toList()) {
                copyEntries(library, out, written);
            }
        }
    }

    private static void copyEntries(Path jarPath, JarOutputStream out, Set<String> written) throws IOException {
        try (JarFile jar = new JarFile(jarPath.toFile())) {
            for (JarEntry entry : java.util.Collections.list(jar.entries())) {
                // Signatures and manifests belong to the jar they came from; the first of any other duplicate wins.
                if (entry.getName().startsWith("META-INF/") && !entry.getName().startsWith("META-INF/services/") || !written.add(entry.getName())) {
                    continue;
                }
                out.putNextEntry(new JarEntry(entry.getName()));
                if (!entry.isDirectory()) {
                    try (var in = jar.getInputStream(entry)) {
                        in.transferTo(out);
                    }
                }
                out.closeEntry();
            }
        }
    }

    /** A war of one static page and a minimal Servlet 6.1 web.xml. */
    private static void staticWar(Path target) throws IOException {
        Files.createDirectories(target.getParent());
        try (ZipOutputStream out = new ZipOutputStream(Files.newOutputStream(target))) {
            entry(out, "WEB-INF/web.xml", """
                    <?xml version="1.0" encoding="UTF-8"?>
                    <web-app xmlns="https://jakarta.ee/xml/ns/jakartaee" version="6.1">
                      <display-name>static</display-name>
                    </web-app>
                    """);
            entry(out, "index.html", "<html><body>static war of a vtbench test</body></html>\n");
        }
    }

    private static void entry(ZipOutputStream out, String name, String text) throws IOException {
        out.putNextEntry(new ZipEntry(name));
        out.write(text.getBytes(java.nio.charset.StandardCharsets.UTF_8));
        out.closeEntry();
    }
}
