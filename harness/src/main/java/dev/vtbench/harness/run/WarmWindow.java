package dev.vtbench.harness.run;

import dev.vtbench.harness.docker.ServerContainer;
import dev.vtbench.harness.result.CountedWindows;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.StepFigures;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A counted load's windows on a JVM whose JIT stayed quiet through them. A window opens only once the JIT is quiet
 * ({@code JitQuiet}), but a compilation can still start inside it: a method that turns hot late (seen on one CPU under a
 * pool of 200 blocking threads: 0.45 s of compiler CPU in an 8 s window that opened on a quiet JIT). Such a window is
 * left out of the figures ({@link CountedWindows}), so the load is measured again on the same server, its JIT further
 * along, up to {@value #MAX_WINDOWS} times in all. The same holds for equal-load steps, which run on a server already
 * warmed by its capacity load, and yet see the JIT compile the code a lower rate makes hot (6-10% of a step's window on
 * one CPU) or run out their settle before it quiets: when any step's window is so spoiled ({@link StepFigures#jitWorked}),
 * the steps are measured again, all of them, so that each repetition's steps come from one load. Each load before the
 * last keeps its files in a folder of its own (rep-N-jit-busy-K) and is named, with why, in the repetition's
 * {@code earlierWindows}: the reader sees that the window counted was not the server's first. Both modes get the same
 * rule, so neither is measured on a colder JVM. Only a capacity window that waited for a quiet JIT (a warm-up until
 * steady) is measured again: a fixed warm-up (a study's tiny scale, which proves the path) measures what its seconds
 * give, and its window is judged as it is.
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
        while (earlier.size() + 1 < MAX_WINDOWS) {
            Optional<String> busy = jitWorkedThrough(measured);
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

    /**
     * Why the JIT spoiled {@code measured}'s window: for equal-load steps, each step whose window it spoiled, by its load;
     * for another load, a window that waited for a quiet JIT and saw it compile all the same. Empty when none.
     */
    static Optional<String> jitWorkedThrough(Repetition measured) {
        if (!measured.steps().isEmpty()) {
            List<String> spoiled = measured.steps().stream()
                    .flatMap(step -> step.jitWorked().map(why -> step.percent() + "% load: " + why).stream()).toList();
            return spoiled.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", spoiled));
        }
        if (!measured.windowOpened() || !waitedForJit(measured)) {
            return Optional.empty();
        }
        return CountedWindows.jitBusy(measured.jvm());
    }

    /** Whether its window waited for a quiet JIT: a fixed warm-up measures what its seconds give, and is judged as it is. */
    private static boolean waitedForJit(Repetition measured) {
        return measured.load().steadyState() != null && measured.load().steadyState().waitedForJit();
    }
}
