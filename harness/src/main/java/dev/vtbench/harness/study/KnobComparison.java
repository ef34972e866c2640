package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.ServerJvmOptions;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.ParityCheck;
import dev.vtbench.harness.result.ParityComparison;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A JDK knob's cell (a variant of virtual, such as {@code virtual-par2}) beside the JVM's default virtual threads and
 * the pool under the same runtime, JVM, profile, scenario and load: the jdk-knobs study's unit. Like a {@link ModePair}
 * each ratio needs both cells trusted; the comparison with the pool also says whether their limits beyond the threads
 * were equal ({@link ParityCheck}).
 */
record KnobComparison(CellResult knob, Optional<CellResult> byDefault, Optional<CellResult> pool) {

    /** What the knob sets, as its cell recorded it: "parallelism 2 (2x the quota of 1 CPU)", "pollers on platform threads". */
    String setting() {
        ServerJvmOptions options = ServerJvmOptions.parse(knob.context().serverJvmOptions());
        List<String> parts = new ArrayList<>();
        options.virtualSchedulerParallelism().ifPresent(p -> parts.add("parallelism " + p + " (" + quota(p, knob.context().cpus()) + ")"));
        options.pollerMode().ifPresent(mode -> parts.add("pollers on " + (mode == 1 ? "platform" : "virtual") + " threads (jdk.pollerMode=" + mode + ")"));
        return parts.isEmpty() ? options.joined() : String.join(", ", parts);
    }

    /** "at the quota of 1 CPU", "2x the quota of 1 CPU", "below the quota of 2 CPUs": carriers against the CPU time they share. */
    static String quota(int parallelism, double cpus) {
        String of = "the quota of " + StudyFormat.cpus(cpus);
        if (Math.abs(parallelism - cpus) < 1e-9) {
            return "at " + of;
        }
        double times = parallelism / cpus;
        return parallelism < cpus ? "below " + of : (times == Math.rint(times) ? Long.toString((long) times)
                : String.format(java.util.Locale.ROOT, "%.1f", times)) + "x " + of;
    }

    /** Throughput over the default virtual threads', medians; empty unless both cells are trusted. */
    Optional<Double> versusDefault() {
        return byDefault.flatMap(reference -> new ModePair(knob, reference).ratio());
    }

    /** Throughput over the pool's, medians; empty unless both cells are trusted. */
    Optional<Double> versusPool() {
        return pool.flatMap(baseline -> new ModePair(knob, baseline).ratio());
    }

    /** Whether the knob's throughput range [min-max] and the default's do not overlap. */
    boolean beyondDefaultsSpread() {
        return byDefault.map(reference -> new ModePair(knob, reference).beyondSpread()).orElse(false);
    }

    /** The knob's limits beyond the threads against the pool's, as the verdict compares them; empty without a pool cell. */
    Optional<ParityComparison> parity() {
        return pool.map(baseline -> ParityCheck.between(knob.context(), baseline.context()));
    }

    /**
     * "virtual-par2 (parallelism 2, 2x the quota of 1 CPU): 0.95x the default virtual threads' throughput (5.0% lower),
     * within the repetitions' spread; 1.80x the pool's".
     */
    String finding() {
        String label = knob.context().mode() + " (" + setting() + ")";
        String againstDefault = versusDefault().map(r -> StudyFormat.ratio(r) + " the default virtual threads' throughput ("
                        + (r < 1 ? StudyFormat.percent(1 - r) + " lower" : StudyFormat.percent(r - 1) + " higher") + "), "
                        + (beyondDefaultsSpread() ? "beyond" : "within") + " the repetitions' spread")
                .orElse("not compared with the default virtual threads: " + byDefault.map(reference -> new ModePair(knob, reference)
                        .untrustedBecause()).orElse("no default virtual cell"));
        String againstPool = versusPool().map(r -> StudyFormat.ratio(r) + " the pool's")
                .orElse("not compared with the pool: " + pool.map(baseline -> new ModePair(knob, baseline).untrustedBecause()).orElse("no pool cell"));
        return label + ": " + againstDefault + "; " + againstPool;
    }
}
