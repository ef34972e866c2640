package dev.vtbench.harness.cli;

import dev.vtbench.harness.docker.MatrixImages;
import dev.vtbench.harness.matrix.Definitions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

import java.util.List;
import java.util.concurrent.Callable;

/** {@code harness/vtbench images}: builds the images (runtimes x JVMs, backend) through the Docker Engine API. */
@Command(name = "images", description = "Build every image (runtimes x JVMs, backend) through the Docker Engine API.")
final class ImagesCommand implements Callable<Integer> {
    @Option(names = "--runtimes", paramLabel = "NAMES", split = ",", description = "by commas (default: every runtime)")
    private List<String> runtimes;
    @Option(names = "--jvms", paramLabel = "NAMES", split = ",", description = "by commas (default: every JVM)")
    private List<String> jvms;
    @Mixin
    private ImageSourceOption sourceOption;

    @Override
    public Integer call() {
        Definitions definitions = Definitions.load(Definitions.locateRoot());
        MachineClaim.take();
        MatrixImages images = new MatrixImages(definitions, sourceOption.source());
        for (String runtime : runtimes != null ? runtimes : definitions.runtimes().names()) {
            for (String jvm : jvms != null ? jvms : definitions.jvms().names()) {
                MatrixImages.Outcome outcome = images.runtimeImage(definitions.runtimes().get(runtime), jvm);
                if (!outcome.built()) {
                    System.out.println("vtbench: skipped " + outcome.image() + ": " + outcome.skipReason());
                }
            }
        }
        images.backendImage();
        return ExitCodes.DONE;
    }
}
