package dev.vtbench.harness.cli;

import dev.vtbench.harness.docker.ImageSource;
import picocli.CommandLine.Option;

/** {@code --source}, for every command that builds images: declared once, mixed into each. */
final class ImageSourceOption {
    @Option(names = "--source", paramLabel = "hermetic|registry", defaultValue = "hermetic", description = "where the "
            + "images' bases come from (default: ${DEFAULT-VALUE})")
    private String source;

    ImageSource source() {
        return ImageSource.parse(source);
    }
}
