package dev.vtbench.harness.matrix;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.JarURLConnection;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;

/**
 * The {@code vtbench-distribution} artifact as the class path holds it: a jar (a user's build) or, inside vtbench's
 * own reactor before it is packaged, that module's {@code target/classes}. Either holds the files a checkout's run
 * reads under {@value #ROOT}, and its version in {@value #INDEX}.
 *
 * @param location the jar, or the folder that holds {@code META-INF/}
 * @param version the version of vtbench it was built from
 */
public record Distribution(Path location, String version) {
    static final String INDEX = "META-INF/vtbench/distribution.properties";
    /** Where the root's files are, inside the jar or the folder. */
    static final String ROOT = "META-INF/vtbench/root/";

    public boolean isFolder() {
        return !location.getFileName().toString().endsWith(".jar");
    }

    /** The distribution the harness's own class loader sees, if any. */
    public static Optional<Distribution> onClassPath() {
        return find(Distribution.class.getClassLoader());
    }

    static Optional<Distribution> find(ClassLoader loader) {
        URL index = loader.getResource(INDEX);
        if (index == null) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (InputStream in = index.openStream()) {
            properties.load(in);
            return Optional.of(new Distribution(location(index), properties.getProperty("version", "unknown")));
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + index + ", the index of the vtbench-distribution artifact", e);
        }
    }

    private static Path location(URL index) throws IOException {
        try {
            if (index.getProtocol().equals("jar")) {
                return Path.of(((JarURLConnection) index.openConnection()).getJarFileURL().toURI());
            }
            // file:.../classes/META-INF/vtbench/distribution.properties: three levels up is the classes folder.
            return Path.of(index.toURI()).getParent().getParent().getParent();
        } catch (URISyntaxException e) {
            throw new IOException("cannot tell where " + index + " is: " + e.getMessage(), e);
        }
    }
}
