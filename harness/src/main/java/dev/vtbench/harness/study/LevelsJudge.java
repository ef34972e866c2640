package dev.vtbench.harness.study;

import dev.vtbench.harness.result.CellContext;
import dev.vtbench.harness.result.CellResult;
import dev.vtbench.harness.result.CellStatus;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import static dev.vtbench.harness.study.StudyCell.label;

/**
 * The judge of a sweep of load levels ({@code judge = levels}), where the seed published one rate per level for virtual
 * threads only and a gain "up to" a bound over regular threads: a bound, not a range a pair falls within (a ratio of
 * 1.1x is as consistent with "up to 4x" as one of 3.9x). Its findings are the fall from the lowest level to the
 * highest within each mode against the seed's table, whether the bound's gain was reached, and the same as CPU per
 * request; each level's row sets the seed's rate beside the measured ones.
 */
final class LevelsJudge extends MatrixJudge {
    static final Set<String> KEYS = keys();

    /** The seed's table: each level (concurrent requests) to its requests per second. */
    private final TreeMap<Integer, Integer> seedRates;
    /** What the seed's rates are, as the table's column names them ("virtual req/s (Lucee, 4 cores)"). */
    private final String seedRatesLabel;
    /** "up to 4x": the gain over regular threads the seed claims. */
    private final double gain;

    LevelsJudge(StudyClaim claim) {
        super(claim);
        List<Integer> levels = claim.wholeNumbersAt(StudyScale.DEFAULT, "published.levels", 1, MatrixPlanner.MAX_USERS).orElseThrow(
                () -> claim.file().invalid("published.levels", "", "the seed's levels, whole numbers separated by spaces"));
        List<Integer> rates = claim.wholeNumbersAt(StudyScale.DEFAULT, "published.rates", 1, 100_000_000).orElseThrow(
                () -> claim.file().invalid("published.rates", "", "the seed's rate at each level, whole numbers separated by spaces"));
        if (levels.size() != rates.size() || levels.size() < 2) {
            throw claim.file().invalid("published.rates", claim.file().required("published.rates"), "one rate for each of the "
                    + levels.size() + " published.levels, and at least two levels");
        }
        seedRates = new TreeMap<>();
        for (int i = 0; i < levels.size(); i++) {
            seedRates.put(levels.get(i), rates.get(i));
        }
        seedRatesLabel = claim.file().required("published.rates.label");
        gain = claim.file().number("published.gain", 1.001, 1000);
    }

    private static Set<String> keys() {
        Set<String> keys = new HashSet<>(MatrixPlanner.claimKeys());
        keys.addAll(Set.of("published.levels", "published.rates", "published.rates.label", "published.gain"));
        return Set.copyOf(keys);
    }

    @Override
    StudyFindings judge(List<CellResult> cells, MatrixPlan plan) {
        List<ModePair> pairs = ModePair.of(cells);
        List<StudySection> sections = ModePair.sections(pairs, p -> p.context().profile() + ", " + p.context().runtime() + " on "
                + p.context().jvm(), this::section);
        List<String> findings = new ArrayList<>(falls(cells));
        findings.add(overallFinding(pairs));
        findings.add(costFinding(pairs));
        return new StudyFindings(method(plan, List.of(closedModel(plan), plan.window().methodLine("closed"))), sections, findings);
    }

    private StudySection section(String title, List<ModePair> rows) {
        List<List<StudyCell>> table = new ArrayList<>();
        List<String> findings = new ArrayList<>();
        for (ModePair row : rows.stream().sorted(Comparator.comparingInt((ModePair p) -> p.context().users())
                .thenComparing(p -> p.context().mode())).toList()) {
            int users = row.context().users();
            Optional<Double> ratio = row.ratio();
            table.add(List.of(label(StudyFormat.count(users)), Optional.ofNullable(seedRates.get(users))
                            .<StudyCell>map(rate -> StudyFigure.one(rate, StudyFigure.Unit.REQUESTS_PER_SECOND, StudyFormat.rate(rate)))
                            .orElse(label("-")),
                    label(row.context().mode().name()), StudyCells.throughput(row.baseline()), StudyCells.throughput(row.virtual()),
                    StudyFigure.ratio(ratio), row.cpuPerRequestRatioFigure()));
            findings.add(StudyFormat.count(users) + " clients: virtual / " + row.context().mode() + " "
                    + ratio.map(r -> StudyFormat.ratio(r) + row.spreadNote()).orElse("not compared: " + row.untrustedBecause()));
        }
        return new StudySection(title, StudyCells.conditions(rows.get(0).context()), new StudyTable(List.of("Concurrent clients",
                "Seed: " + seedRatesLabel, "Pool mode", "Pool: req/s median [min-max] flags",
                "Virtual: req/s median [min-max] flags", "Virtual / pool", "CPU per request, virtual / pool"), table), findings);
    }

