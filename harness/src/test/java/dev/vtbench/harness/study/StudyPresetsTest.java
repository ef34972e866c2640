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

    @TempDir
    Path dir;

    private static List<PresetStudy> presetStudies() {
        return Studies.all().stream().filter(PresetStudy.class::isInstance).map(PresetStudy.class::cast).toList();
    }

    @Test
    void eachMatrixStudyAtItsDefaultScaleRunsItsPresetsCellsAndWindow() throws IOException {
        assertThat(presetStudies()).extracting(Study::name)
                .containsExactlyInAnyOrder("hello-concurrency", "cpu-throughput", "pinning", "ramp-up", "blocking-io");
        for (PresetStudy study : presetStudies()) {
            StudyPreset preset = study.preset();
            MatrixFile fromPreset = MatrixFile.load(preset.file().path(), Map.of(), DEFINITIONS);
            Map<String, String> keys = new LinkedHashMap<>(study.matrix(StudyScale.DEFAULT, new StudyOptions(Map.of())));
            // What the session adds: the study's default profiles and JVMs.
            keys.put("profiles", String.join(" ", StudyRunner.defaultProfiles(DEFINITIONS)));
            keys.put("jvms", String.join(" ", study.defaultJvms()));
            Path file = Files.writeString(dir.resolve(study.name() + ".properties"), keys.entrySet().stream()
                    .map(e -> e.getKey() + " = " + e.getValue()).collect(Collectors.joining("\n", "", "\n")));
            MatrixFile fromStudy = MatrixFile.load(file, Map.of(), DEFINITIONS);

            assertThat(fromStudy.cells()).as("cells of study %s at its default scale against its preset %s", study.name(),
                    preset.file().path()).isEqualTo(fromPreset.cells());
            assertThat(fromStudy.repetitions()).as("repetitions of study %s against its preset", study.name())
                    .isEqualTo(fromPreset.repetitions());
            assertThat(preset.file().optional("description").orElse("")).as("%s names its study", preset.file().path())
                    .contains("the " + study.name() + " study's matrix");
        }
    }

    @Test
    void theStudiesTakeTheirDefaultsFromThePresetAndKeepTheirOwnTinyAndFullScales() {
        HelloConcurrencyStudy hello = new HelloConcurrencyStudy();
        HelloConcurrencyStudy.Plan standard = hello.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()));
        assertThat(standard.users()).as("the seed's levels").containsExactly(10, 100, 1_000, 10_000);
        assertThat(standard.window()).isEqualTo(new SteadyWindow(10, 60, 10, 2));
        assertThat(hello.planOf(StudyScale.TINY, new StudyOptions(Map.of()))).isEqualTo(new HelloConcurrencyStudy.Plan(
                List.of("plain-jdk"), List.of(10, 100), new SteadyWindow(2, 2, 3, 1)));
        assertThat(hello.planOf(StudyScale.FULL, new StudyOptions(Map.of())).runtimes()).containsExactly("plain-jdk", "tomcat", "liberty");

        PinningStudy pinning = new PinningStudy();
        assertThat(pinning.defaultJvms()).containsExactly("temurin-21", "temurin-25");
        assertThat(pinning.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of()))).isEqualTo(new PinningStudy.Plan(
                List.of("plain-jdk", "tomcat"), List.of("pinned"), List.of(100), new SteadyWindow(10, 120, 10, 2)));
        assertThat(pinning.planOf(StudyScale.TINY, new StudyOptions(Map.of()))).isEqualTo(new PinningStudy.Plan(
                List.of("plain-jdk"), List.of("pinned"), List.of(20), new SteadyWindow(2, 2, 3, 1)));
        assertThat(pinning.planOf(StudyScale.FULL, new StudyOptions(Map.of())).scenarios()).containsExactly("pinned", "io");

        RampUpStudy rampUp = new RampUpStudy();
        assertThat(rampUp.planOf(StudyScale.DEFAULT, new StudyOptions(Map.of())))
                .isEqualTo(new RampUpStudy.Plan(List.of("liberty", "tomcat", "plain-jdk"), 400, 10, 30, 2));
        assertThat(rampUp.planOf(StudyScale.TINY, new StudyOptions(Map.of()))).isEqualTo(new RampUpStudy.Plan(List.of("plain-jdk"), 50, 2, 4, 1));
        assertThat(rampUp.planOf(StudyScale.FULL, new StudyOptions(Map.of("users", "600"))))
                .isEqualTo(new RampUpStudy.Plan(List.of("liberty", "tomcat", "plain-jdk"), 600, 10, 30, 3));
    }

    @Test
    void aPresetThatBecameAStudysMatrixSaysWhereItWent() {
        assertThatThrownBy(() -> MatrixFile.locate(ROOT, "hello-sweep")).isInstanceOf(UnknownNameException.class)
                .hasMessageContaining("the preset 'hello-sweep' is now the hello-concurrency study's matrix")
                .hasMessageContaining("`harness/vtbench study hello-concurrency`")
                .hasMessageContaining("`harness/vtbench run --matrix hello-concurrency`");
        assertThat(MatrixFile.presets(ROOT)).contains("hello-concurrency", "pinning", "ramp-up", "liberty-study").doesNotContain("hello-sweep");
    }
}
