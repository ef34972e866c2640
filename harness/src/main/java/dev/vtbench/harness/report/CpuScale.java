package dev.vtbench.harness.report;

import java.util.List;

/**
 * The CPU-count axis: logarithmic in base 2, because profiles double (0.5, 1, 2, 4 ...) and each doubling should
 * take the same width, with a tick at every CPU count measured and half a doubling of margin on each side, so that a
 * run with a single CPU count puts its points in the middle instead of on an edge.
 */
final class CpuScale implements AxisScale {
    private final List<Double> cpus;
    private final double lowest;
    private final double highest;
    private final double pixelAtLowest;
    private final double pixelAtHighest;

    CpuScale(List<Double> cpus, double pixelStart, double pixelEnd) {
        this.cpus = cpus.stream().filter(c -> Double.isFinite(c) && c > 0).distinct().sorted().toList();
        double low = this.cpus.isEmpty() ? 0 : log2(this.cpus.get(0));
        double high = this.cpus.isEmpty() ? 0 : log2(this.cpus.get(this.cpus.size() - 1));
        this.lowest = low - 0.5;
        this.highest = high + 0.5;
        this.pixelAtLowest = pixelStart;
        this.pixelAtHighest = pixelEnd;
    }

    @Override
    public double pixel(double value) {
        return pixelAtLowest + (log2(value) - lowest) / (highest - lowest) * (pixelAtHighest - pixelAtLowest);
    }

    @Override
    public List<Double> ticks() {
        return cpus;
    }

    @Override
    public String tickLabel(double value) {
        return FigureFormat.cpus(value);
    }

    private static double log2(double value) {
        return Math.log(value) / Math.log(2);
    }
}
