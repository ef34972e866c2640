package dev.vtbench.harness.docker;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.Properties;
import java.io.Reader;

/** A JDK or Java runtime directory on this machine, described by its `release` file. */
public record LocalJdk(Path home, String javaVersion, String implementor) {

    /** Reads {@code home/release}; empty when the directory holds no runnable Java. */
    public static Optional<LocalJdk> at(Path home) {
        Path release = home.resolve("release");
        if (!Files.isRegularFile(release) || !Files.isExecutable(home.resolve("bin/java"))) {
            return Optional.empty();
        }
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(release)) {
            properties.load(reader);
        } catch (IOException e) {
            return Optional.empty();
        }
        return Optional.of(new LocalJdk(home, unquote(properties.getProperty("JAVA_VERSION", "")),
                unquote(properties.getProperty("IMPLEMENTOR", "unknown"))));
    }

    private static String unquote(String value) {
        return value.replace("\"", "").strip();
    }

    /** The feature release number: 25 for "25.0.3", 21 for "21.0.8". */
    public int feature() {
        String first = javaVersion.split("[.+-]")[0];
        try {
            return Integer.parseInt(first);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    public boolean canLink() {
        return Files.isExecutable(home.resolve("bin/jlink"));
    }
}
