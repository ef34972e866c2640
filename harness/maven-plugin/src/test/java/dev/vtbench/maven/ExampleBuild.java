package dev.vtbench.maven;

import com.github.dockerjava.api.model.Container;
import dev.vtbench.harness.docker.HarnessIdentity;
import dev.vtbench.harness.engine.DockerEngine;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The Spring Boot example's own build, {@code mvn verify} in a copy of {@code apps/examples/spring-hello}, started as a
 * user starts it: Maven in the example's folder (which turns its {@code measure} profile on), in a JVM of its own. The
 * plugin and the harness come from the local repository invoker:install filled with this build's artifacts
 * ({@code vtbench.it.localRepository}), every other artifact from the invoking build's local repository, named as a
 * repository by the invoker's own {@code src/it/settings.xml} ({@code vtbench.it.userRepository}).
 */
final class ExampleBuild {
    private static final Path ROOT = Path.of(System.getProperty("vtbench.root", "../.."));
    private static final Path EXAMPLE = ROOT.resolve("apps/examples/spring-hello");
    private static final Path INVOKER_SETTINGS = Path.of("src/it/settings.xml");
    private static final String MAVEN_MAIN = "org.codehaus.plexus.classworlds.launcher.Launcher";

    private final Process maven;
    private final Path log;
    /** The Maven JVM and the harness inside it, once {@link #mavenJvm} has found them. */
    private ProcessHandle jvm;
    private HarnessIdentity harness;

    private ExampleBuild(Process maven, Path log) {
        this.maven = maven;
        this.log = log;
    }

    static ExampleBuild start(Path copy, Path log) throws IOException {
        copyExample(copy);
        Path settings = Files.writeString(copy.resolveSibling("settings.xml"), Files.readString(INVOKER_SETTINGS)
                .replace("@localRepositoryUrl@", Path.of(property("vtbench.it.userRepository")).toUri().toString()));
        List<String> command = List.of(ROOT.resolve("mvnw").toAbsolutePath().toString(), "-B", "-s", settings.toString(),
                "-Dmaven.repo.local=" + property("vtbench.it.localRepository"), "-DskipTests", "verify");
        Process maven = new ProcessBuilder(command).directory(copy.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        return new ExampleBuild(maven, log);
    }

    /** Waits until Maven's log shows {@code pattern}; fails with the log if Maven ends first or {@code seconds} pass. */
    void waitFor(Pattern pattern, int seconds) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        while (!pattern.matcher(log()).find()) {
            if (!maven.isAlive() || System.nanoTime() > deadline) {
                throw new AssertionError("Maven's log did not show " + pattern + " within " + seconds + " s (Maven "
                        + (maven.isAlive() ? "still running" : "ended with exit code " + maven.exitValue()) + "): " + log());
            }
            Thread.sleep(200);
        }
    }

    String log() throws IOException {
        return Files.readString(log);
    }

    /** The Maven JVM, where the plugin's harness runs: mvnw and Maven's own script exec it, unless a shell stayed between. */
    ProcessHandle mavenJvm() {
        if (jvm == null) {
            ProcessHandle started = maven.toHandle();
            jvm = Stream.concat(Stream.of(started), started.descendants()).filter(p -> commandLine(p).contains(MAVEN_MAIN))
                    .findFirst().orElseThrow(() -> new AssertionError("no process of the build runs " + MAVEN_MAIN));
            harness = HarnessIdentity.of(jvm);
        }
        return jvm;
    }

    /** The containers the plugin's harness labelled with its identity (the Maven JVM's), running or not. */
    List<Container> containers() {
        mavenJvm();
        return DockerEngine.client().listContainersCmd().withShowAll(true).withLabelFilter(harness.labels()).exec();
    }

    /**
     * Leaves the machine as the build found it, whatever the test got to: a build still running is killed and its
     * lifeline reaper given the same 30 s, then what is left of the build is killed and its containers removed.
     */
    void stop() throws InterruptedException {
        List<ProcessHandle> left = (jvm == null ? maven.toHandle() : jvm).descendants().toList();
        if (maven.isAlive() || (jvm != null && jvm.isAlive())) {
            maven.destroyForcibly();
            if (jvm != null) {
                jvm.destroyForcibly();
            }
            Thread.sleep(TimeUnit.SECONDS.toMillis(30));
        }
        left.forEach(ProcessHandle::destroyForcibly);
        if (harness != null) {
            containers().forEach(container -> DockerEngine.client().removeContainerCmd(container.getId()).withForce(true).exec());
        }
    }

    /** A process's command line, words joined by spaces; empty once it is gone. */
    static String commandLine(ProcessHandle process) {
        try {
            return Files.readString(Path.of("/proc", Long.toString(process.pid()), "cmdline")).replace('\0', ' ');
        } catch (IOException e) {
            return "";
        }
    }

    /** The example's pom, service file, requests and main sources; its parent found from the copy as from the example. */
    private static void copyExample(Path copy) throws IOException {
        Files.createDirectories(copy);
        for (String file : List.of("service.properties", "requests.txt")) {
            Files.copy(EXAMPLE.resolve(file), copy.resolve(file));
        }
        Path parentPom = copy.toAbsolutePath().relativize(ROOT.resolve("pom.xml").toAbsolutePath().normalize());
        Files.writeString(copy.resolve("pom.xml"), Files.readString(EXAMPLE.resolve("pom.xml"))
                .replace("<relativePath>../../../pom.xml</relativePath>", "<relativePath>" + parentPom + "</relativePath>"));
        Path sources = EXAMPLE.resolve("src/main");
        try (Stream<Path> files = Files.walk(sources)) {
            for (Path file : files.filter(Files::isRegularFile).toList()) {
                Path target = copy.resolve("src/main").resolve(sources.relativize(file).toString());
                Files.createDirectories(target.getParent());
                Files.copy(file, target, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    private static String property(String name) {
        String value = System.getProperty(name);
        if (value == null || value.isBlank()) {
            throw new IllegalStateException("the system property " + name + " is not set: run this test through the plugin "
                    + "module's Failsafe (./mvnw verify -pl harness/maven-plugin -am), which sets it");
        }
        return value;
    }
}
