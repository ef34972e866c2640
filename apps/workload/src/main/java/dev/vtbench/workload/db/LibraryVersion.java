package dev.vtbench.workload.db;

import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.URL;
import java.util.jar.Manifest;

/**
 * The version a library's jar declares in its manifest (OSGi's Bundle-Version, or Implementation-Version), read from
 * the jar a class was loaded from: {@code /info} names the pool that ran, not the one the build asked for.
 */
final class LibraryVersion {

    static final String UNKNOWN = "unknown";

    private LibraryVersion() {
    }

    /** The version of the jar holding {@code type}, or {@value #UNKNOWN} when it declares none or cannot be read. */
    static String of(Class<?> type) {
        URL classFile = type.getResource(type.getSimpleName() + ".class");
        if (classFile == null) {
            return UNKNOWN;
        }
        String text = classFile.toString();
        int separator = text.indexOf("!/");
        if (separator < 0) {
            return UNKNOWN;
        }
        try (InputStream in = URI.create(text.substring(0, separator + 2) + "META-INF/MANIFEST.MF").toURL().openStream()) {
            var attributes = new Manifest(in).getMainAttributes();
            String version = attributes.getValue("Bundle-Version");
            version = version == null ? attributes.getValue("Implementation-Version") : version;
            return version == null ? UNKNOWN : version;
        } catch (IOException | IllegalArgumentException unreadable) {
            return UNKNOWN;
        }
    }
}
