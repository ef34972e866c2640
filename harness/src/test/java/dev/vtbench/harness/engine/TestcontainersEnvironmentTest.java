package dev.vtbench.harness.engine;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class TestcontainersEnvironmentTest {

    @Test
    void aMachineThatLooksLikeAContainerNeedsTheHostOverrideAndIsToldHowToSetIt() {
        assertThat(TestcontainersEnvironment.problem(Map.of(), true)).as("/.dockerenv, no override")
                .hasValueSatisfying(problem -> assertThat(problem).contains("/.dockerenv").contains("TESTCONTAINERS_HOST_OVERRIDE=localhost")
                        .contains("TESTCONTAINERS_RYUK_DISABLED=true"));
        assertThat(TestcontainersEnvironment.problem(Map.of("TESTCONTAINERS_HOST_OVERRIDE", "localhost"), true)).as("override given").isEmpty();
        assertThat(TestcontainersEnvironment.problem(Map.of(), false)).as("an ordinary machine").isEmpty();
    }
}
