package dev.vtbench.harness.report;

import dev.vtbench.harness.matrix.CellKey;
import dev.vtbench.harness.matrix.Mode;
import dev.vtbench.harness.result.CellPair;
import dev.vtbench.harness.result.KeyedPair;
import dev.vtbench.harness.result.Repetition;
import dev.vtbench.harness.result.Spread;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * The chart series of one scenario, from its measured cells: one series per runtime, JVM and mode, with a point per
 * CPU count. Only MEASURED cells are charted: a failed cell's partial repetitions are in the table, not on a line
 * that would read as a result.
 */
final class ScenarioSeries {
    private final List<MeasuredCell> cells;
    private final SeriesStyles styles;

    ScenarioSeries(List<MeasuredCell> cells, SeriesStyles styles) {
        this.cells = cells;
        this.styles = styles;
    }

    List<ChartSeries> throughput() {
        return perMode(cell -> cell.figures().throughput(), "req/s", 0);
    }

    List<ChartSeries> p99Millis() {
        return perMode(cell -> cell.figures().p99Millis(), "ms p99", 1);
    }

    /** Server CPU microseconds per OK request, hollow where that figure is not trusted (its own flags, not capacity's). */
    List<ChartSeries> cpuMicrosPerRequest() {
        return perMode(cell -> cell.figures().cpuMicrosPerRequest(), "µs CPU per request", 1, MeasuredCell::costTrust);
    }

    /** Peak RSS in MiB. */
    List<ChartSeries> peakResidentMebibytes() {
        return perMode(cell -> {
            Spread bytes = cell.figures().peakResidentBytes();
            return new Spread(bytes.median() / 1048576, bytes.min() / 1048576, bytes.max() / 1048576, bytes.coefficientOfVariation(), bytes.samples());
        }, "MiB peak RSS", 0);
    }

    /**
     * For each runtime and JVM, virtual threads' median throughput over each other mode's, per CPU count. The whisker
     * spans the worst case (virtual's min over the other's max) to the best (virtual's max over the other's min). A
     * pair in which either cell is not trusted has no ratio: {@link #leftOutOfRatios()} names those cells.
     */
    List<ChartSeries> virtualOverOtherModes() {
        List<ChartSeries> ratios = new ArrayList<>();
        Map<String, List<KeyedPair<MeasuredCell>>> byPlatform = pairs().stream()
                .collect(Collectors.groupingBy(p -> p.virtual().identity().platform(), TreeMap::new, Collectors.toList()));
        byPlatform.forEach((platform, platformPairs) -> {
            List<Mode> otherModes = platformPairs.stream().map(p -> p.baseline().identity().mode()).distinct().sorted().toList();
            for (Mode other : otherModes) {
                List<ChartSeries.Point> points = platformPairs.stream().filter(p -> p.baseline().identity().mode().equals(other))
                        .filter(p -> new CellPair(p.virtual().result(), p.baseline().result()).trusted())
                        .map(p -> ratio(p.virtual(), p.baseline(), other)).toList();
                if (!points.isEmpty()) {
                    String name = platform + ": virtual ÷ " + other;
                    ratios.add(new ChartSeries(name, styles.style(name, other), points));
                }
            }
        });
        return ratios;
    }

    /**
     * The cells that would be in a virtual/other-mode ratio but are not trusted, as "liberty temurin-21 virtual at
     * 1 CPU (! CV DRV)", so that a reader knows which ratios are missing and why.
     */
    List<String> leftOutOfRatios() {
        List<KeyedPair<MeasuredCell>> pairs = pairs();
        return sorted(cells).stream().filter(c -> !c.trust().trusted())
                .filter(c -> pairs.stream().anyMatch(p -> p.virtual() == c || p.baseline() == c))
                .map(c -> c.identity().seriesName() + " at " + FigureFormat.cpus(c.cpus()) + " CPU ("
                        + (c.trust().noFigure() ? TrustMark.NOT_STEADY : c.trust().text()) + ")").toList();
    }

    /** The cells paired for a ratio, trusted or not: the pairing every ratio of vtbench uses, by the cells' keys. */
    private List<KeyedPair<MeasuredCell>> pairs() {
        return KeyedPair.byMode(cells.stream().filter(c -> CellKey.read(c.result().cell()).isPresent()).toList(),
                c -> CellKey.parse(c.result().cell())).stream()
                // A series' points in the order of its virtual cells, as the page has always drawn them.
                .sorted(Comparator.comparingInt(p -> cells.indexOf(p.virtual()))).toList();
    }

