package dev.vtbench.harness.matrix;

import java.nio.file.Path;
import java.util.List;

/**
 * Every dimension of the matrix as loaded from the repository's data files: runtimes (images/NAME/runtime.properties),
 * JVMs (images/jvms/*.properties) and CPU profiles (cgroup-profiles/*.properties) and
 * scenarios (harness/scenarios/*.properties).
 */
public record Definitions(Path root, Catalog<RuntimeDefinition> runtimes, Catalog<JvmDefinition> jvms,
                          Catalog<CpuProfile> profiles, Catalog<Scenario> scenarios) {

    public static Definitions load(Path root) {
        Path images = root.resolve("images");
        return new Definitions(root,
                Catalog.load("runtime", images, "*/runtime.properties",
                        file -> RuntimeDefinition.from(DataFile.load(file, RuntimeDefinition.KEYS, ModeVariants::isKey), root), RuntimeDefinition::name),
                Catalog.load("JVM", images.resolve("jvms"), "*.properties",
                        file -> JvmDefinition.from(DataFile.load(file, JvmDefinition.KEYS)), JvmDefinition::name),
                Catalog.load("CPU profile", root.resolve("cgroup-profiles"), "*.properties",
                        file -> CpuProfile.from(DataFile.load(file, CpuProfile.KEYS)), CpuProfile::name),
                Catalog.load("scenario", root.resolve("harness/scenarios"), "*.properties",
                        file -> Scenario.from(DataFile.load(file, Scenario.KEYS)), Scenario::name));
    }

    /** These definitions with scenarios a command defines itself (a study's /bank at each delay it asks for). */
    public Definitions withScenarios(List<Scenario> extra) {
        Catalog<Scenario> all = scenarios;
        for (Scenario scenario : extra) {
            all = all.with(scenario.name(), scenario);
        }
        return new Definitions(root, runtimes, jvms, profiles, all);
    }

    /**
     * These definitions with every runtime's bounded pool at {@code size} threads (each image reads it from
     * VTBENCH_POOL_SIZE and /info reports it, so every cell records the size it ran with).
     */
    public Definitions withPoolSize(int size) {
        Catalog<RuntimeDefinition> resized = runtimes;
        for (RuntimeDefinition runtime : runtimes.all()) {
            resized = resized.with(runtime.name(), runtime.withPoolSize(size));
        }
        return new Definitions(root, resized, jvms, profiles, scenarios);
    }

    /** These definitions with a matrix file's own variants of the runtimes' modes, each given to the runtimes of its base. */
    public Definitions withVariants(ModeVariants own) {
        Catalog<RuntimeDefinition> varied = runtimes;
        for (RuntimeDefinition runtime : runtimes.all()) {
            varied = varied.with(runtime.name(), runtime.withVariants(own));
        }
        return new Definitions(root, varied, jvms, profiles, scenarios);
    }

    /** Where the data files are: see {@link VtbenchRoot#locate()} (-Dvtbench.root, the distribution, a checkout upwards). */
    public static Path locateRoot() {
        return VtbenchRoot.locate();
    }
}
