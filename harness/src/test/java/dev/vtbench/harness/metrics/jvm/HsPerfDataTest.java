package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Objects;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HsPerfDataTest {

    static HsPerfData fixture(String jvm) throws IOException, PerfDataFormatException {
        try (InputStream in = Objects.requireNonNull(HsPerfDataTest.class.getResourceAsStream("hsperfdata-" + jvm + ".bin"),
                "test resource hsperfdata-" + jvm + ".bin")) {
            return HsPerfData.parse(ByteBuffer.wrap(in.readAllBytes()));
        }
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"BIG_ENDIAN", "LITTLE_ENDIAN"})
    void readsLongsAndStringsWithTheirUnitsInEitherByteOrder(String orderName) throws PerfDataFormatException {
        ByteOrder order = orderName.equals("BIG_ENDIAN") ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN;
        ByteBuffer buffer = new SyntheticPerfData(order)
                .number("java.threads.live", 1, 3, 17)
                .text("sun.gc.collector.0.name", "Serial young collection pauses", 32)
                .number("sun.gc.collector.0.time", 3, 2, 0x1_0000_0002L)
                .toBuffer();

        HsPerfData data = HsPerfData.parse(buffer);

        assertThat(data.number("java.threads.live")).as("a scalar long").hasValue(17);
        assertThat(data.number("sun.gc.collector.0.time")).as("a long beyond 32 bits").hasValue(0x1_0000_0002L);
        assertThat(data.text("sun.gc.collector.0.name")).as("a NUL-padded string").hasValue("Serial young collection pauses");
        assertThat(data.counters().get("sun.gc.collector.0.time"))
                .as("type, units, variability and vector length of a tick counter")
                .isEqualTo(new PerfCounter("sun.gc.collector.0.time", 'J', PerfCounter.Units.TICKS,
                        PerfCounter.Variability.MONOTONIC, 0, 0x1_0000_0002L, null));
        assertThat(data.number("sun.gc.collector.0.name")).as("a string is not a number").isEmpty();
        assertThat(data.number("no.such.counter")).as("an absent counter").isEmpty();
        assertThat(data.version()).as("format version").isEqualTo("2.0");
    }

    @Test
    void refusesBytesThatAreNotAPerfDataBuffer() {
        ByteBuffer buffer = new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN).magic(0x12345678).toBuffer();

        assertThatThrownBy(() -> HsPerfData.parse(buffer)).as("wrong magic")
                .isInstanceOf(PerfDataFormatException.class).hasMessageContaining("0x12345678").hasMessageContaining("0xcafec0c0");
        assertThatThrownBy(() -> HsPerfData.parse(ByteBuffer.allocate(10))).as("shorter than the prologue")
                .isInstanceOf(PerfDataFormatException.class).hasMessageContaining("32-byte prologue");
    }

    @Test
    void refusesABufferTheJvmIsStillCreating() {
        ByteBuffer buffer = new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN).notAccessible().number("a", 1, 1, 1).toBuffer();

        assertThatThrownBy(() -> HsPerfData.parse(buffer)).isInstanceOf(PerfDataFormatException.class)
                .hasMessageContaining("not accessible yet");
    }

    @Test
    void refusesAnEntryThatRunsPastTheEnd() {
        ByteBuffer whole = new SyntheticPerfData(ByteOrder.LITTLE_ENDIAN).number("java.threads.live", 1, 3, 17).toBuffer();
        ByteBuffer truncated = whole.limit(whole.limit() - 8);

        assertThatThrownBy(() -> HsPerfData.parse(truncated)).isInstanceOf(PerfDataFormatException.class)
                .hasMessageContaining("entry 0 at offset 32");
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"temurin-21", "temurin-25"})
    void readsTheFilesRealJvmsWrote(String jvm) throws IOException, PerfDataFormatException {
        // Copied from the plain-jdk image's JVM (Serial GC under cpu-1) after a few hundred /alloc requests.
        HsPerfData data = fixture(jvm);

        assertThat(data.text("java.property.java.vm.version")).as("the JVM that wrote it")
                .hasValueSatisfying(version -> assertThat(version).startsWith(jvm.substring(jvm.indexOf('-') + 1) + "."));
        assertThat(data.number("sun.os.hrt.frequency")).as("tick frequency (ns ticks on Linux)").hasValue(1_000_000_000L);
        assertThat(data.text("sun.gc.collector.0.name")).hasValue("Serial young collection pauses");
        assertThat(data.counters()).as("entries parsed").hasSizeGreaterThan(150);
    }
}
