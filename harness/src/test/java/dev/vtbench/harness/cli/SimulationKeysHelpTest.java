package dev.vtbench.harness.cli;

import dev.vtbench.gatling.schema.Parameter;
import dev.vtbench.harness.load.Simulation;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The help lists every simulation's keys as the schema declares them, so it cannot drift from what is checked. */
class SimulationKeysHelpTest {

    @Test
    void everySimulationKeyIsListedWithItsUnitRangeDefaultAndMeaning() {
        String help = SimulationKeysHelp.text();
        for (Simulation simulation : Simulation.all()) {
            assertThat(help).as("a section for %s", simulation.label()).contains("\n  " + simulation.label() + "\n");
            for (Parameter parameter : simulation.parameters().values()) {
                assertThat(help).as("the line of %s", parameter.key()).containsPattern("\n    " + java.util.regex.Pattern.quote(parameter.key())
                        + " +" + java.util.regex.Pattern.quote(parameter.unit().symbol() + ", " + parameter.range()));
            }
        }
        assertThat(help).as("one line, as a person reads it").contains(
                "    search.step.factor           factor, 1.01..10 (decimal), default 1.25: next rate = rate x factor (rounded, at least +1)\n");
        assertThat(MainAccess.execute(java.util.List.of("help")).stdout()).as("`harness/vtbench help` prints them after the usage")
                .contains("usage: harness/vtbench").contains(help);
        assertThat(help).as("a whole number").contains("    hold.seconds                 s, 1..36000, default 20: time all users keep loading after the ramp\n");
    }
}
