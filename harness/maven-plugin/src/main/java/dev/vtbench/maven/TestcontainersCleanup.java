package dev.vtbench.maven;

import org.apache.maven.plugin.logging.Log;
import org.testcontainers.utility.ResourceReaper;

/**
 * Testcontainers' own clean-up, run before the goal returns. Without Ryuk (TESTCONTAINERS_RYUK_DISABLED=true, as on a
 * machine without a registry) Testcontainers cleans up in a JVM shutdown hook, which Maven runs after it has closed this
 * plugin's class realm: the hook then fails to load its first docker-java class and prints a NoClassDefFoundError at
 * the end of every build. Run here, while the realm is open, it loads what it needs; the hook, run again at exit,
 * finds those classes loaded and nothing left to remove. With Ryuk, Ryuk cleans up and nothing is done here.
 */
final class TestcontainersCleanup {
    private TestcontainersCleanup() {}

    static void runWhileTheRealmIsOpen(Log log) {
        if (!Boolean.parseBoolean(System.getenv("TESTCONTAINERS_RYUK_DISABLED"))) {
            return;
        }
        try {
            ResourceReaper.instance().performCleanup();
        } catch (RuntimeException | LinkageError e) {
            // vtbench removes its own containers; this is Testcontainers' second line, so its failure is no build error.
            log.debug("vtbench: Testcontainers' clean-up failed: " + e);
        }
    }
}