    /**
     * The seed's shape: throughput at the highest level as a share of the lowest (83,000 to 10,000: 12%), for each
     * runtime and mode whose two end cells are both trusted.
     */
    List<String> falls(List<CellResult> cells) {
        List<String> lines = new ArrayList<>();
        Map<String, List<CellResult>> series = cells.stream().filter(c -> c.status() == CellStatus.MEASURED)
                .collect(Collectors.groupingBy(c -> seriesOf(c.context()), LinkedHashMap::new, Collectors.toList()));
        series.forEach((name, points) -> {
            CellResult lowest = points.stream().min(Comparator.comparingInt(c -> c.context().users())).orElseThrow();
            CellResult highest = points.stream().max(Comparator.comparingInt(c -> c.context().users())).orElseThrow();
            if (lowest == highest) {
                return;
            }
            String span = "from " + StudyFormat.count(lowest.context().users()) + " to " + StudyFormat.count(highest.context().users())
                    + " clients";
            if (lowest.trusted() && highest.trusted()) {
                double share = highest.throughput().median() / lowest.throughput().median();
                lines.add(name + ": " + span + ", throughput went from " + StudyFormat.rate(lowest.throughput().median()) + " to "
                        + StudyFormat.rate(highest.throughput().median()) + " req/s (" + StudyFormat.percent(share)
                        + " of it); " + seedFall());
            } else {
                lines.add(name + ": " + span + ", the fall could not be checked (an end cell is flagged or not steady)");
            }
        });
        return lines;
    }

    /** "the seed's went from 83,000 to 10,000 (12%) over 10 to 10,000". */
    private String seedFall() {
        int first = seedRates.firstEntry().getValue();
        int last = seedRates.lastEntry().getValue();
        return "the seed's went from " + StudyFormat.rate(first) + " to " + StudyFormat.rate(last) + " (" + Math.round(100.0 * last / first)
                + "%) over " + StudyFormat.count(seedRates.firstKey()) + " to " + StudyFormat.count(seedRates.lastKey());
    }

    private static String seriesOf(CellContext context) {
        return context.runtime() + " " + context.mode() + " (" + context.profile() + ", " + context.jvm() + ")";
    }

    String overallFinding(List<ModePair> pairs) {
        PairRatios ratios = PairRatios.of(pairs);
        String claimed = claim.seedLabel() + "'s claim";
        if (ratios.none()) {
            return claimed + " (" + claim.statement() + ") could not be checked: no comparable pair of cells" + ratios.notComparableTail()
                    + PairRatios.costTail(pairs) + ".";
        }
        return claimed + ", " + claim.statement() + ": " + ratios.range() + " over " + ratios.ratios().size() + " comparable pair(s), "
                + ratios.count(r -> r > 1) + " faster with virtual threads"
                + (ratios.high() >= gain ? "; a " + StudyFormat.ratio(gain) + " gain was reached" : "; no " + StudyFormat.ratio(gain) + " gain")
                + ratios.notComparableTail() + PairRatios.costTail(pairs) + ".";
    }

    /**
     * The seed's claim seen from the server's side: a server at its CPU quota that serves 4x the requests pays a quarter
     * of the CPU per request (0.25x). CPU per request holds whatever limited the throughput, so a driver-bound pair,
     * which has no throughput ratio, still answers.
     */
    String costFinding(List<ModePair> pairs) {
        PairRatios cost = PairRatios.cpuPerRequest(pairs);
        double share = 1 / gain;
        String head = claim.seedLabel() + "'s claim as CPU per request (" + StudyFormat.ratio(gain) + " faster at a CPU quota is "
                + StudyFormat.ratio(share) + " the CPU per request)";
        if (cost.none()) {
            return head + " could not be checked: no pair of cells both trusted for their CPU per request" + cost.notComparableTail() + ".";
        }
        return head + ": " + cost.range() + " over " + cost.ratios().size() + " pair(s), " + cost.count(r -> r < 1)
                + " cheaper with virtual threads" + (cost.low() <= share ? "; " + StudyFormat.ratio(share) + " the cost was reached"
                : "; never " + StudyFormat.ratio(share) + " the cost") + cost.notComparableTail() + ".";
    }
}
