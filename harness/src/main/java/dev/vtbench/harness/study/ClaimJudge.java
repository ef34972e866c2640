package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellPair;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.RatioInterval;

import java.util.List;
import java.util.Optional;

/**
 * The one judge of every declared claim: pairs the measured cells by mode ({@link ModePair}, {@link CellPair}), takes
 * the ratio of the claim's figure where both cells are trusted for it, and holds each against the published range by
 * the claim file's rule. Its findings are numbers; {@link ClaimText} words them.
 */
final class ClaimJudge {
    private ClaimJudge() {}

    static ClaimJudgement judge(RangeClaim claim, List<CellResult> cells) {
        return judge(claim, ModePair.of(cells), ClaimText.of(claim));
    }

    static ClaimJudgement judge(RangeClaim claim, List<ModePair> pairs, ClaimText text) {
        List<ClaimFinding> findings = pairs.stream().map(pair -> finding(claim, pair, text)).toList();
        List<Double> ratios = findings.stream().map(ClaimFinding::ratio).filter(r -> r != null).toList();
        int within = (int) ratios.stream().filter(claim::within).count();
        Reproduced reproduced = ratios.isEmpty() ? Reproduced.CANNOT_BE_JUDGED
                : claim.reproducedWhen().holds(within, ratios.size()) ? Reproduced.YES : Reproduced.NO;
        return new ClaimJudgement(claim.metric(), claim.low(), claim.high(), claim.reproducedWhen(), reproduced, ratios.size(),
                within, findings.size() - ratios.size(), ratios.stream().min(Double::compare).orElse(null),
                ratios.stream().max(Double::compare).orElse(null), findings);
    }

    private static ClaimFinding finding(RangeClaim claim, ModePair pair, ClaimText text) {
        CellPair cells = new CellPair(pair.virtual(), pair.baseline());
        Optional<Double> ratio = cells.ratio(claim.metric().figure());
        Optional<RatioInterval> interval = cells.interval(claim.metric().figure()).filter(RatioInterval::hasInterval);
        Reproduced reproduced = ratio.map(r -> claim.within(r) ? Reproduced.YES : Reproduced.NO).orElse(Reproduced.CANNOT_BE_JUDGED);
        CellContext c = pair.context();
        return new ClaimFinding(c.runtime(), c.jvm(), c.profile(), c.users(), String.valueOf(c.mode()), ratio.orElse(null),
                interval.map(RatioInterval::lower).orElse(null), interval.map(RatioInterval::upper).orElse(null), claim.low(),
                claim.high(), reproduced, text.pairLine(pair, ratio));
    }
}
