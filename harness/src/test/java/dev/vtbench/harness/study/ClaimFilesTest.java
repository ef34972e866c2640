package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.verdict.VerdictMetric;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/**
 * Every study is its claim file (and its preset, for one that runs a matrix): the 12 shipped ones read, and a claim
 * file's mistakes are refused with the file, the line, the key and what is allowed, by its judge's keys.
 */
class ClaimFilesTest {
    private static final Path FILE = Path.of("harness/src/main/resources/studies/test.properties");

    /** A claim of the range judge with these lines added. */
    private static StudyClaim read(String... lines) {
        List<String> claim = new ArrayList<>(List.of("title = t", "summary = s", "seed = 004_d7f560452dafd862.txt", "published = p",
                "statement = s", "method = m", "judge = range", "matrix = cpu-throughput", "reproduced.when = most"));
        claim.addAll(List.of(lines));
        return StudyClaimFile.read("test", FILE, claim);
    }

    private static RangeClaim range(String... lines) {
        return RangeClaim.read(read(lines));
    }

    @Test
    void theTwelveStudiesAreEachAClaimFileWithTheJudgeItNames() {
        assertThat(Studies.all()).extracting(Study::name).containsExactly("hello-concurrency", "merge-sort", "blocking-fanout",
                "cpu-throughput", "ramp-up", "banking", "pinning", "memory-under-load", "background-jobs", "scheduler", "blocking-io",
                "jdk-knobs");
        assertThat(Studies.all()).allSatisfy(study -> assertThat(study).isInstanceOf(ClaimedStudy.class));
        assertThat(Studies.all().stream().map(study -> ((ClaimedStudy) study).claim().judge()).distinct())
                .as("every judge has a study").containsExactlyInAnyOrder(StudyJudgeKind.values());
        assertThat(Studies.all().stream().filter(study -> ((ClaimedStudy) study).claim().matrix().isEmpty()).map(Study::name))
                .as("the in-process studies, which run no harness matrix").containsExactlyInAnyOrder("merge-sort", "background-jobs");
        assertThat(Studies.list()).contains("pinning: JEP 491").contains("    --delays  remote delays in ms")
                .contains("    --parallelism  jdk.virtualThreadScheduler.parallelism values");
    }

    @Test
    void aClaimFileNamesTheCapacityAsAGateDoesOrByItsFirstWordThroughput() {
        assertThat(range("metric = capacity", "published.low = 0.6", "published.high = 0.9").metric()).isEqualTo(VerdictMetric.CAPACITY);
        assertThat(range("metric = throughput", "published.low = 0.6", "published.high = 0.9").metric())
                .as("the word the shipped claim files use").isEqualTo(VerdictMetric.CAPACITY);
        assertThat(ShippedJudges.range("blocking-io").metric()).as("studies/blocking-io.properties: metric = throughput")
                .isEqualTo(VerdictMetric.CAPACITY);
    }

