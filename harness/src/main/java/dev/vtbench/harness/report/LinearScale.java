package dev.vtbench.harness.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A linear axis from {@code min} to a "nice" maximum (1, 2, 2.5 or 5 times a power of ten per tick), so that ticks
 * fall on round figures. Figures start at zero: a throughput axis that does not would exaggerate small differences.
 */
final class LinearScale implements AxisScale {
    private static final int TARGET_TICKS = 5;

    private final double min;
    private final double max;
    private final double step;
    private final double pixelAtMin;
    private final double pixelAtMax;

    private LinearScale(double min, double max, double step, double pixelAtMin, double pixelAtMax) {
        this.min = min;
        this.max = max;
        this.step = step;
        this.pixelAtMin = pixelAtMin;
        this.pixelAtMax = pixelAtMax;
    }

    /** From {@code min} to at least {@code largest}; a non-positive or missing largest gives the range [min, min+1]. */
    static LinearScale covering(double min, double largest, double pixelAtMin, double pixelAtMax) {
        double span = Double.isFinite(largest) && largest > min ? largest - min : 1;
        double step = niceStep(span / TARGET_TICKS);
        double max = min + Math.ceil(span / step - 1e-9) * step;
        return new LinearScale(min, max, step, pixelAtMin, pixelAtMax);
    }

    static double niceStep(double rough) {
        double magnitude = Math.pow(10, Math.floor(Math.log10(rough)));
        for (double factor : new double[] {1, 2, 2.5, 5}) {
            if (factor * magnitude >= rough) {
                return factor * magnitude;
            }
        }
        return 10 * magnitude;
    }

    @Override
    public double pixel(double value) {
        return pixelAtMin + (value - min) / (max - min) * (pixelAtMax - pixelAtMin);
    }

    @Override
    public List<Double> ticks() {
        List<Double> ticks = new ArrayList<>();
        for (int i = 0; min + i * step <= max + step * 1e-9; i++) {
            ticks.add(min + i * step);
        }
        return ticks;
    }

    @Override
    public String tickLabel(double value) {
        if (step >= 1) {
            return String.format(Locale.ROOT, "%,.0f", value).replace(',', ' ');
        }
        // As many decimals as the step has (0.25 needs two), so that no two ticks read the same.
        int decimals = Math.max(1, java.math.BigDecimal.valueOf(step).stripTrailingZeros().scale());
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }
}
