package dev.vtbench.harness.docker;

import org.testcontainers.containers.output.OutputFrame;

import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Consumer;

/** Streams a container's stdout and stderr into a file as they come, so the log survives a crash of the run. */
final class FileLogConsumer implements Consumer<OutputFrame> {
    private final OutputStream out;

    FileLogConsumer(Path file) {
        try {
            Files.createDirectories(file.getParent());
            this.out = Files.newOutputStream(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write the container log " + file, e);
        }
    }

    @Override
    public synchronized void accept(OutputFrame frame) {
        try {
            if (frame.getType() == OutputFrame.OutputType.END) {
                out.close();
            } else {
                out.write(frame.getBytes());
                out.flush();
            }
        } catch (IOException e) {
            // a log line lost is not worth failing a measurement for
        }
    }
}
