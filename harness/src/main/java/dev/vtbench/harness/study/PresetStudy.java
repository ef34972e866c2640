package dev.vtbench.harness.study;

import java.util.List;
import java.util.Map;

/**
 * A study that runs one harness matrix whose default scale is a preset ({@link StudyPreset}): one file defines the
 * experiment, and `harness/vtbench run --matrix NAME` measures the cells `harness/vtbench study NAME` judges.
 */
interface PresetStudy extends Study {

    /** The preset's name in harness/matrices/. */
    String presetName();

    default StudyPreset preset() {
        return StudyPreset.named(presetName());
    }

    /** The matrix it runs at this scale with these options, less the session's profiles and JVMs. */
    Map<String, String> matrix(StudyScale scale, StudyOptions options);

    /** The preset's JVMs: a study about a JDK change names both sides of it there. */
    @Override
    default List<String> defaultJvms() {
        return preset().jvms();
    }
}
