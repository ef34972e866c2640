package dev.vtbench.harness.study;

import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.MatrixFile;
import dev.vtbench.harness.matrix.UnknownNameException;
import dev.vtbench.harness.matrix.VtbenchRoot;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** A matrix study and its preset are one experiment: `run --matrix NAME` measures the cells `study NAME` judges. */
class StudyPresetsTest {
    private static final Path ROOT = VtbenchRoot.locate();
    private static final Definitions DEFINITIONS = Definitions.load(ROOT);
    private static final StudyOptions NONE = new StudyOptions(Map.of());

    @TempDir
    Path dir;

    private static List<MatrixJudge> matrixJudges() {
        return Studies.all().stream().map(study -> ((ClaimedStudy) study).judge()).filter(MatrixJudge.class::isInstance)
                .map(MatrixJudge.class::cast).toList();
    }

    /** The study's matrix at a scale as the session runs it: with the study's default profiles and JVMs. */
    private MatrixFile matrixOf(MatrixJudge judge, StudyScale scale, StudyOptions options) throws IOException {
        Map<String, String> keys = new LinkedHashMap<>(judge.planAt(scale, options).keys());
        keys.put("profiles", String.join(" ", StudyRunner.defaultProfiles(DEFINITIONS)));
        keys.put("jvms", String.join(" ", judge.defaultJvms()));
        Path file = Files.writeString(dir.resolve(judge.claim.name() + "-" + scale.option() + ".properties"), keys.entrySet().stream()
                .map(e -> e.getKey() + " = " + e.getValue()).collect(Collectors.joining("\n", "", "\n")));
        return MatrixFile.load(file, Map.of(), DEFINITIONS);
    }

    @Test
    void eachMatrixStudyAtItsDefaultScaleRunsItsPresetsCellsAndWindow() throws IOException {
        assertThat(matrixJudges()).extracting(judge -> judge.claim.name()).containsExactlyInAnyOrder("hello-concurrency", "cpu-throughput",
                "pinning", "ramp-up", "blocking-io", "banking", "memory-under-load", "scheduler", "blocking-fanout", "jdk-knobs");
        for (MatrixJudge judge : matrixJudges()) {
            StudyPreset preset = judge.planner.preset();
            MatrixFile fromPreset = MatrixFile.load(preset.file().path(), Map.of(), DEFINITIONS);
            MatrixFile fromStudy = matrixOf(judge, StudyScale.DEFAULT, NONE);

            assertThat(fromStudy.cells()).as("cells of study %s at its default scale against its preset %s", judge.claim.name(),
                    preset.file().path()).isEqualTo(fromPreset.cells());
            assertThat(fromStudy.repetitions()).as("repetitions of study %s against its preset", judge.claim.name())
                    .isEqualTo(fromPreset.repetitions());
            assertThat(preset.file().optional("description").orElse("")).as("%s names its study", preset.file().path())
                    .contains("the " + judge.claim.name() + " study's matrix");
        }
    }

    @Test
    void everyMatrixStudysTinyAndFullScalesAreMatricesThatLoad() throws IOException {
        for (MatrixJudge judge : matrixJudges()) {
            for (StudyScale scale : List.of(StudyScale.TINY, StudyScale.FULL)) {
                assertThat(matrixOf(judge, scale, NONE).cells()).as("cells of study %s at scale %s", judge.claim.name(), scale).isNotEmpty();
            }
        }
    }