    @Test
    void aRangeIsReadAgainstItsKeysAndItsMistakesAreNamed() {
        StudyClaim claim = read("metric = cpu-per-request", "published.low = 1.2", "published.high = 1.6", "tiny.users = 10 20");
        assertThat(RangeClaim.read(claim).metric()).isEqualTo(VerdictMetric.CPU_PER_REQUEST);
        assertThat(RangeClaim.read(claim).changeText()).isEqualTo("20-60% higher");
        assertThat(claim.wholeNumbersAt(StudyScale.TINY, "users", 1, 20_000)).contains(List.of(10, 20));

        assertThatThrownBy(() -> range("metric = latency", "published.low = 0.6", "published.high = 0.9"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("studies/test.properties")
                .hasMessageContaining("metric = 'latency'").hasMessageContaining("capacity (or throughput), cpu-per-request");
        assertThatThrownBy(() -> range("metric = p99", "published.low = 0.6", "published.high = 0.9"))
                .as("a verdict's figure with no interval for a pair of cells is no claim's")
                .isInstanceOf(DataFileException.class).hasMessageContaining("metric = 'p99'");
        assertThatThrownBy(() -> range("metric = throughput", "published.low = 0.6", "published.high = 1.2"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("published.high").hasMessageContaining("same side of 1");
        assertThatThrownBy(() -> new ClaimedStudy(read("metric = throughput", "published.low = 0.6", "published.high = 0.9",
                "tiny.users = ten"))).as("read by the judge, when the studies load").isInstanceOf(DataFileException.class)
                .hasMessageContaining("line 13: tiny.users = 'ten'");
    }

    @Test
    void anUnknownKeyIsRefusedWithTheFileTheLineAndTheKeysItsJudgeAllows() {
        assertThatThrownBy(() -> read("metric = throughput", "published.low = 0.6", "published.high = 0.9", "default.users = 5"))
                .isInstanceOf(DataFileException.class).hasMessageContaining(FILE + " line 13: unknown key 'default.users'")
                .hasMessageContaining("expected one of [").hasMessageContaining("published.low").hasMessageContaining("tiny.users");
        assertThatThrownBy(() -> read("metric = throughput", "published.low = 0.6", "published.high = 0.9", "published.gain = 4"))
                .as("a key another judge reads is no range's").isInstanceOf(DataFileException.class)
                .hasMessageContaining("line 13: unknown key 'published.gain'");
    }

    @Test
    void theJudgeIsReadFirstAndAnUnknownOneNamesTheJudges() {
        assertThatThrownBy(() -> StudyClaimFile.read("test", FILE, List.of("title = t", "# a comment", "judge = median")))
                .isInstanceOf(DataFileException.class).hasMessageContaining(FILE + " line 3: judge = 'median'")
                .hasMessageContaining(String.join(", ", Arrays.stream(StudyJudgeKind.values()).map(StudyJudgeKind::word).toList()));
        assertThatThrownBy(() -> StudyClaimFile.read("test", FILE, List.of("title = t"))).isInstanceOf(DataFileException.class)
                .hasMessageContaining("required key 'judge' is missing");
        assertThatThrownBy(() -> StudyClaimFile.read("test", FILE, List.of("title = t", "summary = s", "seed = 002_25b42d3b047ee89b.txt",
                "published = p", "statement = s", "method = m", "judge = merge-sort", "matrix = merge-sort")))
                .as("an in-process study names no preset").isInstanceOf(DataFileException.class).hasMessageContaining("unknown key 'matrix'");
    }

    @Test
    void aSeedNamedOtherwiseThanItsFileAndAMissingClaimFileAreNamed() {
        assertThatThrownBy(() -> StudyClaimFile.read("test", FILE, List.of("title = t", "summary = s", "seed = 004_x", "published = p",
                "statement = s", "method = m", "judge = range", "matrix = cpu-throughput")))
                .isInstanceOf(DataFileException.class).hasMessageContaining("seed = '004_x'").hasMessageContaining("docs/seeds/");
        assertThatThrownBy(() -> StudyClaimFile.load("no-such-study")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("harness/src/main/resources/studies/").hasMessageContaining("Adding a study");
    }

    /** The hello-concurrency claim with one line replaced. */
    private static List<String> levels(String key, String value) {
        List<String> lines = new ArrayList<>(List.of("title = t", "summary = s", "seed = 000_10ab1b03cb27055d.txt", "published = p",
                "statement = s", "method = m", "judge = levels", "matrix = hello-concurrency", "published.levels = 10 100",
                "published.rates = 83000 79000", "published.rates.label = virtual req/s", "published.gain = 4"));
        lines.replaceAll(line -> line.startsWith(key + " =") ? key + " = " + value : line);
        return lines;
    }

    @Test
    void eachJudgeReadsItsOwnKeysWhenTheClaimFileIsRead() {
        assertThat(new ClaimedStudy(StudyClaimFile.read("test", FILE, levels("published.gain", "4"))).name()).isEqualTo("test");
        assertThatThrownBy(() -> new ClaimedStudy(StudyClaimFile.read("test", FILE, levels("published.rates", "83000"))))
                .isInstanceOf(DataFileException.class).hasMessageContaining("line 10: published.rates = '83000'")
                .hasMessageContaining("one rate for each of the 2 published.levels");
        assertThatThrownBy(() -> new ClaimedStudy(StudyClaimFile.read("test", FILE, levels("published.gain", "1"))))
                .isInstanceOf(DataFileException.class).hasMessageContaining("published.gain = '1'");
    }

    @Test
    void theMethodStartsWithTheClaimsLineAndEndsWithItsNote() {
        StudyClaim hello = ClaimedStudy.named("hello-concurrency").claim();
        assertThat(hello.method()).startsWith("GET /hello");
        assertThat(hello.methodNote()).hasValueSatisfying(note -> assertThat(note).startsWith("on a 2-core machine"));
        assertThat(StudyClaim.keyAt(StudyScale.FULL, "users")).isEqualTo("full.users");
        assertThat(StudyClaim.keyAt(StudyScale.DEFAULT, "users")).isEqualTo("users");
        assertThat(hello.otherScales("users")).isEqualTo("; tiny 10,100");
    }
}
