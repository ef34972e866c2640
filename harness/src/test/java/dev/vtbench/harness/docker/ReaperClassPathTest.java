package dev.vtbench.harness.docker;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

import java.io.File;
import java.lang.reflect.Method;
import java.net.MalformedURLException;
import java.net.URL;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The reaper starts from the class path its command names even when {@code java.class.path} holds nothing of vtbench,
 * as under Maven, where it names the launcher alone and the harness lives in the plugin's class realm.
 */
class ReaperClassPathTest {
    /** What {@code java.class.path} holds in a Maven build: its launcher, and nothing that has the reaper. */
    private static final String MAVENS_LAUNCHER = "/usr/share/maven/boot/plexus-classworlds-2.9.0.jar";
    private static final HarnessIdentity GONE = new HarnessIdentity(1, 1);

    @TempDir
    Path dir;

    @Test
    void theReaperStartsFromItsCommandWhenJavaClassPathOnlyNamesMavensLauncher() throws Exception {
        ReaperRun asBefore = ReaperRun.withoutEngine(Lifeline.command(GONE, MAVENS_LAUNCHER), 1, dir);
        assertThat(asBefore.log()).as("started from java.class.path alone, as under Maven, the JVM finds no reaper")
                .contains("Could not find or load main class " + LifelineReaper.class.getName());

        List<String> entries = ReaperClassPath.entries(MAVENS_LAUNCHER);
        assertThat(entries).as("the class path built for the reaper").first()
                .isEqualTo(ReaperClassPath.location(LifelineReaper.class).orElseThrow());
        ReaperRun run = ReaperRun.withoutEngine(Lifeline.command(GONE, ReaperClassPath.of(MAVENS_LAUNCHER)), 1, dir);
        assertThat(run.log()).as("the reaper ran from %s and reaped", entries)
                .doesNotContain("Could not find or load main class").contains("gave up: the Docker engine stayed unreachable");
        assertThat(run.exitCode()).as("its exit code; its log: %s", run.log()).isEqualTo(1);
    }

    @Test
    void inAPluginsRealmTheClassPathHoldsTheRealmsJarsAndTheSlf4jMavenLendsIt() throws Exception {
        Path slf4j = Path.of(ReaperClassPath.location(LoggerFactory.class).orElseThrow());
        List<URL> ownJars = testClassPath().stream().filter(entry -> !entry.equals(slf4j)).map(ReaperClassPathTest::url).toList();
        try (PluginRealm realm = new PluginRealm(ownJars.toArray(URL[]::new), "org.slf4j", new URL[] {url(slf4j)})) {
            Method entriesInRealm = realm.loadClass(ReaperClassPath.class.getName()).getDeclaredMethod("entries", String.class);
            entriesInRealm.setAccessible(true);
            @SuppressWarnings("unchecked")
            List<String> entries = (List<String>) entriesInRealm.invoke(null, MAVENS_LAUNCHER);

            assertThat(entries).as("every jar of the realm, and SLF4J from where Maven lends it")
                    .containsAll(ownJars.stream().map(ReaperClassPathTest::path).toList()).contains(slf4j.toString());
            ReaperRun run = ReaperRun.withoutEngine(Lifeline.command(GONE, String.join(File.pathSeparator, entries)), 1, dir);
            assertThat(run.log()).as("the reaper ran from the realm's class path %s", entries)
                    .contains("gave up: the Docker engine stayed unreachable");
        }
    }

    /** This test JVM's class path in full (Surefire starts it from a jar that only lists it). */
    private static List<Path> testClassPath() {
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        return Arrays.stream(classPath.split(File.pathSeparator)).filter(entry -> !entry.isBlank()).map(Path::of).toList();
    }

    private static URL url(Path entry) {
        try {
            return entry.toUri().toURL();
        } catch (MalformedURLException e) {
            throw new IllegalStateException("a class path entry is no URL: " + entry, e);
        }
    }

    private static String path(URL url) {
        return Path.of(java.net.URI.create(url.toString())).toString();
    }
}
