package dev.vtbench.workload.settings;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class ModeNameTest {

    private static final List<String> BASES = List.of("pool", "virtual");

    @Test
    void aBaseModeOrAVariantOfOneRunsAsItsBase() {
        assertThat(ModeName.parse("virtual", BASES)).as("a base").contains(new ModeName("virtual", "virtual"));
        assertThat(ModeName.parse(" Virtual-Par2 ", BASES)).as("a variant, case and blanks aside")
                .contains(new ModeName("virtual-par2", "virtual"));
        assertThat(ModeName.parse("pool-heap-1g", BASES)).as("a variant of several words").contains(new ModeName("pool-heap-1g", "pool"));
    }

    @Test
    void aNameThatIsNeitherIsRefused() {
        assertThat(ModeName.parse("carrier", BASES)).as("no base").isEmpty();
        assertThat(ModeName.parse("virtual-", BASES)).as("a hyphen and no variant").isEmpty();
        assertThat(ModeName.parse("virtual--x", BASES)).as("an empty word").isEmpty();
        assertThat(ModeName.parse("virtual_par2", BASES)).as("not a hyphen").isEmpty();
        assertThat(ModeName.parse("virtualpar2", BASES)).as("no hyphen").isEmpty();
    }

    @Test
    void theEnvironmentGivesTheFirstBaseByDefaultAndNamesTheVariantsInItsRefusal() {
        assertThat(new EnvironmentSettings(Map.of()).mode("VTBENCH_MODE", BASES)).isEqualTo(new ModeName("pool", "pool"));
        assertThat(new EnvironmentSettings(Map.of("VTBENCH_MODE", "virtual-poller1")).mode("VTBENCH_MODE", BASES))
                .isEqualTo(new ModeName("virtual-poller1", "virtual"));
        assertThatThrownBy(() -> new EnvironmentSettings(Map.of("VTBENCH_MODE", "carrier")).mode("VTBENCH_MODE", BASES))
                .isInstanceOf(InvalidSettingException.class)
                .hasMessage("VTBENCH_MODE='carrier' is not valid: set it to one of pool, virtual, or one of them followed by "
                        + "-VARIANT (lower-case letters, digits and hyphens, such as virtual-par2) (default pool), or unset it for the default");
    }
}
