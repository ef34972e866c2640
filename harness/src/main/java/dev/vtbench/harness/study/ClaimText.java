package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellPair;

import java.util.List;
import java.util.Optional;

/**
 * How a declared claim's findings read, worded from the claim file's numbers alone, so that every study of the common
 * shape states a pair, the whole and what counts as reproduced the same way ("25.0% lower with virtual threads: within
 * the study's 10-40%").
 */
record ClaimText(RangeClaim claim) {
    static ClaimText of(RangeClaim claim) {
        return new ClaimText(claim);
    }

    /** "plain-jdk, 50 users: virtual / pool". */
    static String label(ModePair pair) {
        CellContext c = pair.context();
        return c.runtime() + ", " + c.users() + " users: virtual / " + c.mode();
    }

    /** The section's line for a pair: where its ratio falls against the range, or why it has none. */
    String pairLine(ModePair pair, Optional<Double> ratio) {
        return label(pair) + ": " + ratio.map(r -> verdict(r) + pair.spreadNote()).orElse("not compared: " + pair.untrustedBecause());
    }

    /** Where a ratio falls: beyond the range, within it, short of it, or on the other side of 1x. */
    String verdict(double ratio) {
        String change = ratio < 1 ? StudyFormat.percent(1 - ratio) + " lower" : StudyFormat.percent(ratio - 1) + " higher";
        String prefix = change + " with virtual threads: ";
        boolean beyond = claim.lower() ? ratio < claim.low() : ratio > claim.high();
        boolean sameSide = claim.lower() ? ratio < 1 : ratio > 1;
        if (beyond) {
            return prefix + claim.direction() + " than the study's " + claim.changeText().replace(" " + claim.direction(), "");
        }
        if (claim.within(ratio)) {
            return prefix + "within the study's " + claim.changeText().replace(" " + claim.direction(), "");
        }
        if (sameSide) {
            return prefix + "less than the study's " + claim.nearestChangeText();
        }
        return prefix + "not " + claim.direction() + ", unlike the study";
    }

    /** The claim over every pair: how many comparable pairs fall within the range, and the ratios' span. */
    String overallFinding(List<ModePair> pairs) {
        PairRatios ratios = ratios(pairs);
        String seed = claim.seedLabel() + "'s finding";
        if (ratios.none()) {
            return seed + " (" + claim.statement() + ") could not be checked: no comparable pair of cells" + ratios.notComparableTail()
                    + PairRatios.costTail(pairs) + ".";
        }
        long sameSide = ratios.count(r -> claim.lower() ? r < 1 : r > 1);
        return seed + ", " + claim.statement() + ": " + ratios.count(claim::within) + " of " + ratios.ratios().size()
                + " comparable pair(s) within that range, " + sameSide + " " + claim.direction() + " at all; " + ratios.range()
                + ratios.notComparableTail() + PairRatios.costTail(pairs) + ".";
    }

    /**
     * The claim seen from the server's side: at a CPU quota a server that serves r times the requests pays 1/r times
     * the CPU per request, so the range inverts. CPU per request holds whatever limited the throughput (a driver-bound
     * pair still has one), so this finding reaches pairs the throughput ratio cannot.
     */
    String costFinding(List<ModePair> pairs) {
        PairRatios cost = PairRatios.cpuPerRequest(pairs);
        double low = 1 / claim.high();
        double high = 1 / claim.low();
        String head = claim.seedLabel() + "'s finding as CPU per request (" + claim.changeText() + " throughput at a CPU quota is "
                + StudyFormat.ratio(low) + "-" + StudyFormat.ratio(high) + " the CPU per request with virtual threads)";
        if (cost.none()) {
            return head + " could not be checked: no pair of cells both trusted for their CPU per request" + cost.notComparableTail() + ".";
        }
        String dearer = claim.lower() ? "costlier" : "cheaper";
        return head + ": " + cost.count(r -> r >= low && r <= high) + " of " + cost.ratios().size() + " pair(s) within that range, "
                + cost.count(r -> claim.lower() ? r > 1 : r < 1) + " " + dearer + " with virtual threads at all; " + cost.range()
                + cost.notComparableTail() + ".";
    }

    /** The judgement in one line: reproduced, not, or not to be judged, by the claim file's rule. */
    String reproducedFinding(ClaimJudgement judgement) {
        String rule = "reproduced when " + claim.reproducedWhen().wording() + " fall within " + claim.rangeText() + " ("
                + claim.changeText() + ", virtual / pool " + claim.metric().figure().label() + ")";
        return switch (judgement.reproduced()) {
            case YES -> "Reproduced: " + judgement.within() + " of " + judgement.comparable() + " comparable pair(s) within the range; " + rule + ".";
            case NO -> "Not reproduced: " + judgement.within() + " of " + judgement.comparable() + " comparable pair(s) within the range; " + rule + ".";
            case CANNOT_BE_JUDGED -> "Cannot be judged: no comparable pair of cells; " + rule + ".";
        };
    }

    private PairRatios ratios(List<ModePair> pairs) {
        List<Double> ratios = pairs.stream().flatMap(p -> new CellPair(p.virtual(), p.baseline()).ratio(claim.metric().figure()).stream()).toList();
        return new PairRatios(ratios, pairs.size() - ratios.size());
    }
}
