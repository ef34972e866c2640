package dev.vtbench.harness.docker;

import java.nio.file.Path;
import java.util.List;

/**
 * The hermetic base OS image (minimal Debian), made without a registry by images/base/build-base-os.sh
 * (debootstrap + docker import). The script is the single recipe, shared with users of `docker buildx bake`.
 */
public final class BaseOsImage {
    public static final String NAME = "vtbench/base-os:bookworm";

    private BaseOsImage() {}

    public static void ensure(Path root) {
        Path script = root.resolve("images/base/build-base-os.sh");
        CommandLine.Result result = CommandLine.run(List.of("bash", script.toString(), NAME), root, 900);
        if (result.exitCode() != 0) {
            throw new ImageBuildException("the base OS image " + NAME + " could not be made by " + root.relativize(script)
                    + " (exit " + result.exitCode() + "):\n" + result.tail(20));
        }
    }
}
