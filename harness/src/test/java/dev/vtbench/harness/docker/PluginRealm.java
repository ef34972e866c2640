package dev.vtbench.harness.docker;

import java.io.IOException;
import java.net.URL;
import java.net.URLClassLoader;

/**
 * A class loader shaped like a Maven plugin's realm: its own jars, no parent but the JDK's platform loader, and one
 * package imported from another loader, not listed among its jars (as Maven lends SLF4J to every plugin from its lib
 * folder). Classes loaded through it are found where Maven would find them.
 */
final class PluginRealm extends URLClassLoader {
    private final String importedPackage;
    private final URLClassLoader exporter;

    PluginRealm(URL[] ownJars, String importedPackage, URL[] exporterJars) {
        super("plugin-realm", ownJars, ClassLoader.getPlatformClassLoader());
        this.importedPackage = importedPackage + ".";
        this.exporter = new URLClassLoader("maven-core", exporterJars, ClassLoader.getPlatformClassLoader());
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
        return name.startsWith(importedPackage) ? exporter.loadClass(name) : super.loadClass(name, resolve);
    }

    @Override
    public void close() throws IOException {
        try (exporter) {
            super.close();
        }
    }
}
