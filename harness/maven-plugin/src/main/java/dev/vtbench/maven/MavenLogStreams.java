package dev.vtbench.maven;

import org.apache.maven.plugin.logging.Log;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * {@code System.out} and {@code System.err} sent to Maven's log line by line while a command runs (the harness writes
 * its progress and refusals there, as a command line does): standard output as info, standard error as warnings, the
 * latter kept for the build's failure message.
 */
final class MavenLogStreams {
    private final PrintStream out;
    private final PrintStream err;
    private final List<String> errors = new ArrayList<>();

    private MavenLogStreams(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    static MavenLogStreams install(Log log) {
        MavenLogStreams streams = new MavenLogStreams(System.out, System.err);
        System.setOut(new PrintStream(new Lines(log::info), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new Lines(line -> {
            log.warn(line);
            streams.keep(line);
        }), true, StandardCharsets.UTF_8));
        return streams;
    }

    void restore() {
        System.out.flush();
        System.err.flush();
        System.setOut(out);
        System.setErr(err);
    }

    /** The lines written to standard error: a refusal's "vtbench: ..." with its remedy. */
    synchronized List<String> errors() {
        return List.copyOf(errors);
    }

    private synchronized void keep(String line) {
        errors.add(line);
    }

    /** Bytes to lines; a line ends at '\n' or when the stream is flushed with text pending at its end of the run. */
    private static final class Lines extends OutputStream {
        private final Consumer<String> sink;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        Lines(Consumer<String> sink) {
            this.sink = sink;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                emit();
            } else if (b != '\r') {
                line.write(b);
            }
        }

        @Override
        public synchronized void close() {
            if (line.size() > 0) {
                emit();
            }
        }

        private void emit() {
            sink.accept(line.toString(StandardCharsets.UTF_8));
            line.reset();
        }
    }
}
