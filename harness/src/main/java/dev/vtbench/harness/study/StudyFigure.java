package dev.vtbench.harness.study;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonValue;
import dev.vtbench.harness.result.Spread;

import java.util.List;
import java.util.Optional;

/**
 * A figure in a study's table as study.json holds it: its value, what the value is ({@link Statistic}), its range
 * [min-max] over the repetitions or iterations when it has one, its unit, the flags of the cell it comes from, and the
 * text the pages show (which may add the seed's figure or a bound beside it). A figure the run could not give has no
 * value, and its text says why ("no figure", "not comparable").
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record StudyFigure(Double value, Statistic statistic, Double min, Double max, Unit unit,
                          @JsonInclude(JsonInclude.Include.NON_EMPTY) List<String> flags, String text) implements StudyCell {

    /** What the value is. */
    public enum Statistic {
        /** The median of a cell's repetitions, with their [min-max]. */
        MEDIAN,
        /** The mean of a benchmark's measured iterations, with their [min-max]. */
        MEAN,
        /** One figure: a ratio, a bound, a count, one measurement, or a seed's published figure. */
        ONE
    }

    /** The unit of the value and of its range. */
    public enum Unit {
        REQUESTS_PER_SECOND("req/s"), TASKS_PER_SECOND("tasks/s"), MILLISECONDS("ms"), SECONDS("s"), BYTES("bytes"),
        /** Virtual / pool, or a time over its floor: 1.0 is no difference. */
        RATIO("ratio"),
        /** A share or a change: 0.25 is 25%, -0.1 is 10% less. */
        FRACTION("fraction"),
        COUNT("count");

        private final String symbol;

        Unit(String symbol) {
            this.symbol = symbol;
        }

        @JsonValue
        public String symbol() {
            return symbol;
        }
    }

    public StudyFigure {
        flags = List.copyOf(flags);
    }

    /** A median with its [min-max], or no value when the spread is missing. */
    static StudyFigure median(Spread spread, Unit unit, List<String> flags, String text) {
        return spread.isMissing() ? none(unit, flags, text)
                : new StudyFigure(spread.median(), Statistic.MEDIAN, spread.min(), spread.max(), unit, flags, text);
    }

    /** One figure; none when it is not a number (a ratio over nothing), which JSON cannot hold. */
    static StudyFigure one(double value, Unit unit, String text) {
        return Double.isFinite(value) ? new StudyFigure(value, Statistic.ONE, null, null, unit, List.of(), text)
                : none(unit, List.of(), text);
    }

    /** A ratio as the tables show it ("1.95x"), or "not comparable" without one. */
    static StudyFigure ratio(Optional<Double> ratio) {
        return ratio.map(r -> one(r, Unit.RATIO, StudyFormat.ratio(r))).orElse(none(Unit.RATIO, List.of(), "not comparable"));
    }

    /** The same figure shown otherwise: with a bound or the seed's figure beside it. */
    StudyFigure withText(String shown) {
        return new StudyFigure(value, statistic, min, max, unit, flags, shown);
    }

    static StudyFigure none(Unit unit, List<String> flags, String text) {
        return new StudyFigure(null, null, null, null, unit, flags, text);
    }
}
