package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.DataFile;
import dev.vtbench.harness.matrix.DataFileException;
import dev.vtbench.harness.verdict.VerdictMetric;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A declared study runs its preset (StudyPresetsTest holds each to it), and a claim file's mistakes are refused by key. */
class DeclaredStudiesTest {
    private static List<DeclaredStudy> declared() {
        return Studies.all().stream().filter(DeclaredStudy.class::isInstance).map(DeclaredStudy.class::cast).toList();
    }

    @Test
    void cpuThroughputAtItsDefaultScaleIsItsPreset() {
        DeclaredStudy study = DeclaredStudy.named("cpu-throughput");
        DeclaredStudy.Plan plan = study.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));
        assertThat(plan.runtimes()).containsExactly("plain-jdk", "tomcat", "liberty");
        assertThat(plan.users()).containsExactly(50);
        assertThat(study.planOf(StudyScale.FULL, new StudyOptions(Map.of())).users()).containsExactly(50, 200);
        assertThat(study.plan(StudyScale.TINY, new StudyOptions(Map.of())))
                .isEqualTo("GET /cpu on plain-jdk, every mode, closed model at [20] users, 3 s measured after a fixed 2 s warm-up "
                        + "(not waited on to become steady: a check of the path, not a figure to use), 1 repetition(s)");
    }

    private static StudyClaim read(String... lines) {
        List<String> claim = new java.util.ArrayList<>(List.of("title = t", "summary = s", "seed = 004_d7f560452dafd862.txt", "published = p",
                "statement = s", "method = m", "matrix = cpu-throughput", "reproduced.when = most"));
        claim.addAll(List.of(lines));
        return StudyClaimFile.read("test", DataFile.parse(Path.of("studies/test.properties"), claim, StudyClaimFile.KEYS));
    }

    @Test
    void aClaimFileNamesTheCapacityAsAGateDoesOrByItsFirstWordThroughput() {
        assertThat(read("metric = capacity", "published.low = 0.6", "published.high = 0.9").metric()).isEqualTo(VerdictMetric.CAPACITY);
        assertThat(read("metric = throughput", "published.low = 0.6", "published.high = 0.9").metric())
                .as("the word the shipped claim files use").isEqualTo(VerdictMetric.CAPACITY);
        assertThat(DeclaredStudy.named("blocking-io").claim().metric()).as("studies/blocking-io.properties: metric = throughput")
                .isEqualTo(VerdictMetric.CAPACITY);
    }

    @Test
    void aClaimFileIsReadAgainstItsKeysAndItsMistakesAreNamed() {
        StudyClaim claim = read("metric = cpu-per-request", "published.low = 1.2", "published.high = 1.6", "tiny.users = 10 20");
        assertThat(claim.metric()).isEqualTo(VerdictMetric.CPU_PER_REQUEST);
        assertThat(claim.changeText()).isEqualTo("20-60% higher");
        assertThat(claim.users()).containsEntry(StudyScale.TINY, List.of(10, 20));

        assertThatThrownBy(() -> read("metric = latency", "published.low = 0.6", "published.high = 0.9"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("studies/test.properties")
                .hasMessageContaining("metric = 'latency'").hasMessageContaining("capacity (or throughput), cpu-per-request");
        assertThatThrownBy(() -> read("metric = p99", "published.low = 0.6", "published.high = 0.9"))
                .as("a verdict's figure with no interval for a pair of cells is no claim's")
                .isInstanceOf(DataFileException.class).hasMessageContaining("metric = 'p99'");
        assertThatThrownBy(() -> read("metric = throughput", "published.low = 0.6", "published.high = 1.2"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("published.high").hasMessageContaining("same side of 1");
        assertThatThrownBy(() -> read("metric = throughput", "published.low = 0.6", "published.high = 0.9", "default.users = 5"))
                .isInstanceOf(DataFileException.class).hasMessageContaining("unknown key 'default.users'");
        assertThatThrownBy(() -> StudyClaimFile.read("test", DataFile.parse(Path.of("studies/test.properties"), List.of("title = t",
                "summary = s", "seed = 004_x", "published = p", "statement = s", "method = m", "matrix = cpu-throughput",
                "reproduced.when = most", "metric = throughput", "published.low = 0.6", "published.high = 0.9"), StudyClaimFile.KEYS)))
                .isInstanceOf(DataFileException.class).as("a seed named otherwise than its file")
                .hasMessageContaining("seed = '004_x'").hasMessageContaining("docs/seeds/");
        assertThatThrownBy(() -> StudyClaimFile.load("no-such-study")).isInstanceOf(DataFileException.class)
                .hasMessageContaining("harness/src/main/resources/studies/").hasMessageContaining("Adding a study");
    }
}
