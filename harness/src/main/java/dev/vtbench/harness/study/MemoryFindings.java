package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellContext;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * The memory study's findings, each computed from trusted cells only: how memory moved between the two load levels
 * per mode against the seed's changes (seed 004: -25% with Liberty's pool, +185% with virtual threads), and virtual
 * threads' memory against the pool's at the same load (seed 004: not always lower; a second seed's heap ratio, seed
 * 001's 0.64x). The seeds' figures are the claim file's.
 *
 * @param seed the seed of the changes, as findings name it ("Seed 004")
 * @param loadIncrease the seed's load increase between its two levels (0.10)
 * @param poolChange the seed's change of the pool's memory under the load increase (-0.25)
 * @param virtualChange the seed's change of virtual threads' memory (1.85)
 * @param heapSeed the seed of the heap ratio ("seed 001")
 * @param heapRatio virtual threads' heap over the pool's in that seed (0.64)
 */
record MemoryFindings(String seed, double loadIncrease, double poolChange, double virtualChange, String heapSeed, double heapRatio) {

    /** "-25%": a seed's change, in whole percent as it published it. */
    static String seedPercent(double change) {
        return (change >= 0 ? "+" : "") + Math.round(change * 100) + "%";
    }

    String seedChange(LoadStep step) {
        return step.virtual() ? seedPercent(virtualChange) + " (virtual)" : seedPercent(poolChange) + " (Liberty's pool)";
    }

    /**
     * "a +10.0% load increase (180 → 198 users) moved resident memory by +3.1% with the pool and +5.0% with virtual
     * threads (seed: -25% and +185%)", for one runtime under one profile and JVM; the modes it could not check named.
     */
    String stepLine(List<LoadStep> steps) {
        List<LoadStep> comparable = steps.stream().filter(s -> s.change(MemoryFigure.RESIDENT).isPresent())
                .sorted(java.util.Comparator.comparing(LoadStep::virtual)).toList();
        List<String> unchecked = steps.stream().filter(s -> s.change(MemoryFigure.RESIDENT).isEmpty())
                .map(s -> s.context().mode() + " (" + whyNot(s) + ")").toList();
        if (comparable.isEmpty()) {
            return "The seed's memory change under a " + Math.round(loadIncrease * 100) + "% load increase (" + seedPercent(poolChange) + " with the pool, "
                    + seedPercent(virtualChange) + " with virtual threads) could not be checked: " + String.join("; ", unchecked);
        }
        String moves = comparable.stream().map(s -> s.describeChange(MemoryFigure.RESIDENT) + " with " + modeInWords(s.context()))
                .collect(Collectors.joining(" and "));
        return "a " + LoadStep.signedPercent(comparable.get(0).loadIncrease()) + " load increase (" + comparable.get(0).users()
                + ") moved resident memory by " + moves + " (seed: " + seedPercent(poolChange) + " and " + seedPercent(virtualChange) + ")"
                + (unchecked.isEmpty() ? "" : "; not checked for " + String.join(", ", unchecked));
    }

    /** Every figure's change for one mode: "pool: throughput +9.8%; RSS (window peak) +3.1%, ...". */
    static String stepDetail(LoadStep step) {
        if (!step.comparable()) {
            return step.context().mode() + ", " + step.levels() + ": not compared: " + step.untrustedBecause();
        }
        return step.context().mode() + ", " + step.levels() + ": throughput " + step.throughputChange().map(LoadStep::signedPercent)
                .orElse("no figure") + "; " + java.util.Arrays.stream(MemoryFigure.values())
                .map(f -> f.inWords() + " " + step.describeChange(f)).collect(Collectors.joining(", "));
    }

    /** At one level, virtual threads' memory over the pool's: resident, heap kept, thread memory, direct buffers. */
    static String sameLoadLine(ModePair pair) {
        String label = pair.context().users() + " users, virtual / " + pair.context().mode();
        if (pair.ratio().isEmpty()) {
            return label + ": not compared: " + pair.untrustedBecause();
        }
        return label + ": " + List.of(MemoryFigure.RESIDENT, MemoryFigure.HEAP_KEPT, MemoryFigure.THREADS, MemoryFigure.DIRECT_BUFFERS)
                .stream().map(f -> f.inWords() + " " + memoryRatio(pair, f).map(StudyFormat::ratio).orElse("no figure"))
                .collect(Collectors.joining(", "));
    }

    /** Virtual over baseline, medians of the repetitions; empty unless both cells are trusted and both have the figure. */
    static Optional<Double> memoryRatio(ModePair pair, MemoryFigure figure) {
        var virtual = figure.of(pair.virtual());
        var baseline = figure.of(pair.baseline());
        return pair.ratio().isPresent() && !virtual.isMissing() && !baseline.isMissing() && baseline.median() > 0
                ? Optional.of(virtual.median() / baseline.median()) : Optional.empty();
    }

    /**
     * Seed 004's memory finding over every series: each comparable change of resident memory, how many are beyond the
     * repetitions' spread, and in how many runtimes the seed's pattern held (the pool's memory down, virtual threads' up,
     * both beyond the spread).
     */
    String overallStep(List<LoadStep> steps) {
        List<LoadStep> comparable = steps.stream().filter(s -> s.change(MemoryFigure.RESIDENT).isPresent()).toList();
        String finding = seed + "'s memory finding, a " + Math.round(loadIncrease * 100) + "% load increase moving memory by " + seedPercent(poolChange) + " with Liberty's pool and "
                + seedPercent(virtualChange) + " with virtual threads";
        long notComparable = steps.size() - comparable.size();
        String tail = notComparable == 0 ? "" : "; " + notComparable + " step(s) not comparable (flagged or not steady)";
        if (comparable.isEmpty()) {
            return finding + ", could not be checked: no mode had both load levels trusted" + tail + ".";
        }
        List<String> moves = comparable.stream().map(s -> s.context().runtime() + " " + s.context().mode() + " ("
                + s.context().profile() + ") " + LoadStep.signedPercent(s.change(MemoryFigure.RESIDENT).orElseThrow())).toList();
        long beyond = comparable.stream().filter(s -> s.beyondSpread(MemoryFigure.RESIDENT)).count();
        return finding + ": here resident memory moved by " + String.join(", ", moves) + "; " + beyond + " of " + comparable.size()
                + " change(s) beyond the repetitions' spread; the seed's pattern (the pool's memory down and virtual threads' up, "
                + "both beyond the spread) in " + seedPatterns(comparable) + tail + ".";
    }

    /** "1 of 2 runtime(s) with both modes compared". */
    private static String seedPatterns(List<LoadStep> comparable) {
        var byRuntime = comparable.stream().collect(Collectors.groupingBy(s -> s.context().runtime() + " " + s.context().profile()
                + " " + s.context().jvm()));
        long both = 0;
        long held = 0;
        for (List<LoadStep> series : byRuntime.values()) {
            List<LoadStep> pools = series.stream().filter(s -> !s.virtual()).toList();
            Optional<LoadStep> virtual = series.stream().filter(LoadStep::virtual).findFirst();
            if (pools.isEmpty() || virtual.isEmpty()) {
                continue;
            }
            both++;
            boolean virtualUp = virtual.get().change(MemoryFigure.RESIDENT).orElseThrow() > 0 && virtual.get().beyondSpread(MemoryFigure.RESIDENT);
            boolean poolDown = pools.stream().anyMatch(p -> p.change(MemoryFigure.RESIDENT).orElseThrow() < 0 && p.beyondSpread(MemoryFigure.RESIDENT));
            held += virtualUp && poolDown ? 1 : 0;
        }
        return held + " of " + both + " runtime(s) with both modes compared";
    }

    /**
     * Seeds 004 and 001 at the same load: virtual threads' resident memory and heap against the pool's, over every
     * comparable pair (seed 004: less native memory, but not always less memory; seed 001: 64% of the pool's heap).
     */
    String overallSameLoad(List<ModePair> pairs) {
        List<Double> resident = ratios(pairs, MemoryFigure.RESIDENT);
        String seeds = seed + " (virtual threads' memory not always lower than the pool's) and " + heapSeed + " (a virtual thread per job "
                + "used " + StudyFormat.ratio(heapRatio) + " of the pool's heap)";
        if (resident.isEmpty()) {
            return seeds + " could not be checked: no pair of cells at the same load was trusted in both modes.";
        }
        List<Double> heap = ratios(pairs, MemoryFigure.HEAP_KEPT);
        List<Double> threads = ratios(pairs, MemoryFigure.THREADS);
        return seeds + ": at the same load, virtual threads' resident memory was below the pool's in " + below(resident)
                + " comparable pair(s) (virtual / pool " + range(resident) + "), their heap kept below it in " + below(heap)
                + (heap.isEmpty() ? "" : " (" + range(heap) + ")") + ", their NMT Thread memory below it in " + below(threads) + ".";
    }

    private static List<Double> ratios(List<ModePair> pairs, MemoryFigure figure) {
        List<Double> ratios = new ArrayList<>();
        pairs.forEach(p -> memoryRatio(p, figure).ifPresent(ratios::add));
        return ratios;
    }

    private static String below(List<Double> ratios) {
        return ratios.stream().filter(r -> r < 1).count() + " of " + ratios.size();
    }

    private static String range(List<Double> ratios) {
        return "from " + StudyFormat.ratio(ratios.stream().mapToDouble(Double::doubleValue).min().orElseThrow()) + " to "
                + StudyFormat.ratio(ratios.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
    }

    private static String whyNot(LoadStep step) {
        return step.comparable() ? "resident memory could not be read" : step.untrustedBecause();
    }

    private static String modeInWords(CellContext context) {
        if (context.mode().isVirtual()) {
            return "virtual threads";
        }
        return context.mode().equals(Mode.POOL) ? "the pool" : "the " + context.mode() + " pool";
    }
}
