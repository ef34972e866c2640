package dev.vtbench.harness.docker;

import java.util.Locale;

/**
 * Where the JVM layer of the images comes from: official registry images (for machines that can pull),
 * or a hermetic layer built from a local JDK directory on a locally made base OS (no registry at all).
 */
public enum ImageSource {
    HERMETIC, REGISTRY;

    public static ImageSource parse(String value) {
        try {
            return valueOf(value.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown image source '" + value + "' (expected hermetic or registry)");
        }
    }

    @Override
    public String toString() {
        return name().toLowerCase(Locale.ROOT);
    }
}
