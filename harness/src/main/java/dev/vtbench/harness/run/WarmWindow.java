package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.result.CountedWindows;
import dev.vtbench.harness.result.Repetition;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A counted load's window on a JVM whose JIT stayed quiet through it. A window opens only once the JIT is quiet
 * ({@code JitQuiet}), but a compilation can still start inside it: a method that turns hot late (seen on one CPU under a
 * pool of 200 blocking threads: 0.45 s of compiler CPU in an 8 s window that opened on a quiet JIT). Such a window is
 * left out of the figures ({@link CountedWindows}), so the load is measured again on the same server, its JIT further
 * along, up to {@value #MAX_WINDOWS} windows in all. Each window before the last keeps its files in a folder of its own
 * (rep-N-jit-busy-K) and is named, with why, in the repetition's {@code earlierWindows}: the reader sees that the window
 * counted was not the server's first. Both modes get the same rule, so neither is measured on a colder JVM. Only a
 * window that waited for a quiet JIT (a warm-up until steady) is measured again: a fixed warm-up (a study's tiny scale,
 * which proves the path) measures what its seconds give, and its window is judged as it is.
 */
final class WarmWindow {
    /** The most windows one server measures for one counted repetition. */
    static final int MAX_WINDOWS = 3;

    private WarmWindow() {}

    /** {@code prepared}'s load on {@code server} as repetition {@code index}, measured again while the JIT worked through it. */
    static Repetition measure(LoadMeasurement measurement, PreparedCell prepared, ServerContainer server, CellDependencies dependencies,
                              int index) throws IOException {
        List<String> earlier = new ArrayList<>();
        Repetition measured = measurement.measure(prepared, server, dependencies, index);
        while (earlier.size() + 1 < MAX_WINDOWS && measured.windowOpened() && waitedForJit(measured)) {
            Optional<String> busy = CountedWindows.jitBusy(measured.jvm());
            if (busy.isEmpty()) {
                break;
            }
            String kept = "rep-" + index + "-jit-busy-" + (earlier.size() + 1);
            Path folder = prepared.folder();
            Files.move(folder.resolve("rep-" + index), folder.resolve(kept));
            earlier.add(kept + ": " + busy.get());
            System.out.println("vtbench: " + prepared.cell().id() + " repetition " + index + ": " + busy.get()
                    + "; measuring it again on the same server (its window " + (earlier.size() + 1) + " of at most " + MAX_WINDOWS + ")");
            measured = measurement.measure(prepared, server, dependencies, index);
        }
        return measured.withEarlierWindows(earlier);
    }

    /** Whether its window waited for a quiet JIT: a fixed warm-up measures what its seconds give, and is judged as it is. */
    private static boolean waitedForJit(Repetition measured) {
        return measured.load().steadyState() != null && measured.load().steadyState().waitedForJit();
    }
}
