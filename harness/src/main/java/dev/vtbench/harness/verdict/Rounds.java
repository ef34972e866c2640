package dev.vtbench.harness.verdict;

import dev.vtbench.harness.result.RoundsEnding;
import dev.vtbench.harness.result.RoundsRecord;

import java.util.Optional;

/**
 * Where a group's rounds stand, for the verdict: how many were run, the looks they are read at, and whether they ended
 * and why. A primary figure still undecided when the rounds ended reads "inconclusive after N rounds"; while they run,
 * "undecided after N rounds".
 *
 * @param done rounds every mode of the group has run
 * @param ending why the rounds ended; {@link RoundsEnding#RUNNING} while they go on
 * @param lastLook whether the look after {@code done} rounds was the run's last possible one (the most rounds done, or
 *        the budget holding no other round): it spends all the error rate left ({@link LookSchedule})
 */
public record Rounds(int done, LookSchedule schedule, RoundsEnding ending, boolean lastLook) {

    /** Rounds read at a look that another may follow. */
    public Rounds(int done, LookSchedule schedule, RoundsEnding ending) {
        this(done, schedule, ending, false);
    }

    /** A run of a fixed number of repetitions, ended: what every results folder without rounds was. */
    public static Rounds fixed(int done) {
        return new Rounds(done, LookSchedule.fixed(Math.max(1, done)), RoundsEnding.FIXED);
    }

    /** Each group's rounds as a run recorded them; a run without a record: none, so each group reads as a fixed number. */
    public static Verdict.RoundsOf of(Optional<RoundsRecord> record) {
        return group -> record.flatMap(r -> r.group(group).map(g -> new Rounds(g.done(), new LookSchedule(r.minRounds(), r.maxRounds()),
                g.ending(), g.lastLook())));
    }

    public boolean ended() {
        return ending != RoundsEnding.RUNNING;
    }

    /** The confidence of the group's intervals now. */
    public double confidence() {
        return schedule.confidenceAt(done, lastLook);
    }
}
