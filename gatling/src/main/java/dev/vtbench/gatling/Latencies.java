package dev.vtbench.gatling;

import dev.vtbench.contract.Percentile;
import dev.vtbench.contract.stats.LatencySummary;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/** A recorded latency histogram turned into the stats' figures: its summary, its encoding, a rate. */
final class Latencies {

    private Latencies() {
    }

    /** @return {@code null} for an empty histogram: no percentile of nothing is better than a made-up 0 */
    static LatencySummary summary(Histogram micros) {
        if (micros.getTotalCount() == 0) {
            return null;
        }
        return new LatencySummary(
                micros.getValueAtPercentile(Percentile.P50.percent()),
                micros.getValueAtPercentile(Percentile.P90.percent()),
                micros.getValueAtPercentile(Percentile.P99.percent()),
                micros.getValueAtPercentile(Percentile.P999.percent()),
                micros.getMaxValue(),
                micros.getMean());
    }

    /** Base64 of the HdrHistogram compressed encoding, as the stats' {@code histogram} holds it. */
    static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }

    /** The full latency distribution of the ok requests, in µs, as recorded. */
    static Histogram decode(String histogram) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(histogram)), 0);
        } catch (DataFormatException e) {
            throw new IllegalStateException("the histogram field is not an HdrHistogram compressed encoding", e);
        }
    }

    /** {@code count / seconds}, and 0 rather than a division by zero when nothing was measured. */
    static double perSecond(long count, double seconds) {
        return seconds > 0 ? count / seconds : 0.0;
    }
}
