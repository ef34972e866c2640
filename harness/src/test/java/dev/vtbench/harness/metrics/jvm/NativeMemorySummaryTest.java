package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;

class NativeMemorySummaryTest {

    private static String fixture(String jvm) throws IOException {
        try (InputStream in = Objects.requireNonNull(NativeMemorySummaryTest.class.getResourceAsStream(
                "native-memory-summary-" + jvm + ".txt"), "test resource native-memory-summary-" + jvm + ".txt")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"temurin-21", "temurin-25"})
    void readsCommittedKilobytesPerCategoryAsTheJvmLabelsThem(String jvm) throws IOException {
        NativeMemorySummary summary = NativeMemorySummary.parse(fixture(jvm));

        assertThat(summary.unknown()).isEmpty();
        assertThat(summary.committedKbByCategory().keySet()).as("categories of %s", jvm)
                .contains("Java Heap", "Class", "Thread", "Code", "GC", "Internal", "Other", "Symbol", "Tracing", "Metaspace",
                        "Native Memory Tracking");
        assertThat(summary.committedKb("Java Heap")).as("heap committed (no -Xms: a 64th of the machine)").isEqualTo(387_072);
        assertThat(summary.committedKb("Tracing")).as("JFR's own buffers").isGreaterThan(10_000);
        assertThat(summary.committedKb(NativeMemorySummary.DIRECT_BUFFERS_CATEGORY)).isPositive();
        assertThat(summary.committedKb("No Such Category")).isEqualTo(-1);
        long sum = summary.committedKbByCategory().values().stream().mapToLong(Long::longValue).sum();
        // Each category is rounded to KB on its own, so the sum may differ from the total by a few KB.
        assertThat(Math.abs(sum - summary.committedKb())).as("categories add up to the total %s", summary.committedKb())
                .isLessThan(summary.committedKbByCategory().size());
    }

    @Test
    void readsTheTotalsOfTemurin25() throws IOException {
        NativeMemorySummary summary = NativeMemorySummary.parse(fixture("temurin-25"));

        assertThat(summary.reservedKb()).isEqualTo(7_599_542);
        assertThat(summary.committedKb()).isEqualTo(436_498);
        assertThat(summary.committedKb("Thread")).isEqualTo(1_735);
    }

    @Test
    void saysHowToTurnTrackingOn() {
        NativeMemorySummary summary = NativeMemorySummary.parse("1:\nNative memory tracking is not enabled\n");

        assertThat(summary.committedKb()).isEqualTo(-1);
        assertThat(summary.committedKbByCategory()).isEmpty();
        assertThat(summary.unknown()).contains("-XX:NativeMemoryTracking=summary");
    }

    @Test
    void refusesOutputWithoutATotal() {
        assertThat(NativeMemorySummary.parse("1:\nsomething else\n").unknown()).contains("no \"Total: reserved=");
    }
}
