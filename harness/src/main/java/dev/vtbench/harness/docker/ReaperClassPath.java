package dev.vtbench.harness.docker;

import com.github.dockerjava.api.DockerClient;
import org.slf4j.LoggerFactory;
import org.testcontainers.DockerClientFactory;

import java.io.File;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The class path a {@link LifelineReaper}'s JVM starts with: the folders and jars this JVM really loaded the reaper and
 * what it calls from, not {@code java.class.path} alone. Under Maven the harness runs in the plugin's class realm:
 * {@code java.class.path} names Maven's launcher (plexus-classworlds) and nothing of vtbench, the realm's own URLs hold
 * the harness and its libraries, and SLF4J comes from Maven's core, imported into the realm rather than listed in it.
 * From {@code harness/vtbench}, or a user's test, {@code java.class.path} holds all of it.
 */
final class ReaperClassPath {
    /**
     * What the reaper calls, each taken from where this JVM loaded it: its own classes first, the Docker client, and
     * SLF4J, which Testcontainers logs through and which Maven lends a plugin from its own lib folder.
     */
    private static final List<Class<?>> CALLED = List.of(LifelineReaper.class, DockerClientFactory.class, DockerClient.class,
            LoggerFactory.class);

    private ReaperClassPath() {}

    /** {@link #entries} joined for {@code java -cp}. */
    static String of(String javaClassPath) {
        return String.join(File.pathSeparator, entries(javaClassPath));
    }

    /**
     * In order, each once: the reaper's own folder or jar; every file of the class loaders that loaded it (a plugin's
     * realm and its parents); {@code javaClassPath}, as the harness's JVM was started; then the folder or jar of each
     * other class the reaper calls, for one that came from elsewhere.
     */
    static List<String> entries(String javaClassPath) {
        Set<String> entries = new LinkedHashSet<>();
        location(LifelineReaper.class).ifPresent(entries::add);
        for (ClassLoader loader = LifelineReaper.class.getClassLoader(); loader != null; loader = loader.getParent()) {
            if (loader instanceof URLClassLoader realm) {
                for (URL url : realm.getURLs()) {
                    file(url).ifPresent(entries::add);
                }
            }
        }
        for (String entry : javaClassPath.split(File.pathSeparator)) {
            if (!entry.isBlank()) {
                entries.add(entry);
            }
        }
        CALLED.forEach(called -> location(called).ifPresent(entries::add));
        return List.copyOf(entries);
    }

    /** The folder or jar {@code type} was loaded from; empty for the JDK's own classes. */
    static Optional<String> location(Class<?> type) {
        CodeSource source = type.getProtectionDomain().getCodeSource();
        return source == null || source.getLocation() == null ? Optional.empty() : file(source.getLocation());
    }

    private static Optional<String> file(URL url) {
        if (!"file".equals(url.getProtocol())) {
            return Optional.empty();
        }
        try {
            return Optional.of(Path.of(url.toURI()).toString());
        } catch (URISyntaxException | IllegalArgumentException e) {
            // Not a path java -cp could take either.
            return Optional.empty();
        }
    }
}
