package dev.vtbench.harness.metrics.jvm;

import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The JVM probe's output as the engine delivers it, turned into samples. The fixture is two real rounds of
 * jvm-probe.sh beside a vtbench/plain-jdk:temurin-25 server (its hsperfdata file in base64 included).
 */
class ProbeOutputTest {
    private final List<JvmSampler.Sample> samples = new ArrayList<>();
    private final ProbeOutput output = new ProbeOutput(samples::add);

    private static byte[] fixture() throws IOException {
        try (InputStream in = ProbeOutputTest.class.getResourceAsStream("probe-output-plain-jdk-temurin-25.txt")) {
            return in.readAllBytes();
        }
    }

    @Test
    void realRoundsInTheEnginesSixteenKilobyteChunksGiveSamplesWithCountersAndSwitches() throws IOException {
        byte[] all = fixture();
        // The engine splits a log line longer than 16 KB into several messages; an "H" line is about 44 KB.
        for (int from = 0; from < all.length; from += 16 * 1024) {
            output.accept(Arrays.copyOfRange(all, from, Math.min(all.length, from + 16 * 1024)));
        }

        assertThat(samples).as("one sample per T..S round").hasSize(2);
        JvmSampler.Sample first = samples.get(0);
        assertThat(first.wallMillis()).as("the T line's epoch milliseconds").isEqualTo(1_795_523_189_141L);
        assertThat(first.counters()).as("counters parsed from the H line (why not: %s)", output.whyNoCounters()).isNotNull();
        assertThat(first.counters().wallMillis()).as("counters stamped with the round's time").isEqualTo(1_795_523_189_141L);
        assertThat(first.counters().liveThreads()).as("live platform threads of a started server").isPositive();
        assertThat(first.counters().collectors()).as("collectors the JVM publishes").isNotEmpty();
        assertThat(first.switches()).as("the S line").isEqualTo(new ContextSwitches(1_795_523_189_141L, 590, 193, 20));
        assertThat(samples.get(1).switches().voluntary()).as("the second round's voluntary switches").isEqualTo(592);
        assertThat(output.whyNoCounters()).as("no failure").isEmpty();
        assertThat(output.whyNoSwitches()).as("no failure").isEmpty();

        JvmUse use = JvmUse.between(samples, output.whyNoCounters(), output.whyNoSwitches());
        assertThat(use.voluntaryContextSwitches()).as("592 - 590 over the two rounds").isEqualTo(2);
        assertThat(use.tasksEnd()).as("tasks in the last round").isEqualTo(20);
    }

    @Test
    void aRoundWithoutTheJvmKeepsItsSwitchesAndSaysWhyThereAreNoCounters() {
        lines("T 1000", "E probe-uid:10001 1:10001:readable:java", "S 10 2 5");

        assertThat(samples).as("the round still gives a sample").hasSize(1);
        assertThat(samples.get(0).counters()).as("no counters without the hsperfdata file").isNull();
        assertThat(samples.get(0).switches()).isEqualTo(new ContextSwitches(1000, 10, 2, 5));
        assertThat(output.whyNoCounters()).as("the remedies for a JVM without its file")
                .contains("1 java as uid 10001").contains("/etc/passwd").contains("-XX:-UsePerfData");
    }

    @Test
    void aTruncatedHsperfdataFileAndBrokenSwitchesAreReportedNotCounted() {
        lines("T 1000", "H yv7AwAECAAHYMAAA", "S 10 2");

        assertThat(samples).hasSize(1);
        assertThat(samples.get(0).counters()).as("a file cut short (the JVM exited while it was read)").isNull();
        assertThat(samples.get(0).switches()).as("two numbers where three are due").isNull();
        assertThat(output.whyNoCounters()).as("why the counters are missing").contains("could not be parsed");
        assertThat(output.whyNoSwitches()).as("why the switches are missing").contains("not three numbers");
    }

    @Test
    void linesBeforeTheFirstTimeAreIgnored() {
        lines("S 10 2 5", "T 2000", "S 11 2 5");

        assertThat(samples).as("only the round that began with a time").extracting(JvmSampler.Sample::wallMillis).containsExactly(2000L);
    }

    @Test
    void noJvmFoundNamesTheCauseTheProbeSaw() {
        assertThat(NoJvmFound.describe("probe-uid:10001 1:65534:unreadable:java"))
                .as("a server running as another user than the probe").contains("may not look into the /tmp of uid 65534");
        assertThat(NoJvmFound.describe("probe-uid:10001 1:10001:readable:start.sh"))
                .as("an entrypoint that does not exec java").contains("make the entrypoint exec java");
        assertThat(NoJvmFound.describe("probe-uid:10001")).as("nothing left to see").contains("the server has stopped");
    }

    private void lines(String... lines) {
        output.accept((String.join("\n", lines) + "\n").getBytes(StandardCharsets.US_ASCII));
    }

    @Test
    void aGzippedFileIsUnpackedAndAPlainOnePassesAsIs() throws Exception {
        byte[] file = new byte[32 * 1024];
        file[0] = (byte) 0xca;
        file[100] = 42;
        var packed = new java.io.ByteArrayOutputStream();
        try (var gzip = new java.util.zip.GZIPOutputStream(packed)) {
            gzip.write(file);
        }
        assertThat(packed.size()).as("mostly zeros shrink").isLessThan(file.length / 4);
        assertThat(ProbeOutput.unpacked(packed.toByteArray())).isEqualTo(file);
        assertThat(ProbeOutput.unpacked(file)).as("hsperfdata starts 0xcafec0c0, not gzip's 0x1f8b").isSameAs(file);
    }
}
