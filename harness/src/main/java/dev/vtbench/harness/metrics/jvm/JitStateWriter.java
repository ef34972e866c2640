package dev.vtbench.harness.metrics.jvm;

import dev.vtbench.gatling.schema.JitStateFile;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Instant;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Tells a local driver, twice a second through a {@link JitStateFile}, whether the server's JIT is quiet by
 * {@link JitQuiet}: the driver opens a window only then. Written beside and renamed over the file, so that the driver
 * never reads half of it. One daemon thread on the harness's cores, for as long as one load runs.
 */
public final class JitStateWriter implements AutoCloseable {
    private static final long PERIOD_MILLIS = 500;

    private final Path file;
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "vtbench-jit-state");
        thread.setDaemon(true);
        return thread;
    });

    private JitStateWriter(JvmSampler sampler, Path file) {
        this.file = file;
        ticker.scheduleAtFixedRate(() -> write(sampler), 0, PERIOD_MILLIS, TimeUnit.MILLISECONDS);
    }

    /** Starts writing the JIT state of {@code sampler}'s JVM to {@code file}. */
    public static JitStateWriter start(JvmSampler sampler, Path file) {
        return new JitStateWriter(sampler, file);
    }

    public Path file() {
        return file;
    }

    private void write(JvmSampler sampler) {
        Instant now = Instant.now();
        JitStateFile.State state = switch (sampler.jitState(now.toEpochMilli())) {
            case QUIET -> JitStateFile.State.QUIET;
            case BUSY -> JitStateFile.State.BUSY;
            case UNOBSERVABLE -> JitStateFile.State.UNOBSERVABLE;
        };
        Path partial = file.resolveSibling(file.getFileName() + ".partial");
        try {
            Files.writeString(partial, new JitStateFile.Reading(now, state).format());
            Files.move(partial, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            // The driver keeps its window shut on a stale file and says so at its cap; the next write may succeed.
            System.err.println("vtbench: could not write the JIT's state to " + file + ": " + e);
        }
    }

    @Override
    public void close() {
        ticker.shutdownNow();
        try {
            Files.deleteIfExists(file);
            Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".partial"));
        } catch (IOException e) {
            // a leftover state file in a repetition's folder harms nothing
        }
    }
}
