package dev.vtbench.harness.run;

import dev.vtbench.harness.matrix.Cell;
import dev.vtbench.harness.matrix.RoundsPlan;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.RoundsEnding;
import dev.vtbench.harness.verdict.FindingText;
import dev.vtbench.harness.verdict.MetricFinding;
import dev.vtbench.harness.verdict.ModeComparison;
import dev.vtbench.harness.verdict.ModeNames;

import java.util.List;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * Tells the terminal where a run of rounds is: each round as it starts (its servers, an estimate of its length, the
 * time left in the budget), each server's phase, and after each round every group's primary figures with their
 * current intervals, decided or not, and whether its rounds go on. The estimate of a server's life learns from the
 * phases measured so far ({@link RemainingTime}).
 */
final class RoundProgress {
    private final RoundsPlan plan;
    private final LongSupplier nanoTime;
    private final long start;
    private final RemainingTime remaining = new RemainingTime();

    RoundProgress(RoundsPlan plan) {
        this(plan, System::nanoTime);
    }

    /** Timed by {@code nanoTime} (the JVM's monotonic clock, or a clock of a test's own). */
    RoundProgress(RoundsPlan plan, LongSupplier nanoTime) {
        this.plan = plan;
        this.nanoTime = nanoTime;
        this.start = nanoTime.getAsLong();
    }

    /** Seconds since the run's rounds began. */
    double elapsedSeconds() {
        return (nanoTime.getAsLong() - start) / 1e9;
    }

    /** A round begins with {@code lives} to start: how long it may take, and what the budget leaves. */
    void round(int round, List<RoundPlan.Life> lives) {
        SecondsRange length = lives.stream().map(this::life).reduce(SecondsRange.NONE, SecondsRange::plus);
        System.out.printf(Locale.ROOT, "vtbench: round %d of %s: %d server(s), about %s (elapsed %s%s)%n", round, rounds(), lives.size(),
                length.describe(), clock(elapsedSeconds()), budgetLeft());
    }

    /** How long one life may take: its first load's repetition, then its steps' load. */
    SecondsRange life(RoundPlan.Life life) {
        SecondsRange first = remaining.repetition(life.first());
        return life.steps().map(steps -> first.plus(remaining.load(steps))).orElse(first);
    }

    /** A cell gets ready before its rounds: its image, the backend. */
    void preparing(Cell cell, String step) {
        System.out.printf(Locale.ROOT, "vtbench: %s: %s (elapsed %s)%n", cell.id(), step, clock(elapsedSeconds()));
    }

    void phase(PreparedCell prepared, int round, RepetitionPhase phase) {
        server(prepared, round, phase.key());
    }

    /** What {@code prepared}'s server does now in {@code round}: a phase, or what befell it between them (frozen, thawed). */
    void server(PreparedCell prepared, int round, String what) {
        System.out.printf(Locale.ROOT, "vtbench: round %d · %s: %s (elapsed %s%s)%n", round, prepared.cell().id(), what,
                clock(elapsedSeconds()), budgetLeft());
    }

    /** A repetition of {@code cell} was measured: the seconds of its phases teach the estimate. */
    void measured(Cell cell, Repetition repetition) {
        remaining.measured(cell, repetition);
    }

    /** What the look after {@code round} found in {@code group}: each primary figure's interval, and where its rounds stand. */
    void looked(int round, String group, List<ModeComparison> comparisons, RoundsEnding ending) {
        StringBuilder line = new StringBuilder(String.format(Locale.ROOT, "vtbench: after round %d, %s:", round, group));
        for (ModeComparison comparison : comparisons) {
            line.append(String.format(Locale.ROOT, "%n  %s against %s:", ModeNames.of(comparison.virtual().mode()),
                    ModeNames.of(comparison.baseline().mode())));
            comparison.findings().stream().filter(MetricFinding::primary).forEach(finding -> line.append(String.format(Locale.ROOT,
                    "%n    %s %s%s", FindingText.figure(finding), FindingText.value(finding, comparison.baseline().mode()),
                    finding instanceof MetricFinding.Compared c ? (c.decided() ? " (decided)" : " (undecided)") : "")));
        }
        line.append(String.format(Locale.ROOT, "%n  %s", ending == RoundsEnding.RUNNING ? "its rounds go on"
                : "its rounds end: " + ending.words()));
        System.out.println(line);
    }

    /** A cell's result was recorded. */
    void recorded(String cell, String outcome) {
        System.out.printf(Locale.ROOT, "vtbench: %s: %s%n", cell, outcome);
    }

    private String rounds() {
        return plan.sequential() ? plan.min() + " to " + plan.max() : Integer.toString(plan.max());
    }

    private String budgetLeft() {
        return plan.budgetMinutes().map(budget -> ", budget " + clock(budget * 60) + ", "
                + clock(Math.max(0, budget * 60 - elapsedSeconds())) + " left").orElse("");
    }

    /** "4:05": minutes and seconds. */
    static String clock(double seconds) {
        long whole = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d", whole / 60, whole % 60);
    }
}