    /**
     * Each cell's OK requests per second from its first repetition, warm-up included, for the cells run on
     * {@code cpus}; x is the second since the first request.
     */
    List<ChartSeries> rampUp(double cpus) {
        List<ChartSeries> curves = new ArrayList<>();
        for (MeasuredCell cell : sorted(cells.stream().filter(c -> c.cpus() == cpus).toList())) {
            CellFigures.repetitions(cell.result()).stream().min(Comparator.comparingInt(Repetition::index)).ifPresent(first -> {
                List<Long> timeline = first.load().timelineOkPerSecond() == null ? List.of() : first.load().timelineOkPerSecond();
                List<ChartSeries.Point> points = new ArrayList<>();
                for (int second = 0; second < timeline.size(); second++) {
                    points.add(ChartSeries.Point.of(second, timeline.get(second), cell.identity().seriesName() + ", repetition "
                            + first.index() + ", second " + second + ": " + timeline.get(second) + " OK req/s"));
                }
                String name = cell.identity().seriesName();
                curves.add(new ChartSeries(name, styles.style(name, cell.identity().mode()), points));
            });
        }
        return curves;
    }

    List<Double> cpuCounts() {
        return cells.stream().map(MeasuredCell::cpus).filter(Double::isFinite).distinct().sorted().toList();
    }

    private List<ChartSeries> perMode(Function<MeasuredCell, Spread> figure, String unit, int decimals) {
        return perMode(figure, unit, decimals, MeasuredCell::trust);
    }

    private List<ChartSeries> perMode(Function<MeasuredCell, Spread> figure, String unit, int decimals, Function<MeasuredCell, TrustMark> trustOf) {
        Map<String, List<MeasuredCell>> bySeries = sorted(cells).stream()
                .collect(Collectors.groupingBy(c -> c.identity().seriesName(), TreeMap::new, Collectors.toList()));
        List<ChartSeries> series = new ArrayList<>();
        bySeries.forEach((name, seriesCells) -> {
            List<ChartSeries.Point> points = seriesCells.stream().map(cell -> {
                Spread spread = figure.apply(cell);
                String tooltip = name + " at " + FigureFormat.cpus(cell.cpus()) + " CPU: " + (spread.isMissing()
                        ? "no figure" : FigureFormat.number(spread.median(), decimals) + " " + unit + " (median of " + spread.samples()
                        + "; min–max " + FigureFormat.number(spread.min(), decimals) + "–" + FigureFormat.number(spread.max(), decimals) + ")")
                        + caution(cell, trustOf.apply(cell)) + limitedBy(cell);
                return new ChartSeries.Point(cell.cpus(), spread.median(), spread.min(), spread.max(),
                        FigureFormat.number(spread.median(), decimals), tooltip, trustOf.apply(cell));
            }).toList();
            series.add(new ChartSeries(name, styles.style(name, seriesCells.get(0).identity().mode()), points));
        });
        return series;
    }

    private static ChartSeries.Point ratio(MeasuredCell virtual, MeasuredCell other, Mode otherMode) {
        Spread v = virtual.figures().throughput();
        Spread o = other.figures().throughput();
        double median = v.median() / o.median();
        String tooltip = "at " + FigureFormat.cpus(virtual.cpus()) + " CPU: virtual " + FigureFormat.number(v.median(), 0) + " req/s ÷ "
                + otherMode + " " + FigureFormat.number(o.median(), 0) + " req/s = " + FigureFormat.number(median, 2);
        return new ChartSeries.Point(virtual.cpus(), median, v.min() / o.max(), v.max() / o.min(), FigureFormat.number(median, 2), tooltip,
                TrustMark.TRUSTED);
    }

    /** What a hover over a flagged point says: each flag's code and meaning. */
    private static String caution(MeasuredCell cell, TrustMark trust) {
        if (trust.trusted()) {
            return "";
        }
        String flags = cell.result().flags().stream().map(f -> f.code() + ": " + f.meaning()).collect(Collectors.joining("; "));
        return trust.noFigure() ? " — not steady, no figure" + (flags.isEmpty() ? "" : "; " + flags)
                : " — NOT TRUSTED, kept out of ratios" + (flags.isEmpty() ? "" : ": " + flags);
    }

    /** What a hover says limited the cell, where it had a measured window. */
    private static String limitedBy(MeasuredCell cell) {
        return cell.figures().throughput().isMissing() ? "" : "; limited by " + cell.result().limitedBy().factor().label();
    }

    private static List<MeasuredCell> sorted(List<MeasuredCell> cells) {
        return cells.stream().sorted(Comparator.comparing((MeasuredCell c) -> c.identity().seriesName())
                .thenComparingDouble(MeasuredCell::cpus)).toList();
    }
}
