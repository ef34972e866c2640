package dev.vtbench.harness.verdict;

/**
 * How a run of rounds spends its error rate over the looks it takes at its figures: one look after each round from
 * {@code minRounds} to {@code maxRounds}, so that a figure decided early is not the luck of many looks. Alpha spending
 * (Lan and DeMets) with a Pocock-type function, {@code alpha(t) = 0.05 ln(1 + (e - 1) t)} at the share t = j / L of the L
 * looks taken after look j: look j's interval is at the confidence 1 - (alpha(j / L) - alpha((j - 1) / L)). The looks'
 * error rates add up to 0.05, so by the union bound the chance that any look's interval misses the true ratio, and so
 * that any decision taken on one is wrong, is at most 5%; conservative, since the looks are correlated. A run with one
 * look (a fixed number of rounds) gets 95% intervals, as before rounds existed. Pocock's shape spends more early than
 * O'Brien and Fleming's, which suits a time budget: the looks a budget cuts off would have had little to spend.
 *
 * <p>The last look spends all that is left: once the most rounds are done, or the budget cannot hold another round,
 * no later look will spend it, and leaving it unspent would only widen the one interval the run ends on (a run the
 * budget ends after 3 of 3 to 6 rounds reads its figures at 95%, not at the 98.2% of a first look). Whether a look is
 * the last is known from the round count and the clock before the look is taken, never from its figures, so the
 * looks' error rates still add up to at most 0.05.
 */
public record LookSchedule(int minRounds, int maxRounds) {
    /** The error rate of every verdict, over all its looks. */
    public static final double ALPHA = 0.05;

    public LookSchedule {
        if (minRounds < 1 || maxRounds < minRounds) {
            throw new IllegalArgumentException("rounds need 1 <= minimum <= maximum, got " + minRounds + " and " + maxRounds);
        }
    }

    /** A fixed number of rounds: one look, at 95%. */
    public static LookSchedule fixed(int rounds) {
        return new LookSchedule(rounds, rounds);
    }

    /** How many looks the run may take. */
    public int looks() {
        return maxRounds - minRounds + 1;
    }

    /** Which look {@code rounds} rounds make, from 1; 0 before the minimum (no decision is taken yet). */
    public int look(int rounds) {
        return rounds < minRounds ? 0 : Math.min(rounds, maxRounds) - minRounds + 1;
    }

    /** The confidence of the intervals after {@code rounds} rounds; before the minimum, the first look's. */
    public double confidenceAt(int rounds) {
        return confidenceAt(rounds, false);
    }

    /**
     * The confidence of the intervals after {@code rounds} rounds, {@code last} when no look follows (the most rounds
     * done, or the budget holding no other round): then all the error rate the earlier looks left.
     */
    public double confidenceAt(int rounds, boolean last) {
        int look = Math.max(1, look(rounds));
        double before = spent((double) (look - 1) / looks());
        double spent = last ? ALPHA - before : spent((double) look / looks()) - before;
        return 1 - spent;
    }

    /** "95%", "97.3%": a confidence as the text gives it. */
    public static String percent(double confidence) {
        double percent = 100 * confidence;
        return percent == Math.rint(percent) ? String.format(java.util.Locale.ROOT, "%.0f%%", percent)
                : String.format(java.util.Locale.ROOT, "%.1f%%", percent);
    }

    private static double spent(double share) {
        return ALPHA * Math.log(1 + (Math.E - 1) * share);
    }
}
