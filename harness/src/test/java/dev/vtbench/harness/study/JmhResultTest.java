package dev.vtbench.harness.study;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class JmhResultTest {

    /** A real JMH 1.37 result file: BlockingFanoutBenchmark, 2,000 tasks, 1 warm-up and 2 measured batches per executor. */
    private static final Path SAMPLE = Path.of("src/test/resources/study/blocking-fanout-jmh.json");

    @Test
    void readsEveryMeasuredIterationWithItsParametersAndJvm() {
        List<JmhResult> results = JmhResult.read(SAMPLE);

        assertThat(results).extracting(r -> r.parameter("executor")).containsExactly("pool", "virtual");
        JmhResult pool = results.get(0);
        assertThat(pool.parameter("tasks")).isEqualTo("2000");
        assertThat(pool.timings().iterations()).isEqualTo(2);
        assertThat(pool.timings().mean()).isCloseTo((pool.timings().min() + pool.timings().max()) / 2, within(1e-6));
        // 2,000 tasks of 100 ms on 64 threads cannot take less than 32 rounds of 100 ms.
        assertThat(pool.timings().min()).isGreaterThanOrEqualTo(3_200);
        assertThat(pool.jvm()).startsWith("OpenJDK 64-Bit Server VM 25");
    }

    @Test
    void aParameterTheBenchmarkLacksIsNamed() {
        JmhResult pool = JmhResult.read(SAMPLE).get(0);
        assertThatThrownBy(() -> pool.parameter("size")).hasMessageContaining("no parameter size")
                .hasMessageContaining("blockMillis");
    }

    @Test
    void anEmptyResultFileSaysJmhRanNothing(@TempDir Path dir) throws Exception {
        Path empty = Files.writeString(dir.resolve("jmh.json"), "[]");
        assertThatThrownBy(() -> JmhResult.read(empty)).hasMessageContaining("JMH ran nothing");
    }

    @Test
    void aTornResultFileIsAnErrorNamingIt(@TempDir Path dir) throws Exception {
        Path torn = Files.writeString(dir.resolve("jmh.json"), "[ { \"benchmark\" : ");
        assertThatThrownBy(() -> JmhResult.read(torn)).hasMessageContaining("cannot read JMH's result file").hasMessageContaining(torn.toString());
    }
}
