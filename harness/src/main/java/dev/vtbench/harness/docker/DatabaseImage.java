package dev.vtbench.harness.docker;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * vtbench's database image, vtbench/postgres:15: Debian 12's PostgreSQL on the hermetic base OS. Its packages are
 * staged on this machine by images/postgres/stage-packages.sh (apt, against the base image's own package list) into
 * images/target/postgres/debs, so that the build itself fetches nothing; rebuilt only when its inputs change
 * ({@link ImageInputs}).
 */
public final class DatabaseImage {
    public static final String NAME = "vtbench/postgres:15";
    static final String STAGED = "images/target/postgres/debs";

    private DatabaseImage() {}

    /** Makes the base OS if missing, stages the packages if not staged, and builds the image if changed: its id. */
    static String build(Path root) {
        stage(root);
        return ImageBuilder.buildIfChanged(NAME, root.resolve("images/postgres/Dockerfile"), root.resolve("images"),
                List.of("postgres/start-database.sh", "target/postgres/debs"), Map.of("BASE_IMAGE", BaseOsImage.NAME),
                BaseOsImage.NAME);
    }

    /** Makes the base OS if missing and stages the packages if not staged (what `docker buildx bake database` needs): what it did. */
    static String stage(Path root) {
        BaseOsImage.ensure(root);
        Path script = root.resolve("images/postgres/stage-packages.sh");
        CommandLine.Result staged = CommandLine.run(List.of("bash", script.toString(), root.resolve(STAGED).toString(),
                BaseOsImage.NAME), root, 900);
        if (staged.exitCode() != 0) {
            throw new ImageBuildException("the packages of the database image " + NAME + " could not be staged by "
                    + root.relativize(script) + " (exit " + staged.exitCode() + "):\n" + staged.tail(20));
        }
        return staged.tail(1).strip();
    }
}
