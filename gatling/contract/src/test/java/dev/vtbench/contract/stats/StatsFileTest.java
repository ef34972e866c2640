package dev.vtbench.contract.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.vtbench.contract.LoadModel;
import dev.vtbench.contract.Percentile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StatsFileTest {

    /** The start of a real version 1 file (a pinning study's cell), without the fields added since. */
    private static final String VERSION_1 = """
            {
              "simulation" : "ThroughputSimulation",
              "model" : "closed",
              "users" : 20,
              "rate" : null,
              "endpoint" : "/pinned?delayMs=100",
              "target" : "http://127.0.0.1:36819",
              "warmupSeconds" : 2,
              "durationSeconds" : 3,
              "measuredSeconds" : 3.0,
              "ok" : 562,
              "ko" : 0,
              "errors" : { },
              "throughputPerSecond" : 187.33333333333334,
              "latencyMicros" : { "p50" : 105087, "p90" : 113919, "p99" : 126463, "p999" : 131071, "max" : 131071,
                                  "mean" : 106714.87544483985 },
              "timelineOkPerSecond" : [ 180, 190 ]
            }
            """;

    @TempDir
    Path directory;

    private static SimulationStats run() {
        return new SimulationStats("ThroughputSimulation", LoadModel.OPEN, null, 250, "/hello", "http://127.0.0.1:8080",
                1, 4, 4.0, 1000, 4, Map.of("status_503", 4L), 250.0, new LatencySummary(5000, 9000, 9900, 9990, 10000, 5000.5),
                "AAAA", List.of(100L, 250L), "3.15.1", 2, "2026-01-02T03:04:05Z", "2026-01-02T03:04:06Z",
                "2026-01-02T03:04:10Z", 1.5, 1000L, 998L, null, true, "fixed", 1, 1, null, null, null, null, null,
                "endpoint /hello", 12.5, true);
    }

    @Test
    void readsBackWhatItWroteWithItsSchemaAndVersion() throws IOException {
        DriverStats written = DriverStats.of(run(), new RampUpFigures(1, 2, 3, 250.0, 1));
        Path file = directory.resolve("stats.json");
        StatsFile.write(written, file);

        DriverStats read = StatsFile.read(file);

        assertThat(read).as("round trip").isEqualTo(written);
        assertThat(read.schema()).as("schema URI").isEqualTo("urn:vtbench:stats:" + DriverStats.VERSION);
        assertThat(read.rateSearch()).as("no rate search in a ramp's stats").isNull();
        assertThat(read.equalLoad()).as("no steps in a ramp's stats").isNull();
        assertThat(Files.readString(file)).as("the model as its JSON name").contains("\"model\" : \"open\"");
    }

    @Test
    void aFileWithoutSchemaVersionIsVersionOneAndReadsWithTheSameRecords() throws IOException {
        Path file = directory.resolve("stats.json");
        Files.writeString(file, VERSION_1);

        DriverStats read = StatsFile.read(file);

        assertThat(read.schemaVersion()).as("version of a file without one").isEqualTo(1);
        assertThat(read.schema()).as("schema URI of a version 1 file").isNull();
        assertThat(read.run().model()).as("model").isEqualTo(LoadModel.CLOSED);
        assertThat(read.run().ok()).as("ok").isEqualTo(562);
        assertThat(read.run().latencyMicros().micros(Percentile.P99)).as("p99 µs").isEqualTo(126_463);
        assertThat(read.run().latencyMicros().byKey()).as("latencies by key, in the file's order")
                .containsExactly(Map.entry("p50", 105087.0), Map.entry("p90", 113919.0), Map.entry("p99", 126463.0),
                        Map.entry("p999", 131071.0), Map.entry("max", 131071.0), Map.entry("mean", 106714.87544483985));
        assertThat(read.run().errors()).as("no errors").isEmpty();
        assertThat(read.run().warmupMode()).as("warm-up mode, absent from version 1").isNull();
        assertThat(read.rateSearch()).as("no rate search").isNull();
    }

    @Test
    void aNewerVersionIsRefusedByName() throws IOException {
        Path file = directory.resolve("stats.json");
        Files.writeString(file, "{\"schemaVersion\": 99, \"ok\": 1}");

        assertThatThrownBy(() -> StatsFile.read(file)).as("a file of a newer driver")
                .isInstanceOf(IOException.class)
                .hasMessageContaining("schemaVersion 99").hasMessageContaining("versions 1 to " + DriverStats.VERSION);
    }
}