    @Test
    void theStudiesTakeTheirDefaultsFromThePresetAndKeepTheirOwnTinyAndFullScales() {
        LevelsJudge hello = ShippedJudges.of("hello-concurrency", LevelsJudge.class);
        MatrixPlan standard = hello.planAt(StudyScale.DEFAULT, NONE);
        assertThat(standard.users()).as("the seed's levels").containsExactly(10, 100, 1_000, 10_000);
        assertThat(standard.window()).isEqualTo(new SteadyWindow(10, 60, 10, 2));
        MatrixPlan tiny = hello.planAt(StudyScale.TINY, NONE);
        assertThat(tiny.runtimes()).containsExactly("plain-jdk");
        assertThat(tiny.users()).containsExactly(10, 100);
        assertThat(tiny.window()).isEqualTo(new SteadyWindow(2, 2, 3, 1));
        assertThat(hello.planAt(StudyScale.FULL, NONE).runtimes()).containsExactly("plain-jdk", "tomcat", "liberty");
        assertThat(hello.planAt(StudyScale.FULL, NONE).window()).isEqualTo(new SteadyWindow(10, 180, 30, 3));

        JdkChangeJudge pinning = ShippedJudges.of("pinning", JdkChangeJudge.class);
        assertThat(pinning.defaultJvms()).containsExactly("temurin-21", "temurin-25");
        MatrixPlan pinned = pinning.planAt(StudyScale.DEFAULT, NONE);
        assertThat(pinned.runtimes()).containsExactly("plain-jdk", "tomcat");
        assertThat(pinned.scenarios()).containsExactly("pinned");
        assertThat(pinned.modes()).containsExactly("pool", "virtual");
        assertThat(pinned.users()).containsExactly(100);
        assertThat(pinning.planAt(StudyScale.TINY, NONE).users()).containsExactly(20);
        assertThat(pinning.planAt(StudyScale.TINY, NONE).runtimes()).containsExactly("plain-jdk");
        assertThat(pinning.planAt(StudyScale.FULL, NONE).scenarios()).containsExactly("pinned", "io");

        TimeToPeakJudge rampUp = ShippedJudges.of("ramp-up", TimeToPeakJudge.class);
        assertThat(rampUp.planAt(StudyScale.DEFAULT, NONE).keys()).containsEntry("runtimes", "liberty tomcat plain-jdk")
                .containsEntry("users", "400").containsEntry("ramp.seconds", "10").containsEntry("hold.seconds", "30")
                .containsEntry("warmup.seconds", "0").containsEntry("duration.seconds", "40").containsEntry("repetitions", "2");
        assertThat(rampUp.planAt(StudyScale.TINY, NONE).keys()).containsEntry("runtimes", "plain-jdk").containsEntry("users", "50")
                .containsEntry("ramp.seconds", "2").containsEntry("hold.seconds", "4").containsEntry("warmup.seconds", "0")
                .containsEntry("duration.seconds", "6").containsEntry("repetitions", "1").doesNotContainKey("warmup.min.seconds");
        assertThat(rampUp.planAt(StudyScale.FULL, new StudyOptions(Map.of("users", "600", "hold", "20"))).keys())
                .containsEntry("runtimes", "liberty tomcat plain-jdk").containsEntry("users", "600").containsEntry("duration.seconds", "30")
                .containsEntry("repetitions", "3");

        ParallelismJudge scheduler = ShippedJudges.of("scheduler", ParallelismJudge.class);
        assertThat(scheduler.planAt(StudyScale.DEFAULT, NONE).window()).as("the preset's warm-up cap").isEqualTo(new SteadyWindow(10, 40, 10, 2));
        assertThat(scheduler.planAt(StudyScale.FULL, NONE).window()).as("full's window, capped").isEqualTo(new SteadyWindow(10, 40, 30, 3));
        assertThat(scheduler.planAt(StudyScale.TINY, NONE).users()).containsExactly(20);
    }

    @Test
    void aStudysOwnScenariosAndPoolSizeAreKeysOfItsMatrix() {
        RemoteDelayJudge banking = ShippedJudges.of("banking", RemoteDelayJudge.class);
        assertThat(banking.planAt(StudyScale.DEFAULT, NONE).keys()).containsEntry("scenarios", "bank-5ms bank-100ms bank-300ms")
                .containsEntry("scenario.bank-300ms", "/bank?delayMs=300&n=1000");
        assertThat(banking.planAt(StudyScale.TINY, NONE).keys()).containsEntry("scenarios", "bank-20ms")
                .containsEntry("scenario.bank-20ms", "/bank?delayMs=20&n=1000").doesNotContainKey("scenario.bank-5ms")
                .containsEntry("users", "50").containsEntry("runtimes", "plain-jdk");
        assertThat(banking.planAt(StudyScale.FULL, new StudyOptions(Map.of("delays", "7"))).scenarios()).containsExactly("bank-7ms");
        assertThat(banking.plan(StudyScale.TINY, NONE)).contains("remote delays [20] ms");

        BlockingFanoutJudge fanout = ShippedJudges.of("blocking-fanout", BlockingFanoutJudge.class);
        assertThat(fanout.planAt(StudyScale.DEFAULT, new StudyOptions(Map.of("pool", "32", "block", "50"))).keys())
                .containsEntry("pool.size", "32").containsEntry("scenarios", "io-50ms").containsEntry("scenario.io-50ms", "/io?delayMs=50");
    }

    @Test
    void aPresetThatBecameAStudysMatrixSaysWhereItWent() {
        assertThatThrownBy(() -> MatrixFile.locate(ROOT, "hello-sweep")).isInstanceOf(UnknownNameException.class)
                .hasMessageContaining("the preset 'hello-sweep' is now the hello-concurrency study's matrix")
                .hasMessageContaining("`harness/vtbench study hello-concurrency`")
                .hasMessageContaining("`harness/vtbench run --matrix hello-concurrency`");
        assertThat(MatrixFile.presets(ROOT)).contains("hello-concurrency", "pinning", "ramp-up", "liberty-study", "banking",
                "memory-under-load", "scheduler", "blocking-fanout").doesNotContain("hello-sweep");
    }
}
