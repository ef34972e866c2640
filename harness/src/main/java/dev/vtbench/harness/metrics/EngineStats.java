package dev.vtbench.harness.metrics;

import com.github.dockerjava.api.DockerClient;
import com.github.dockerjava.api.async.ResultCallback;
import com.github.dockerjava.api.model.CpuStatsConfig;
import com.github.dockerjava.api.model.MemoryStatsConfig;
import com.github.dockerjava.api.model.Statistics;
import com.github.dockerjava.api.model.StatsConfig;
import com.github.dockerjava.api.model.ThrottlingDataConfig;
import dev.vtbench.harness.docker.HostContainer;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Follows a container's statistics through the Docker engine that runs it (GET /containers/ID/stats, streamed: the
 * engine sends about one a second), and keeps each as a {@link StatsReading}. The engine reads the container's cgroup
 * on its own host, so the figures are the same whether the engine is this machine's or a remote one, and nothing here
 * reads this machine's /proc or /sys. The stream ends when the container stops; the readings taken stay.
 */
public final class EngineStats implements AutoCloseable {
    /** The time the engine gives a container that is not running (Go's zero time): such a reading has no figures. */
    private static final String NOT_RUNNING = "0001-01-01T00:00:00Z";

    private final String containerId;
    private final List<StatsReading> readings = new ArrayList<>();
    private final ResultCallback.Adapter<Statistics> stream = new ResultCallback.Adapter<>() {
        @Override
        public void onNext(Statistics statistics) {
            long wallMillis = System.currentTimeMillis();
            if (statistics != null && statistics.getRead() != null && !statistics.getRead().startsWith(NOT_RUNNING)) {
                synchronized (readings) {
                    readings.add(new StatsReading(wallMillis, reading(statistics, readNanos(statistics.getRead()))));
                }
            }
        }
    };

    private EngineStats(String containerId) {
        this.containerId = containerId;
    }

    /**
     * Follows a running container's CPU, throttling and memory figures through its own engine's stats API (the
     * engine reads the cgroup on its host, so this works the same on a remote engine); close it to stop.
     */
    public static EngineStats of(HostContainer<?> container) {
        return follow(container.getDockerClient(), container.getContainerId());
    }

    /** Starts following the statistics of the running container {@code containerId} on the engine of {@code client}. */
    public static EngineStats follow(DockerClient client, String containerId) {
        EngineStats stats = new EngineStats(containerId);
        client.statsCmd(containerId).exec(stats.stream);
        return stats;
    }

    /** The container whose statistics these are. */
    public String containerId() {
        return containerId;
    }

    /** Every reading so far, oldest first. */
    public List<StatsReading> readings() {
        synchronized (readings) {
            return List.copyOf(readings);
        }
    }

    /** The readings that arrived between two wall-clock instants (epoch milliseconds), both included, oldest first. */
    public List<StatsReading> within(long fromMillis, long toMillis) {
        return readings().stream().filter(r -> r.wallMillis() >= fromMillis && r.wallMillis() <= toMillis).toList();
    }

    /**
     * The engine's statistics as a {@link CgroupReading} taken at {@code atNanos}: CPU time and throttling from
     * cpu_stats (nanoseconds on both cgroup versions: the engine converts v2's microseconds), resident memory from
     * memory_stats.stats (rss on v1, anon on v2), and the kernel's peak of the memory charge from max_usage (v1 only,
     * since the container started: the engine cannot reset it). A figure the engine did not send is -1, never 0.
     */
    public static CgroupReading reading(Statistics statistics, long atNanos) {
        Optional<CpuStatsConfig> cpu = Optional.ofNullable(statistics.getCpuStats());
        Optional<ThrottlingDataConfig> throttling = cpu.map(CpuStatsConfig::getThrottlingData);
        Optional<MemoryStatsConfig> memory = Optional.ofNullable(statistics.getMemoryStats());
        return new CgroupReading(atNanos,
                known(cpu.map(CpuStatsConfig::getCpuUsage).map(usage -> usage.getTotalUsage())),
                known(throttling.map(ThrottlingDataConfig::getPeriods)),
                known(throttling.map(ThrottlingDataConfig::getThrottledPeriods)),
                known(throttling.map(ThrottlingDataConfig::getThrottledTime)),
                known(resident(statistics)),
                known(memory.map(MemoryStatsConfig::getMaxUsage)));
    }

    /**
     * When the engine read the counters, in nanoseconds of its host's clock: rates are taken between the engine's own
     * read times, so that the harness's delay in receiving a reading (a busy machine, a network) does not enter them.
     * Arrival time only selects the readings of a window. A read time that does not parse falls back to arrival, on
     * the same epoch scale.
     */
    static long readNanos(String read) {
        try {
            java.time.Instant instant = java.time.Instant.parse(read);
            return instant.getEpochSecond() * 1_000_000_000L + instant.getNano();
        } catch (java.time.format.DateTimeParseException e) {
            return System.currentTimeMillis() * 1_000_000L;
        }
    }

    /**
     * v1's rss, or v2's anon, which docker-java's model has no field for: its mapper keeps the reply's fields among
     * the top object's raw values (a nested object's raw values come back empty), so anon is looked up there.
     */
    private static Optional<Long> resident(Statistics statistics) {
        StatsConfig stats = statistics.getMemoryStats() == null ? null : statistics.getMemoryStats().getStats();
        if (stats != null && stats.getRss() != null) {
            return Optional.of(stats.getRss());
        }
        return statistics.getRawValues() != null
                && statistics.getRawValues().get("memory_stats") instanceof Map<?, ?> memory
                && memory.get("stats") instanceof Map<?, ?> figures
                && figures.get("anon") instanceof Number anon ? Optional.of(anon.longValue()) : Optional.empty();
    }

    private static long known(Optional<Long> value) {
        return value.filter(v -> v >= 0).orElse(-1L);
    }

    @Override
    public void close() {
        try {
            stream.close();
        } catch (IOException e) {
            // the stream is gone already: nothing more will arrive either way
        }
    }
}
