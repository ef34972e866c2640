package dev.vtbench.harness.load;

import dev.vtbench.contract.Percentile;
import dev.vtbench.contract.stats.LatencySummary;
import org.HdrHistogram.Histogram;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.zip.DataFormatException;

/**
 * The text form of a run's latency histogram ({@link LoadResult#latencyHistogram()}): an HdrHistogram of microseconds
 * in its compressed (V2) encoding, in base64, the form the simulations write, and the percentiles read from one,
 * under the same keys as {@link LoadResult#latencyMicros()}.
 */
public final class LatencyHistogram {
    private LatencyHistogram() {}

    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new IllegalArgumentException("a latency histogram is not an HdrHistogram compressed encoding in base64 ("
                    + e.getMessage() + "): the stats file is damaged; run the load again", e);
        }
    }

    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /** p50, p90, p99, p999, max and mean, as the simulations' stats files name them; none of an empty histogram. */
    public static Map<String, Double> percentiles(Histogram micros) {
        Map<String, Double> values = new LinkedHashMap<>();
        if (micros.getTotalCount() == 0) {
            return values;
        }
        for (Percentile percentile : Percentile.values()) {
            values.put(percentile.key(), (double) micros.getValueAtPercentile(percentile.percent()));
        }
        values.put(LatencySummary.MAX, (double) micros.getMaxValue());
        values.put(LatencySummary.MEAN, micros.getMean());
        return values;
    }
}
