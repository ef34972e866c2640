package dev.vtbench.gatling;

import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Picks one of a list's entries at random in proportion to their weights. Gatling's {@code randomSwitch} takes
 * percentages, and weights such as 1:1:1 turned into percentages do not add up to 100: the rest would be passes that
 * send nothing, recorded as requests.
 */
final class WeightedPick {

    /** Running sums of the weights: entry i is picked for a draw below cumulative[i] and not below the one before. */
    private final long[] cumulative;

    WeightedPick(List<Integer> weights) {
        if (weights.isEmpty()) {
            throw new IllegalArgumentException("nothing to pick from: expected at least one weight");
        }
        cumulative = new long[weights.size()];
        long sum = 0;
        for (int i = 0; i < weights.size(); i++) {
            if (weights.get(i) < 1) {
                throw new IllegalArgumentException("weight " + weights.get(i) + " of entry " + (i + 1) + " is not positive");
            }
            sum += weights.get(i);
            cumulative[i] = sum;
        }
    }

    int next() {
        return forDraw(ThreadLocalRandom.current().nextLong(total()));
    }

    /** The entry a draw in [0, total) picks. */
    int forDraw(long draw) {
        if (draw < 0 || draw >= total()) {
            throw new IllegalArgumentException("draw " + draw + " is outside [0, " + total() + ")");
        }
        int low = 0;
        int high = cumulative.length - 1;
        while (low < high) {
            int middle = (low + high) >>> 1;
            if (draw < cumulative[middle]) {
                high = middle;
            } else {
                low = middle + 1;
            }
        }
        return low;
    }

    long total() {
        return cumulative[cumulative.length - 1];
    }
}
